import { EbayClient } from 'baykit';
import { DEFAULT_APP } from '../../src/index.js';

/**
 * A client of the emulator's test app at `url`, signed in as its test user with `scope` through the emulator's
 * consent approval (no browser), as the integration tests need for the user-token APIs.
 */
export async function signedInClient(url: string, scope: readonly string[]): Promise<EbayClient> {
  const ebay = new EbayClient({
    appId: DEFAULT_APP.appId,
    certId: DEFAULT_APP.certId,
    ruName: DEFAULT_APP.ruName,
    origin: url,
  });
  const consent = ebay.oauth2.generateAuthUrl({ scope: [...scope] });
  const approved = await fetch(`${url}/__emulator/consent/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: consent }),
  });
  await ebay.oauth2.getToken(((await approved.json()) as { redirect: string }).redirect);
  return ebay;
}
