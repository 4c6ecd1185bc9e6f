import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_ENVELOPE_SCHEMA, notificationSchema } from '@baykit/spec/notifications';
import { Ajv } from 'ajv';
import type { EbayClient } from 'baykit';
import { createNotificationHandler, toNodeListener, type EbayNotification } from 'baykit/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';
import { publishInventoryListing } from './inventory-listing.js';

// Every push the emulator sends, of every topic it lists, checked against the JSON Schema codegen made from eBay's
// AsyncAPI contract of that topic (@baykit/spec/notifications), or against the envelope alone for a topic whose
// contract is not at hand. The schemas are closed here (no property the contract does not name): the emulator must
// not invent fields. Pushes come from the world's events (a price change, a sale, a shipment, an ended listing, a question, feedback) and
// from each subscription's test message.

const TOKEN = 'baykit_verification_token_payloads_0123456789';
const SCOPES = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/sell.account',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  'https://api.ebay.com/oauth/api_scope/commerce.notification.subscription',
];
const emulator = createEmulator({ seed: 38 });
let seller: EbayClient;
let admin: EmulatorAdmin;
let receiver: Server;
const pushes: EbayNotification[] = [];
const subscriptions = new Map<string, string>();
const ajv = new Ajv({ strict: true, allErrors: true });

type Schema = Record<string, unknown>;

/** The schema with every object that names its properties closed to others. */
function closed(schema: Schema): Schema {
  const out: Schema = { ...schema };
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (properties) {
    out.properties = Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, closed(p)]));
    out.additionalProperties = false;
  }
  if (schema.items) out.items = closed(schema.items as Schema);
  return out;
}

/** What is wrong with a push against its topic's closed schema: Ajv's messages, empty when it is valid. */
function problemsOf(push: EbayNotification): string[] {
  const schema = notificationSchema(push.metadata.topic) ?? NOTIFICATION_ENVELOPE_SCHEMA;
  const validate = ajv.compile(closed(schema as Schema));
  if (validate(push)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

/** The pushes of `topic` received so far. */
const received = (topic: string): EbayNotification[] => pushes.filter((p) => p.metadata.topic === topic);

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  admin = createEmulatorAdmin({ baseUrl: url });
  seller = await signedInClient(url, SCOPES, undefined, { maxRetries: 0 });
  receiver = createServer();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ebay/notifications`;
  receiver.on(
    'request',
    toNodeListener(
      createNotificationHandler({
        client: seller,
        verificationToken: TOKEN,
        endpoint,
        onNotification: (push) => void pushes.push(push),
      }),
    ),
  );
  await seller.commerce.notification.updateConfig({ alertEmail: 'alerts@example.com' });
  const destination = await seller.withResponse(
    seller.commerce.notification.createDestination({
      name: 'payloads',
      status: 'ENABLED',
      deliveryConfig: { endpoint, verificationToken: TOKEN },
    }),
  );
  const destinationId = destination.headers.location?.split('/').pop() ?? '';
  const { topics } = await seller.commerce.notification.getTopics({ limit: '100' });
  for (const { topicId } of topics ?? []) {
    const created = await seller.withResponse(
      seller.commerce.notification.createSubscription({
        topicId,
        status: 'ENABLED',
        destinationId,
        payload: { format: 'JSON', schemaVersion: '1.0', deliveryProtocol: 'HTTPS' },
      }),
    );
    subscriptions.set(topicId ?? '', created.headers.location?.split('/').pop() ?? '');
  }
});
afterAll(async () => {
  await seller.close();
  await emulator.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('the pushes of the world’s events', () => {
  it('ITEM_PRICE_REVISION, ORDER_CONFIRMATION, ITEM_MARKED_SHIPPED and ITEM_AVAILABILITY match their schemas', async () => {
    const { offerId, listingId } = await publishInventoryListing(seller, {
      sku: 'SKU-PAYLOAD',
      quantity: 3,
      title: 'Payload check kayak paddle',
      price: '80.00',
    });
    await seller.sell.inventory.bulkUpdatePriceQuantity({
      requests: [{ sku: 'SKU-PAYLOAD', offers: [{ offerId, price: { value: '75.00', currency: 'USD' } }] }],
    });
    const { orderId, lineItemIds } = await admin.simulate('purchase', { listingId });
    await seller.sell.fulfillment.createShippingFulfillment(orderId, {
      lineItems: [{ lineItemId: lineItemIds[0]!, quantity: 1 }],
      shippingCarrierCode: 'USPS',
      trackingNumber: '9400100000000000000038',
    });
    await seller.sell.inventory.withdrawOffer(offerId);

    const itemId = `v1|${listingId}|0`;
    await expect
      .poll(() => received('ITEM_PRICE_REVISION').map((p) => p.notification.data))
      .toContainEqual(expect.objectContaining({ itemId, price: { currency: 'USD', value: '75.00' } }));
    await expect
      .poll(() => received('ORDER_CONFIRMATION').map((p) => p.notification.data))
      .toContainEqual({ orderId, lineItemId: lineItemIds[0] });
    await expect
      .poll(() => received('ITEM_MARKED_SHIPPED').map((p) => p.notification.data))
      .toContainEqual({ orderId, lineItemId: lineItemIds[0] });
    await expect
      .poll(() => received('ITEM_AVAILABILITY').map((p) => p.notification.data))
      .toContainEqual(expect.objectContaining({ itemId, availability: 'UNAVAILABLE' }));
    for (const push of pushes) expect(problemsOf(push), push.metadata.topic).toEqual([]);
  });

  it('BUYER_QUESTION and FEEDBACK_RECEIVED carry ids only and match the envelope', async () => {
    const { listingId } = await publishInventoryListing(seller, {
      sku: 'SKU-PAYLOAD-Q',
      quantity: 2,
      title: 'Payload check canoe seat',
      price: '40.00',
    });
    const asked = await admin.simulate('buyer-message', { listingId, body: 'Does it fold?' });
    const { orderId, lineItemIds } = await admin.simulate('purchase', { listingId });
    const rated = await admin.simulate('feedback', { orderId, rating: 'Positive', comment: 'Comfortable seat.' });
    await expect
      .poll(() => received('BUYER_QUESTION').map((p) => p.notification.data))
      .toContainEqual({ messageId: asked.messageId, conversationId: expect.any(String), listingId });
    await expect
      .poll(() => received('FEEDBACK_RECEIVED').map((p) => p.notification.data))
      .toContainEqual({ feedbackId: rated.feedbackId, orderId, lineItemId: lineItemIds[0] });
    for (const push of pushes) expect(problemsOf(push), push.metadata.topic).toEqual([]);
  });
});

describe('the test message of every topic the emulator lists', () => {
  it('matches the topic’s schema (the envelope alone for a topic without a contract here)', async () => {
    expect([...subscriptions.keys()].sort()).toEqual([
      'AUTHORIZATION_REVOCATION',
      'BUYER_QUESTION',
      'FEEDBACK_LEFT',
      'FEEDBACK_RECEIVED',
      'ITEM_AVAILABILITY',
      'ITEM_MARKED_SHIPPED',
      'ITEM_PRICE_REVISION',
      'MARKETPLACE_ACCOUNT_DELETION',
      'ORDER_CONFIRMATION',
      'PRIORITY_LISTING_REVISION',
    ]);
    for (const [topic, subscriptionId] of subscriptions) {
      const before = received(topic).length;
      await seller.commerce.notification.testSubscription(subscriptionId);
      await expect.poll(() => received(topic).length, { message: topic }).toBe(before + 1);
      const push = received(topic).at(-1)!;
      expect(problemsOf(push), topic).toEqual([]);
      expect(push.notification.data, topic).toEqual(expect.any(Object));
    }
  });
});

describe('the check', () => {
  it('catches a field the contract lacks and a value outside its enumeration', () => {
    const push = (data: Record<string, unknown>): EbayNotification => ({
      metadata: { topic: 'PRIORITY_LISTING_REVISION', schemaVersion: '1.0', deprecated: false },
      notification: { notificationId: 'n', eventDate: '', publishDate: '', publishAttemptCount: 1, data },
    });
    const data = {
      itemId: 'v1|1|0',
      listingMarketplaceId: 'EBAY_US',
      seller: { userName: 'a' },
      priorityListing: true,
    };
    expect(problemsOf(push(data))).toEqual([]);
    expect(problemsOf(push({ ...data, seller: { username: 'a' } }))).toEqual([
      expect.stringMatching(/\/seller must NOT have additional properties.*username/),
    ]);
    expect(problemsOf(push({ ...data, listingMarketplaceId: 'EBAY_XX' }))).toEqual([
      expect.stringMatching(/listingMarketplaceId must be equal to one of/),
    ]);
  });
});
