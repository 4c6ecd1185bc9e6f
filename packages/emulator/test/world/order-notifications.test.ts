import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EbayClient } from 'baykit';
import {
  createNotificationHandler,
  createPlatformNotificationHandler,
  toNodeListener,
  type EbayNotification,
  type PlatformNotification,
} from 'baykit/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, DEFAULT_APP } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';
import { publishInventoryListing } from './inventory-listing.js';
import { buyAsGuest } from '../xml/helpers.js';

// Notifications follow the world, not the protocol: an Inventory API publish sends the Trading ItemListed platform
// notification; a purchase pushes ORDER_CONFIRMATION per line item; shipping (Fulfillment or Trading CompleteSale)
// pushes ITEM_MARKED_SHIPPED and is listed as order.shipped. Every push is received over HTTP on 127.0.0.1 and
// verified by baykit's own handlers.

const TOKEN = 'baykit_verification_token_orders_0123456789';
const SCOPES = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/sell.account',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  'https://api.ebay.com/oauth/api_scope/commerce.notification.subscription',
];
const emulator = createEmulator({ seed: 37 });
let seller: EbayClient;
let admin: EmulatorAdmin;
let receiver: Server;
let base = '';
const pushes: EbayNotification[] = [];
const platform: PlatformNotification[] = [];

/** The data of the pushes of `topic` received so far, in arrival order. */
const dataOf = (topic: string): Record<string, unknown>[] =>
  pushes.filter((p) => p.metadata.topic === topic).map((p) => p.notification.data as Record<string, unknown>);

/** Subscribes the seller's app to `topicId`, delivered to the test receiver. */
async function subscribe(topicId: string, destinationId: string): Promise<void> {
  await seller.commerce.notification.createSubscription({
    topicId,
    status: 'ENABLED',
    destinationId,
    payload: { format: 'JSON', schemaVersion: '1.0', deliveryProtocol: 'HTTPS' },
  });
}

/** Publishes a fixed-price listing of `quantity` through the Inventory API; its legacy item id. */
async function publish(sku: string, quantity: number): Promise<string> {
  return (await publishInventoryListing(seller, { sku, quantity, title: `Order sync kayak ${sku}`, price: '120.00' }))
    .listingId;
}

beforeAll(async () => {
  ({ url: base } = await emulator.listen(0));
  admin = createEmulatorAdmin({ baseUrl: base });
  seller = await signedInClient(base, SCOPES, undefined, { maxRetries: 0 });
  receiver = createServer();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const rest = toNodeListener(
    createNotificationHandler({
      client: seller,
      verificationToken: TOKEN,
      endpoint: `${origin}/ebay/notifications`,
      onNotification: (push) => void pushes.push(push),
    }),
  );
  const soap = toNodeListener(
    createPlatformNotificationHandler({ ...DEFAULT_APP, onNotification: (push) => void platform.push(push) }),
  );
  receiver.on('request', (req, res) => (req.url?.startsWith('/ebay/platform') ? soap(req, res) : rest(req, res)));

  // The seller subscribes once on each side: Trading platform notifications and Notification API topics.
  await seller.trading.SetNotificationPreferences({
    ApplicationDeliveryPreferences: { ApplicationURL: `${origin}/ebay/platform`, ApplicationEnable: 'Enable' },
    UserDeliveryPreferenceArray: {
      NotificationEnable: (['ItemListed', 'ItemRevised', 'ItemSold', 'FixedPriceTransaction'] as const).map(
        (EventType) => ({
          EventType,
          EventEnable: 'Enable' as const,
        }),
      ),
    },
  });
  await seller.commerce.notification.updateConfig({ alertEmail: 'alerts@example.com' });
  const destination = await seller.withResponse(
    seller.commerce.notification.createDestination({
      name: 'orders',
      status: 'ENABLED',
      deliveryConfig: { endpoint: `${origin}/ebay/notifications`, verificationToken: TOKEN },
    }),
  );
  const destinationId = destination.headers.location?.split('/').pop() ?? '';
  await subscribe('ORDER_CONFIRMATION', destinationId);
  await subscribe('ITEM_MARKED_SHIPPED', destinationId);
});
afterAll(async () => {
  await seller.close();
  await emulator.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('the order topics are listed by getTopics', () => {
  it('ORDER_CONFIRMATION and ITEM_MARKED_SHIPPED, seller topics of a user', async () => {
    const { topics } = await seller.commerce.notification.getTopics({ limit: '100' });
    const order = topics?.filter((t) => ['ORDER_CONFIRMATION', 'ITEM_MARKED_SHIPPED'].includes(t.topicId ?? ''));
    expect(order?.map((t) => [t.topicId, t.context, t.scope, t.status])).toEqual([
      ['ORDER_CONFIRMATION', 'SELLER', 'USER', 'ENABLED'],
      ['ITEM_MARKED_SHIPPED', 'SELLER', 'USER', 'ENABLED'],
    ]);
  });
});

describe('an Inventory API listing, bought and shipped', () => {
  it('sends ItemListed and ItemRevised, pushes ORDER_CONFIRMATION for the purchase and ITEM_MARKED_SHIPPED', async () => {
    const itemId = await publish('SKU-ORD', 5);
    await expect
      .poll(() => platform.filter((p) => p.eventName === 'ItemListed').map((p) => p.body))
      .toEqual([expect.objectContaining({ Item: expect.objectContaining({ ItemID: itemId }) })]);
    expect(platform.find((p) => p.eventName === 'ItemListed')).toMatchObject({
      callName: 'GetItem',
      recipientUserId: 'testuser_baykit',
    });

    await seller.sell.inventory.bulkUpdatePriceQuantity({
      requests: [{ sku: 'SKU-ORD', shipToLocationAvailability: { quantity: 4 } }],
    });
    await expect
      .poll(() => platform.filter((p) => p.eventName === 'ItemRevised').map((p) => p.body))
      .toEqual([expect.objectContaining({ Item: expect.objectContaining({ ItemID: itemId }) })]);

    const orderId = await buyAsGuest(base, itemId);
    expect(orderId).not.toBe('');
    const order = await seller.sell.fulfillment.getOrder(orderId);
    const lineItemId = order.lineItems?.[0]?.lineItemId;
    await expect.poll(() => dataOf('ORDER_CONFIRMATION')).toEqual([{ orderId, lineItemId }]);
    await expect
      .poll(() => platform.filter((p) => p.eventName === 'FixedPriceTransaction').map((p) => p.body))
      .toEqual([expect.objectContaining({ Item: expect.objectContaining({ ItemID: itemId }) })]);

    await seller.sell.fulfillment.createShippingFulfillment(orderId, {
      lineItems: [{ lineItemId: lineItemId!, quantity: 1 }],
      shippingCarrierCode: 'USPS',
      trackingNumber: '9400100000000000000001',
    });
    await expect.poll(() => dataOf('ITEM_MARKED_SHIPPED')).toEqual([{ orderId, lineItemId }]);
    const shipped = await admin.events({ type: 'order.shipped' });
    expect(shipped.events.map((e) => e.data)).toEqual([
      expect.objectContaining({
        orderId,
        seller: 'testuser_baykit',
        lineItems: [{ lineItemId, quantity: 1 }],
        fulfillmentIds: ['9400100000000000000001'],
      }),
    ]);
  });
});

describe('an order of two line items', () => {
  it('pushes one ORDER_CONFIRMATION per line item; CompleteSale Shipped pushes ITEM_MARKED_SHIPPED for each', async () => {
    const before = pushes.length;
    const [order] = emulator.seed.orders([
      {
        buyer: 'testuser_orders_buyer',
        lineItems: [
          { title: 'Walnut bowl', unitPrice: 25 },
          { title: 'Maple spoon', unitPrice: 9, quantity: 2 },
        ],
      },
    ]);
    const { orderId, lineItems } = order!;
    const ids = lineItems.map((l) => l.lineItemId);
    await expect
      .poll(() => dataOf('ORDER_CONFIRMATION').filter((d) => d.orderId === orderId))
      .toEqual(ids.map((lineItemId) => ({ orderId, lineItemId })));

    await seller.trading.CompleteSale({ OrderID: orderId, Shipped: true });
    await expect
      .poll(() => dataOf('ITEM_MARKED_SHIPPED').filter((d) => d.orderId === orderId))
      .toEqual(ids.map((lineItemId) => ({ orderId, lineItemId })));
    // Marking it shipped again ships nothing new: no second push, no second event.
    await seller.trading.CompleteSale({ OrderID: orderId, Shipped: true });
    const shipped = await admin.events({ type: 'order.shipped' });
    const lines = shipped.events.flatMap((e) =>
      e.type === 'order.shipped' && e.data.orderId === orderId ? [e.data.lineItems] : [],
    );
    expect(lines).toEqual([
      [
        { lineItemId: ids[0], quantity: 1 },
        { lineItemId: ids[1], quantity: 2 },
      ],
    ]);
    expect(pushes.length - before).toBe(4);
  });
});

describe('whose subscriptions an order reaches', () => {
  it("a user topic reaches the order's seller's subscription only; another app sees none of them", async () => {
    // A second seller of the same application subscribes to the same topic, to the same destination.
    const other = await signedInClient(base, SCOPES, 'other_seller_37', { maxRetries: 0 });
    try {
      const [destination] = (await other.commerce.notification.getDestinations()).destinations ?? [];
      expect(destination?.destinationId).toBeDefined();
      await other.commerce.notification.createSubscription({
        topicId: 'ORDER_CONFIRMATION',
        status: 'ENABLED',
        destinationId: destination!.destinationId!,
        payload: { format: 'JSON', schemaVersion: '1.0', deliveryProtocol: 'HTTPS' },
      });
      // Each seller sees its own subscription to the user topic, not the other's.
      const ownOf = async (client: EbayClient): Promise<string[]> =>
        ((await client.commerce.notification.getSubscriptions()).subscriptions ?? [])
          .filter((s) => s.topicId === 'ORDER_CONFIRMATION')
          .map((s) => s.subscriptionId ?? '');
      const [sellers] = await ownOf(seller);
      const others = await ownOf(other);
      expect([sellers, others.length]).toEqual([expect.any(String), 1]);
      expect(others).not.toContain(sellers);
      const unseen = await seller.commerce.notification.getSubscription(others[0]!).then(
        () => undefined,
        (e: { status: number }) => e.status,
      );
      expect(unseen).toBe(404);
      const before = (await admin.notificationDeliveries()).length;
      const [order] = emulator.seed.orders([
        { buyer: 'testuser_orders_buyer', lineItems: [{ title: 'Ash board', unitPrice: 30 }] },
      ]);
      await expect.poll(() => dataOf('ORDER_CONFIRMATION').filter((d) => d.orderId === order!.orderId)).toHaveLength(1);
      const sent = (await admin.notificationDeliveries()).slice(before).filter((d) => d.topic === 'ORDER_CONFIRMATION');
      // The seeded order is testuser_baykit's: the subscription other_seller_37 made hears nothing of it.
      expect(sent.map((d) => d.subscriptionId)).toEqual([sellers]);

      // Another application: none of the first one's records exist for it.
      const { app } = await admin.registerApp('https://example.com/other-app');
      const { appId, certId, devId, ruName } = app;
      const stranger = new EbayClient({ appId, certId, devId, ruName, origin: base, maxRetries: 0 });
      try {
        expect((await stranger.commerce.notification.getSubscriptions()).subscriptions ?? []).toEqual([]);
        expect((await stranger.commerce.notification.getDestinations()).destinations ?? []).toEqual([]);
        const unknown = await stranger.commerce.notification.getSubscription(sent[0]!.subscriptionId).then(
          () => undefined,
          (e: { status: number }) => e.status,
        );
        expect(unknown).toBe(404);
        const config = await stranger.commerce.notification.getConfig().then(
          () => 200,
          (e: { status: number }) => e.status,
        );
        expect(config).toBe(404);
      } finally {
        await stranger.close();
      }
    } finally {
      await other.close();
    }
  });
});
