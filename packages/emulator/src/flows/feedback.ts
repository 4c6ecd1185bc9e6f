import type { EmulatorContext } from '../context.js';
import { apiError } from '../errors.js';
import type { FlowHandler } from '../rest/flow.js';
import { asRecord } from '../values.js';
import { jsonResponse } from '../json-response.js';
import { recordFeedback } from '../world/feedback.js';
import type { FeedbackEntry } from '../world/stores/feedback.js';
import { fulfillmentOrders } from '../world/orders.js';
import type { FulfillmentOrder, OrderLine } from '../world/stores/orders.js';
import { readOffsetPaging } from './paging.js';
import { feedbackProfile, restFeedbackStar } from '../world/feedback-profile.js';

const COMMENT_TYPES = new Set(['POSITIVE', 'NEUTRAL', 'NEGATIVE']);
const MAX_COMMENT = 500;

const bad = (message: string, name: string, value: unknown): Response =>
  apiError('API_FEEDBACK', 400, 380000, message, { parameter: [name, String(value ?? '')] });

const userOf = (call: Parameters<FlowHandler>[0]): string => call.token?.user ?? '';

function money(order: FulfillmentOrder, line: OrderLine): { value: number; currency: string } {
  return { value: Number(line.unitPrice.toFixed(2)), currency: order.currency };
}

function lineSummary(order: FulfillmentOrder, line: OrderLine): Record<string, unknown> {
  return {
    listingId: line.legacyItemId,
    listingTitle: line.title,
    listingPrice: money(order, line),
    orderLineItemId: line.lineItemId,
  };
}

/** Line items of the user's sold orders that are fulfilled and not yet rated by the user. */
function awaiting(ctx: EmulatorContext, user: string): { order: FulfillmentOrder; line: OrderLine }[] {
  const left = new Set(ctx.state.world.feedback.entries.filter((e) => e.from === user).map((e) => e.line));
  return fulfillmentOrders(ctx)
    .filter((order) => order.seller === user && order.status === 'FULFILLED')
    .flatMap((order) => order.lineItems.map((line) => ({ order, line })))
    .filter(({ line }) => !left.has(line));
}

function paging(query: URLSearchParams): { limit: number; offset: number } | Response {
  return readOffsetPaging(query, {
    defaultLimit: 25,
    maxLimit: 200,
    invalid: (parameter, raw) => bad(`The ${parameter} value is not valid.`, parameter, raw),
  });
}

function pagination(limit: number, offset: number, total: number, count: number): Record<string, number> {
  return { limit, offset, total, count };
}

/** `GET /awaiting_feedback`: what the signed-in seller has not rated yet, newest first. */
const getItemsAwaitingFeedback: FlowHandler = (call) => {
  const page = paging(call.query);
  if (page instanceof Response) return page;
  const due = awaiting(call.ctx, userOf(call));
  if (call.query.get('sort') === 'END_TIME_ASC') due.reverse();
  const slice = due.slice(page.offset, page.offset + page.limit);
  return jsonResponse({
    lineItems: slice.map(({ order, line }) => ({
      ...lineSummary(order, line),
      transactionId: line.lineItemId,
    })),
    itemsAwaitingFeedbackCount: { asSeller: due.length, asBuyer: 0 },
    pagination: pagination(page.limit, page.offset, due.length, slice.length),
  });
};

/** `POST /feedback`: the signed-in seller rates the buyer of one fulfilled line item (sellers give POSITIVE only). */
const leaveFeedback: FlowHandler = (call) => {
  const body = asRecord(call.body);
  const user = userOf(call);
  const lineItemId = body.orderLineItemId ?? body.transactionId;
  const due = awaiting(call.ctx, user).find(({ line }) => line.lineItemId === lineItemId);
  if (!due) {
    return apiError('API_FEEDBACK', 404, 380001, 'No line item of yours awaits feedback with this id.', {
      parameter: ['orderLineItemId', String(lineItemId ?? '')],
    });
  }
  if (!COMMENT_TYPES.has(String(body.commentType)))
    return bad('commentType must be POSITIVE, NEUTRAL or NEGATIVE.', 'commentType', body.commentType);
  if (body.commentType !== 'POSITIVE')
    return bad('Sellers can only leave positive feedback.', 'commentType', body.commentType);
  const text = body.commentText;
  if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_COMMENT)
    return bad(`commentText must be 1 to ${MAX_COMMENT} characters.`, 'commentText', text);
  const { feedbackId } = recordFeedback(call.ctx, {
    from: user,
    to: due.order.buyer,
    role: 'SELLER',
    commentType: 'POSITIVE',
    commentText: text,
    enteredDate: new Date(call.ctx.clock.now()).toISOString(),
    order: due.order,
    line: due.line,
    ratings: [],
  });
  return jsonResponse({ feedbackId });
};

function detail(ctx: EmulatorContext, entry: FeedbackEntry, viewer: string): Record<string, unknown> {
  const other = entry.from === viewer ? entry.to : entry.from;
  const profile = feedbackProfile(ctx, other);
  const star = restFeedbackStar(profile.star);
  return {
    feedbackId: entry.feedbackId,
    commentType: entry.commentType,
    feedbackComment: { commentText: entry.commentText, state: 'ACTIVE' },
    feedbackEnteredDate: entry.enteredDate,
    feedbackRatings: entry.ratings.map((r) => ({ ratingType: r.key, value: String(r.value) })),
    feedbackState: 'ACTIVE',
    orderLineItemSummary: lineSummary(entry.order, entry.line),
    providerUserDetail: {
      userId: other,
      role: entry.from === viewer ? 'BUYER' : entry.role,
      feedbackScore: profile.score,
      ...(star ? { feedbackStar: star } : {}),
    },
    ...(entry.reply ? { replyComment: { commentText: entry.reply.text, state: 'ACTIVE' } } : {}),
  };
}

/** `GET /feedback`: feedback the user received or left, by `feedback_type`, optionally one `feedback_id`. */
const getFeedback: FlowHandler = (call) => {
  const page = paging(call.query);
  if (page instanceof Response) return page;
  const user = call.query.get('user_id') ?? '';
  const type = call.query.get('feedback_type');
  if (type !== 'FEEDBACK_RECEIVED' && type !== 'FEEDBACK_SENT')
    return bad('feedback_type must be FEEDBACK_RECEIVED or FEEDBACK_SENT.', 'feedback_type', type);
  const id = call.query.get('feedback_id');
  const commentType = /commentType:\{?([A-Z]+)\}?/.exec(call.query.get('filter') ?? '')?.[1];
  const entries = call.ctx.state.world.feedback.entries
    .filter((e) => (type === 'FEEDBACK_RECEIVED' ? e.to === user : e.from === user))
    .filter((e) => !id || e.feedbackId === id)
    .filter((e) => !commentType || e.commentType === commentType)
    .reverse();
  const slice = entries.slice(page.offset, page.offset + page.limit);
  return jsonResponse({
    feedbackEntries: slice.map((e) => detail(call.ctx, e, user)),
    pagination: pagination(page.limit, page.offset, entries.length, slice.length),
  });
};

/**
 * `GET /feedback_rating_summary`: counts of the user's received ratings of one `ratingType`. The overall experience
 * (positive, neutral, negative) is the last 12 months of the member's one feedback profile, what its positive
 * percentage is computed from; detailed ratings come from the entries the user received.
 */
const getFeedbackRatingSummary: FlowHandler = (call) => {
  const user = call.query.get('user_id') ?? '';
  const ratingType = /ratingType:\{?([A-Z_]+)\}?/.exec(call.query.get('filter') ?? '')?.[1];
  if (!ratingType) return bad('filter must name a ratingType, e.g. ratingType:{OVERALL_EXPERIENCE}.', 'filter', '');
  const counts = new Map<string, number>();
  if (ratingType === 'OVERALL_EXPERIENCE') {
    for (const [value, count] of Object.entries(feedbackProfile(call.ctx, user).lastYear))
      if (count > 0) counts.set(value, count);
  } else {
    const received = call.ctx.state.world.feedback.entries.filter((e) => e.to === user);
    for (const value of received.flatMap((e) =>
      e.ratings.filter((r) => r.key === ratingType).map((r) => String(r.value)),
    ))
      counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return jsonResponse({
    feedbackRatingSummary: [
      {
        ratingType,
        ratingSummaryByRatingType: [
          {
            userRoleType: 'SELLER',
            feedbackRatingValueDistribution: [...counts].map(([value, count]) => ({ value, count })),
          },
        ],
      },
    ],
  });
};

/** `POST /respond_to_feedback`: the user replies to feedback they received (once). */
const respondToFeedback: FlowHandler = (call) => {
  const body = asRecord(call.body);
  const user = userOf(call);
  const entry = call.ctx.state.world.feedback.entries.find((e) => e.feedbackId === body.feedbackId && e.to === user);
  if (!entry) {
    return apiError('API_FEEDBACK', 404, 380001, 'No feedback you received has this id.', {
      parameter: ['feedbackId', String(body.feedbackId ?? '')],
    });
  }
  if (body.responseType !== 'REPLY' && body.responseType !== 'FOLLOW_UP')
    return bad('responseType must be REPLY or FOLLOW_UP.', 'responseType', body.responseType);
  const text = body.responseText;
  if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_COMMENT)
    return bad(`responseText must be 1 to ${MAX_COMMENT} characters.`, 'responseText', text);
  if (entry.reply) return apiError('API_FEEDBACK', 409, 380002, 'This feedback already has a reply.', {});
  entry.reply = { text, date: new Date(call.ctx.clock.now()).toISOString() };
  return jsonResponse({});
};

/** Commerce Feedback over the emulator's orders (the signed-in user is their seller). */
export const FEEDBACK_FLOWS = {
  'commerce.feedback.getItemsAwaitingFeedback': getItemsAwaitingFeedback,
  'commerce.feedback.leaveFeedback': leaveFeedback,
  'commerce.feedback.getFeedback': getFeedback,
  'commerce.feedback.getFeedbackRatingSummary': getFeedbackRatingSummary,
  'commerce.feedback.respondToFeedback': respondToFeedback,
} satisfies Record<string, FlowHandler>;
