import type { EmulatorContext } from '../context.js';
import type { Bid } from '../world/stores/bids.js';
import type { CatalogItem } from '../world/stores/listings.js';

/**
 * eBay's US bid increment for a current price
 * (https://www.ebay.com/help/buying/auctions-bidding/bidding-increments?id=4014).
 */
export function bidIncrement(current: number): number {
  const steps: [below: number, increment: number][] = [
    [1, 0.05],
    [5, 0.25],
    [25, 0.5],
    [100, 1],
    [250, 2.5],
    [500, 5],
    [1000, 10],
    [2500, 25],
    [5000, 50],
  ];
  return steps.find(([below]) => current < below)?.[1] ?? 100;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** The most bids one auction keeps (the emulator's bound; eBay documents none): further bids are refused. */
export const MAX_BIDS_PER_AUCTION = 1000;

/** The auction's bids, oldest first. */
export function bidsOn(ctx: EmulatorContext, itemId: string): readonly Bid[] {
  return ctx.state.world.bids.bids.get(itemId) ?? [];
}

/** The auctions `bidder` bid on (legacy ids), in the order of their first bid. */
export function auctionsBidOn(ctx: EmulatorContext, bidder: string): string[] {
  return [...ctx.state.world.bids.bids.entries()]
    .filter(([, bids]) => bids.some((b) => b.bidder === bidder))
    .map(([itemId]) => itemId);
}

/** Each bidder's highest maximum, best first (an earlier bid wins a tie, as on eBay). */
export function standings(ctx: EmulatorContext, itemId: string): Bid[] {
  const best = new Map<string, Bid>();
  for (const bid of bidsOn(ctx, itemId)) {
    const held = best.get(bid.bidder);
    if (!held || bid.maxBid > held.maxBid) best.set(bid.bidder, bid);
  }
  return [...best.values()].sort((a, b) => b.maxBid - a.maxBid || a.at - b.at);
}

/** The least the next bid may be: the starting bid before anyone bid, else the current bid plus one increment. */
export function minimumToBid(item: CatalogItem): number {
  return item.bidCount ? cents(item.price + bidIncrement(item.price)) : item.price;
}

/**
 * Places `bidder`'s maximum bid on an active auction (the caller checked it is not theirs and at least the
 * minimum) and moves the listing's current bid, bid count and high bidder as eBay's proxy bidding does: the
 * leader pays one increment over the runner-up's maximum, never more than their own.
 */
export function placeBid(ctx: EmulatorContext, item: CatalogItem, bidder: string, maxBid: number): Bid {
  const state = ctx.state.world.bids;
  const bid: Bid = { itemId: item.legacyItemId, bidder, maxBid, at: ctx.clock.now() };
  const bids = state.bids.get(item.legacyItemId);
  if (bids) bids.push(bid);
  else state.bids.set(item.legacyItemId, [bid]);
  item.startPrice ??= item.price;
  item.bidCount = (item.bidCount ?? 0) + 1;
  const [leader, runnerUp] = standings(ctx, item.legacyItemId);
  if (leader) {
    item.highBidder = leader.bidder;
    item.price = runnerUp
      ? Math.min(leader.maxBid, cents(runnerUp.maxBid + bidIncrement(runnerUp.maxBid)))
      : item.startPrice;
  }
  return bid;
}
