import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { FINAL_VALUE_FEE_RATE } from '../../src/world/fees.js';
import { moneyWorld, type MoneyWorld } from './money-world.js';

// Every Finances read answers from the world's Finances store: the seeded orders' sales (with their fees) and the
// payouts their history made, filtered, sorted and paged as eBay documents, with eBay's 400s; no answer is a sample.
// Over HTTP through baykit, signed as eBay requires.

const emulator = createEmulator({ seed: 47, now: () => Date.UTC(2026, 6, 1, 12) });
let world: MoneyWorld;

const cents = (value: number): number => Math.round(value * 100) / 100;
const value = (amount: { value?: string } | undefined): number => Number(amount?.value);

beforeAll(async () => {
  world = await moneyWorld(emulator);
});
afterAll(async () => {
  await world.seller.close();
  await emulator.close();
});

describe('reads without an order id', () => {
  it('answer the seeded sales from state, net of their fees and paid out, without the sample header', async () => {
    const answer = await world.seller.withResponse(world.seller.sell.finances.getTransactions({ limit: '1000' }));
    expect(answer.headers['x-baykit-emulation']).toBeUndefined();
    const transactions = answer.data?.transactions ?? [];
    expect(answer.data?.total).toBe(60);
    expect(new Set(transactions.map((t) => t.transactionType))).toEqual(new Set(['SALE']));
    const dates = transactions.map((t) => Date.parse(t.transactionDate!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a)); // most recent first
    for (const t of transactions) {
      const basis = value(t.totalFeeBasisAmount);
      const fee = cents(cents(basis * FINAL_VALUE_FEE_RATE) + (basis > 10 ? 0.4 : 0.3));
      // One cent either way: the rate is applied per line item, then added up.
      expect(Math.abs(value(t.totalFeeAmount) - fee)).toBeLessThanOrEqual(0.011);
      expect(value(t.amount)).toBe(cents(basis - value(t.totalFeeAmount)));
      expect([t.transactionStatus, typeof t.payoutId]).toEqual(['PAYOUT', 'string']);
    }
    const order = await world.seller.sell.fulfillment.getOrder(transactions[0]!.orderId!);
    expect(value(transactions[0]!.totalFeeBasisAmount)).toBe(value(order.pricingSummary?.total));
  });

  it('payouts settle the transactions that name them, and the summaries add them up', async () => {
    const { payouts = [], total = 0 } = (await world.seller.sell.finances.getPayouts({ limit: '200' })) ?? {};
    expect(total).toBeGreaterThan(20);
    for (const payout of payouts.slice(0, 3)) {
      const settled =
        (await world.seller.sell.finances.getTransactions({ filter: `payoutId:{${payout.payoutId}}` }))?.transactions ??
        [];
      expect(settled).toHaveLength(payout.transactionCount!);
      expect(cents(settled.reduce((sum, t) => sum + value(t.amount), 0))).toBe(value(payout.amount));
      expect(await world.seller.sell.finances.getPayout(payout.payoutId!)).toEqual(payout);
    }
    expect(payouts[0]?.payoutStatus).toBe('SUCCEEDED');
    const all = (await world.seller.sell.finances.getTransactions({ limit: '1000' }))?.transactions ?? [];
    const sum = cents(all.reduce((s, t) => s + value(t.amount), 0));
    expect(await world.seller.sell.finances.getPayoutSummary()).toEqual({
      amount: { value: sum.toFixed(2), currency: 'USD' },
      payoutCount: total,
      transactionCount: 60,
    });
    expect(
      await world.seller.sell.finances.getTransactionSummary({ filter: 'transactionStatus:{PAYOUT}' }),
    ).toMatchObject({
      creditCount: 60,
      creditAmount: { value: sum.toFixed(2), currency: 'USD' },
      creditBookingEntry: 'CREDIT',
      refundCount: 0,
    });
    expect(await world.seller.sell.finances.getSellerFundsSummary()).toEqual({
      totalFunds: { value: '0.00', currency: 'USD' },
      processingFunds: { value: '0.00', currency: 'USD' },
      availableFunds: { value: '0.00', currency: 'USD' },
      fundsOnHold: { value: '0.00', currency: 'USD' },
    });
  });
});

describe('filters, sorting and paging', () => {
  it('filter by type, buyer and date, sort oldest first, page; 204 when nothing matches', async () => {
    const finances = world.seller.sell.finances;
    expect(await finances.getTransactions({ filter: 'transactionType:{REFUND}' })).toBeUndefined();
    const all = (await finances.getTransactions({ limit: '1000', sort: 'transactionDate' }))?.transactions ?? [];
    const dates = all.map((t) => t.transactionDate!);
    expect(dates).toEqual([...dates].sort());
    const page = await finances.getTransactions({ limit: '2', offset: '1', sort: 'transactionDate' });
    expect([page?.total, page?.transactions?.map((t) => t.transactionId)]).toEqual([
      60,
      all.slice(1, 3).map((t) => t.transactionId),
    ]);
    const buyer = all[0]!.buyer!.username!;
    const bought = (await finances.getTransactions({ filter: `buyerUsername:{${buyer}}`, limit: '1000' }))
      ?.transactions;
    expect(bought?.length).toBe(all.filter((t) => t.buyer?.username === buyer).length);
    const january = all.filter((t) => t.transactionDate! < '2026-02-01T00:00:00.000Z');
    const ranged = await finances.getTransactions({
      filter: 'transactionDate:[2026-01-01T00:00:00.000Z..2026-01-31T23:59:59.999Z]',
      limit: '1000',
    });
    expect(ranged?.total).toBe(january.length);
  });

  it("refuses what eBay's contract refuses, with its error ids", async () => {
    const finances = world.seller.sell.finances;
    const code = async (call: Promise<unknown>): Promise<unknown> =>
      ((await call.catch((e: unknown) => e)) as { code?: number }).code;
    expect(await code(finances.getTransactions({ filter: 'transactionStatus:{SHIPPED}' }))).toBe(135007);
    expect(await code(finances.getTransactions({ filter: 'transactionType:{sale}' }))).toBe(135006);
    expect(await code(finances.getTransactions({ filter: 'transactionId:{12-34567-89012}' }))).toBe(135009);
    expect(await code(finances.getTransactions({ filter: 'transactionDate:[yesterday..today]' }))).toBe(135008);
    expect(await code(finances.getTransactions({ sort: 'amount' }))).toBe(135005);
    expect(await code(finances.getTransactions({ limit: '0' }))).toBe(135003);
    expect(await code(finances.getTransactionSummary())).toBe(135011);
    expect(await code(finances.getPayouts({ filter: 'payoutStatus:{PAID}' }))).toBe(135002);
    expect(
      await code(finances.getPayouts({ filter: 'payoutDate:[2020-01-01T00:00:00.000Z..2026-01-01T00:00:00.000Z]' })),
    ).toBe(135013);
    expect(await code(finances.getPayout('1234567890'))).toBe(135001);
  });
});

describe('each seller', () => {
  it('sees only its own money: another seller has its own sale and none of the test seller’s payouts', async () => {
    const other = await world.signIn('vintage_finds_store');
    try {
      const { transactions = [] } = (await other.sell.finances.getTransactions()) ?? {};
      expect(transactions.map((t) => [t.orderId, t.transactionType])).toEqual([['21-09876-54321', 'SALE']]);
      const mine = (await world.seller.sell.finances.getPayouts({ limit: '1' }))?.payouts?.[0]?.payoutId;
      expect(((await other.sell.finances.getPayout(mine!).catch((e: unknown) => e)) as { code?: number }).code).toBe(
        135001,
      );
    } finally {
      await other.close();
    }
  });
});
