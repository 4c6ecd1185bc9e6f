import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { noteOn } from '../flows/buying.js';
import { minimumToBid } from '../flows/bidding.js';
import { amount } from './item-render.js';
import { text } from './request-body.js';
import { failure, type TradingCallResult } from './trading-call.js';

/**
 * Error 37 naming the field and saying what to fix: the buying calls' refusals of input that names something
 * the call cannot act on (an own listing, a bid under the minimum, a bidder who did not bid…). See the emulator
 * README's refusals table for each rule.
 */
export function refusedInput(tag: string, why: string): TradingCallResult {
  return failure({
    code: '37',
    shortMessage: 'Input data is invalid.',
    longMessage: `Input data for tag <${tag}> is invalid: ${why}`,
    parameters: [tag],
  });
}

/** Error 291: the listing has ended, so it takes no bids, purchases or offers. */
export function listingEnded(itemId: string): TradingCallResult {
  return failure({
    code: '291',
    shortMessage: 'Auction ended.',
    longMessage: `Item ${itemId} has ended: it takes no more bids, purchases or offers.`,
    parameters: [itemId],
  });
}

/** A listing's `SellingStatusType` after a bid or purchase, in the schema's order. */
export function sellingStatus(item: CatalogItem): Record<string, unknown> {
  const current = amount(item.price, item.currency);
  const active = item.endedAt === undefined;
  return {
    ...(item.format === 'AUCTION' ? { BidCount: String(item.bidCount ?? 0) } : {}),
    ConvertedCurrentPrice: current,
    CurrentPrice: current,
    ...(item.highBidder ? { HighBidder: { UserID: item.highBidder } } : {}),
    ...(item.format === 'AUCTION' && active ? { MinimumToBid: amount(minimumToBid(item), item.currency) } : {}),
    QuantitySold: String(item.quantitySold),
    ListingStatus: active ? 'Active' : 'Completed',
  };
}

/** A whole number of units from 1 up to `most`, or undefined. */
export function quantityOf(value: unknown, most: number): number | undefined {
  const quantity = Number(text(value) || 1);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= most ? quantity : undefined;
}

/** A rendered item with `user`'s SetUserNotes note as `PrivateNotes`, when they wrote one. */
export function withPrivateNotes(
  ctx: EmulatorContext,
  user: string,
  item: Record<string, unknown>,
): Record<string, unknown> {
  const note = noteOn(ctx, user, text(item.ItemID));
  return note === undefined ? item : { ...item, PrivateNotes: note };
}
