// The Finances store's records as the Finances API writes them: `Transaction`
// (https://developer.ebay.com/api-docs/sell/finances/types/pay:Transaction) and `Payout`
// (https://developer.ebay.com/api-docs/sell/finances/types/pay:Payout), with their statuses at the emulator's now.
import { payoutStatus, transactionStatus, type FinanceTransaction, type PayoutRecord } from '../world/ledger.js';

/** A Finances `Amount`: the value with two decimals, and the currency. */
export function money(value: number, currency: string): { value: string; currency: string } {
  return { value: value.toFixed(2), currency };
}

/** `t` as a Finances `Transaction` at `now`: a sale with its fee basis and fees per line, a refund with its lines. */
export function transactionJson(t: FinanceTransaction, now: number): Record<string, unknown> {
  const sale = t.transactionType === 'SALE';
  return {
    transactionId: t.transactionId,
    orderId: t.orderId,
    ...(t.salesRecordReference === undefined ? {} : { salesRecordReference: t.salesRecordReference }),
    buyer: { username: t.buyer },
    transactionType: t.transactionType,
    amount: money(t.amount, t.currency),
    bookingEntry: t.bookingEntry,
    transactionDate: t.transactionDate,
    transactionStatus: transactionStatus(t, now),
    ...(t.payoutId === undefined ? {} : { payoutId: t.payoutId }),
    ...(sale
      ? {
          totalFeeBasisAmount: money(t.totalFeeBasis ?? t.amount, t.currency),
          // Returned even when 0, eBay's page says.
          totalFeeAmount: money(t.totalFee ?? 0, t.currency),
        }
      : {}),
    orderLineItems: t.lineItems.map((l) =>
      sale
        ? {
            lineItemId: l.lineItemId,
            feeBasisAmount: money(l.amount, t.currency),
            marketplaceFees: l.fees.map((f) => ({ feeType: f.feeType, amount: money(f.amount, t.currency) })),
          }
        : { lineItemId: l.lineItemId },
    ),
  };
}

/**
 * `p` as a Finances `Payout` at `now`. The account it went to is a placeholder bank account: the emulator keeps no
 * seller bank details.
 */
export function payoutJson(p: PayoutRecord, now: number): Record<string, unknown> {
  return {
    payoutId: p.payoutId,
    payoutStatus: payoutStatus(p, now),
    amount: money(p.amount, p.currency),
    payoutDate: p.payoutDate,
    transactionCount: p.transactions.length,
    payoutInstrument: { instrumentType: 'BANK', nickname: 'Checking', accountLastFourDigits: '0000' },
  };
}
