import { EbayClient, USER_SCOPES } from 'baykit';
import { approveConsent, expectValidTradingAnswer } from './helpers.js';
import { DEFAULT_APP } from '../../src/index.js';

/**
 * A client of the emulator's test app at `url`, signed in as `user` (default: the test seller, testuser_baykit)
 * with every user scope: Fulfillment and Commerce Feedback over REST, Trading with the same token as IAF.
 */
export async function sellerClient(url: string, user?: string): Promise<EbayClient> {
  const seller = new EbayClient({
    appId: DEFAULT_APP.appId,
    certId: DEFAULT_APP.certId,
    devId: DEFAULT_APP.devId,
    ruName: DEFAULT_APP.ruName,
    origin: url,
  });
  await approveConsent(seller, url, USER_SCOPES, user);
  return seller;
}

/** The seeded order the test user bought from another seller (world/stores/orders.ts). */
export const BOUGHT = {
  orderId: '21-09876-54321',
  itemId: '186543210987',
  transactionId: '2765432109',
  seller: 'vintage_finds_store',
};

/** Expects a Trading answer as baykit returns it to be valid against the call's `<Call>ResponseType`. */
export function expectValidAnswer(call: string, answer: object): Promise<void> {
  return expectValidTradingAnswer(call, { ...answer });
}
