// The Notification API's member topics eBay added in 2025 (release notes 1.6.4 and 1.6.5,
// https://developer.ebay.com/develop/api/notification-api/release-notes), as consequences of `message.sent` and
// `feedback.left` (wired in world/subscribers.ts), whichever API or simulation caused them. eBay's contracts:
// https://developer.ebay.com/api-docs/master/commerce/notification/asyncapi/buyer_question.yaml (sent when a buyer
// asks about an active listing), …/asyncapi/feedback_received.yaml (to a user who received feedback) and
// …/asyncapi/feedback_left.yaml (to a user who left feedback). Only the envelope of those contracts was read, not
// their `data` schema: like the order topics, the data carries the ids the world event has and nothing else is
// invented (docs/ebay-facts.md, Notification API).
import type { EmulatorContext } from '../context.js';
import { emit as pushTopic } from '../flows/notification/index.js';
import type { WorldEvent } from './events.js';

/**
 * `message.sent` of a question about a listing: `BUYER_QUESTION` to the subscriptions of the listing's seller (the
 * recipient), with the message's ids and the listing's legacy id.
 */
export function pushBuyerQuestion(event: WorldEvent<'message.sent'>, ctx: EmulatorContext): void {
  const { kind, recipient, messageId, conversationId, itemId } = event.data;
  if (kind !== 'AskSellerQuestion' || itemId === undefined) return;
  void pushTopic(ctx, 'BUYER_QUESTION', { messageId, conversationId, listingId: itemId }, { user: recipient });
}

/** `feedback.left`: `FEEDBACK_RECEIVED` to the rated member's subscriptions, `FEEDBACK_LEFT` to the author's. */
export function pushFeedbackTopics(event: WorldEvent<'feedback.left'>, ctx: EmulatorContext): void {
  const { feedbackId, from, to, orderId, lineItemId } = event.data;
  const data = { feedbackId, orderId, lineItemId };
  void pushTopic(ctx, 'FEEDBACK_RECEIVED', data, { user: to });
  void pushTopic(ctx, 'FEEDBACK_LEFT', data, { user: from });
}
