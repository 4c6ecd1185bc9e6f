// The bids of the emulator's auctions (flows/bidding.ts: Trading PlaceOffer, GetAllBidders, GetBidderList).

/** One bid of an auction: a buyer's maximum (eBay bids for them up to it, proxy bidding). */
export interface Bid {
  itemId: string;
  bidder: string;
  maxBid: number;
  /** Emulator-clock ms. */
  at: number;
}

/** Every bid placed in this emulator, per auction (`legacyItemId`), oldest first. */
export interface BiddingState {
  bids: Map<string, Bid[]>;
}

/** The bid store of a new (or reset) emulator: no bids yet. */
export function createBiddingState(): BiddingState {
  return { bids: new Map() };
}
