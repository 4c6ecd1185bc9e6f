// What each simulated event does and what each of its fields means, one short line each, as data beside
// SIMULATE_FIELDS: the explorer's Simulate panel shows it, and any other tool may. Typed so that an event or a field
// without a line does not compile. It loads none of the emulator's server code.
import type { SimulateEvent, SimulateFieldsMap } from './simulate-events.js';
import { POST_ORDER_SIMULATE_HELP } from './simulate-post-order-help.js';

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
      paid: 'Whether the buyer pays at checkout. Default true; only true is modelled so far.',
      variation:
        'For a multiple-variation listing: the variation’s SKU, or its aspects as name=value pairs (Size=Large,Color=Red).',
    },
  },
  'buyer-message': {
    summary:
      'A buyer asks the seller about an active listing, or writes to the seller of their order: the seller’s messages and the notifications follow.',
    fields: {
      listingId: 'The legacy item id (Trading ItemID, publishOffer’s listingId). Give one of listingId, itemId or sku.',
      itemId: 'The RESTful item id, v1|<legacy id>|0 (Browse itemId).',
      sku: 'A seller’s SKU whose listing is active.',
      seller: 'The seller whose SKU is meant, when several sellers list it.',
      orderId: 'Instead of a listing: the buyer’s order the message is about (within 90 days of it).',
      body: 'The message: 1 to 2000 characters. Required.',
      subject: 'At most 200 characters. Default: Question about item #<id>: <title> (or About your order of <title>).',
      questionType: 'General, Shipping, Payment, MultipleItemShipping or CustomizedSubject. Default General.',
      buyer: 'The member who writes; never the seller. Default: the order’s buyer, else jsmith_42.',
    },
  },
  'best-offer': {
    summary:
      'A buyer makes a Best Offer on a fixed-price listing with Best Offer enabled: pending 48 hours in GetBestOffers, answered with RespondToBestOffer.',
    fields: {
      listingId: 'The legacy item id (Trading ItemID, publishOffer’s listingId). Give one of listingId, itemId or sku.',
      itemId: 'The RESTful item id, v1|<legacy id>|0 (Browse itemId).',
      sku: 'A seller’s SKU whose listing is active.',
      seller: 'The seller whose SKU is meant, when several sellers list it.',
      price: 'The offer per unit, in the listing’s currency: above 0, whole cents. Required.',
      quantity: 'Units: a whole number from 1 to what is left. Default 1.',
      message: 'The buyer’s message to the seller: at most 500 characters.',
      buyer: 'The buying member’s user name; never the listing’s seller. Default jsmith_42.',
    },
  },
  feedback: {
    summary:
      'The buyer of an order line rates its seller: GetFeedback and the seller’s feedback profile show it, and the notifications follow.',
    fields: {
      orderId: 'The order; alone when it has one line item.',
      lineItemId: 'The order line (Fulfillment lineItemId, Trading TransactionID).',
      listingId: 'The listing’s legacy item id, with transactionId (Trading’s way to name a line).',
      transactionId: 'Trading’s TransactionID of the line, with listingId.',
      rating: 'Positive, Neutral or Negative. Required.',
      comment: 'The comment: 1 to 80 characters. Required.',
      buyer: 'Who leaves it: only the order’s buyer may. Default the order’s buyer.',
    },
  },
  'auction-end': {
    summary: 'An auction ends now at its current state: its high bidder buys it at the current bid, or it ends unsold.',
    fields: {
      listingId: 'The legacy item id (Trading ItemID, publishOffer’s listingId). Give one of listingId, itemId or sku.',
      itemId: 'The RESTful item id, v1|<legacy id>|0 (Browse itemId).',
      sku: 'A seller’s SKU whose listing is active.',
      seller: 'The seller whose SKU is meant, when several sellers list it.',
    },
  },
  ...POST_ORDER_SIMULATE_HELP,
};
