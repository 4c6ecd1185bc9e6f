// Buy Order v2 guest checkout: the sessions buyers (through an app) fill in and the purchase orders paying them
// made (flows/buy-order-v2.ts, flows/guest-purchase.ts).
import { randomForSeed, type SeededRandom } from '../../random.js';
import type { CatalogItem } from './listings.js';

/** One line of a checkout session: a listing of the one listing store (the object itself, so it stays current). */
export interface SessionLine {
  lineItemId: string;
  item: CatalogItem;
  quantity: number;
  shippingOptionId: string;
}

/** A guest checkout session; `purchaseOrderId` once it is paid (it can no longer change then). */
export interface GuestSession {
  checkoutSessionId: string;
  appId: string;
  contactEmail: string;
  shippingAddress: Record<string, unknown>;
  lines: SessionLine[];
  coupons: string[];
  purchaseOrderId?: string;
}

/** A paid session: the purchase order getGuestPurchaseOrder serves, with the seller orders it placed. */
export interface PurchaseRecord {
  purchaseOrderId: string;
  appId: string;
  createdAt: number;
  /** The session's answer when it was paid (prices, delivery, address, coupons). */
  priced: Record<string, unknown>;
  /** Per session line: the seller's order and its line item (`lineItemId` of the Fulfillment order). */
  placed: { lineItemId: string; orderId: string; orderLineItemId: string; legacyItemId: string }[];
}

/** The Buy Order v2 state: checkout sessions and paid purchase orders. */
export interface CheckoutState {
  sessions: Map<string, GuestSession>;
  purchases: Map<string, PurchaseRecord>;
  random: SeededRandom;
}

/** The checkout store of an emulator with `seed`: empty, with its own random source for ids. */
export function createCheckoutState(seed: number): CheckoutState {
  return {
    sessions: new Map(),
    purchases: new Map(),
    random: randomForSeed(seed, 'buy-order-v2'),
  };
}
