import type { CatalogItem } from '../world/stores/listings.js';
import { MAX_BIDS_PER_AUCTION, bidsOn, minimumToBid, placeBid, standings } from '../flows/bidding.js';
import { purchase } from '../flows/buying.js';
import { findEnded, findListing } from '../flows/listings.js';
import { listingEnded, quantityOf, refusedInput, sellingStatus } from './buying-common.js';
import { record, text } from './request-body.js';
import { getBestOffers, placeBestOfferAction, respondToBestOffer } from './trading-best-offers.js';
import { getAllBidders, getBidderList } from './trading-bidders.js';
import { addToWatchList, getMyeBayBuying, removeFromWatchList, setUserNotes } from './trading-my-ebay-buying.js';
import { addSecondChanceItem, verifyAddSecondChanceItem } from './trading-second-chance.js';
import {
  invalidField,
  itemNotFound,
  success,
  type TradingCall,
  type TradingCallInput,
  type TradingCallResult,
} from './trading-call.js';
import { price } from './trading-listings.js';

/** `Bid`: a maximum bid on an auction; eBay bids for the buyer up to it. */
function bid(item: CatalogItem, offer: Record<string, unknown>, input: TradingCallInput): TradingCallResult {
  const { ctx, user } = input;
  if (item.format !== 'AUCTION')
    return refusedInput('Offer.Action', `item ${item.legacyItemId} is fixed-price; buy it with Action Purchase.`);
  const max = price(offer.MaxBid);
  if (!max) return invalidField('Offer.MaxBid');
  if (bidsOn(ctx, item.legacyItemId).length >= MAX_BIDS_PER_AUCTION)
    return refusedInput(
      'Offer.MaxBid',
      `item ${item.legacyItemId} has ${MAX_BIDS_PER_AUCTION} bids, the most it takes.`,
    );
  const [leader] = standings(ctx, item.legacyItemId);
  if (leader?.bidder === user) {
    if (max.value <= leader.maxBid)
      return refusedInput('Offer.MaxBid', `you are the high bidder; a new maximum must exceed your current one.`);
  } else if (max.value < minimumToBid(item)) {
    return refusedInput(
      'Offer.MaxBid',
      `the bid must be at least the minimum to bid, ${minimumToBid(item).toFixed(2)} ${item.currency}.`,
    );
  }
  placeBid(ctx, item, user, max.value);
  return success({ SellingStatus: sellingStatus(item) });
}

/** `Purchase`: buys units of a fixed-price listing at its price, making an order in the one order store. */
function buy(item: CatalogItem, offer: Record<string, unknown>, input: TradingCallInput): TradingCallResult {
  if (item.format !== 'FIXED_PRICE')
    return refusedInput('Offer.Action', `item ${item.legacyItemId} is an auction without Buy It Now; bid on it.`);
  const quantity = quantityOf(offer.Quantity, item.quantity);
  if (quantity === undefined)
    return refusedInput('Offer.Quantity', `give a whole number from 1 to the ${item.quantity} available.`);
  const paid = offer.MaxBid === undefined ? undefined : price(offer.MaxBid);
  // eBay takes a purchase at exactly the listed price (MaxBid), to the cent.
  if (offer.MaxBid !== undefined && paid?.value.toFixed(2) !== item.price.toFixed(2))
    return refusedInput('Offer.MaxBid', `a purchase pays the listed price, ${item.price.toFixed(2)} ${item.currency}.`);
  const bought = purchase(input.ctx, item, input.user, quantity, item.price);
  return success({
    SellingStatus: sellingStatus(item),
    TransactionID: bought.lineItemId,
    OrderLineItemID: `${item.legacyItemId}-${bought.lineItemId}`,
  });
}

/**
 * PlaceOffer: the caller (a buyer, never the seller) bids on an auction, buys from a fixed-price listing, or makes
 * or answers a Best Offer. Unknown items are 17, ended ones 291; a Second Chance Offer is for its recipient only.
 */
export const placeOffer: TradingCall = (input) => {
  const { ctx, fields, user } = input;
  const itemId = text(fields.ItemID);
  if (!itemId) return invalidField('ItemID');
  const item = findListing(ctx, itemId);
  if (!item) return findEnded(ctx, itemId) ? listingEnded(itemId) : itemNotFound(itemId);
  if (item.seller === user)
    return refusedInput(
      'ItemID',
      `item ${itemId} is your own listing; sellers cannot bid on, buy or make offers on it.`,
    );
  const second = ctx.state.world.buying.secondChance.get(itemId);
  if (second && second.recipient !== user)
    return refusedInput('ItemID', `item ${itemId} is a Second Chance Offer made to another bidder.`);
  const offer = record(fields.Offer);
  const action = text(offer.Action);
  if (action === 'Bid') return bid(item, offer, input);
  if (action === 'Purchase') return buy(item, offer, input);
  if (action === 'Offer' || action === 'Counter' || action === 'Accept' || action === 'Decline')
    return placeBestOfferAction(input, item, action, offer);
  return invalidField('Offer.Action');
};

/** The buying calls: bids, purchases, Best Offers, Second Chance Offers and My eBay's buying side. */
export const BUYING_CALLS: Readonly<Record<string, TradingCall>> = {
  PlaceOffer: placeOffer,
  GetBestOffers: getBestOffers,
  RespondToBestOffer: respondToBestOffer,
  GetAllBidders: getAllBidders,
  GetBidderList: getBidderList,
  AddSecondChanceItem: addSecondChanceItem,
  VerifyAddSecondChanceItem: verifyAddSecondChanceItem,
  GetMyeBayBuying: getMyeBayBuying,
  AddToWatchList: addToWatchList,
  RemoveFromWatchList: removeFromWatchList,
  SetUserNotes: setUserNotes,
};
