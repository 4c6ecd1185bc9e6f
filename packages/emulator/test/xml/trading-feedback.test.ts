import type { EbayClient, TradingTypes } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { BOUGHT, expectValidAnswer, sellerClient } from './trading-order-helpers.js';

// Trading's feedback calls on the one feedback store Commerce Feedback (REST) uses, through baykit over HTTP:
// feedback left one way shows the other way.

const SELLER = 'testuser_baykit';
const emulator = createEmulator({ seed: 9 });
let seller: EbayClient;
let url: string;

beforeAll(async () => {
  ({ url } = await emulator.listen(0));
  seller = await sellerClient(url);
});
afterAll(async () => {
  await seller.close();
  await emulator.close();
});

describe('GetFeedback', () => {
  it("shows what the seller received, with the seller's one feedback profile as its summary", async () => {
    const rest = await seller.commerce.feedback.getFeedback({
      user_id: SELLER,
      feedback_type: 'FEEDBACK_RECEIVED',
      limit: '200',
    });
    const received = rest.feedbackEntries ?? [];
    expect(received.length).toBeGreaterThan(0);

    const answer = await seller.trading.GetFeedback({
      DetailLevel: ['ReturnAll'],
      Pagination: { EntriesPerPage: 200 },
    });
    await expectValidAnswer('GetFeedback', answer);
    expect(answer.FeedbackDetailItemTotal).toBe(String(received.length));
    expect(answer.FeedbackDetailArray?.FeedbackDetail?.map((d) => d.FeedbackID)).toEqual(
      received.map((e) => e.feedbackId),
    );
    expect(answer.FeedbackDetailArray?.FeedbackDetail?.[0]).toMatchObject({
      CommentType: 'Positive',
      Role: 'Seller',
      CommentingUser: received[0]?.providerUserDetail?.userId,
    });
    // The score and counts are the seller's one feedback profile: its seeded history plus these entries
    // (test/world/feedback-profile.test.ts checks every API against it).
    const user = await seller.trading.GetUser({});
    expect(answer.FeedbackScore).toBe(user.User?.FeedbackScore);
    expect(answer.FeedbackSummary?.UniquePositiveFeedbackCount).toBe(user.User?.UniquePositiveFeedbackCount);
    const buyers = new Set(received.map((e) => e.providerUserDetail?.userId));
    expect(Number(answer.FeedbackSummary?.UniquePositiveFeedbackCount)).toBeGreaterThanOrEqual(buyers.size);
    const now = Date.parse(answer.Timestamp ?? '');
    for (const days of [30, 180, 365]) {
      const since = received.filter((e) => Date.parse(e.feedbackEnteredDate ?? '') >= now - days * 86_400_000);
      const period = answer.FeedbackSummary?.PositiveFeedbackPeriodArray?.FeedbackPeriod?.find(
        (p) => p.PeriodInDays === String(days),
      );
      expect(Number(period?.Count)).toBeGreaterThanOrEqual(since.length);
    }

    // Without DetailLevel ReturnAll: the summary only.
    const summary = await seller.trading.GetFeedback({});
    await expectValidAnswer('GetFeedback', summary);
    expect(summary.FeedbackDetailArray).toBeUndefined();
    expect(summary.FeedbackScore).toBe(answer.FeedbackScore);
    await expect(seller.trading.GetFeedback({ Pagination: { EntriesPerPage: 10 } })).rejects.toMatchObject({
      code: 37,
    });
  });

  it('shows feedback left through the REST API (FeedbackLeft, by FeedbackID)', async () => {
    const due = await seller.commerce.feedback.getItemsAwaitingFeedback({ limit: '1' });
    const line = due.lineItems?.[0];
    const { feedbackId } = await seller.commerce.feedback.leaveFeedback({
      orderLineItemId: line?.orderLineItemId,
      commentType: 'POSITIVE',
      commentText: 'Paid at once.',
    });
    const left = await seller.trading.GetFeedback({
      FeedbackType: 'FeedbackLeft',
      FeedbackID: feedbackId,
      DetailLevel: ['ReturnAll'],
    });
    expect(left.FeedbackDetailArray?.FeedbackDetail).toEqual([
      expect.objectContaining({
        FeedbackID: feedbackId,
        CommentText: 'Paid at once.',
        CommentType: 'Positive',
        CommentingUser: SELLER,
        Role: 'Buyer',
        ItemID: line?.listingId,
        TransactionID: line?.orderLineItemId,
      }),
    ]);
  });
});

describe('LeaveFeedback', () => {
  it("a buyer rates the seller once: the seller's GetFeedback and Commerce Feedback show it", async () => {
    // Feedback is left within 60 days of the order: a fresh order (the seeded ones are older).
    const [order] = emulator.seed.orders([
      { lineItems: [{ title: 'Brass Hinge', unitPrice: 9.5 }], buyer: 'fresh_buyer' },
    ]);
    const line = order!.lineItems[0]!;
    const buyer = await sellerClient(url, order!.buyer);
    try {
      const leave = {
        OrderLineItemID: `${line.legacyItemId}-${line.lineItemId}`,
        TargetUser: SELLER,
        CommentType: 'Neutral',
        CommentText: 'Slow to ship.',
        SellerItemRatingDetailArray: {
          ItemRatingDetails: [
            { RatingDetail: 'ItemAsDescribed', Rating: 5 },
            { RatingDetail: 'ShippingTime', Rating: 2 },
          ],
        },
      } satisfies TradingTypes.LeaveFeedbackRequest;
      const answer = await buyer.trading.LeaveFeedback(leave);
      await expectValidAnswer('LeaveFeedback', answer);
      expect(answer.FeedbackID).toMatch(/^\d{10}$/);
      const rest = await seller.commerce.feedback.getFeedback({ user_id: SELLER, feedback_type: 'FEEDBACK_RECEIVED' });
      expect(rest.feedbackEntries?.[0]).toMatchObject({
        feedbackId: answer.FeedbackID,
        commentType: 'NEUTRAL',
        feedbackComment: { commentText: 'Slow to ship.' },
        feedbackRatings: [
          { ratingType: 'DSR_ITEM_AS_DESCRIBED', value: '5' },
          { ratingType: 'ON_TIME_DELIVERY', value: '2' },
        ],
      });
      const mine = await seller.trading.GetFeedback({ CommentType: ['Neutral'], DetailLevel: ['ReturnAll'] });
      await expectValidAnswer('GetFeedback', mine);
      expect(mine.FeedbackDetailArray?.FeedbackDetail).toEqual([
        expect.objectContaining({
          FeedbackID: answer.FeedbackID,
          Role: 'Seller',
          CommentingUser: order!.buyer,
        }),
      ]);
      expect(mine.FeedbackSummary?.UniqueNeutralFeedbackCount).toBe('1');

      await expect(buyer.trading.LeaveFeedback({ ...leave, CommentText: 'Again.' })).rejects.toMatchObject({
        code: 37,
        description: expect.stringMatching(/already/),
      });
    } finally {
      await buyer.close();
    }
    // The seeded purchase of the test user (February 2026) is past the 60 days feedback is left in.
    await expect(
      seller.trading.LeaveFeedback({
        ItemID: BOUGHT.itemId,
        TransactionID: BOUGHT.transactionId,
        TargetUser: BOUGHT.seller,
        CommentType: 'Positive',
        CommentText: 'Lovely compass.',
      }),
    ).rejects.toMatchObject({ code: 37, description: expect.stringMatching(/within 60 days/) });
  });

  it('refuses an unknown line, the wrong target, negative feedback from a seller, a long comment and an old order', async () => {
    const { orders = [] } = await seller.sell.fulfillment.getOrders({ limit: '200' });
    const old = orders.findLast((o) => o.sellerId === SELLER && o.lineItems?.length === 1)!;
    expect(Date.now() - Date.parse(old.creationDate!)).toBeGreaterThan(60 * 86_400_000);
    await expect(
      seller.trading.LeaveFeedback({
        ItemID: old.lineItems![0]!.legacyItemId,
        TransactionID: old.lineItems![0]!.lineItemId,
        TargetUser: old.buyer!.username,
        CommentType: 'Positive',
        CommentText: 'Thanks.',
      }),
    ).rejects.toMatchObject({ code: 37, description: expect.stringMatching(/within 60 days/) });

    const [order] = emulator.seed.orders([{ lineItems: [{ title: 'Brass Latch', unitPrice: 4 }] }]);
    const sale = order!.lineItems[0]!;
    const line = { ItemID: sale.legacyItemId, TransactionID: sale.lineItemId };
    const ok = { ...line, TargetUser: order!.buyer, CommentType: 'Positive' as const, CommentText: 'Thanks.' };
    await expect(seller.trading.LeaveFeedback({ ...ok, ItemID: '100000000001' })).rejects.toMatchObject({ code: 17 });
    await expect(seller.trading.LeaveFeedback({ ...ok, TransactionID: '1' })).rejects.toMatchObject({ code: 37 });
    await expect(seller.trading.LeaveFeedback({ ...ok, TargetUser: 'someone_else' })).rejects.toMatchObject({
      code: 37,
    });
    await expect(seller.trading.LeaveFeedback({ ...ok, CommentType: 'Negative' })).rejects.toMatchObject({ code: 37 });
    await expect(seller.trading.LeaveFeedback({ ...ok, CommentText: 'x'.repeat(81) })).rejects.toMatchObject({
      code: 37,
    });
    expect((await seller.trading.LeaveFeedback(ok)).FeedbackID).toMatch(/^\d{10}$/);
  });
});

describe('RespondToFeedback', () => {
  it('replies once to feedback received: GetFeedback and Commerce Feedback show the reply', async () => {
    const received = await seller.trading.GetFeedback({ DetailLevel: ['ReturnAll'] });
    const entry = received.FeedbackDetailArray?.FeedbackDetail?.[0];
    const reply = {
      FeedbackID: entry?.FeedbackID,
      TargetUserID: entry?.CommentingUser,
      ResponseType: 'Reply',
      ResponseText: 'Thank you for your order!',
    } as const;
    expect((await seller.trading.RespondToFeedback(reply)).Ack).toBe('Success');
    const again = await seller.trading.GetFeedback({ FeedbackID: entry?.FeedbackID, DetailLevel: ['ReturnAll'] });
    expect(again.FeedbackDetailArray?.FeedbackDetail?.[0]?.FeedbackResponse).toBe('Thank you for your order!');
    const rest = await seller.commerce.feedback.getFeedback({
      user_id: SELLER,
      feedback_type: 'FEEDBACK_RECEIVED',
      feedback_id: entry?.FeedbackID,
    });
    expect(rest.feedbackEntries?.[0]?.replyComment?.commentText).toBe('Thank you for your order!');

    await expect(seller.trading.RespondToFeedback(reply)).rejects.toMatchObject({ code: 37 });
    await expect(seller.trading.RespondToFeedback({ ...reply, FeedbackID: '1234567890' })).rejects.toMatchObject({
      code: 37,
    });
    // A follow-up is to feedback the caller left, not to feedback received.
    await expect(seller.trading.RespondToFeedback({ ...reply, ResponseType: 'FollowUp' })).rejects.toMatchObject({
      code: 37,
    });
  });
});

describe('GetItemsAwaitingFeedback', () => {
  it("pages the caller's lines without their feedback, and drops a line once feedback is left", async () => {
    emulator.seed.orders([{ lineItems: [{ title: 'Brass Buckle', unitPrice: 6 }] }]);
    const first = await seller.trading.GetItemsAwaitingFeedback({ Pagination: { EntriesPerPage: 10 } });
    await expectValidAnswer('GetItemsAwaitingFeedback', first);
    const total = Number(first.ItemsAwaitingFeedback?.PaginationResult?.TotalNumberOfEntries);
    expect(total).toBeGreaterThan(10);
    expect(first.ItemsAwaitingFeedback?.TransactionArray?.Transaction).toHaveLength(10);
    const last = await seller.trading.GetItemsAwaitingFeedback({
      Pagination: { EntriesPerPage: 10, PageNumber: Math.ceil(total / 10) },
    });
    expect(last.ItemsAwaitingFeedback?.TransactionArray?.Transaction).toHaveLength(total % 10 || 10);

    // The newest line (EndTimeDescending): a fresh order, within the 60 days feedback is left in.
    const line = first.ItemsAwaitingFeedback?.TransactionArray?.Transaction?.[0];
    expect(line?.Item?.Title).toBe('Brass Buckle');
    await seller.trading.LeaveFeedback({
      OrderLineItemID: line?.OrderLineItemID,
      TargetUser: line?.Buyer?.UserID,
      CommentType: 'Positive',
      CommentText: 'Great buyer.',
    });
    const after = await seller.trading.GetItemsAwaitingFeedback({ Pagination: { EntriesPerPage: 200 } });
    expect(after.ItemsAwaitingFeedback?.PaginationResult?.TotalNumberOfEntries).toBe(String(total - 1));
    expect(
      after.ItemsAwaitingFeedback?.TransactionArray?.Transaction?.some(
        (t) => t.OrderLineItemID === line?.OrderLineItemID,
      ),
    ).toBe(false);
    await expect(seller.trading.GetItemsAwaitingFeedback({ Sort: 'WatchCount' })).rejects.toMatchObject({ code: 37 });
  });
});
