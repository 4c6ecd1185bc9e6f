import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { moneyWorld, simulateRaw, type MoneyWorld } from './money-world.js';

// An order placed awaiting payment (`purchase` with `paid: false`), the buyer's payment (`payment`, declined or not)
// and an unpaid item (`unpaid-item`): what Fulfillment, Trading, Post-Order and Finances show at each step, over HTTP
// through baykit and the typed admin client.

// A still clock (moved only by advanceClock), so dates compare exactly.
const emulator = createEmulator({ seed: 43, now: () => Date.UTC(2026, 6, 1, 12) });
let world: MoneyWorld;

/** A new listing bought by `jsmith_42` without paying: the order id. */
async function unpaidOrder(title: string): Promise<string> {
  const listingId = await world.listLamp(title, 3);
  return (await world.admin.simulate('purchase', { listingId, quantity: 2, paid: false })).orderId;
}

/** The types of the events with these ids. */
async function typesOf(ids: readonly string[]): Promise<string[]> {
  const { events } = await world.admin.events({ limit: 1000 });
  return events.filter((e) => ids.includes(e.id)).map((e) => e.type);
}

beforeAll(async () => {
  world = await moneyWorld(emulator);
});
afterAll(async () => {
  await world.seller.close();
  await emulator.close();
});

describe('an order placed awaiting payment', () => {
  it('is PENDING in Fulfillment, an Active order with an Incomplete checkout in Trading, and no sale in Finances', async () => {
    const listingId = await world.listLamp('Unpaid lamp', 3);
    const made = await world.admin.simulate('purchase', { listingId, quantity: 2, paid: false });
    expect(await typesOf(made.events)).toEqual(['order.placed']);
    const placed = (await world.admin.events({ type: 'order.placed' })).events.find((e) => made.events.includes(e.id));
    expect(placed?.data).toMatchObject({ orderId: made.orderId, paid: false });

    const order = await world.seller.sell.fulfillment.getOrder(made.orderId);
    expect(order.orderPaymentStatus).toBe('PENDING');
    expect(order.paymentSummary?.payments).toEqual([
      expect.objectContaining({ paymentStatus: 'PENDING', amount: { value: '50.00', currency: 'USD' } }),
    ]);
    expect(order.paymentSummary?.payments?.[0]?.paymentDate).toBeUndefined();

    const trading = (await world.seller.trading.GetOrders({ OrderIDArray: { OrderID: [made.orderId] } })).OrderArray
      ?.Order?.[0];
    expect([trading?.OrderStatus, trading?.CheckoutStatus?.Status, trading?.PaidTime]).toEqual([
      'Active',
      'Incomplete',
      undefined,
    ]);
    expect(trading?.AmountPaid).toEqual({ '#value': '0.00', '@_currencyID': 'USD' });

    const finances = await world.seller.sell.finances.getTransactions({ filter: `orderId:{${made.orderId}}` });
    expect(finances).toBeUndefined(); // 204 No Content: no transaction before the buyer pays
    // The listing sold the units at commitment.
    const { Item } = await world.seller.trading.GetItem({ ItemID: listingId });
    expect(Number(Item?.SellingStatus?.QuantitySold)).toBe(2);
  });

  it('once paid: PAID with its payment date, a Complete checkout, and the SALE net of its fees', async () => {
    const orderId = await unpaidOrder('Lamp paid later');
    await world.admin.advanceClock(3600);
    const paid = await world.admin.simulate('payment', { orderId });
    expect(paid.paymentStatus).toBe('PAID');
    expect(await typesOf(paid.events)).toEqual(['order.paid']);

    const order = await world.seller.sell.fulfillment.getOrder(orderId);
    expect(order.orderPaymentStatus).toBe('PAID');
    const paymentDate = order.paymentSummary?.payments?.[0]?.paymentDate;
    expect(Date.parse(paymentDate ?? '')).toBe(Date.parse(order.creationDate!) + 3600_000);

    const trading = (await world.seller.trading.GetOrders({ OrderIDArray: { OrderID: [orderId] } })).OrderArray
      ?.Order?.[0];
    expect([trading?.OrderStatus, trading?.CheckoutStatus?.Status, trading?.PaidTime]).toEqual([
      'Completed',
      'Complete',
      paymentDate,
    ]);

    const { transactions = [] } =
      (await world.seller.sell.finances.getTransactions({ filter: `orderId:{${orderId}}` })) ?? {};
    expect(transactions).toEqual([
      expect.objectContaining({
        transactionType: 'SALE',
        transactionDate: paymentDate,
        amount: { value: '42.97', currency: 'USD' },
        totalFeeBasisAmount: { value: '50.00', currency: 'USD' },
        totalFeeAmount: { value: '7.03', currency: 'USD' },
        transactionStatus: 'FUNDS_PROCESSING',
      }),
    ]);
    expect(transactions[0]?.orderLineItems?.[0]?.marketplaceFees).toEqual([
      { feeType: 'FINAL_VALUE_FEE', amount: { value: '6.63', currency: 'USD' } },
      { feeType: 'FINAL_VALUE_FEE_FIXED_PER_ORDER', amount: { value: '0.40', currency: 'USD' } },
    ]);
    await expect(world.admin.simulate('payment', { orderId })).rejects.toMatchObject({
      status: 409,
      detail: expect.stringContaining('is paid already'),
    });
  });

  it('a declined payment leaves it unpaid (FAILED) and says so; the buyer can pay afterwards', async () => {
    const orderId = await unpaidOrder('Lamp with a declined card');
    const declined = await world.admin.simulate('payment', { orderId, declined: true });
    expect(declined.paymentStatus).toBe('FAILED');
    expect(await typesOf(declined.events)).toEqual(['order.payment-failed']);
    expect((await world.seller.sell.fulfillment.getOrder(orderId)).orderPaymentStatus).toBe('FAILED');
    const trading = (await world.seller.trading.GetOrders({ OrderIDArray: { OrderID: [orderId] } })).OrderArray
      ?.Order?.[0];
    expect(trading?.CheckoutStatus).toMatchObject({ Status: 'Incomplete', eBayPaymentStatus: 'BuyerCreditCardFailed' });
    expect(await world.seller.sell.finances.getTransactions({ filter: `orderId:{${orderId}}` })).toBeUndefined();

    await world.admin.simulate('payment', { orderId });
    expect((await world.seller.sell.fulfillment.getOrder(orderId)).orderPaymentStatus).toBe('PAID');
  });
});

describe('an unpaid item', () => {
  it('is cancelled for non-payment: ORDER_UNPAID, closed for commitment, no refund and no money', async () => {
    const orderId = await unpaidOrder('Lamp never paid');
    const made = await world.admin.simulate('unpaid-item', { orderId });
    expect(await typesOf(made.events)).toEqual(['cancellation.approved', 'order.cancelled']);
    const cancelled = (await world.admin.events({ type: 'order.cancelled' })).events.at(-1);
    expect(cancelled?.data).toMatchObject({ orderId, refundAmount: 0 });

    const order = await world.seller.sell.fulfillment.getOrder(orderId);
    expect(order.cancelStatus).toMatchObject({
      cancelState: 'CANCELED',
      cancelRequests: [{ cancelRequestId: made.cancelId, cancelInitiator: 'SELLER', cancelReason: 'ORDER_UNPAID' }],
    });
    expect(order.orderPaymentStatus).toBe('PENDING');
    expect(order.paymentSummary?.refunds).toEqual([]);
    const { cancelDetail } = (await world.seller.postOrder.cancellation.getCancellation(made.cancelId)) as {
      cancelDetail: Record<string, unknown>;
    };
    expect(cancelDetail).toMatchObject({
      cancelReason: 'ORDER_UNPAID',
      cancelStatus: 'CANCEL_CLOSED_FOR_COMMITMENT',
      paymentStatus: 'NOT_PAID',
    });
    expect(await world.seller.sell.finances.getTransactions({ filter: `orderId:{${orderId}}` })).toBeUndefined();
    await expect(world.admin.simulate('payment', { orderId })).rejects.toMatchObject({ status: 409 });
  });

  it('is refused for a paid order (409), an unknown one (404), and fields it does not take (400)', async () => {
    const listingId = await world.listLamp('Paid lamp', 1);
    const { orderId } = await world.admin.simulate('purchase', { listingId });
    expect(await simulateRaw(world.url, 'unpaid-item', { orderId })).toMatchObject({
      status: 409,
      error: expect.stringContaining('is paid'),
    });
    expect(await simulateRaw(world.url, 'unpaid-item', { orderId: '99-99999-99999' })).toMatchObject({ status: 404 });
    expect(await simulateRaw(world.url, 'unpaid-item', { orderId: 'x/../y' })).toMatchObject({ status: 400 });
    expect(await simulateRaw(world.url, 'unpaid-item', { orderId, reason: 'x' })).toMatchObject({
      status: 400,
      error: expect.stringContaining('takes no field reason'),
    });
    expect(await simulateRaw(world.url, 'payment', { orderId, declined: 'yes' })).toMatchObject({ status: 400 });
  });
});
