// The events `POST /__emulator/simulate/<event>` can make happen and the fields each takes, as data the admin
// client, the `baykit trigger` command line and the emulator share. It loads none of the emulator's server code.
import type {
  SimulatePaymentDisputeFields,
  SimulatePaymentDisputeResult,
  SimulatePaymentFields,
  SimulatePaymentResult,
  SimulatePayoutFields,
  SimulatePayoutResult,
  SimulateUnpaidItemFields,
  SimulateUnpaidItemResult,
} from './simulate-money-events.js';

/** The fields of `POST /__emulator/simulate/purchase`: which listing (exactly one of the first three), how many, who. */
export interface SimulatePurchaseFields {
  /** The listing's legacy item id (Trading `ItemID`, Inventory `publishOffer`'s `listingId`). */
  listingId?: string;
  /** The listing's RESTful item id (Browse `itemId`, `v1|<legacy id>|0`). */
  itemId?: string;
  /** A seller's SKU whose listing is active (an Inventory offer's published listing, or a Trading listing's `SKU`). */
  sku?: string;
  /** The seller whose `sku` is meant, when several sellers list the same SKU. */
  seller?: string;
  /** Units bought: a whole number from 1 to what the listing has left. Default 1. */
  quantity?: number;
  /** The buying member's user name. Default: `jsmith_42`, a buyer of the seeded orders. Never the listing's seller. */
  buyer?: string;
  /** Whether the buyer pays at checkout. Default true; false places the order awaiting payment (then `payment`). */
  paid?: boolean;
}

/** What a simulated purchase produced. */
export interface SimulatePurchaseResult {
  /** The order (Fulfillment `orderId`; Trading `GetOrders` lists it). */
  orderId: string;
  /** Its line items (one: one listing bought). */
  lineItemIds: string[];
  /** The ids of the world events the purchase produced, oldest first (`GET /__emulator/events`). */
  events: string[];
}

/** The fields each simulated event takes (`admin.simulate(event, fields)`). */
export interface SimulateFieldsMap {
  purchase: SimulatePurchaseFields;
  payment: SimulatePaymentFields;
  'unpaid-item': SimulateUnpaidItemFields;
  'payment-dispute': SimulatePaymentDisputeFields;
  payout: SimulatePayoutFields;
}

/** What each simulated event answers. */
export interface SimulateResultMap {
  purchase: SimulatePurchaseResult;
  payment: SimulatePaymentResult;
  'unpaid-item': SimulateUnpaidItemResult;
  'payment-dispute': SimulatePaymentDisputeResult;
  payout: SimulatePayoutResult;
}

/** The events `POST /__emulator/simulate/<event>` can make happen. */
export type SimulateEvent = keyof SimulateFieldsMap;

/** How a field is written in JSON: what `baykit trigger --field name=value` turns its text into. */
export type SimulateFieldKind = 'string' | 'number' | 'boolean';

/** Each simulated event's fields and their kinds, in the order the docs and `baykit trigger --list` show them. */
export const SIMULATE_FIELDS: {
  readonly [E in SimulateEvent]: { readonly [F in keyof SimulateFieldsMap[E]]-?: SimulateFieldKind };
} = {
  purchase: {
    listingId: 'string',
    itemId: 'string',
    sku: 'string',
    seller: 'string',
    quantity: 'number',
    buyer: 'string',
    paid: 'boolean',
  },
  payment: { orderId: 'string', declined: 'boolean' },
  'unpaid-item': { orderId: 'string' },
  'payment-dispute': { orderId: 'string', reason: 'string', amount: 'number' },
  payout: { seller: 'string' },
};

/** Every simulated event. */
export const SIMULATE_EVENTS = Object.keys(SIMULATE_FIELDS) as readonly SimulateEvent[];

/** Whether `name` is an event the emulator can simulate. */
export function isSimulateEvent(name: string): name is SimulateEvent {
  return Object.hasOwn(SIMULATE_FIELDS, name);
}
