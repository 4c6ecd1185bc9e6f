import { EbayClient } from 'baykit';
import { DEFAULT_APP } from '../../src/index.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';

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
  await ebay.oauth2.getToken((await createEmulatorAdmin({ baseUrl: url }).approveConsent(consent)).redirect);
  return ebay;
}
