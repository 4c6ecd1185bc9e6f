// The harness of the Inventory tests: one emulator over HTTP on 127.0.0.1 per test file, sellers signed in through
// the emulator's consent approval, and raw calls that return eBay's status and body as they came over the wire.
import { EbayClient, Scope } from 'baykit';
import { createEmulator, DEFAULT_APP, type Emulator } from '../../src/index.js';
import type { Loose } from '../flow-harness.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';

/** One answer as it came over the wire. */
export interface Wire {
  status: number;
  body: Loose;
}

/** A seller signed in to the emulator: raw calls under `/sell/inventory/v1` with the seller's user token. */
export interface Seller {
  call(method: string, path: string, body?: unknown): Promise<Wire>;
  /** The seller's business policies on EBAY_US, created through the Account API when it signed in. */
  policies: Policies;
  /** The seller's user token (for calls outside Inventory). */
  token: string;
}

/** Listing policy ids, as an offer's `listingPolicies` names them. */
export interface Policies {
  fulfillmentPolicyId: string;
  paymentPolicyId: string;
  returnPolicyId: string;
}

/** A running emulator and how to sign sellers in. */
export interface Rig {
  url: string;
  emulator: Emulator;
  seller(user?: string): Promise<Seller>;
  /** Browse `getItem` of listing `listingId` (with an application token), as it came over the wire. */
  browse(listingId: unknown): Promise<Wire>;
  close(): Promise<void>;
}

/** Starts an emulator on a free port of 127.0.0.1. */
export async function startRig(): Promise<Rig> {
  const emulator = createEmulator({ seed: 3 });
  const { url } = await emulator.listen(0);
  const clients: EbayClient[] = [];
  return {
    url,
    emulator,
    async seller(user?: string): Promise<Seller> {
      const ebay = new EbayClient({
        appId: DEFAULT_APP.appId,
        certId: DEFAULT_APP.certId,
        ruName: DEFAULT_APP.ruName,
        origin: url,
      });
      clients.push(ebay);
      const consent = ebay.oauth2.generateAuthUrl({ scope: [Scope.SELL_INVENTORY, Scope.SELL_ACCOUNT] });
      const { redirect } = await createEmulatorAdmin({ baseUrl: url }).approveConsent(consent, user);
      await ebay.oauth2.getToken(redirect);
      const token = (await ebay.oauth2.getCredentials('user'))!.accessToken;
      // One policy of each kind on EBAY_US, as a seller sets them up before listing (Account API, real ids).
      const policy = { marketplaceId: 'EBAY_US', categoryTypes: [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES' }] };
      const created = await Promise.all(
        ['fulfillment_policy', 'payment_policy', 'return_policy'].map(async (kind) => {
          const response = await fetch(`${url}/sell/account/v1/${kind}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ ...policy, name: `Harness ${kind}` }),
          });
          return response.headers.get('location')?.split('/').at(-1) ?? '';
        }),
      );
      const [fulfillmentPolicyId = '', paymentPolicyId = '', returnPolicyId = ''] = created;
      return {
        policies: { fulfillmentPolicyId, paymentPolicyId, returnPolicyId },
        token,
        async call(method, path, body) {
          const response = await fetch(`${url}/sell/inventory/v1${path}`, {
            method,
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'content-language': 'en-US',
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          const text = await response.text();
          return { status: response.status, body: (text ? JSON.parse(text) : {}) as Loose };
        },
      };
    },
    async browse(listingId) {
      const buyer = new EbayClient({ appId: DEFAULT_APP.appId, certId: DEFAULT_APP.certId, origin: url });
      clients.push(buyer);
      const { accessToken } = await buyer.oauth2.mintApplicationAccessToken();
      const itemId = encodeURIComponent(`v1|${String(listingId)}|0`);
      const response = await fetch(`${url}/buy/browse/v1/item/${itemId}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Loose };
    },
    async close() {
      for (const ebay of clients) await ebay.close();
      await emulator.close();
    },
  };
}

/** eBay's first error id of an answer (undefined when it has none). */
export const errorId = (wire: Wire): unknown => wire.body.errors?.[0]?.errorId;

/** Every error id of an answer. */
export const errorIds = (wire: Wire): unknown[] =>
  Array.isArray(wire.body.errors) ? (wire.body.errors as Loose[]).map((e) => e.errorId) : [];

/** A warehouse address publishing accepts. */
export const ADDRESS = { country: 'US', postalCode: '95125' };

/** Listing policy ids that name no policy: enough for createOffer, which does not check them (publishing does). */
export const POLICIES: Policies = { fulfillmentPolicyId: 'FP-1', paymentPolicyId: 'PP-1', returnPolicyId: 'RP-1' };

/** An offer body with everything publishing needs, for `sku` at location `location`. */
export function fullOffer(sku: string, location = 'WH-1', policies: Policies = POLICIES): Record<string, unknown> {
  return {
    sku,
    marketplaceId: 'EBAY_US',
    format: 'FIXED_PRICE',
    categoryId: '310', // Sporting Goods > Other Sporting Goods: a leaf that requires Brand
    merchantLocationKey: location,
    listingPolicies: policies,
    availableQuantity: 2,
    pricingSummary: { price: { value: '20.00', currency: 'USD' } },
  };
}

/** Creates the location `key`, the item `sku` and its offer; answers the offer id. */
export async function offerReady(seller: Seller, sku: string, key = 'WH-1'): Promise<string> {
  const location = await seller.call('GET', `/location/${key}`);
  if (location.status === 404) await seller.call('POST', `/location/${key}`, { location: { address: ADDRESS } });
  const item = await seller.call('PUT', `/inventory_item/${sku}`, {
    product: { title: `Item ${sku}`, aspects: { Brand: ['Wilson'] } },
    condition: 'NEW',
    availability: { shipToLocationAvailability: { quantity: 5 } },
  });
  if (item.status >= 300) throw new Error(`item ${sku}: ${JSON.stringify(item.body)}`);
  const offer = await seller.call('POST', '/offer', fullOffer(sku, key, seller.policies));
  if (offer.status !== 201) throw new Error(`offer ${sku}: ${JSON.stringify(offer.body)}`);
  return String(offer.body.offerId);
}
