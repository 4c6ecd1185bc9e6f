import type { FeedbackCommentType, FeedbackEntry } from '../world/stores/feedback.js';
import { amount } from './item-render.js';
import { list, text } from './request-body.js';
import { orderLineItemId } from './trading-sales.js';
import {
  FEEDBACK_PERIOD_DAYS,
  type FeedbackPeriodDays,
  type FeedbackProfile,
} from '../world/stores/feedback-profiles.js';

const DAY = 86_400_000;

/** Trading's CommentType of a stored comment type. */
export const TRADING_COMMENT: Record<FeedbackCommentType, string> = {
  POSITIVE: 'Positive',
  NEUTRAL: 'Neutral',
  NEGATIVE: 'Negative',
};
/** The stored comment type of Trading's CommentType. */
export const STORE_COMMENT: Record<string, FeedbackCommentType> = {
  Positive: 'POSITIVE',
  Neutral: 'NEUTRAL',
  Negative: 'NEGATIVE',
};
/** Trading's detailed seller rating names of Commerce Feedback's rating keys. */
const RATING_DETAIL: Record<string, string> = {
  DSR_ITEM_AS_DESCRIBED: 'ItemAsDescribed',
  DSR_COMMUNICATION: 'Communication',
  ON_TIME_DELIVERY: 'ShippingTime',
  DSR_SHIPPING_CHARGES: 'ShippingAndHandlingCharges',
};
/** Commerce Feedback's rating key of Trading's RatingDetail. */
export const RATING_KEY = Object.fromEntries(Object.entries(RATING_DETAIL).map(([key, name]) => [name, key]));

/** The role of the user an entry is about: the order's seller or its buyer. */
const recipientRole = (e: FeedbackEntry): string => (e.to === e.order.seller ? 'Seller' : 'Buyer');

/** One entry as Trading's `FeedbackDetailType`; `score` gives a user's feedback score. */
export function detailXml(e: FeedbackEntry, score: (user: string) => number): Record<string, unknown> {
  return {
    CommentingUser: e.from,
    CommentingUserScore: String(score(e.from)),
    CommentText: e.commentText,
    CommentTime: e.enteredDate,
    CommentType: TRADING_COMMENT[e.commentType],
    ...(e.reply ? { FeedbackResponse: e.reply.text } : {}),
    ...(e.followUp ? { Followup: e.followUp.text } : {}),
    ItemID: e.line.legacyItemId,
    Role: recipientRole(e),
    ItemTitle: e.line.title,
    ItemPrice: amount(e.line.unitPrice, e.order.currency),
    FeedbackID: e.feedbackId,
    TransactionID: e.line.lineItemId,
    CommentReplaced: 'false',
    ResponseReplaced: 'false',
    FollowUpReplaced: 'false',
    Countable: 'true',
    FeedbackRevised: 'false',
    OrderLineItemID: orderLineItemId(e.line),
  };
}

/**
 * Trading's `FeedbackSummaryType` of a user: the counts come from the member's one feedback profile, the detailed
 * seller ratings from the entries the user received, averaged back from `now`.
 */
export function summaryXml(
  profile: FeedbackProfile,
  received: readonly FeedbackEntry[],
  now: number,
): Record<string, unknown> {
  const count = (days: FeedbackPeriodDays, type?: FeedbackCommentType): number =>
    type
      ? profile.periods[type][days]
      : profile.periods.POSITIVE[days] + profile.periods.NEUTRAL[days] + profile.periods.NEGATIVE[days];
  const periods = (type?: FeedbackCommentType): Record<string, unknown> => ({
    FeedbackPeriod: FEEDBACK_PERIOD_DAYS.map((days) => ({
      PeriodInDays: String(days),
      Count: String(count(days, type)),
    })),
  });
  const unique = (type: FeedbackCommentType): string => String(profile.uniqueMembers[type]);
  const averages = (days: number): Record<string, unknown>[] =>
    Object.entries(RATING_DETAIL).flatMap(([key, name]) => {
      const values = received
        .filter((e) => Date.parse(e.enteredDate) >= now - days * DAY)
        .flatMap((e) => e.ratings.filter((r) => r.key === key).map((r) => r.value));
      if (values.length === 0) return [];
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      return [{ RatingDetail: name, Rating: mean.toFixed(1), RatingCount: String(values.length) }];
    });
  const summaries = [
    ['ThirtyDays', 30],
    ['FiftyTwoWeeks', 364],
  ] as const;
  const ratings = summaries
    .map(([period, days]) => ({ FeedbackSummaryPeriod: period, AverageRatingDetails: averages(days) }))
    .filter((s) => s.AverageRatingDetails.length > 0);
  return {
    NegativeFeedbackPeriodArray: periods('NEGATIVE'),
    NeutralFeedbackPeriodArray: periods('NEUTRAL'),
    PositiveFeedbackPeriodArray: periods('POSITIVE'),
    TotalFeedbackPeriodArray: periods(),
    UniqueNegativeFeedbackCount: unique('NEGATIVE'),
    UniquePositiveFeedbackCount: unique('POSITIVE'),
    UniqueNeutralFeedbackCount: unique('NEUTRAL'),
    ...(ratings.length ? { SellerRatingSummaryArray: { AverageRatingSummary: ratings } } : {}),
  };
}

/** The entries a GetFeedback request selects for `user`, newest first. */
export function selectedFeedback(
  entries: readonly FeedbackEntry[],
  user: string,
  fields: Record<string, unknown>,
): FeedbackEntry[] {
  const type = text(fields.FeedbackType) || 'FeedbackReceived';
  const about = (e: FeedbackEntry): boolean =>
    type === 'FeedbackLeft'
      ? e.from === user
      : e.to === user &&
        (type === 'FeedbackReceived' || (type === 'FeedbackReceivedAsSeller') === (e.order.seller === user));
  const comments = new Set(list(fields.CommentType).map(text));
  const id = text(fields.FeedbackID);
  const [lineItem, lineTransaction] = text(fields.OrderLineItemID).split('-');
  const itemId = text(fields.ItemID) || lineItem;
  const transactionId = text(fields.TransactionID) || lineTransaction;
  return entries
    .filter(
      (e) =>
        about(e) &&
        (!id || e.feedbackId === id) &&
        (!itemId || e.line.legacyItemId === itemId) &&
        (!transactionId || e.line.lineItemId === transactionId) &&
        (comments.size === 0 || comments.has(TRADING_COMMENT[e.commentType])),
    )
    .reverse();
}
