import type { EbayClient } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { BOUGHT, expectValidAnswer, sellerClient } from './trading-order-helpers.js';

// CompleteSale, SendInvoice and AddOrder on the one order store, through baykit over HTTP: what Trading changes,
// Fulfillment, Trading GetOrders and Commerce Feedback show.

const emulator = createEmulator({ seed: 8 });
let seller: EbayClient;

beforeAll(async () => {
  seller = await sellerClient((await emulator.listen(0)).url);
});
afterAll(async () => {
  await seller.close();
  await emulator.close();
});

type Order = NonNullable<Awaited<ReturnType<EbayClient['sell']['fulfillment']['getOrders']>>['orders']>[number];
const taken = new Set<string>();
/** A seeded order of the test seller in `status` with at least `lines` line items, not used by another test. */
async function seededOrder(status: string, lines = 1, test: (o: Order) => boolean = () => true): Promise<Order> {
  const { orders = [] } = await seller.sell.fulfillment.getOrders({ limit: '100' });
  const order = orders.find(
    (o) =>
      o.orderFulfillmentStatus === status && (o.lineItems?.length ?? 0) >= lines && !taken.has(o.orderId!) && test(o),
  );
  if (!order) throw new Error(`no seeded ${status} order with ${lines}+ lines`);
  taken.add(order.orderId!);
  return order;
}

/** The order as Trading GetOrders answers it (the answer checked against GetOrdersResponseType). */
async function tradingOrder(orderId: string) {
  const answer = await seller.trading.GetOrders({ OrderIDArray: { OrderID: [orderId] } });
  await expectValidAnswer('GetOrders', answer);
  return answer.OrderArray?.Order?.[0];
}

describe('CompleteSale', () => {
  it('marks an order shipped with tracking: Fulfillment getOrder, its shipping fulfillments and GetOrders show it', async () => {
    const order = await seededOrder('NOT_STARTED');
    const answer = await seller.trading.CompleteSale({
      OrderID: order.orderId,
      Shipped: true,
      Shipment: {
        ShippedTime: '2026-03-02T09:30:00.000Z',
        ShipmentTrackingDetails: [{ ShippingCarrierUsed: 'USPS', ShipmentTrackingNumber: '9400111899560000000077' }],
      },
    });
    await expectValidAnswer('CompleteSale', answer);

    const after = await seller.sell.fulfillment.getOrder(order.orderId!);
    expect(after.orderFulfillmentStatus).toBe('FULFILLED');
    const { fulfillments } = await seller.sell.fulfillment.getShippingFulfillments(order.orderId!);
    expect(fulfillments).toEqual([
      expect.objectContaining({
        shippingCarrierCode: 'USPS',
        shipmentTrackingNumber: '9400111899560000000077',
        shippedDate: '2026-03-02T09:30:00.000Z',
        lineItems: order.lineItems!.map((l) => ({ lineItemId: l.lineItemId, quantity: l.quantity })),
      }),
    ]);
    const trading = await tradingOrder(order.orderId!);
    expect(trading?.ShippedTime).toBe('2026-03-02T09:30:00.000Z');
    expect(trading?.TransactionArray?.Transaction?.[0]?.ShippingDetails?.ShipmentTrackingDetails).toEqual([
      { ShippingCarrierUsed: 'USPS', ShipmentTrackingNumber: '9400111899560000000077' },
    ]);
  });

  it('ships one line by OrderLineItemID (IN_PROGRESS), the next by ItemID and TransactionID, and can take it back', async () => {
    const order = await seededOrder('NOT_STARTED', 2);
    const [first, second] = order.lineItems!;
    await seller.trading.CompleteSale({
      OrderLineItemID: `${first!.legacyItemId}-${first!.lineItemId}`,
      Shipped: true,
    });
    expect((await seller.sell.fulfillment.getOrder(order.orderId!)).orderFulfillmentStatus).toBe('IN_PROGRESS');
    await seller.trading.CompleteSale({
      ItemID: second!.legacyItemId,
      TransactionID: second!.lineItemId,
      Shipped: true,
    });
    const lines = order.lineItems!.length;
    expect((await seller.sell.fulfillment.getOrder(order.orderId!)).orderFulfillmentStatus).toBe(
      lines === 2 ? 'FULFILLED' : 'IN_PROGRESS',
    );
    const shipped = await seller.sell.fulfillment.getShippingFulfillments(order.orderId!);
    expect(shipped.total).toBe(2);

    await seller.trading.CompleteSale({
      ItemID: second!.legacyItemId,
      TransactionID: second!.lineItemId,
      Shipped: false,
    });
    expect((await seller.sell.fulfillment.getOrder(order.orderId!)).orderFulfillmentStatus).toBe('IN_PROGRESS');
    expect((await seller.sell.fulfillment.getShippingFulfillments(order.orderId!)).total).toBe(1);
  });

  it("refuses unknown ids, another seller's order, a tracking number of another buyer's order and Paid=false", async () => {
    await expect(seller.trading.CompleteSale({ OrderID: '99-99999-99999', Shipped: true })).rejects.toMatchObject({
      code: 37,
    });
    // The test user bought this order: only its seller completes it.
    await expect(seller.trading.CompleteSale({ OrderID: BOUGHT.orderId, Shipped: true })).rejects.toMatchObject({
      code: 37,
    });
    await expect(
      seller.trading.CompleteSale({ ItemID: BOUGHT.itemId, TransactionID: BOUGHT.transactionId, Shipped: true }),
    ).rejects.toMatchObject({ code: 17 });
    await expect(seller.trading.CompleteSale({ OrderLineItemID: '123-456', Shipped: true })).rejects.toMatchObject({
      code: 37,
    });

    const shipped = await seededOrder('FULFILLED');
    const { fulfillments } = await seller.sell.fulfillment.getShippingFulfillments(shipped.orderId!);
    const used = fulfillments?.[0]?.shipmentTrackingNumber ?? '';
    const other = await seededOrder('NOT_STARTED', 1, (o) => o.buyer?.username !== shipped.buyer?.username);
    await expect(
      seller.trading.CompleteSale({
        OrderID: other.orderId,
        Shipment: { ShipmentTrackingDetails: [{ ShippingCarrierUsed: 'USPS', ShipmentTrackingNumber: used }] },
      }),
    ).rejects.toMatchObject({ code: 21916964 });
    await expect(seller.trading.CompleteSale({ OrderID: other.orderId, Paid: false })).rejects.toMatchObject({
      code: 37,
    });
    expect((await seller.sell.fulfillment.getOrder(other.orderId!)).orderFulfillmentStatus).toBe('NOT_STARTED');
    expect((await seller.trading.CompleteSale({ OrderID: other.orderId, Paid: true })).Ack).toBe('Success');
  });

  it('bounds the packages an order keeps and the carrier name (each call could add any number)', async () => {
    const order = await seededOrder('NOT_STARTED');
    const ship = (details: { ShippingCarrierUsed: string; ShipmentTrackingNumber: string }[]) =>
      seller.trading.CompleteSale({ OrderID: order.orderId, Shipment: { ShipmentTrackingDetails: details } });
    const numbers = (from: number, count: number) =>
      Array.from({ length: count }, (_, n) => ({
        ShippingCarrierUsed: 'USPS',
        ShipmentTrackingNumber: `BK${from + n}`,
      }));
    await expect(ship(numbers(0, 101))).rejects.toMatchObject({ code: 37 });
    await expect(ship([{ ShippingCarrierUsed: 'C'.repeat(61), ShipmentTrackingNumber: 'BK1' }])).rejects.toMatchObject({
      code: 37,
    });
    expect((await ship(numbers(0, 60))).Ack).toBe('Success');
    // The same numbers again are the same packages; 41 new ones would make 101.
    expect((await ship(numbers(0, 60))).Ack).toBe('Success');
    await expect(ship(numbers(1000, 41))).rejects.toMatchObject({ code: 37 });
    expect((await ship(numbers(1000, 40))).Ack).toBe('Success');
  });

  it('leaves the buyer feedback once (FeedbackInfo): Commerce Feedback and GetFeedback show it', async () => {
    // Feedback is left within 60 days of the order: a fresh order (the seeded ones are older).
    const [order] = emulator.seed.orders([{ lineItems: [{ title: 'Brass Hinge', unitPrice: 9.5 }] }]);
    const line = order!.lineItems[0]!;
    const buyer = order!.buyer;
    const info = { CommentType: 'Positive' as const, CommentText: 'Quick payment, thank you.', TargetUser: buyer };
    await seller.trading.CompleteSale({
      ItemID: line.legacyItemId,
      TransactionID: line.lineItemId,
      FeedbackInfo: info,
    });

    const sent = await seller.commerce.feedback.getFeedback({
      user_id: 'testuser_baykit',
      feedback_type: 'FEEDBACK_SENT',
    });
    expect(sent.feedbackEntries?.[0]).toMatchObject({
      commentType: 'POSITIVE',
      feedbackComment: { commentText: 'Quick payment, thank you.' },
      orderLineItemSummary: { orderLineItemId: line.lineItemId },
    });
    const left = await seller.trading.GetFeedback({ FeedbackType: 'FeedbackLeft', DetailLevel: ['ReturnAll'] });
    expect(left.FeedbackDetailArray?.FeedbackDetail?.[0]).toMatchObject({
      CommentText: 'Quick payment, thank you.',
      CommentType: 'Positive',
      Role: 'Buyer',
      ItemID: line.legacyItemId,
      TransactionID: line.lineItemId,
    });
    await expect(
      seller.trading.CompleteSale({ ItemID: line.legacyItemId, TransactionID: line.lineItemId, FeedbackInfo: info }),
    ).rejects.toMatchObject({ code: 37 });
    const [other] = emulator.seed.orders([{ lineItems: [{ title: 'Brass Latch', unitPrice: 4 }] }]);
    await expect(
      seller.trading.CompleteSale({ OrderID: other!.orderId, FeedbackInfo: { ...info, CommentType: 'Negative' } }),
    ).rejects.toMatchObject({ code: 37, description: expect.stringMatching(/positive/) });
  });

  it('refuses feedback on an order older than 60 days, and changes nothing', async () => {
    const order = await seededOrder('FULFILLED');
    const line = order.lineItems![0]!;
    await expect(
      seller.trading.CompleteSale({
        ItemID: line.legacyItemId,
        TransactionID: line.lineItemId,
        Shipped: false,
        FeedbackInfo: { CommentType: 'Positive', CommentText: 'Thanks.', TargetUser: order.buyer!.username },
      }),
    ).rejects.toMatchObject({ code: 37, description: expect.stringMatching(/within 60 days/) });
    const again = await seller.sell.fulfillment.getOrder(order.orderId!);
    expect(again.orderFulfillmentStatus).toBe('FULFILLED');
  });
});

describe('SendInvoice', () => {
  it('records the invoice on the order: GetOrders shows its payment methods, service, adjustment and time', async () => {
    const order = await seededOrder('NOT_STARTED');
    const line = order.lineItems![0]!;
    await seller.trading.SendInvoice({
      OrderLineItemID: `${line.legacyItemId}-${line.lineItemId}`,
      PaymentMethods: ['PayPal'],
      ShippingServiceOptions: [
        { ShippingService: 'UPSGround', ShippingServiceCost: { '#value': '5.00', '@_currencyID': 'USD' } },
      ],
      AdjustmentAmount: { '#value': '-2.50', '@_currencyID': 'USD' },
    });
    const trading = await tradingOrder(order.orderId!);
    expect(trading).toMatchObject({
      PaymentMethods: ['PayPal'],
      ShippingServiceSelected: { ShippingService: 'UPSGround' },
      AdjustmentAmount: { '#value': '-2.50', '@_currencyID': 'USD' },
    });
    expect(trading?.TransactionArray?.Transaction?.[0]?.InvoiceSentTime).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("refuses an unknown order and another seller's", async () => {
    await expect(seller.trading.SendInvoice({ OrderID: '99-99999-99999' })).rejects.toMatchObject({ code: 37 });
    await expect(seller.trading.SendInvoice({ OrderID: BOUGHT.orderId })).rejects.toMatchObject({ code: 37 });
    await expect(seller.trading.SendInvoice({ ItemID: '100000000001', TransactionID: '1' })).rejects.toMatchObject({
      code: 17,
    });
  });
});

describe('AddOrder', () => {
  it("refuses what eBay refuses: fewer than two transactions, another seller's, two buyers, paid transactions", async () => {
    const { orders = [] } = await seller.sell.fulfillment.getOrders({ limit: '100' });
    const transaction = (o: Order, i = 0) => ({
      Item: { ItemID: o.lineItems![i]!.legacyItemId },
      TransactionID: o.lineItems![i]!.lineItemId,
    });
    const [a] = orders;
    await expect(
      seller.trading.AddOrder({ Order: { TransactionArray: { Transaction: [transaction(a!)] } } }),
    ).rejects.toMatchObject({ code: 37 });
    await expect(
      seller.trading.AddOrder({
        Order: {
          TransactionArray: {
            Transaction: [transaction(a!), { Item: { ItemID: BOUGHT.itemId }, TransactionID: BOUGHT.transactionId }],
          },
        },
      }),
    ).rejects.toMatchObject({ code: 17 });
    const twoBuyers = orders.find((o) => o.buyer?.username !== a!.buyer?.username)!;
    const mixed = await seller.trading
      .AddOrder({ Order: { TransactionArray: { Transaction: [transaction(a!), transaction(twoBuyers)] } } })
      .catch((e: unknown) => e);
    expect(mixed).toMatchObject({ code: 37, description: expect.stringMatching(/one buyer/) });
    const sameBuyer = orders.find((o) => o !== a && o.buyer?.username === a!.buyer?.username)!;
    const paid = await seller.trading
      .AddOrder({ Order: { TransactionArray: { Transaction: [transaction(a!), transaction(sameBuyer)] } } })
      .catch((e: unknown) => e);
    expect(paid).toMatchObject({ code: 37, description: expect.stringMatching(/paid/) });
  });
});
