// The harness of the Post-Order tests over HTTP: one emulator on 127.0.0.1 per test file and three members signed
// in through its consent approval, each signing with a Key Management key (eBay requires the refunds and decisions
// signed): the seller (the emulator's test user), a buyer of its orders, and an outsider who is neither.
import { EbayClient, type EbayApiError } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { signedInClient } from '../integration/signed-in.js';

/** The buyer's and the outsider's user names. */
export const BUYER = 'testuser_po_buyer';
export const OUTSIDER = 'testuser_po_outsider';

/** The line item of an order the buyer placed with the seller. */
export interface Purchase {
  itemId: string;
  transactionId: string;
  legacyOrderId: string;
}

/** A running emulator and its three members. */
export interface Rig {
  url: string;
  seller: EbayClient;
  buyer: EbayClient;
  outsider: EbayClient;
  /** A new order of the buyer's with the seller (unshipped, one line item). */
  purchase(): Purchase;
  close(): Promise<void>;
}

/** Starts an emulator on a free port and signs the three members in. */
export async function startRig(): Promise<Rig> {
  const emulator: Emulator = createEmulator({ seed: 5 });
  const { url } = await emulator.listen(0);
  const keys = new EbayClient({ appId: emulator.app.appId, certId: emulator.app.certId, origin: url });
  const key = await keys.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  await keys.close();
  const options = { maxRetries: 0, signature: { jwe: key.jwe!, privateKey: key.privateKey! } };
  const scope = ['https://api.ebay.com/oauth/api_scope'];
  const [seller, buyer, outsider] = await Promise.all([
    signedInClient(url, scope, undefined, options),
    signedInClient(url, scope, BUYER, options),
    signedInClient(url, scope, OUTSIDER, options),
  ]);
  let bought = 0;
  return {
    url,
    seller,
    buyer,
    outsider,
    purchase() {
      const [order] = emulator.seed.orders([
        { buyer: BUYER, lineItems: [{ title: `Brass lamp ${++bought}`, unitPrice: 25 }] },
      ]);
      const line = order!.lineItems[0]!;
      return { itemId: line.legacyItemId, transactionId: line.lineItemId, legacyOrderId: order!.legacyOrderId };
    },
    async close() {
      await Promise.all([seller.close(), buyer.close(), outsider.close()]);
      await emulator.close();
    },
  };
}

/** What a refused call ended with; fails the test when the call was answered. */
export async function refusal(call: Promise<unknown>): Promise<Pick<EbayApiError, 'status' | 'code' | 'domain'>> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e as EbayApiError,
  );
  if (!error) throw new Error('the call was answered, not refused');
  return { status: error.status, code: error.code, domain: error.domain };
}

/** eBay's refusal of a member who is neither the buyer nor the seller, in `domain`. */
export const notAParty = (domain: string): Pick<EbayApiError, 'status' | 'code' | 'domain'> => ({
  status: 403,
  code: 1301,
  domain,
});
