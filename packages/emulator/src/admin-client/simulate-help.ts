// What each simulated event does and what each of its fields means, one short line each, as data beside
// SIMULATE_FIELDS: the explorer's Simulate panel shows it, and any other tool may. Typed so that an event or a field
// without a line does not compile. It loads none of the emulator's server code.
import type { SimulateEvent, SimulateFieldsMap } from './simulate-events.js';

/** The words of one simulated event: what it makes happen, and one line per field. */
export interface SimulateEventHelp<E extends SimulateEvent> {
  /** What happens, in one sentence (who does what, and what follows). */
  readonly summary: string;
  /** Per field: what it names, its default when left out, and the values it takes. */
  readonly fields: { readonly [F in keyof SimulateFieldsMap[E]]-?: string };
}

/** Every simulated event's words (`SIMULATE_FIELDS` has the kinds; packages/emulator/README.md the whole story). */
export const SIMULATE_HELP: { readonly [E in SimulateEvent]: SimulateEventHelp<E> } = {
  purchase: {
    summary:
      'A buyer buys a fixed-price listing at its price, as eBay checkout would: the order, the Finances sale and the notifications follow.',
    fields: {
      listingId: 'The legacy item id (Trading ItemID, publishOffer’s listingId). Give one of listingId, itemId or sku.',
      itemId: 'The RESTful item id, v1|<legacy id>|0 (Browse itemId).',
      sku: 'A seller’s SKU whose listing is active.',
      seller: 'The seller whose SKU is meant, when several sellers list it.',
      quantity: 'Units bought: a whole number from 1 to what is left. Default 1.',
      buyer: 'The buying member’s user name; never the listing’s seller. Default jsmith_42.',
      paid: 'Whether the buyer pays at checkout. Default true; false: the order awaits a payment event.',
    },
  },
  payment: {
    summary:
      'The buyer pays an order placed unpaid: it reads PAID, and the Finances sale and ORDER_CONFIRMATION follow; or the payment is declined and it stays unpaid.',
    fields: {
      orderId: 'The unpaid order (Fulfillment orderId).',
      declined: 'The payment fails instead (Fulfillment FAILED); the order can be paid later. Default false.',
    },
  },
  'unpaid-item': {
    summary: 'The buyer never pays: the order is cancelled for non-payment (Post-Order ORDER_UNPAID), with no refund.',
    fields: { orderId: 'The unpaid order (Fulfillment orderId).' },
  },
  'payment-dispute': {
    summary:
      'The buyer of a paid order opens a payment dispute; the seller sees it ACTION_NEEDED, and accepting it refunds the buyer.',
    fields: {
      orderId: 'The paid order (Fulfillment orderId).',
      reason: 'Why, one of eBay’s DisputeReasonEnum values. Default ITEM_NOT_RECEIVED.',
      amount: 'The amount disputed, at most what is left to refund. Default all of that.',
    },
  },
  payout: {
    summary:
      'eBay pays the seller’s available funds out now, as the daily payout at 00:00 UTC on the emulator clock would.',
    fields: { seller: 'Whose funds. Default testuser_baykit, the test seller.' },
  },
};
