import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { moneyWorld, simulateRaw, type MoneyWorld } from './money-world.js';

// Payouts on the emulator's clock: a paid sale's funds are processing for a day, then available, and the daily
// payout run (00:00 UTC) sends them (`payout.sent`); a simulated `payout` sends what is available now, and is refused
// when nothing is. The clock only moves through the admin API (a still base clock: no waiting on real time).

const START = Date.UTC(2026, 6, 1, 12); // 2026-07-01 12:00 UTC
const emulator = createEmulator({ seed: 53, now: () => START });
let world: MoneyWorld;

const HOUR = 3600;

/** A lamp listing bought now (2 × 25.00 USD, paid): the order id. */
async function sale(title: string): Promise<string> {
  const listingId = await world.listLamp(title, 2);
  return (await world.admin.simulate('purchase', { listingId, quantity: 2 })).orderId;
}

/** The order's SALE transaction as Finances shows it. */
async function saleOf(orderId: string) {
  const answer = await world.seller.sell.finances.getTransactions({
    filter: `orderId:{${orderId}},transactionType:{SALE}`,
  });
  return answer?.transactions?.[0];
}

beforeAll(async () => {
  world = await moneyWorld(emulator);
});
afterAll(async () => {
  await world.seller.close();
  await emulator.close();
});

describe('the daily payout on the emulator clock', () => {
  it('pays a sale out at the first 00:00 UTC after its funds became available, as payout.sent', async () => {
    const orderId = await sale('Lamp paid out by the schedule');
    expect(await saleOf(orderId)).toMatchObject({ transactionStatus: 'FUNDS_PROCESSING' });
    expect(await world.seller.sell.finances.getSellerFundsSummary()).toMatchObject({
      processingFunds: { value: '42.97', currency: 'USD' },
      availableFunds: { value: '0.00', currency: 'USD' },
    });

    // 2026-07-02 12:00: a day after payment, available; the run at 00:00 came too early for it.
    await world.admin.advanceClock(24 * HOUR);
    expect(await saleOf(orderId)).toMatchObject({ transactionStatus: 'FUNDS_AVAILABLE_FOR_PAYOUT' });
    expect((await world.admin.events({ type: 'payout.sent' })).events).toEqual([]);

    // 2026-07-03 00:00: the next run sends it.
    await world.admin.advanceClock(12 * HOUR);
    const { events } = await world.admin.events({ type: 'payout.sent' });
    expect(events.map((e) => e.data)).toEqual([
      {
        payoutId: expect.stringMatching(/^\d{10}$/),
        seller: 'testuser_baykit',
        amount: 42.97,
        currency: 'USD',
        payoutDate: '2026-07-03T00:00:00.000Z',
        transactions: [{ transactionId: orderId, transactionType: 'SALE' }],
        trigger: 'schedule',
      },
    ]);
    const payoutId = events[0]!.type === 'payout.sent' ? events[0]!.data.payoutId : '';
    expect(await saleOf(orderId)).toMatchObject({ transactionStatus: 'PAYOUT', payoutId });
    const payout = await world.seller.sell.finances.getPayout(payoutId);
    expect(payout).toMatchObject({
      payoutStatus: 'INITIATED',
      amount: { value: '42.97', currency: 'USD' },
      payoutDate: '2026-07-03T00:00:00.000Z',
      transactionCount: 1,
    });
    expect((await world.seller.sell.finances.getPayouts({ limit: '1' }))?.payouts?.[0]?.payoutId).toBe(payoutId);
    expect(
      await world.seller.sell.finances.getPayoutSummary({
        filter: 'payoutDate:[2026-07-03T00:00:00.000Z..2026-07-03T23:59:59.999Z]',
      }),
    ).toEqual({ amount: { value: '42.97', currency: 'USD' }, payoutCount: 1, transactionCount: 1 });
    expect(await world.seller.sell.finances.getSellerFundsSummary()).toMatchObject({
      totalFunds: { value: '0.00', currency: 'USD' },
    });

    await world.admin.advanceClock(24 * HOUR);
    expect(await world.seller.sell.finances.getPayout(payoutId)).toMatchObject({ payoutStatus: 'SUCCEEDED' });
  });
});

describe('a simulated payout', () => {
  it('sends the available funds now, is refused while they process, and when refunds outweigh sales', async () => {
    // 2026-07-04 01:00: bought now, available at 07-05 01:00, an hour after that day's run.
    await world.admin.advanceClock(HOUR);
    const orderId = await sale('Lamp paid out on demand');
    expect(await simulateRaw(world.url, 'payout', {})).toMatchObject({
      status: 409,
      error: expect.stringContaining('42.97 still processing'),
    });
    await world.admin.advanceClock(24 * HOUR);
    expect(await saleOf(orderId)).toMatchObject({ transactionStatus: 'FUNDS_AVAILABLE_FOR_PAYOUT' });
    const made = await world.admin.simulate('payout');
    expect(made.payouts).toEqual([
      { payoutId: expect.stringMatching(/^\d{10}$/), amount: 42.97, currency: 'USD', transactionCount: 1 },
    ]);
    const sent = (await world.admin.events({ type: 'payout.sent' })).events.filter((e) => made.events.includes(e.id));
    expect(sent.map((e) => e.data)).toEqual([
      expect.objectContaining({ trigger: 'simulated', payoutDate: '2026-07-05T01:00:00.000Z' }),
    ]);
    expect(await saleOf(orderId)).toMatchObject({ transactionStatus: 'PAYOUT', payoutId: made.payouts[0]!.payoutId });

    // A refund after the payout is owed from the next one: nothing to pay out while it outweighs the sales.
    await world.seller.sell.fulfillment.issueRefund(orderId, {
      reasonForRefund: 'BUYER_CANCEL',
      orderLevelRefundAmount: { value: '10.00', currency: 'USD' },
    });
    expect(await world.seller.sell.finances.getSellerFundsSummary()).toMatchObject({
      availableFunds: { value: '-10.00', currency: 'USD' },
    });
    expect(await simulateRaw(world.url, 'payout', {})).toMatchObject({
      status: 409,
      error: expect.stringContaining('no funds available'),
    });
    expect(await simulateRaw(world.url, 'payout', { seller: 'no such seller' })).toMatchObject({ status: 400 });
    expect(await simulateRaw(world.url, 'payout', { amount: 5 })).toMatchObject({ status: 400 });
  });
});
