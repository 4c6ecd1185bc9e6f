// Payouts on the emulator's clock. eBay pays a seller's available funds out on the seller's schedule, daily by
// default ("Daily payouts of Available funds are sent to your bank within 2 days after the buyer's payment is
// confirmed", https://export.ebay.com/en/seller-updates/releases-archive/2022-april-seller-update/fees-financials/;
// https://www.ebay.com/sellercenter/payments-and-fees/payments-and-earnings). The emulator runs that daily schedule
// at 00:00 UTC on its own clock (world/ledger.ts): nothing happens between requests, so each request first makes the
// runs that fell due since the last one (`runDuePayouts`, called by the emulator before routing), and each payout is a
// `payout.sent` event whose consequence records it (world/finances.ts).
import type { EmulatorContext } from '../context.js';
import { emit, type WorldEvent } from './events.js';
import { catchUpPayouts, newPayoutId, payoutDrafts, type FinancesState, type PayoutDraft } from './ledger.js';

/** Emits `payout.sent` for `draft`, paid out at `at` (ms). */
function send(
  ctx: EmulatorContext,
  state: FinancesState,
  draft: PayoutDraft,
  at: number,
  trigger: 'schedule' | 'simulated',
): WorldEvent<'payout.sent'> {
  return emit(ctx, 'payout.sent', {
    payoutId: newPayoutId(state),
    seller: draft.seller,
    amount: draft.amount,
    currency: draft.currency,
    payoutDate: new Date(at).toISOString(),
    transactions: draft.transactions.map((t) => ({
      transactionId: t.transactionId,
      transactionType: t.transactionType,
    })),
    trigger,
  });
}

/**
 * Makes the daily payout runs that fell due on the emulator's clock since the last request (each a `payout.sent`
 * per seller and currency with funds available). Cheap when none is due: one comparison.
 */
export function runDuePayouts(ctx: EmulatorContext): void {
  const state = ctx.state.world.financesInUse;
  const now = ctx.clock.now();
  if (!state || state.nextRunAt > now) return;
  catchUpPayouts(state, now, (draft, runAt) => send(ctx, state, draft, runAt, 'schedule'));
}

/**
 * eBay pays `seller`'s available funds out now (a simulated payout): one `payout.sent` per currency with funds
 * available; none when nothing is available (funds still processing, or refunds outweigh sales).
 */
export function payoutNow(ctx: EmulatorContext, seller: string): WorldEvent<'payout.sent'>[] {
  const state = ctx.state.world.finances;
  const now = ctx.clock.now();
  return payoutDrafts(state.transactions, now, seller).map((draft) => send(ctx, state, draft, now, 'simulated'));
}
