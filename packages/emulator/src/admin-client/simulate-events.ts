// The events `POST /__emulator/simulate/<event>` can make happen and the fields each takes, as data the admin
// client, the `baykit trigger` command line and the emulator share. It loads none of the emulator's server code.
import type { SimulateFieldKind } from './simulate-field-kind.js';
import {
  POST_ORDER_SIMULATE_FIELDS,
  type PostOrderSimulateFieldsMap,
  type PostOrderSimulateResultMap,
} from './simulate-post-order-events.js';

export type { SimulateFieldKind };

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
  /** Whether the buyer pays at checkout. Default true; only `true` is modelled so far (every order is paid). */
  paid?: boolean;
  /**
   * Which variation of a multiple-variation listing (an Inventory API item group): its SKU, or its aspects as
   * `name=value` pairs separated by commas (`Color=Red,Size=M`). Required for such a listing, refused for others.
   */
  variation?: string;
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

/** Which listing a simulated event acts on: exactly one of `listingId`, `itemId` or `sku` (with `seller`). */
export interface SimulateListingFields {
  /** The listing's legacy item id (Trading `ItemID`, Inventory `publishOffer`'s `listingId`). */
  listingId?: string;
  /** The listing's RESTful item id (Browse `itemId`, `v1|<legacy id>|0`). */
  itemId?: string;
  /** A seller's SKU whose listing is active. */
  sku?: string;
  /** The seller whose `sku` is meant, when several sellers list the same SKU. */
  seller?: string;
}

/**
 * The fields of `POST /__emulator/simulate/buyer-message`: a buyer asks the seller about a listing (one of the listing
 * fields), or writes to the seller about an order (`orderId`).
 */
export interface SimulateBuyerMessageFields extends SimulateListingFields {
  /** The order the message is about (Fulfillment `orderId`): it goes to the order's seller. */
  orderId?: string;
  /** The message text: 1 to 2000 characters. */
  body?: string;
  /** At most 200 characters. Default: `Question about item #<id>: <title>` (or `About your order …`). */
  subject?: string;
  /** Trading's `QuestionTypeCodeType`: General (default), Shipping, Payment, MultipleItemShipping, CustomizedSubject. */
  questionType?: string;
  /** The member who writes. Default: the order's buyer, else `jsmith_42`. Never the seller. */
  buyer?: string;
}

/** What a simulated buyer message produced. */
export interface SimulateBuyerMessageResult {
  /** Trading's `MessageID` (GetMyMessages, GetMemberMessages for a question). */
  messageId: string;
  /** The seller it went to. */
  recipient: string;
  /** `AskSellerQuestion` (about a listing) or `ContactTransactionPartner` (about an order). */
  kind: string;
  /** The ids of the world events it produced, oldest first. */
  events: string[];
}

/** The fields of `POST /__emulator/simulate/best-offer`: a buyer's Best Offer on a fixed-price listing that takes them. */
export interface SimulateBestOfferFields extends SimulateListingFields {
  /** What the buyer offers per unit, in the listing's currency: more than 0. */
  price?: number;
  /** Units: a whole number from 1 to what the listing has left. Default 1. */
  quantity?: number;
  /** The buyer's message to the seller: at most 500 characters. */
  message?: string;
  /** The buying member's user name. Default `jsmith_42`. Never the listing's seller. */
  buyer?: string;
}

/** What a simulated Best Offer produced. */
export interface SimulateBestOfferResult {
  /** Trading's `BestOfferID` (GetBestOffers; answer it with RespondToBestOffer). */
  bestOfferId: string;
  /** When it expires unanswered (48 hours on the emulator's clock, ISO 8601). */
  expiresAt: string;
  /** The ids of the world events it produced, oldest first. */
  events: string[];
}

/**
 * The fields of `POST /__emulator/simulate/feedback`: the buyer of an order line rates its seller. The line is named
 * by `orderId` (alone when the order has one line), `lineItemId`, or Trading's `listingId` and `transactionId`.
 */
export interface SimulateFeedbackFields {
  orderId?: string;
  /** The order line (Fulfillment `lineItemId`, Trading `TransactionID`). */
  lineItemId?: string;
  /** The listing's legacy item id (Trading `ItemID`), with `transactionId`. */
  listingId?: string;
  /** Trading's `TransactionID` of the line (the emulator's `lineItemId`). */
  transactionId?: string;
  /** `Positive`, `Neutral` or `Negative`. */
  rating?: string;
  /** The comment: 1 to 80 characters (Trading's `CommentText`). */
  comment?: string;
  /** Who leaves it. Default: the order's buyer, the only member who may. */
  buyer?: string;
}

/** What simulated feedback produced. */
export interface SimulateFeedbackResult {
  /** Trading's `FeedbackID` (GetFeedback), Commerce Feedback's `feedbackId`. */
  feedbackId: string;
  orderId: string;
  lineItemId: string;
  /** The seller rated. */
  seller: string;
  /** The ids of the world events it produced, oldest first. */
  events: string[];
}

/** The fields of `POST /__emulator/simulate/auction-end`: which auction ends now. */
export type SimulateAuctionEndFields = SimulateListingFields;

/** What a simulated auction end produced: a sale to the high bidder, or an auction that ended unsold. */
export interface SimulateAuctionEndResult {
  sold: boolean;
  /** The high bidder who won, when it sold. */
  winner?: string;
  /** The winning bid per unit, when it sold. */
  price?: number;
  /** The order the sale made, when it sold. */
  orderId?: string;
  lineItemIds?: string[];
  /** The ids of the world events it produced, oldest first. */
  events: string[];
}

/** The fields each simulated event takes (`admin.simulate(event, fields)`). */
export interface SimulateFieldsMap extends PostOrderSimulateFieldsMap {
  purchase: SimulatePurchaseFields;
  'buyer-message': SimulateBuyerMessageFields;
  'best-offer': SimulateBestOfferFields;
  feedback: SimulateFeedbackFields;
  'auction-end': SimulateAuctionEndFields;
}

/** What each simulated event answers. */
export interface SimulateResultMap extends PostOrderSimulateResultMap {
  purchase: SimulatePurchaseResult;
  'buyer-message': SimulateBuyerMessageResult;
  'best-offer': SimulateBestOfferResult;
  feedback: SimulateFeedbackResult;
  'auction-end': SimulateAuctionEndResult;
}

/** The events `POST /__emulator/simulate/<event>` can make happen. */
export type SimulateEvent = keyof SimulateFieldsMap;

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
    variation: 'string',
  },
  'buyer-message': {
    listingId: 'string',
    itemId: 'string',
    sku: 'string',
    seller: 'string',
    orderId: 'string',
    body: 'string',
    subject: 'string',
    questionType: 'string',
    buyer: 'string',
  },
  'best-offer': {
    listingId: 'string',
    itemId: 'string',
    sku: 'string',
    seller: 'string',
    price: 'number',
    quantity: 'number',
    message: 'string',
    buyer: 'string',
  },
  feedback: {
    orderId: 'string',
    lineItemId: 'string',
    listingId: 'string',
    transactionId: 'string',
    rating: 'string',
    comment: 'string',
    buyer: 'string',
  },
  'auction-end': { listingId: 'string', itemId: 'string', sku: 'string', seller: 'string' },
  ...POST_ORDER_SIMULATE_FIELDS,
};

/** Every simulated event. */
export const SIMULATE_EVENTS = Object.keys(SIMULATE_FIELDS) as readonly SimulateEvent[];

/** Whether `name` is an event the emulator can simulate. */
export function isSimulateEvent(name: string): name is SimulateEvent {
  return Object.hasOwn(SIMULATE_FIELDS, name);
}
