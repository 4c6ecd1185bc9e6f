import { EbayClient, type EbayClientOptions } from 'baykit';
import { DEFAULT_APP } from '../../src/index.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';

/**
 * A client of the emulator's test app at `url`, signed in with `scope` through the emulator's consent approval (no
 * browser), as the integration tests need for the user-token APIs: as the test user, or as `user` (a second or third
 * member: a buyer, an outsider). `options` adds client options (a signing key, `maxRetries`).
 */
export async function signedInClient(
  url: string,
  scope: readonly string[],
  user?: string,
  options: EbayClientOptions = {},
): Promise<EbayClient> {
  const ebay = new EbayClient({
    ...options,
    appId: DEFAULT_APP.appId,
    certId: DEFAULT_APP.certId,
    ruName: DEFAULT_APP.ruName,
    origin: url,
  });
  const consent = ebay.oauth2.generateAuthUrl({ scope: [...scope] });
  await ebay.oauth2.getToken((await createEmulatorAdmin({ baseUrl: url }).approveConsent(consent, user)).redirect);
  return ebay;
}
