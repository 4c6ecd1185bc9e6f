import { EbayClient, type EbayClientOptions } from 'baykit';
import type { Emulator } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';
import { LAMP_ITEM_SPECIFICS } from '../xml/helpers.js';

/** The scopes the money tests' sellers sign in with: listing, orders, Finances, payment disputes. */
export const MONEY_SCOPES = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/sell.account',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  'https://api.ebay.com/oauth/api_scope/sell.finances',
  'https://api.ebay.com/oauth/api_scope/sell.payment.dispute',
];

/** What the money tests work with: the test seller signed in (signing, as Finances needs), and the admin client. */
export interface MoneyWorld {
  seller: EbayClient;
  admin: EmulatorAdmin;
  url: string;
  /** A client signed in as `user` with the same signing key and clock. */
  signIn(user: string, scopes?: readonly string[]): Promise<EbayClient>;
  /** Lists `quantity` units at 25.00 USD through Trading AddFixedPriceItem; the legacy item id. */
  listLamp(title: string, quantity: number): Promise<string>;
}

/**
 * Starts `emulator` on a free port and signs the test seller in. The clients read the emulator's clock, so a signed
 * call's `created` and a token's expiry follow `advanceClock` as the emulator's own checks do.
 */
export async function moneyWorld(emulator: Emulator): Promise<MoneyWorld> {
  const { url } = await emulator.listen(0);
  const admin = createEmulatorAdmin({ baseUrl: url });
  const clock = { now: () => emulator.clock.now(), sleep: async () => undefined };
  const keys = new EbayClient({ appId: emulator.app.appId, certId: emulator.app.certId, origin: url, clock });
  const key = await keys.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  await keys.close();
  const options: EbayClientOptions = {
    maxRetries: 0,
    clock,
    signature: { jwe: key.jwe!, privateKey: key.privateKey! },
  };
  const signIn = (user: string, scopes: readonly string[] = MONEY_SCOPES) => signedInClient(url, scopes, user, options);
  const seller = await signedInClient(url, MONEY_SCOPES, undefined, options);
  const listLamp = async (title: string, quantity: number): Promise<string> => {
    const { ItemID } = await seller.trading.AddFixedPriceItem({
      Item: {
        Title: title,
        PrimaryCategory: { CategoryID: '112581' },
        ItemSpecifics: LAMP_ITEM_SPECIFICS,
        StartPrice: 25,
        Quantity: quantity,
        ConditionID: 1000,
      },
    });
    return ItemID ?? '';
  };
  return { seller, admin, url, signIn, listLamp };
}

export { simulateRaw } from './simulate-raw.js';
