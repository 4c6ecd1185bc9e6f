import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { USER_SCOPES, type EbayClient } from 'baykit';
import { createNotificationHandler, toNodeListener, type EbayNotification } from 'baykit/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';
import { publishInventoryListing } from './inventory-listing.js';

// The Notification API's member topics follow the world: a buyer's question about a listing pushes BUYER_QUESTION
// to the listing's seller; feedback pushes FEEDBACK_RECEIVED to the member rated and FEEDBACK_LEFT to its author.
// They are user topics: each of three members (the seller, a buyer, another seller) subscribes to all three with a
// destination of their own, and only the member an event is about hears of it. Over HTTP on 127.0.0.1, every push
// verified by baykit's notification handler.

const TOKEN = 'baykit_verification_token_members_0123456789';
const TOPICS = ['BUYER_QUESTION', 'FEEDBACK_RECEIVED', 'FEEDBACK_LEFT'];
const SELLER = 'testuser_baykit';
const BUYER = 'topics_buyer_ann';
const OTHER = 'topics_other_seller';
const emulator = createEmulator({ seed: 61 });
let admin: EmulatorAdmin;
let receiver: Server;
const clients = new Map<string, EbayClient>();
/** Each member's pushes, by the member whose destination received them. */
const pushes = new Map<string, EbayNotification[]>();

/** The data of the pushes of `topic` that `member`'s destination received so far. */
const dataOf = (member: string, topic: string): unknown[] =>
  (pushes.get(member) ?? []).filter((p) => p.metadata.topic === topic).map((p) => p.notification.data);

/** Signs `member` in, makes their destination at `/<member>` of the receiver and subscribes it to every topic. */
async function subscribeMember(url: string, origin: string, member: string): Promise<EbayClient> {
  const client = await signedInClient(url, USER_SCOPES, member === SELLER ? undefined : member, { maxRetries: 0 });
  const endpoint = `${origin}/${member}`;
  const received: EbayNotification[] = [];
  pushes.set(member, received);
  listeners.set(
    `/${member}`,
    toNodeListener(
      createNotificationHandler({
        client,
        verificationToken: TOKEN,
        endpoint,
        onNotification: (push) => void received.push(push),
      }),
    ),
  );
  // The alert e-mail config is the application's, needed before its first destination.
  await client.commerce.notification.updateConfig({ alertEmail: 'alerts@example.com' });
  const destination = await client.withResponse(
    client.commerce.notification.createDestination({
      name: member,
      status: 'ENABLED',
      deliveryConfig: { endpoint, verificationToken: TOKEN },
    }),
  );
  const destinationId = destination.headers.location?.split('/').pop() ?? '';
  for (const topicId of TOPICS)
    await client.commerce.notification.createSubscription({
      topicId,
      status: 'ENABLED',
      destinationId,
      payload: { format: 'JSON', schemaVersion: '1.0', deliveryProtocol: 'HTTPS' },
    });
  return client;
}

const listeners = new Map<string, ReturnType<typeof toNodeListener>>();

/** The seller's client. */
const seller = (): EbayClient => clients.get(SELLER)!;

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  admin = createEmulatorAdmin({ baseUrl: url });
  receiver = createServer((req, res) => {
    const listener = listeners.get(req.url?.split('?')[0] ?? '');
    if (listener) return listener(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  for (const member of [SELLER, BUYER, OTHER]) {
    clients.set(member, await subscribeMember(url, origin, member));
  }
});
afterAll(async () => {
  for (const client of clients.values()) await client.close();
  await emulator.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('getTopics', () => {
  it('lists BUYER_QUESTION, FEEDBACK_RECEIVED and FEEDBACK_LEFT as user topics', async () => {
    const { topics } = await seller().commerce.notification.getTopics({ limit: '100' });
    const members = topics?.filter((t) => TOPICS.includes(t.topicId ?? ''));
    expect(members?.map((t) => [t.topicId, t.context, t.scope, t.status, t.authorizationScopes])).toEqual(
      ['BUYER_QUESTION', 'FEEDBACK_RECEIVED', 'FEEDBACK_LEFT'].map((topicId) => [
        topicId,
        'SELLER',
        'USER',
        'ENABLED',
        ['https://api.ebay.com/oauth/api_scope/commerce.notification.subscription'],
      ]),
    );
  });
});

describe('a question about a listing', () => {
  it("pushes BUYER_QUESTION to the listing's seller only; a message about an order does not", async () => {
    const { listingId } = await publishInventoryListing(seller(), {
      sku: 'SKU-QUESTION',
      quantity: 2,
      title: 'Question check brass lamp',
      price: '45.00',
    });
    const asked = await admin.simulate('buyer-message', { listingId, body: 'Is the cord braided?', buyer: BUYER });
    const sent = (await admin.events({ type: 'message.sent' })).events.find(
      (e) => e.type === 'message.sent' && e.data.messageId === asked.messageId,
    );
    const conversationId = sent?.type === 'message.sent' ? sent.data.conversationId : undefined;
    expect(conversationId).toEqual(expect.any(String));
    await expect
      .poll(() => dataOf(SELLER, 'BUYER_QUESTION'))
      .toEqual([{ messageId: asked.messageId, conversationId, listingId }]);

    const { orderId } = await admin.simulate('purchase', { listingId, buyer: BUYER });
    await admin.simulate('buyer-message', { orderId, body: 'Gift wrap, please.' });
    // A second question, asked after the order message: once its push is in, a push of the order message would be.
    const again = await admin.simulate('buyer-message', { listingId, body: 'Does it dim?', buyer: BUYER });
    await expect.poll(() => dataOf(SELLER, 'BUYER_QUESTION').length).toBe(2);
    expect(dataOf(SELLER, 'BUYER_QUESTION')).toEqual(
      expect.arrayContaining([expect.objectContaining({ messageId: again.messageId, listingId })]),
    );
    expect(dataOf(BUYER, 'BUYER_QUESTION')).toEqual([]);
    expect(dataOf(OTHER, 'BUYER_QUESTION')).toEqual([]);
  });
});

describe('feedback', () => {
  it("pushes FEEDBACK_RECEIVED to the rated member and FEEDBACK_LEFT to the author, nobody else's", async () => {
    const [order] = emulator.seed.orders([{ buyer: BUYER, lineItems: [{ title: 'Feedback vase', unitPrice: 15 }] }]);
    const orderId = order!.orderId;
    const lineItemId = order!.lineItems[0]!.lineItemId;
    const byBuyer = await admin.simulate('feedback', { orderId, rating: 'Positive', comment: 'Lovely vase.' });
    const expected = { feedbackId: byBuyer.feedbackId, orderId, lineItemId };
    await expect.poll(() => dataOf(SELLER, 'FEEDBACK_RECEIVED')).toEqual([expected]);
    await expect.poll(() => dataOf(BUYER, 'FEEDBACK_LEFT')).toEqual([expected]);

    const { OrderArray } = await seller().trading.GetOrders({ OrderIDArray: { OrderID: [orderId] } });
    const itemId = OrderArray?.Order?.[0]?.TransactionArray?.Transaction?.[0]?.Item?.ItemID ?? '';
    const { FeedbackID } = await seller().trading.LeaveFeedback({
      ItemID: itemId,
      TransactionID: lineItemId,
      TargetUser: BUYER,
      CommentType: 'Positive',
      CommentText: 'Prompt payment.',
    });
    const back = { feedbackId: FeedbackID, orderId, lineItemId };
    await expect.poll(() => dataOf(BUYER, 'FEEDBACK_RECEIVED')).toEqual([back]);
    await expect.poll(() => dataOf(SELLER, 'FEEDBACK_LEFT')).toEqual([back]);

    expect(dataOf(SELLER, 'FEEDBACK_RECEIVED')).toEqual([expected]);
    expect(dataOf(BUYER, 'FEEDBACK_LEFT')).toEqual([expected]);
    expect(pushes.get(OTHER)).toEqual([]);
  });
});
