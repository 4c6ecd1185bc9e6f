import type { CatalogItem } from '../world/stores/listings.js';
import { auctionsBidOn, bidsOn } from '../flows/bidding.js';
import type { Bid } from '../world/stores/bids.js';
import { winnerOf } from '../flows/buying.js';
import { endTimeOf, findAnyListing } from '../flows/listings.js';
import { refusedInput } from './buying-common.js';
import { amount, tradingItem } from './item-render.js';
import { text } from './request-body.js';
import { invalidField, itemNotFound, success, type TradingCall } from './trading-call.js';

/** A bid as Trading's `OfferType` (schema order). */
function offerXml(item: CatalogItem, bid: Bid, secondChance: boolean): Record<string, unknown> {
  return {
    Action: 'Bid',
    Currency: item.currency,
    ItemID: item.legacyItemId,
    MaxBid: amount(bid.maxBid, item.currency),
    Quantity: '1',
    SecondChanceEnabled: String(secondChance),
    TimeBid: new Date(bid.at).toISOString(),
    HighestBid: amount(bid.maxBid, item.currency),
    ConvertedPrice: amount(bid.maxBid, item.currency),
    User: { UserID: bid.bidder },
  };
}

/**
 * GetAllBidders: the bids on an auction, newest first, for its seller (a bidder sees their own; anyone else: 17).
 * `CallMode` `EndedListing` and `SecondChanceEligibleEndedListing` need an ended listing; the second keeps only
 * the bidders who did not win, who may get a Second Chance Offer.
 */
export const getAllBidders: TradingCall = ({ ctx, fields, user }) => {
  const itemId = text(fields.ItemID);
  if (!itemId) return invalidField('ItemID');
  const item = findAnyListing(ctx, itemId);
  const bids = bidsOn(ctx, itemId);
  if (!item || (item.seller !== user && !bids.some((b) => b.bidder === user))) return itemNotFound(itemId);
  const mode = text(fields.CallMode) || 'ViewAll';
  const ended = item.endedAt !== undefined;
  if (mode !== 'ViewAll' && !ended)
    return refusedInput('CallMode', `${mode} is for ended listings; item ${itemId} is still active.`);
  // Every bidder but the winner may get a Second Chance Offer once the auction ended.
  const eligible = (bid: Bid): boolean => ended && bid.bidder !== winnerOf(item);
  // A bidder sees their own bids only: other bidders' maximums and names are the seller's to see.
  const seen = item.seller === user ? bids : bids.filter((b) => b.bidder === user);
  const shown = mode === 'SecondChanceEligibleEndedListing' ? seen.filter(eligible) : seen;
  return success({
    BidArray: shown.length ? { Offer: [...shown].reverse().map((b) => offerXml(item, b, eligible(b))) } : '',
    ...(item.highBidder && (item.seller === user || item.highBidder === user) ? { HighBidder: item.highBidder } : {}),
    HighestBid: amount(item.price, item.currency),
    ListingStatus: ended ? 'Completed' : 'Active',
  });
};

/**
 * GetBidderList: the auctions the caller bid on (active and ended, or only active with `ActiveItemsOnly`), within
 * `EndTimeFrom`–`EndTimeTo` when given. Another user's bids are not the caller's to see.
 */
export const getBidderList: TradingCall = ({ ctx, fields, user }) => {
  const asked = text(fields.UserID);
  if (asked && asked !== user) return refusedInput('UserID', 'GetBidderList answers only for the signed-in user.');
  const activeOnly = text(fields.ActiveItemsOnly) === 'true';
  const from = text(fields.EndTimeFrom) ? Date.parse(text(fields.EndTimeFrom)) : -Infinity;
  const to = text(fields.EndTimeTo) ? Date.parse(text(fields.EndTimeTo)) : Infinity;
  if (Number.isNaN(from)) return invalidField('EndTimeFrom');
  if (Number.isNaN(to)) return invalidField('EndTimeTo');
  const items = auctionsBidOn(ctx, user)
    .map((id) => findAnyListing(ctx, id))
    .filter((item): item is CatalogItem => item !== undefined)
    .filter((item) => !activeOnly || item.endedAt === undefined)
    .filter((item) => {
      const end = endTimeOf(ctx, item);
      return end >= from && end <= to;
    });
  return success({
    Bidder: { UserID: user },
    BidItemArray: items.length ? { Item: items.map((item) => tradingItem(ctx, item)) } : '',
  });
};
