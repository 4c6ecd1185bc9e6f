import { randomForSeed } from '../../random.js';
import type { SeededRandom } from '../../random.js';
import { seededOrdersOf, type FulfillmentOrder, type OrderLine } from './orders.js';

/** A comment type in the store (Commerce Feedback's spelling; Trading writes `Positive`, …). */
export type FeedbackCommentType = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';

/**
 * One feedback entry, left by `from` for `to` about one line item of one of the emulator's orders: what Commerce
 * Feedback (REST) and Trading's feedback calls both read and write.
 */
export interface FeedbackEntry {
  feedbackId: string;
  from: string;
  to: string;
  /** The role of `from` in the order. */
  role: 'BUYER' | 'SELLER';
  commentType: FeedbackCommentType;
  commentText: string;
  enteredDate: string;
  order: FulfillmentOrder;
  line: OrderLine;
  /** Detailed seller ratings (1 to 5) a buyer gave, by Commerce Feedback's rating key. */
  ratings: { key: string; value: number }[];
  /** The recipient's reply (`REPLY` / Trading `Reply`). */
  reply?: { text: string; date: string };
  /** The author's follow-up to their own entry (Trading `FollowUp`). */
  followUp?: { text: string; date: string };
}

/** The one feedback store: every entry, oldest first (replies are set on the entries themselves). */
export interface FeedbackState {
  entries: FeedbackEntry[];
  random: SeededRandom;
}

/** The detailed seller ratings a buyer may give, 1 to 5, by Commerce Feedback's key. */
export const SELLER_RATING_KEYS: ReadonlySet<string> = new Set([
  'ON_TIME_DELIVERY',
  'DSR_ITEM_AS_DESCRIBED',
  'DSR_COMMUNICATION',
  'DSR_SHIPPING_CHARGES',
]);

/**
 * The one feedback store of this emulator: every fulfilled seeded order's buyer has left the seller positive
 * feedback with detailed ratings on its first line item; what users leave later (REST leaveFeedback, Trading
 * LeaveFeedback and CompleteSale's FeedbackInfo) is added here, oldest first.
 */
export function seedFeedbackStore(seed: number, seededOrders: readonly FulfillmentOrder[]): FeedbackState {
  return seedFeedback(randomForSeed(seed, 'feedback'), seededOrders);
}

/** The entries an emulator created with `seed` starts with, oldest first. */
export function seededFeedbackOf(seed: number): readonly FeedbackEntry[] {
  return seedFeedbackStore(seed, seededOrdersOf(seed)).entries;
}

function seedFeedback(random: SeededRandom, orders: readonly FulfillmentOrder[]): FeedbackState {
  const entries: FeedbackEntry[] = [];
  for (const order of orders) {
    const line = order.lineItems[0];
    if (order.status !== 'FULFILLED' || !line) continue;
    entries.push({
      feedbackId: String(random.int(1_000_000_000, 9_999_999_999)),
      from: order.buyer,
      to: order.seller,
      role: 'BUYER',
      commentType: 'POSITIVE',
      commentText: 'Fast shipping, item as described.',
      enteredDate: order.lastModifiedDate,
      order,
      line,
      ratings: [...SELLER_RATING_KEYS].map((key) => ({ key, value: random.int(4, 5) })),
    });
  }
  return { entries, random };
}

/** The entry `from` left about `line` of `order`, if any: one per line item and author. */
export function feedbackFrom(
  state: FeedbackState,
  from: string,
  order: FulfillmentOrder,
  line: OrderLine,
): FeedbackEntry | undefined {
  return state.entries.find((e) => e.from === from && e.order === order && e.line === line);
}

/** Adds an entry with a new feedback id and returns it (the caller has checked who may leave it). */
export function addFeedback(state: FeedbackState, entry: Omit<FeedbackEntry, 'feedbackId'>): FeedbackEntry {
  const added = { feedbackId: String(state.random.int(1_000_000_000, 9_999_999_999)), ...entry };
  state.entries.push(added);
  return added;
}
