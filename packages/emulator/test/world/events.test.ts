import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EbayClient } from 'baykit';
import { createNotificationHandler, toNodeListener, type EbayNotification } from 'baykit/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';

// The world's event log over HTTP, through baykit and the typed admin client: what a flow emits, the filters,
// reset, the admin guard; and the two consequences that follow events whichever API made the change: a cancellation
// reaches the order (Fulfillment and Trading), an Inventory API price change pushes ITEM_PRICE_REVISION.

const TOKEN = 'baykit_verification_token_events_0123456789';
const BUYER = 'testuser_events_buyer';
const SCOPES = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/sell.account',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  'https://api.ebay.com/oauth/api_scope/commerce.notification.subscription',
];
const emulator = createEmulator({ seed: 11 });
let seller: EbayClient;
let buyer: EbayClient;
let admin: EmulatorAdmin;
let receiver: Server;
const received: EbayNotification[] = [];

/** A new unshipped order of BUYER's with the test seller; its ids. */
function purchase(title: string): { orderId: string; legacyOrderId: string } {
  const [order] = emulator.seed.orders([{ buyer: BUYER, lineItems: [{ title, unitPrice: 30 }] }]);
  return { orderId: order!.orderId, legacyOrderId: order!.legacyOrderId };
}

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  admin = createEmulatorAdmin({ baseUrl: url });
  const keys = new EbayClient({ appId: emulator.app.appId, certId: emulator.app.certId, origin: url });
  const key = await keys.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  await keys.close();
  // Post-Order decisions must be signed, as eBay requires.
  const options = { maxRetries: 0, signature: { jwe: key.jwe!, privateKey: key.privateKey! } };
  [seller, buyer] = await Promise.all([
    signedInClient(url, SCOPES, undefined, options),
    signedInClient(url, SCOPES.slice(0, 1), BUYER, options),
  ]);
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
        onNotification: (push) => void received.push(push),
      }),
    ),
  );
});
afterAll(async () => {
  await Promise.all([seller.close(), buyer.close()]);
  await emulator.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('GET /__emulator/events', () => {
  it('lists what a flow did, oldest first, filtered by type, since an event id and limit', async () => {
    const first = purchase('Copper kettle');
    const second = purchase('Tin whistle');
    const placed = await admin.events({ type: 'order.placed' });
    expect(placed.events.map((e) => e.data)).toEqual([
      expect.objectContaining({ orderId: first.orderId, buyer: BUYER, seller: 'testuser_baykit' }),
      expect.objectContaining({ orderId: second.orderId, buyer: BUYER }),
    ]);
    expect(placed.events[0]).toMatchObject({ id: expect.stringMatching(/^evt_\d+$/), type: 'order.placed' });
    expect(Date.parse(placed.events[0]!.created)).toBeLessThanOrEqual(emulator.clock.now());
    const since = await admin.events({ type: 'order.placed', since: placed.events[0]!.id });
    expect(since.events.map((e) => e.id)).toEqual([placed.events[1]!.id]);
    const one = await admin.events({ type: 'order.*', limit: 1 });
    expect(one).toEqual({ events: [placed.events[0]], hasMore: true });
    await expect(admin.events({ type: 'order.nothing' })).rejects.toMatchObject({ status: 400 });
    await expect(admin.events({ since: 'yesterday' })).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a web page of another origin, like every admin route', async () => {
    const answer = await fetch(`${admin.baseUrl}/__emulator/events`, { headers: { origin: 'http://evil.example' } });
    expect(answer.status).toBe(403);
  });
});

describe('a cancellation reaches its order', () => {
  it('approved: Fulfillment says CANCELED with the request COMPLETED, Trading GetOrders says Cancelled', async () => {
    const { orderId, legacyOrderId } = purchase('Pewter jug');
    const { cancelId } = (await buyer.postOrder.cancellation.createCancellation({
      legacyOrderId,
      cancelReason: 'BUYER_CANCEL_ORDER',
    })) as { cancelId: string };
    expect((await seller.sell.fulfillment.getOrder(orderId)).cancelStatus).toMatchObject({
      cancelState: 'IN_PROGRESS',
      cancelRequests: [{ cancelRequestId: cancelId, cancelInitiator: 'BUYER', cancelRequestState: 'REQUESTED' }],
    });
    const pending = await seller.trading.GetOrders({ OrderIDArray: { OrderID: [orderId] } });
    expect(pending.OrderArray?.Order?.[0]).toMatchObject({ OrderStatus: 'CancelPending' });

    await seller.postOrder.cancellation.approveCancellationRequest(cancelId);
    const order = await seller.sell.fulfillment.getOrder(orderId);
    expect(order.cancelStatus).toMatchObject({
      cancelState: 'CANCELED',
      cancelledDate: expect.any(String),
      cancelRequests: [{ cancelRequestId: cancelId, cancelRequestState: 'COMPLETED' }],
    });
    // getOrders answers cancelRequests empty, as eBay documents; the state is there.
    const listed = await seller.sell.fulfillment.getOrders({ orderIds: orderId });
    expect(listed.orders?.[0]?.cancelStatus).toEqual({
      cancelState: 'CANCELED',
      cancelledDate: order.cancelStatus?.cancelledDate,
      cancelRequests: [],
    });
    const trading = await seller.trading.GetOrders({ OrderIDArray: { OrderID: [orderId] } });
    expect(trading.OrderArray?.Order?.[0]).toMatchObject({ OrderStatus: 'Cancelled', CancelStatus: 'CancelComplete' });
    const cancelled = await seller.trading.GetOrders({ OrderStatus: 'Cancelled' });
    expect(cancelled.OrderArray?.Order?.map((o) => o.OrderID)).toEqual([orderId]);

    const events = await admin.events({ type: 'cancellation.*' });
    expect(events.events.map((e) => [e.type, 'cancelId' in e.data ? e.data.cancelId : undefined])).toEqual([
      ['cancellation.requested', cancelId],
      ['cancellation.approved', cancelId],
    ]);
    expect((await admin.events({ type: 'order.cancelled' })).events.map((e) => e.data)).toEqual([
      expect.objectContaining({ orderId, cancelId, refundAmount: 30, currency: 'USD' }),
    ]);
  });

  it('made by the seller: cancelled at once; rejected: the order stands', async () => {
    const own = purchase('Brass bell');
    const { cancelId } = (await seller.postOrder.cancellation.createCancellation({
      legacyOrderId: own.legacyOrderId,
      cancelReason: 'OUT_OF_STOCK_OR_CANNOT_FULFILL',
    })) as { cancelId: string };
    expect((await seller.sell.fulfillment.getOrder(own.orderId)).cancelStatus).toMatchObject({
      cancelState: 'CANCELED',
      cancelRequests: [{ cancelRequestId: cancelId, cancelInitiator: 'SELLER', cancelRequestState: 'COMPLETED' }],
    });

    const kept = purchase('Iron trivet');
    const asked = (await buyer.postOrder.cancellation.createCancellation({ legacyOrderId: kept.legacyOrderId })) as {
      cancelId: string;
    };
    await seller.postOrder.cancellation.rejectCancellationRequest(asked.cancelId, {});
    expect((await seller.sell.fulfillment.getOrder(kept.orderId)).cancelStatus).toMatchObject({
      cancelState: 'NONE_REQUESTED',
      cancelRequests: [{ cancelRequestId: asked.cancelId, cancelRequestState: 'REJECTED' }],
    });
    const trading = await seller.trading.GetOrders({ OrderIDArray: { OrderID: [kept.orderId] } });
    expect(trading.OrderArray?.Order?.[0]).toMatchObject({ OrderStatus: 'Completed', CancelStatus: 'CancelRejected' });
  });
});

describe('a price change through the Inventory API', () => {
  it('pushes ITEM_PRICE_REVISION to a subscribed destination and is listed as listing.revised', async () => {
    await seller.commerce.notification.updateConfig({ alertEmail: 'alerts@example.com' });
    const destination = await seller.withResponse(
      seller.commerce.notification.createDestination({
        name: 'prices',
        status: 'ENABLED',
        deliveryConfig: {
          endpoint: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ebay/notifications`,
          verificationToken: TOKEN,
        },
      }),
    );
    await seller.commerce.notification.createSubscription({
      topicId: 'ITEM_PRICE_REVISION',
      status: 'ENABLED',
      destinationId: destination.headers.location?.split('/').pop() ?? '',
      payload: { format: 'JSON', schemaVersion: '1.0', deliveryProtocol: 'HTTPS' },
    });
    const { returnPolicies } = await seller.sell.account.getReturnPolicies({ marketplace_id: 'EBAY_US' });
    const policy = { marketplaceId: 'EBAY_US', categoryTypes: [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES' }] };
    const { paymentPolicyId } = await seller.sell.account.createPaymentPolicy({ ...policy, name: 'Pay now' });
    const { fulfillmentPolicyId } = await seller.sell.account.createFulfillmentPolicy({ ...policy, name: 'Ship' });
    await seller.sell.inventory.createInventoryLocation('WH-EV', {
      location: { address: { country: 'US', postalCode: '95125' } },
    });
    await seller.sell.inventory.createOrReplaceInventoryItem('SKU-EV', {
      product: { title: 'Evented Kayak', aspects: { Brand: ['Wilson'] } },
      condition: 'NEW',
      availability: { shipToLocationAvailability: { quantity: 3 } },
    });
    const { offerId } = await seller.sell.inventory.createOffer({
      sku: 'SKU-EV',
      marketplaceId: 'EBAY_US',
      format: 'FIXED_PRICE',
      categoryId: '310',
      merchantLocationKey: 'WH-EV',
      listingPolicies: {
        fulfillmentPolicyId: fulfillmentPolicyId!,
        paymentPolicyId: paymentPolicyId!,
        returnPolicyId: returnPolicies![0]!.returnPolicyId!,
      },
      pricingSummary: { price: { value: '99.00', currency: 'USD' } },
    });
    const { listingId } = await seller.sell.inventory.publishOffer(offerId!);
    const since = (await admin.events()).events.at(-1)?.id;

    const updated = await seller.sell.inventory.bulkUpdatePriceQuantity({
      requests: [{ sku: 'SKU-EV', offers: [{ offerId: offerId!, price: { value: '79.50', currency: 'USD' } }] }],
    });
    expect(updated?.responses?.map((r) => r.statusCode)).toEqual([200]);
    await expect
      .poll(() => received.filter((r) => r.metadata.topic === 'ITEM_PRICE_REVISION').map((r) => r.notification.data))
      .toEqual([
        {
          itemId: `v1|${listingId}|0`,
          listingMarketplaceId: 'EBAY_US',
          seller: { username: 'testuser_baykit' },
          buyingOptions: ['FIXED_PRICE'],
          price: { currency: 'USD', value: '79.50' },
        },
      ]);
    const revised = await admin.events({ type: 'listing.revised', ...(since ? { since } : {}) });
    expect(revised.events.map((e) => e.data)).toEqual([
      expect.objectContaining({
        legacyItemId: listingId,
        sku: 'SKU-EV',
        before: { price: 99, quantity: 3 },
        after: { price: 79.5, quantity: 3 },
      }),
    ]);
  });
});

describe('reset', () => {
  // Last: a reset also forgets the members' tokens.
  it('empties the event log', async () => {
    expect((await admin.events()).events.length).toBeGreaterThan(0);
    await admin.reset();
    expect(await admin.events()).toEqual({ events: [], hasMore: false });
  });
});
