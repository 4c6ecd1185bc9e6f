import type { EmulatorContext } from '../context.js';
import { recordFeedback } from '../world/feedback.js';
import { feedbackFrom, type FeedbackEntry } from '../world/stores/feedback.js';
import { fulfillmentOrders } from '../world/orders.js';
import type { FulfillmentOrder, OrderLine } from '../world/stores/orders.js';
import { list, pageOf, record, text } from './request-body.js';
import { success, type TradingCall, type TradingCallResult } from './trading-call.js';
import {
  RATING_KEY,
  STORE_COMMENT,
  TRADING_COMMENT,
  detailXml,
  selectedFeedback,
  summaryXml,
} from './trading-feedback-view.js';
import { findSale, orderLineItemId, refused } from './trading-sales.js';
import { feedbackProfile } from '../world/feedback-profile.js';

/** Trading's `CommentText` and `ResponseText` are at most 80 characters (eBay's LeaveFeedback reference). */
export const MAX_TEXT = 80;
/** GetFeedback pages hold 25 (the default), 50, 100 or 200 entries (eBay's GetFeedback reference). */
const FEEDBACK_PAGE_SIZES = new Set([25, 50, 100, 200]);
/**
 * Feedback is left within 60 days of the order: both users must have been in a successful order within the last 60
 * days (eBay's LeaveFeedback reference and the Trading user guide's "Leave feedback"; CompleteSale's `FeedbackInfo`
 * too).
 */
export const FEEDBACK_WINDOW_DAYS = 60;

/**
 * GetFeedback: the feedback `UserID` (default: the caller) received, or left with `FeedbackType` FeedbackLeft, from
 * the one feedback store Commerce Feedback also reads and writes; filtered by `FeedbackID`, `ItemID`/`TransactionID`,
 * `OrderLineItemID` and `CommentType`. The entries come with `DetailLevel` ReturnAll, one page of 25, 50, 100 or
 * 200; the score and the summary come from the member's one feedback profile (world/feedback-profile.ts).
 */
export const getFeedback: TradingCall = ({ ctx, fields, user, now }) => {
  const target = text(fields.UserID) || user;
  const entries = ctx.state.world.feedback.entries;
  const size = Number(text(record(fields.Pagination).EntriesPerPage) || 25);
  if (!FEEDBACK_PAGE_SIZES.has(size))
    return refused('Pagination.EntriesPerPage', 'GetFeedback pages hold 25, 50, 100 or 200 entries.');
  const { number } = pageOf(fields.Pagination, 25, 200);
  const matching = selectedFeedback(entries, target, fields);
  const withDetails = list(fields.DetailLevel).map(text).includes('ReturnAll');
  const page = matching.slice((number - 1) * size, number * size);
  const received = entries.filter((e) => e.to === target);
  // Each commenting user's score once per answer, however many of their entries the page holds.
  const scores = new Map<string, number>();
  const score = (u: string): number => scores.get(u) ?? scores.set(u, feedbackProfile(ctx, u).score).get(u) ?? 0;
  const profile = feedbackProfile(ctx, target);
  return success({
    ...(withDetails && page.length
      ? { FeedbackDetailArray: { FeedbackDetail: page.map((e) => detailXml(e, score)) } }
      : {}),
    FeedbackDetailItemTotal: String(matching.length),
    FeedbackSummary: summaryXml(profile, received, now),
    FeedbackScore: String(profile.score),
    PaginationResult: {
      TotalNumberOfPages: String(Math.ceil(matching.length / size)),
      TotalNumberOfEntries: String(matching.length),
    },
    EntriesPerPage: String(size),
    PageNumber: String(number),
  });
};

/** The detailed seller ratings of a buyer's LeaveFeedback, or the tag that is invalid. */
function ratingsOf(fields: Record<string, unknown>): { key: string; value: number }[] | string {
  const out: { key: string; value: number }[] = [];
  for (const detail of list(record(fields.SellerItemRatingDetailArray).ItemRatingDetails).map(record)) {
    const key = RATING_KEY[text(detail.RatingDetail)];
    const value = Number(text(detail.Rating));
    if (!key || !Number.isInteger(value) || value < 1 || value > 5 || out.some((r) => r.key === key))
      return 'SellerItemRatingDetailArray.ItemRatingDetails';
    out.push({ key, value });
  }
  return out;
}

/** What one user leaves for the other party of one order line, checked as eBay checks it. */
export interface NewFeedback {
  order: FulfillmentOrder;
  line: OrderLine;
  targetUser: string;
  commentType: string;
  commentText: string;
  ratings?: { key: string; value: number }[];
  /** The tags to name in errors (`FeedbackInfo.` inside CompleteSale). */
  prefix?: string;
}

/**
 * Refuses feedback the store must not take: an order older than {@link FEEDBACK_WINDOW_DAYS} days at `now`, a
 * target that is not the other party, a comment type other than Positive, Neutral or Negative (sellers leave
 * Positive only), a comment that is empty or over 80 characters, or a second entry by the same user for the same
 * line item.
 */
export function checkFeedback(
  ctx: EmulatorContext,
  user: string,
  f: NewFeedback,
  now: number,
): TradingCallResult | undefined {
  const p = f.prefix ?? '';
  const asSeller = f.order.seller === user;
  if (now - Date.parse(f.order.creationDate) > FEEDBACK_WINDOW_DAYS * 86_400_000)
    return refused(
      f.prefix ? `${p}TargetUser` : 'ItemID',
      `Feedback is left within ${FEEDBACK_WINDOW_DAYS} days of the order; this order is older.`,
    );
  if (f.targetUser !== (asSeller ? f.order.buyer : f.order.seller))
    return refused(`${p}TargetUser`, 'TargetUser must be the other party of the order line item.');
  const commentType = STORE_COMMENT[f.commentType];
  if (!commentType) return refused(`${p}CommentType`, 'CommentType must be Positive, Neutral or Negative.');
  if (asSeller && commentType !== 'POSITIVE')
    return refused(`${p}CommentType`, 'Sellers can only leave positive feedback.');
  if (f.commentText.trim() === '' || f.commentText.length > MAX_TEXT)
    return refused(`${p}CommentText`, `CommentText must be 1 to ${MAX_TEXT} characters.`);
  if (feedbackFrom(ctx.state.world.feedback, user, f.order, f.line))
    return refused(`${p}TargetUser`, 'You already left feedback for this order line item.');
  return undefined;
}

/** Adds checked feedback to the one store. */
export function storeFeedback(ctx: EmulatorContext, user: string, f: NewFeedback, now: number): FeedbackEntry {
  return recordFeedback(ctx, {
    from: user,
    to: f.targetUser,
    role: f.order.seller === user ? 'SELLER' : 'BUYER',
    commentType: STORE_COMMENT[f.commentType] ?? 'POSITIVE',
    commentText: f.commentText,
    enteredDate: new Date(now).toISOString(),
    order: f.order,
    line: f.line,
    ratings: f.ratings ?? [],
  });
}

/**
 * LeaveFeedback: the caller (buyer or seller of the order line named by `OrderLineItemID` or `ItemID` and
 * `TransactionID`) rates the other party once; a buyer may add detailed seller ratings. The entry goes into the one
 * feedback store, so Commerce Feedback's getFeedback shows it too.
 */
export const leaveFeedback: TradingCall = ({ ctx, fields, user, now }) => {
  const sale = findSale(ctx, user, fields, 'either');
  if ('ok' in sale) return sale;
  const [line] = sale.lines;
  if (!line) return refused('ItemID', 'No order line item of yours has this id.');
  const ratings = ratingsOf(fields);
  if (typeof ratings === 'string') return refused(ratings, 'Ratings are 1 to 5, one per RatingDetail.');
  if (ratings.length && sale.order.seller === user)
    return refused('SellerItemRatingDetailArray', 'Only the buyer rates the seller.');
  const feedback: NewFeedback = {
    order: sale.order,
    line,
    targetUser: text(fields.TargetUser),
    commentType: text(fields.CommentType),
    commentText: text(fields.CommentText),
    ratings,
  };
  const refusal = checkFeedback(ctx, user, feedback, now);
  if (refusal) return refusal;
  return success({ FeedbackID: storeFeedback(ctx, user, feedback, now).feedbackId });
};

/**
 * RespondToFeedback: a `Reply` to feedback the caller received, or a `FollowUp` to feedback the caller left, named
 * by `FeedbackID` or by `ItemID`/`TransactionID` (`OrderLineItemID`) and `TargetUserID`; one of each per entry.
 */
export const respondToFeedback: TradingCall = ({ ctx, fields, user, now }) => {
  const type = text(fields.ResponseType);
  if (type !== 'Reply' && type !== 'FollowUp')
    return refused('ResponseType', 'ResponseType must be Reply or FollowUp.');
  const target = text(fields.TargetUserID);
  const id = text(fields.FeedbackID);
  const [lineItem, lineTransaction] = text(fields.OrderLineItemID).split('-');
  const itemId = text(fields.ItemID) || lineItem;
  const transactionId = text(fields.TransactionID) || lineTransaction;
  const entry = ctx.state.world.feedback.entries.find(
    (e) =>
      (type === 'Reply' ? e.to === user && e.from === target : e.from === user && e.to === target) &&
      (id
        ? e.feedbackId === id
        : Boolean(itemId) && e.line.legacyItemId === itemId && (!transactionId || e.line.lineItemId === transactionId)),
  );
  if (!entry)
    return refused(
      id ? 'FeedbackID' : 'ItemID',
      `No feedback ${type === 'Reply' ? 'from' : 'you left for'} ${target || 'TargetUserID'} matches.`,
    );
  const responseText = text(fields.ResponseText);
  if (responseText.trim() === '' || responseText.length > MAX_TEXT)
    return refused('ResponseText', `ResponseText must be 1 to ${MAX_TEXT} characters.`);
  const slot = type === 'Reply' ? 'reply' : 'followUp';
  if (entry[slot])
    return refused('ResponseType', `This feedback already has a ${type === 'Reply' ? 'reply' : 'follow-up'}.`);
  entry[slot] = { text: responseText, date: new Date(now).toISOString() };
  return success({});
};

/** The caller's order lines (as seller or buyer) they have not left feedback for, newest first. */
function awaitingFeedback(ctx: EmulatorContext, user: string): { order: FulfillmentOrder; line: OrderLine }[] {
  return fulfillmentOrders(ctx)
    .filter((order) => order.seller === user || order.buyer === user)
    .flatMap((order) => order.lineItems.map((line) => ({ order, line })))
    .filter(({ order, line }) => !feedbackFrom(ctx.state.world.feedback, user, order, line));
}

const SORTS: Record<string, (a: { order: FulfillmentOrder; line: OrderLine }, b: typeof a) => number> = {
  EndTime: (a, b) => a.order.creationDate.localeCompare(b.order.creationDate),
  EndTimeDescending: (a, b) => b.order.creationDate.localeCompare(a.order.creationDate),
  Title: (a, b) => a.line.title.localeCompare(b.line.title),
  TitleDescending: (a, b) => b.line.title.localeCompare(a.line.title),
};

/**
 * GetItemsAwaitingFeedback: the caller's order lines, sold or bought, they have not yet left feedback for (newest
 * first; `Sort` EndTime, EndTimeDescending, Title or TitleDescending), one `Pagination` page (≤ 200), each with the
 * feedback the other party left, if any.
 */
export const getItemsAwaitingFeedback: TradingCall = ({ ctx, fields, user }) => {
  const sort = text(fields.Sort);
  const due = awaitingFeedback(ctx, user);
  if (sort && !SORTS[sort])
    return refused('Sort', 'Sort must be EndTime, EndTimeDescending, Title or TitleDescending.');
  if (sort) due.sort(SORTS[sort]);
  const { size, number } = pageOf(fields.Pagination, 25, 200);
  const page = due.slice((number - 1) * size, number * size);
  return success({
    ItemsAwaitingFeedback: {
      TransactionArray: page.length
        ? {
            Transaction: page.map(({ order, line }) => {
              const received = feedbackFrom(
                ctx.state.world.feedback,
                order.seller === user ? order.buyer : order.seller,
                order,
                line,
              );
              return {
                Buyer: { UserID: order.buyer },
                Item: { ItemID: line.legacyItemId, Seller: { UserID: order.seller }, Title: line.title },
                TransactionID: line.lineItemId,
                ...(received ? { FeedbackReceived: { CommentType: TRADING_COMMENT[received.commentType] } } : {}),
                OrderLineItemID: orderLineItemId(line),
              };
            }),
          }
        : '',
      PaginationResult: {
        TotalNumberOfPages: String(Math.ceil(due.length / size)),
        TotalNumberOfEntries: String(due.length),
      },
    },
  });
};

/** The Trading feedback calls, on the one feedback store (src/world/stores/feedback.ts). */
export const FEEDBACK_CALLS: Readonly<Record<string, TradingCall>> = {
  GetFeedback: getFeedback,
  LeaveFeedback: leaveFeedback,
  RespondToFeedback: respondToFeedback,
  GetItemsAwaitingFeedback: getItemsAwaitingFeedback,
};
