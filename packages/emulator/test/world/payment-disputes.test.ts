import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { moneyWorld, simulateRaw, type MoneyWorld } from './money-world.js';

// A buyer's payment dispute (`payment-dispute`): Fulfillment's getPaymentDisputeSummaries and getPaymentDispute read
// it from state; the seller's acceptPaymentDispute closes it (`payment-dispute.closed`, SELLER_ACCEPT) and refunds
// the buyer (`order.refunded`, source paymentDispute), which the order and Finances show. Over HTTP through baykit.

const emulator = createEmulator({ seed: 59, now: () => Date.UTC(2026, 6, 1, 12) });
let world: MoneyWorld;

/** A lamp listing bought now (2 × 25.00 USD), paid unless told: the order id. */
async function sale(title: string, paid = true): Promise<string> {
  const listingId = await world.listLamp(title, 2);
  return (await world.admin.simulate('purchase', { listingId, quantity: 2, paid })).orderId;
}

beforeAll(async () => {
  world = await moneyWorld(emulator);
});
afterAll(async () => {
  await world.seller.close();
  await emulator.close();
});

describe('a payment dispute', () => {
  it('opened by the buyer awaits the seller; accepted, it closes and refunds the buyer', async () => {
    const orderId = await sale('Disputed lamp');
    const opened = await world.admin.simulate('payment-dispute', { orderId, reason: 'ITEM_NOT_RECEIVED' });
    const id = opened.paymentDisputeId;
    const { events } = await world.admin.events({ type: 'payment-dispute.*' });
    expect(events.filter((e) => opened.events.includes(e.id)).map((e) => e.type)).toEqual(['payment-dispute.opened']);

    const { paymentDisputeSummaries = [] } = await world.seller.sell.fulfillment.getPaymentDisputeSummaries({
      order_id: orderId,
    });
    expect(paymentDisputeSummaries).toEqual([
      expect.objectContaining({
        paymentDisputeId: id,
        orderId,
        buyerUsername: 'jsmith_42',
        amount: { value: '50.00', currency: 'USD' },
        reason: 'ITEM_NOT_RECEIVED',
        paymentDisputeStatus: 'ACTION_NEEDED',
        openDate: '2026-07-01T12:00:00.000Z',
        respondByDate: '2026-07-08T12:00:00.000Z',
      }),
    ]);
    const dispute = await world.seller.sell.fulfillment.getPaymentDispute(id);
    expect(dispute).toMatchObject({ revision: 1, availableChoices: ['CONTEST', 'SELLER_ACCEPT'] });
    expect(dispute.lineItems).toHaveLength(1);

    await world.seller.sell.fulfillment.acceptPaymentDispute(id, { revision: 1 });
    expect(await world.seller.sell.fulfillment.getPaymentDispute(id)).toMatchObject({
      paymentDisputeStatus: 'CLOSED',
      sellerResponse: 'ACCEPT',
      closedDate: '2026-07-01T12:00:00.000Z',
      resolution: { reasonForClosure: 'SELLER_ACCEPT' },
      revision: 2,
    });
    const closed = (await world.admin.events({ since: events.at(-1)!.id })).events;
    expect(closed.map((e) => e.type)).toEqual(['payment-dispute.closed', 'order.refunded']);
    expect(closed[1]?.data).toMatchObject({ orderId, amount: 50, source: 'paymentDispute', referenceId: id });

    const order = await world.seller.sell.fulfillment.getOrder(orderId);
    expect(order.orderPaymentStatus).toBe('FULLY_REFUNDED');
    expect(order.paymentSummary?.refunds).toEqual([
      expect.objectContaining({ amount: { value: '50.00', currency: 'USD' }, refundReferenceId: id }),
    ]);
    const finances = await world.seller.sell.finances.getTransactions({ filter: `orderId:{${orderId}}` });
    expect(finances?.transactions?.map((t) => [t.transactionType, t.amount?.value])).toEqual([
      ['SALE', '42.97'],
      ['REFUND', '50.00'],
    ]);
  });

  it('is refused for an unpaid order, a second one while open, a bad reason or amount; fields are checked', async () => {
    const unpaid = await sale('Unpaid disputed lamp', false);
    expect(await simulateRaw(world.url, 'payment-dispute', { orderId: unpaid })).toMatchObject({
      status: 409,
      error: expect.stringContaining('not paid'),
    });
    const orderId = await sale('Twice disputed lamp');
    expect(await simulateRaw(world.url, 'payment-dispute', { orderId, reason: 'UNAUTHORIZED_PAYMENT' })).toMatchObject({
      status: 400,
      error: expect.stringContaining('DisputeReasonEnum'),
    });
    expect(await simulateRaw(world.url, 'payment-dispute', { orderId, amount: 50.01 })).toMatchObject({
      status: 400,
      error: expect.stringContaining('at most 50.00'),
    });
    const first = await world.admin.simulate('payment-dispute', { orderId, reason: 'FRAUD', amount: 20 });
    expect(await simulateRaw(world.url, 'payment-dispute', { orderId })).toMatchObject({
      status: 409,
      error: expect.stringContaining(first.paymentDisputeId),
    });
    expect(await simulateRaw(world.url, 'payment-dispute', { orderId: '99-99999-99999' })).toMatchObject({
      status: 404,
    });
  });

  it("is seen only by the order's seller", async () => {
    // The test user bought 21-09876-54321 from vintage_finds_store (seeded); its buyer disputes it.
    const opened = await world.admin.simulate('payment-dispute', { orderId: '21-09876-54321' });
    const refused = (await world.seller.sell.fulfillment
      .getPaymentDispute(opened.paymentDisputeId)
      .catch((e: unknown) => e)) as { status?: number };
    expect(refused.status).toBe(404);
    const other = await world.signIn('vintage_finds_store');
    try {
      expect(await other.sell.fulfillment.getPaymentDispute(opened.paymentDisputeId)).toMatchObject({
        orderId: '21-09876-54321',
        buyerUsername: 'testuser_baykit',
      });
    } finally {
      await other.close();
    }
  });
});
