import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { activeListings } from '../flows/listings.js';
import { amount } from './item-render.js';
import { SOLD_PERIOD_DAYS, soldLines, soldOrders } from './trading-sold-list.js';

const DAY = 86_400_000;

/** The currency of a seller's money totals: their listings' (eBay totals in the site's currency), else USD. */
function currencyOf(listings: readonly CatalogItem[]): string {
  return listings[0]?.currency ?? 'USD';
}

const isAuction = (item: CatalogItem): boolean => item.format === 'AUCTION';

/**
 * An active auction that will sell, My eBay's "Will Sell": it has a bidder (the emulator models no reserve price,
 * so every bid meets it).
 */
const willSell = (item: CatalogItem): boolean => isAuction(item) && (item.bidCount ?? 0) > 0;

/** What the seller sold in the past 31 days: units and their value (merchandise, without shipping). */
function soldTotals(ctx: EmulatorContext, seller: string, now: number): { count: number; value: number } {
  const lines = soldLines(soldOrders(ctx, seller, now - SOLD_PERIOD_DAYS * DAY));
  return {
    count: lines.reduce((sum, { line }) => sum + line.quantity, 0),
    value: Math.round(lines.reduce((sum, { line }) => sum + line.unitPrice * line.quantity, 0) * 100) / 100,
  };
}

/**
 * GetMyeBaySelling's `Summary` (MyeBaySellingSummaryType), as eBay defines each field: `ActiveAuctionCount` the
 * active auctions that will sell (a bidder, reserve met), `AuctionSellingCount` every active auction (never a
 * fixed-price listing), `TotalAuctionSellingValue` the current price of the auctions that will sell,
 * `TotalSoldCount` and `TotalSoldValue` the units sold in the past 31 days and their value, `SoldDurationInDays` that
 * period. eBay's classified-ad counts and selling limits are not modelled and left out.
 */
export function sellingSummary(ctx: EmulatorContext, seller: string, now: number): Record<string, unknown> {
  const active = activeListings(ctx, seller);
  const currency = currencyOf(active);
  const auctions = active.filter(isAuction);
  const selling = auctions.filter(willSell);
  const sold = soldTotals(ctx, seller, now);
  return {
    ActiveAuctionCount: String(selling.length),
    AuctionSellingCount: String(auctions.length),
    TotalAuctionSellingValue: amount(
      selling.reduce((sum, item) => sum + item.price, 0),
      currency,
    ),
    TotalSoldCount: String(sold.count),
    TotalSoldValue: amount(sold.value, currency),
    SoldDurationInDays: String(SOLD_PERIOD_DAYS),
  };
}

/**
 * The `SellingSummary` container (SellingSummaryType), returned only when asked for: the same counts, with
 * `TotalAuctionSellingValue` as SellingSummaryType defines it, the value of everything the seller has for sale
 * (each active listing's price times its units still for sale).
 */
export function sellingSummaryContainer(ctx: EmulatorContext, seller: string, now: number): Record<string, unknown> {
  const active = activeListings(ctx, seller);
  return {
    ...sellingSummary(ctx, seller, now),
    TotalAuctionSellingValue: amount(
      active.reduce((sum, item) => sum + item.price * item.quantity, 0),
      currencyOf(active),
    ),
  };
}
