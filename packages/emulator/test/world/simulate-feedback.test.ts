import { USER_SCOPES, type EbayClient } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';
import { expectValidTradingAnswer } from '../xml/helpers.js';
import { platformReceiver, subscribePlatform, type PlatformReceiver } from './platform-receiver.js';
import { simulateRaw } from './simulate-raw.js';

// `POST /__emulator/simulate/feedback`: the buyer of an order line rates its seller. The entry is in the one feedback
// store (Trading GetFeedback, Commerce Feedback getFeedback), `feedback.left` is logged, the seller's feedback profile
// moves at once (its cache is dropped by the event) and the Trading notifications follow (FeedbackReceived,
// FeedbackLeft, Feedback). Over HTTP on 127.0.0.1.

const SELLER = 'testuser_baykit';
const DAY = 86_400_000;
const emulator = createEmulator({ seed: 53 });
let seller: EbayClient;
let buyer: EbayClient;
let admin: EmulatorAdmin;
let receiver: PlatformReceiver;

/** A new order of the test seller bought by `buyer` (one line unless `lines` says more), `daysAgo` days old. */
function orderOf(buyer: string, lines = 1, daysAgo = 0): { orderId: string; lineItemIds: string[] } {
  const [order] = emulator.seed.orders([
    {
      buyer,
      creationDate: new Date(emulator.clock.now() - daysAgo * DAY).toISOString(),
      lineItems: Array.from({ length: lines }, (_, n) => ({ title: `Feedback vase ${n + 1}`, unitPrice: 15 })),
    },
  ]);
  return { orderId: order!.orderId, lineItemIds: order!.lineItems.map((l) => l.lineItemId) };
}

/** The status and `error` of simulated feedback of `fields` (any fields, typed or not). */
async function refusal(fields: Record<string, unknown>): Promise<{ status: number; error: unknown }> {
  return simulateRaw(admin.baseUrl, 'feedback', fields);
}

/** The seller's feedback score as Trading's GetFeedback reports it now. */
const sellerScore = async (): Promise<number> => Number((await seller.trading.GetFeedback({})).FeedbackScore);

/** How many `feedback.left` events the log holds. */
const leftCount = async (): Promise<number> =>
  (await admin.events({ type: 'feedback.left', limit: 1000 })).events.length;

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  admin = createEmulatorAdmin({ baseUrl: url });
  seller = await signedInClient(url, USER_SCOPES, undefined, { maxRetries: 0 });
  buyer = await signedInClient(url, USER_SCOPES, 'fb_buyer_ann', { maxRetries: 0 });
  receiver = await platformReceiver();
  await subscribePlatform(seller, receiver.url, ['FeedbackReceived', 'Feedback']);
  await subscribePlatform(buyer, receiver.url, ['FeedbackLeft']);
});
afterAll(async () => {
  await seller.close();
  await buyer.close();
  await emulator.close();
  await receiver.close();
});

describe('simulated feedback', () => {
  it('is in GetFeedback and Commerce Feedback, feedback.left, and moves the profile at once', async () => {
    const { orderId, lineItemIds } = orderOf('fb_buyer_ann');
    const before = await sellerScore();
    const made = await admin.simulate('feedback', { orderId, rating: 'Positive', comment: 'Lovely vase, fast post.' });
    expect(made).toMatchObject({ orderId, lineItemId: lineItemIds[0], seller: SELLER });
    // The same minute as the read before: the profile was recomputed because feedback.left dropped it.
    expect(await sellerScore()).toBe(before + 1);

    const { FeedbackDetailArray } = await seller.trading.GetFeedback({
      FeedbackID: made.feedbackId,
      DetailLevel: ['ReturnAll'],
    });
    expect(
      FeedbackDetailArray?.FeedbackDetail?.map((d) => [
        d.CommentingUser,
        d.CommentType,
        d.CommentText,
        d.TransactionID,
      ]),
    ).toEqual([['fb_buyer_ann', 'Positive', 'Lovely vase, fast post.', lineItemIds[0]]]);
    const rest = await seller.commerce.feedback.getFeedback({
      user_id: SELLER,
      feedback_type: 'FEEDBACK_RECEIVED',
      feedback_id: made.feedbackId,
    });
    expect(rest.feedbackEntries?.map((e) => [e.feedbackId, e.commentType])).toEqual([[made.feedbackId, 'POSITIVE']]);

    const { events } = await admin.events({ type: 'feedback.left' });
    expect(events.find((e) => made.events.includes(e.id))?.data).toEqual({
      feedbackId: made.feedbackId,
      from: 'fb_buyer_ann',
      to: SELLER,
      role: 'BUYER',
      commentType: 'POSITIVE',
      orderId,
      lineItemId: lineItemIds[0],
      itemId: expect.any(String),
    });

    await expect.poll(() => receiver.of('FeedbackReceived', SELLER).length).toBe(1);
    const received = receiver.of('FeedbackReceived', SELLER)[0]!;
    expect(received.callName).toBe('GetFeedback');
    expect(received.body.FeedbackDetailArray).toMatchObject({ FeedbackDetail: { FeedbackID: made.feedbackId } });
    await expectValidTradingAnswer('GetFeedback', received.body);
    await expect.poll(() => receiver.of('Feedback', SELLER).length).toBe(1);
    await expect.poll(() => receiver.of('FeedbackLeft', 'fb_buyer_ann').length).toBe(1);
  });

  it('negative feedback, named by listingId and transactionId, lowers the score by one', async () => {
    const { lineItemIds } = orderOf('fb_buyer_bob');
    const [line] =
      (await seller.trading.GetOrders({ OrderRole: 'Seller', NumberOfDays: 1 })).OrderArray?.Order?.flatMap(
        (o) => o.TransactionArray?.Transaction ?? [],
      ).filter((t) => t.TransactionID === lineItemIds[0]) ?? [];
    const before = await sellerScore();
    await admin.simulate('feedback', {
      listingId: line?.Item?.ItemID ?? '',
      transactionId: lineItemIds[0],
      rating: 'Negative',
      comment: 'Arrived broken.',
    });
    expect(await sellerScore()).toBe(before - 1);
  });

  it("the seller's Trading LeaveFeedback is feedback.left too", async () => {
    const { orderId, lineItemIds } = orderOf('fb_buyer_cid');
    const before = await leftCount();
    const { OrderArray } = await seller.trading.GetOrders({ OrderIDArray: { OrderID: [orderId] } });
    const itemId = OrderArray?.Order?.[0]?.TransactionArray?.Transaction?.[0]?.Item?.ItemID ?? '';
    await seller.trading.LeaveFeedback({
      ItemID: itemId,
      TransactionID: lineItemIds[0],
      TargetUser: 'fb_buyer_cid',
      CommentType: 'Positive',
      CommentText: 'Prompt payment.',
    });
    const left = (await admin.events({ type: 'feedback.left', limit: 1000 })).events.slice(before);
    expect(left.map((e) => e.data)).toEqual([
      expect.objectContaining({ from: SELLER, to: 'fb_buyer_cid', role: 'SELLER', orderId }),
    ]);
  });
});

describe('refusals change nothing', () => {
  it('feedback twice, by someone not the buyer, or on an order older than 60 days is 409', async () => {
    const { orderId } = orderOf('fb_buyer_dee');
    await admin.simulate('feedback', { orderId, rating: 'Neutral', comment: 'Fine.' });
    const before = await leftCount();
    expect(await refusal({ orderId, rating: 'Positive', comment: 'Again!' })).toMatchObject({
      status: 409,
      error: expect.stringContaining('already left feedback'),
    });
    const other = orderOf('fb_buyer_eve');
    expect(
      await refusal({ orderId: other.orderId, rating: 'Negative', comment: 'Hm.', buyer: 'fb_buyer_dee' }),
    ).toMatchObject({
      status: 409,
      error: expect.stringContaining('only its buyer rates its seller'),
    });
    const old = orderOf('fb_buyer_fay', 1, 70);
    expect(await refusal({ orderId: old.orderId, rating: 'Positive', comment: 'Late praise.' })).toMatchObject({
      status: 409,
      error: expect.stringContaining('older than 60 days'),
    });
    expect(await leftCount()).toBe(before);
  });

  it('an unknown order or line is 404', async () => {
    expect(await refusal({ orderId: '99-99999-99999', rating: 'Positive', comment: 'Hi' })).toMatchObject({
      status: 404,
    });
    expect(await refusal({ lineItemId: '1999999999999', rating: 'Positive', comment: 'Hi' })).toMatchObject({
      status: 404,
    });
  });

  it('fields it cannot take are 400: a line not named among several, a rating, a comment, unknown fields', async () => {
    const { orderId, lineItemIds } = orderOf('fb_buyer_gus', 2);
    expect(await refusal({ orderId, rating: 'Positive', comment: 'Both good.' })).toMatchObject({
      status: 400,
      error: expect.stringContaining(`give lineItemId (${lineItemIds.join(', ')})`),
    });
    expect(await refusal({ orderId, lineItemId: lineItemIds[1], rating: 'Great', comment: 'Hi' })).toMatchObject({
      status: 400,
      error: 'rating must be Positive, Neutral or Negative',
    });
    expect(await refusal({ orderId, lineItemId: lineItemIds[1], rating: 'toString', comment: 'Hi' })).toMatchObject({
      status: 400,
    });
    expect(await refusal({ orderId, lineItemId: lineItemIds[1], rating: 'Positive' })).toMatchObject({ status: 400 });
    expect(
      await refusal({ orderId, lineItemId: lineItemIds[1], rating: 'Positive', comment: 'x'.repeat(81) }),
    ).toMatchObject({
      status: 400,
      error: 'comment must be text of 1 to 80 characters',
    });
    expect(await refusal({ rating: 'Positive', comment: 'Hi' })).toMatchObject({ status: 400 });
    expect(
      await refusal({ orderId, lineItemId: lineItemIds[1], rating: 'Positive', comment: 'Hi', stars: 5 }),
    ).toMatchObject({
      status: 400,
      error: expect.stringContaining('feedback takes no field stars'),
    });
    // The line named, it is taken.
    const made = await admin.simulate('feedback', {
      orderId,
      lineItemId: lineItemIds[1],
      rating: 'Positive',
      comment: 'Good.',
    });
    expect(made.lineItemId).toBe(lineItemIds[1]);
  });
});
