import { EbayApiError, USER_SCOPES, type EbayClient } from 'baykit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { signedInClient } from './signed-in.js';

// Commerce Feedback over the emulator's orders, through baykit over HTTP: the signed-in user sells them.

const SELLER = 'testuser_baykit';
const emulator = createEmulator({ seed: 5 });
let ebay: EbayClient;

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  ebay = await signedInClient(
    url,
    USER_SCOPES.filter((s) => s.includes('commerce.feedback')),
  );
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

it('lists what awaits the seller, takes positive feedback only, and shows it as sent', async () => {
  const before = await ebay.commerce.feedback.getItemsAwaitingFeedback({ limit: '200' });
  const count = before.itemsAwaitingFeedbackCount?.asSeller ?? 0;
  expect(count).toBeGreaterThan(0);
  expect(before.lineItems).toHaveLength(count);
  const line = before.lineItems?.[0];
  expect(line).toMatchObject({ listingId: expect.any(String), orderLineItemId: expect.any(String) });

  const negative = await ebay.commerce.feedback
    .leaveFeedback({ orderLineItemId: line?.orderLineItemId, commentType: 'NEGATIVE', commentText: 'Late.' })
    .catch((e: unknown) => e);
  expect(negative).toBeInstanceOf(EbayApiError);
  expect((negative as Error).message).toMatch(/positive/);

  const { feedbackId } = await ebay.commerce.feedback.leaveFeedback({
    orderLineItemId: line?.orderLineItemId,
    commentType: 'POSITIVE',
    commentText: 'Prompt payment, thank you.',
  });
  expect(feedbackId).toMatch(/^\d{10}$/);
  const after = await ebay.commerce.feedback.getItemsAwaitingFeedback({ limit: '200' });
  expect(after.itemsAwaitingFeedbackCount?.asSeller).toBe(count - 1);
  await expect(
    ebay.commerce.feedback.leaveFeedback({
      orderLineItemId: line?.orderLineItemId,
      commentType: 'POSITIVE',
      commentText: 'Again.',
    }),
  ).rejects.toMatchObject({ status: 404 });

  const sent = await ebay.commerce.feedback.getFeedback({ user_id: SELLER, feedback_type: 'FEEDBACK_SENT' });
  expect(sent.feedbackEntries?.[0]).toMatchObject({
    feedbackId,
    commentType: 'POSITIVE',
    feedbackComment: { commentText: 'Prompt payment, thank you.' },
    orderLineItemSummary: { orderLineItemId: line?.orderLineItemId },
  });
});

it('shows the feedback buyers left, takes one reply to each, and summarises the ratings', async () => {
  const received = await ebay.commerce.feedback.getFeedback({ user_id: SELLER, feedback_type: 'FEEDBACK_RECEIVED' });
  const entry = received.feedbackEntries?.[0];
  expect(entry?.providerUserDetail?.role).toBe('BUYER');
  const reply = {
    feedbackId: entry?.feedbackId,
    recipientUserId: entry?.providerUserDetail?.userId,
    responseType: 'REPLY',
    responseText: 'Thanks for buying!',
  };
  await ebay.commerce.feedback.respondToFeedback(reply);
  await expect(ebay.commerce.feedback.respondToFeedback(reply)).rejects.toMatchObject({ status: 409 });
  const again = await ebay.commerce.feedback.getFeedback({
    user_id: SELLER,
    feedback_type: 'FEEDBACK_RECEIVED',
    feedback_id: entry?.feedbackId ?? '',
  });
  expect(again.feedbackEntries?.[0]?.replyComment?.commentText).toBe('Thanks for buying!');

  const summary = await ebay.commerce.feedback.getFeedbackRatingSummary({
    user_id: SELLER,
    filter: 'ratingType:{OVERALL_EXPERIENCE}',
  });
  const distribution =
    summary.feedbackRatingSummary?.[0]?.ratingSummaryByRatingType?.[0]?.feedbackRatingValueDistribution ?? [];
  // The last 12 months of the seller's one profile: its seeded history and the entries above, all positive here.
  expect(distribution.map((d) => d.value)).toContain('POSITIVE');
  expect(distribution.every((d) => ['POSITIVE', 'NEUTRAL', 'NEGATIVE'].includes(d.value ?? ''))).toBe(true);
  const positives = distribution.find((d) => d.value === 'POSITIVE')?.count ?? 0;
  expect(positives).toBeGreaterThanOrEqual(received.pagination?.total ?? Infinity);
  await expect(
    ebay.commerce.feedback.getFeedback({ user_id: SELLER, feedback_type: 'EVERYTHING' }),
  ).rejects.toMatchObject({ status: 400 });
});
