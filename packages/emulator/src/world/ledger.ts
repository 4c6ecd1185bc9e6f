// The seller's money as eBay's Finances API keeps it, as plain records and pure rules: monetary transactions (a SALE
// per paid order, net of its fees; a REFUND per refund), their status over time, and payouts of the available funds.
// The store is world/stores/finances.ts, the consequences that write it world/finances.ts, the payout schedule on the
// emulator's clock world/payouts.ts.
//
// The timing is the emulator's model of eBay's, with ILLUSTRATIVE delays: a sale's funds are processing for a day
// and then available ("eBay generally makes funds available within 2 days of confirming the buyer's payment",
// https://www.ebay.com/sellercenter/payments-and-fees/payments-and-earnings); a daily payout (the default schedule)
// sends what is available at 00:00 UTC each day; a payout reads INITIATED for a day, then SUCCEEDED.
import type { SeededRandom } from '../random.js';
import type { SaleFee } from './fees.js';

/** One day in ms. */
export const DAY_MS = 86_400_000;

/** How long a sale's funds are processing before they are available for a payout (illustrative). */
export const FUNDS_AVAILABLE_AFTER_MS = DAY_MS;

/** How long a payout reads INITIATED before it reads SUCCEEDED (illustrative). */
export const PAYOUT_SUCCEEDS_AFTER_MS = DAY_MS;

/** One monetary transaction of a seller (Finances `Transaction`). */
export interface FinanceTransaction {
  /** A sale's id is its order id, as `getTransactions`' `transactionId` filter describes; a refund's is its refund id. */
  transactionId: string;
  transactionType: 'SALE' | 'REFUND';
  bookingEntry: 'CREDIT' | 'DEBIT';
  orderId: string;
  seller: string;
  buyer: string;
  /** What it credits or debits: a sale's total less its fees, a refund's amount. */
  amount: number;
  currency: string;
  /** When it happened (ISO 8601, emulator clock): a sale when the buyer paid. */
  transactionDate: string;
  salesRecordReference?: string;
  /** The line items: a sale's fee basis and fees per line, a refund's share per line. */
  lineItems: { lineItemId: string; amount: number; fees: SaleFee[] }[];
  /** A sale's total before fees (`totalFeeBasisAmount`) and its fees (`totalFeeAmount`). */
  totalFeeBasis?: number;
  totalFee?: number;
  /** Emulator-clock ms from which its funds count as available for a payout. */
  availableAt: number;
  /** The payout that settled it, once one did. */
  payoutId?: string;
}

/** A payout of a seller's available funds to the seller's bank account (Finances `Payout`). */
export interface PayoutRecord {
  payoutId: string;
  seller: string;
  amount: number;
  currency: string;
  /** When eBay began processing it (ISO 8601). */
  payoutDate: string;
  transactions: { transactionId: string; transactionType: string }[];
}

/** The Finances store of one emulator: every seller's transactions and payouts, and when the next payout run is due. */
export interface FinancesState {
  transactions: FinanceTransaction[];
  payouts: PayoutRecord[];
  /** Draws payout ids. */
  random: SeededRandom;
  /** Emulator-clock ms of the next daily payout run not yet made. */
  nextRunAt: number;
}

/** What one payout would settle: a seller's available transactions in one currency, and their net (above zero). */
export interface PayoutDraft {
  seller: string;
  currency: string;
  amount: number;
  transactions: FinanceTransaction[];
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** The first daily payout run (00:00 UTC) after `ms`. */
export function nextPayoutRun(ms: number): number {
  return (Math.floor(ms / DAY_MS) + 1) * DAY_MS;
}

/** Finances' TransactionStatusEnum of `t` at `now`: processing, available for a payout, or paid out. */
export function transactionStatus(
  t: FinanceTransaction,
  now: number,
): 'FUNDS_PROCESSING' | 'FUNDS_AVAILABLE_FOR_PAYOUT' | 'PAYOUT' {
  if (t.payoutId !== undefined) return 'PAYOUT';
  return now >= t.availableAt ? 'FUNDS_AVAILABLE_FOR_PAYOUT' : 'FUNDS_PROCESSING';
}

/** Finances' PayoutStatusEnum of `p` at `now`. */
export function payoutStatus(p: PayoutRecord, now: number): 'INITIATED' | 'SUCCEEDED' {
  return now >= Date.parse(p.payoutDate) + PAYOUT_SUCCEEDS_AFTER_MS ? 'SUCCEEDED' : 'INITIATED';
}

/** What `t` adds to the seller's funds: a credit counts up, a debit down. */
export function signedAmount(t: FinanceTransaction): number {
  return t.bookingEntry === 'CREDIT' ? t.amount : -t.amount;
}

/** The net of `transactions`, to the cent. */
export function netOf(transactions: readonly FinanceTransaction[]): number {
  return cents(transactions.reduce((sum, t) => sum + signedAmount(t), 0));
}

/**
 * The payouts due at `at`: per seller (only `seller`, when given) and currency, the transactions not paid out whose
 * funds are available by then, when their net is above zero. A net at or below zero waits for more sales.
 */
export function payoutDrafts(transactions: readonly FinanceTransaction[], at: number, seller?: string): PayoutDraft[] {
  const groups = new Map<string, FinanceTransaction[]>();
  for (const t of transactions) {
    if (t.payoutId !== undefined || t.availableAt > at || (seller !== undefined && t.seller !== seller)) continue;
    const key = `${t.seller}\u0000${t.currency}`;
    const group = groups.get(key);
    if (group) group.push(t);
    else groups.set(key, [t]);
  }
  return [...groups.values()].flatMap((list) => {
    const amount = netOf(list);
    const [first] = list;
    return first && amount > 0 ? [{ seller: first.seller, currency: first.currency, amount, transactions: list }] : [];
  });
}

/** A payout id not used yet (ten digits, as eBay's samples show). */
export function newPayoutId(state: FinancesState): string {
  for (;;) {
    const id = `6${state.random.string(9, '0123456789')}`;
    if (!state.payouts.some((p) => p.payoutId === id)) return id;
  }
}

/** Records `payout` and marks the transactions it settles as paid out by it. */
export function applyPayout(state: FinancesState, payout: PayoutRecord): void {
  if (state.payouts.some((p) => p.payoutId === payout.payoutId)) return;
  state.payouts.push(payout);
  const settled = new Set(payout.transactions.map((t) => `${t.transactionType}:${t.transactionId}`));
  for (const t of state.transactions)
    if (t.payoutId === undefined && settled.has(`${t.transactionType}:${t.transactionId}`))
      t.payoutId = payout.payoutId;
}

/**
 * The first payout run worth making after `after`: the first run (not before `state.nextRunAt`) at or after the
 * moment a transaction not paid out, available after `after`, becomes available; undefined when there is none.
 */
export function usefulRunAfter(state: FinancesState, after: number): number | undefined {
  let earliest: number | undefined;
  for (const t of state.transactions)
    if (t.payoutId === undefined && t.availableAt > after && (earliest === undefined || t.availableAt < earliest))
      earliest = t.availableAt;
  if (earliest === undefined) return undefined;
  // A run at exactly `availableAt` pays it.
  const atOrAfter = earliest % DAY_MS === 0 ? earliest : nextPayoutRun(earliest);
  return Math.max(state.nextRunAt, atOrAfter);
}

/**
 * Makes every daily payout run due by `now` that has something to pay, oldest first: `pay` gets each payout due at
 * each run (and must apply it, directly or through an event). Runs with nothing available are skipped, so a clock
 * moved years ahead costs one step per transaction, not per day. Afterwards the next run is the first after `now`.
 */
export function catchUpPayouts(
  state: FinancesState,
  now: number,
  pay: (draft: PayoutDraft, runAt: number) => void,
): void {
  let run = usefulRunAfter(state, -Infinity);
  while (run !== undefined && run <= now) {
    for (const draft of payoutDrafts(state.transactions, run)) pay(draft, run);
    state.nextRunAt = run + DAY_MS;
    run = usefulRunAfter(state, run);
  }
  state.nextRunAt = Math.max(state.nextRunAt, nextPayoutRun(now));
}
