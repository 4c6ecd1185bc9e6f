import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { bestOfferAnswered, counterAsBuyer, makeBestOffer, openOfferOf } from '../flows/best-offers.js';
import { BEST_OFFER_HOURS, bestOffersOn, offerStatus, purchase } from '../flows/buying.js';
import type { BestOffer } from '../world/stores/buying.js';
import { findAnyListing, findListing } from '../flows/listings.js';
import { listingEnded, quantityOf, refusedInput, sellingStatus } from './buying-common.js';
import { amount, tradingItem } from './item-render.js';
import { list, pageOf, text } from './request-body.js';
import { invalidField, itemNotFound, success, type TradingCallInput, type TradingCallResult } from './trading-call.js';
import { price } from './trading-listings.js';

const HOUR = 3_600_000;

/**
 * The emulator's bounds on stored Best Offers (eBay's call pages give none): one open offer (pending or countered) per
 * buyer and listing, and the characters of a buyer's or seller's message.
 */
export const BEST_OFFER_LIMITS = { message: 500 } as const;

/** A Best Offer as Trading's `BestOfferType` (schema order); the buyer is named to the seller. */
export function bestOfferXml(offer: BestOffer, now: number): Record<string, unknown> {
  return {
    BestOfferID: offer.bestOfferId,
    ExpirationTime: new Date(offer.expiresAt).toISOString(),
    Buyer: { UserID: offer.buyer },
    Price: amount(offer.price, offer.currency),
    Status: offerStatus(offer, now),
    Quantity: String(offer.quantity),
    ...(offer.buyerMessage ? { BuyerMessage: offer.buyerMessage } : {}),
    ...(offer.sellerMessage ? { SellerMessage: offer.sellerMessage } : {}),
    BestOfferCodeType: offer.type,
  };
}

/** An accepted offer becomes an order at its price; the listing must still have the units. */
function accept(ctx: EmulatorContext, item: CatalogItem, offer: BestOffer): TradingCallResult | string {
  const live = findListing(ctx, item.legacyItemId);
  if (!live) return listingEnded(item.legacyItemId);
  if (offer.quantity > live.quantity)
    return refusedInput('BestOfferID', `the offer is for ${offer.quantity}; only ${live.quantity} are left.`);
  const bought = purchase(ctx, live, offer.buyer, offer.quantity, offer.price);
  offer.status = 'Accepted';
  offer.orderId = bought.order.orderId;
  return bought.lineItemId;
}

/**
 * PlaceOffer's Best Offer actions, for the buyer: `Offer` makes one on a listing with Best Offer enabled; `Accept`,
 * `Decline` and `Counter` answer the seller's counteroffer named by `Offer.BestOfferID`.
 */
export function placeBestOfferAction(
  { ctx, user, now }: TradingCallInput,
  item: CatalogItem,
  action: 'Offer' | 'Counter' | 'Accept' | 'Decline',
  offer: Record<string, unknown>,
): TradingCallResult {
  if (item.format !== 'FIXED_PRICE' || !item.bestOfferEnabled)
    return refusedInput('Offer.Action', `item ${item.legacyItemId} does not take Best Offers.`);
  const expiresAt = now + BEST_OFFER_HOURS * HOUR;
  const message = text(offer.Message);
  if (message.length > BEST_OFFER_LIMITS.message)
    return refusedInput('Offer.Message', `a message has at most ${BEST_OFFER_LIMITS.message} characters.`);
  if (action === 'Offer') {
    const open = openOfferOf(ctx, item.legacyItemId, user, now);
    if (open)
      return refusedInput(
        'Offer.Action',
        `your Best Offer ${open.bestOfferId} on item ${item.legacyItemId} is still open; answer or wait for it first.`,
      );
    const offered = price(offer.MaxBid);
    if (!offered) return invalidField('Offer.MaxBid');
    const quantity = quantityOf(offer.Quantity, item.quantity);
    if (quantity === undefined)
      return refusedInput('Offer.Quantity', `give a whole number from 1 to the ${item.quantity} available.`);
    const made = makeBestOffer(ctx, item, {
      itemId: item.legacyItemId,
      buyer: user,
      price: offered.value,
      currency: item.currency,
      quantity,
      expiresAt,
      ...(message ? { buyerMessage: message } : {}),
    });
    return success({ SellingStatus: sellingStatus(item), BestOffer: bestOfferXml(made, now) });
  }
  const id = text(offer.BestOfferID);
  const standing = ctx.state.world.buying.bestOffers.get(id);
  if (!standing || standing.itemId !== item.legacyItemId || standing.buyer !== user)
    return refusedInput('Offer.BestOfferID', `no Best Offer ${id} of yours on item ${item.legacyItemId}.`);
  if (offerStatus(standing, now) !== 'Countered')
    return refusedInput('Offer.BestOfferID', `Best Offer ${id} is ${offerStatus(standing, now)}, not a counteroffer.`);
  if (action === 'Accept') {
    const accepted = accept(ctx, item, standing);
    if (typeof accepted !== 'string') return accepted;
    return success({
      SellingStatus: sellingStatus(item),
      TransactionID: accepted,
      BestOffer: bestOfferXml(standing, now),
      OrderLineItemID: `${item.legacyItemId}-${accepted}`,
    });
  }
  if (action === 'Decline') standing.status = 'Declined';
  else {
    const countered = price(offer.MaxBid);
    if (!countered) return invalidField('Offer.MaxBid');
    counterAsBuyer(ctx, item, standing, { price: countered.value, expiresAt, ...(message ? { message } : {}) });
  }
  return success({ SellingStatus: sellingStatus(item), BestOffer: bestOfferXml(standing, now) });
}

/**
 * RespondToBestOffer: the seller accepts (an order at the offer's price) or counters (with `CounterOfferPrice`) one
 * pending Best Offer, or declines one or more, named by `BestOfferID` on their listing; eBay takes one offer per
 * acceptance or counteroffer
 * (https://developer.ebay.com/devzone/xml/docs/Reference/eBay/types/RespondToBestOfferRequestType.html). Each answer
 * is `best-offer.answered`.
 */
export function respondToBestOffer({ ctx, fields, user, now }: TradingCallInput): TradingCallResult {
  const itemId = text(fields.ItemID);
  const item = findAnyListing(ctx, itemId);
  if (!item || item.seller !== user) return itemNotFound(itemId);
  const ids = list(fields.BestOfferID).map(text);
  const offers: BestOffer[] = [];
  for (const id of ids) {
    const offer = ctx.state.world.buying.bestOffers.get(id);
    if (!offer || offer.itemId !== itemId) return refusedInput('BestOfferID', `no Best Offer ${id} on item ${itemId}.`);
    if (offerStatus(offer, now) !== 'Pending')
      return refusedInput(
        'BestOfferID',
        `Best Offer ${id} is ${offerStatus(offer, now)}; only a pending one is answered.`,
      );
    offers.push(offer);
  }
  const action = text(fields.Action);
  const sellerMessage = text(fields.SellerResponse);
  if (sellerMessage.length > BEST_OFFER_LIMITS.message)
    return refusedInput('SellerResponse', `a message has at most ${BEST_OFFER_LIMITS.message} characters.`);
  if (action === 'Counter') {
    const [offer] = offers;
    if (!offer || offers.length > 1) return refusedInput('BestOfferID', 'a counteroffer answers exactly one offer.');
    const counter = price(fields.CounterOfferPrice);
    if (!counter) return invalidField('CounterOfferPrice');
    const quantity =
      fields.CounterOfferQuantity === undefined
        ? offer.quantity
        : quantityOf(fields.CounterOfferQuantity, item.quantity);
    if (quantity === undefined) return invalidField('CounterOfferQuantity');
    Object.assign(offer, {
      price: counter.value,
      quantity,
      status: 'Countered',
      type: 'SellerCounterOffer',
      expiresAt: now + BEST_OFFER_HOURS * HOUR,
    });
  } else if (action === 'Accept') {
    const [offer] = offers;
    if (!offer || offers.length > 1) return refusedInput('BestOfferID', 'an acceptance answers exactly one offer.');
    const accepted = accept(ctx, item, offer);
    if (typeof accepted !== 'string') return accepted;
  } else if (action === 'Decline') {
    for (const offer of offers) offer.status = 'Declined';
  } else return invalidField('Action');
  if (sellerMessage) for (const offer of offers) offer.sellerMessage = sellerMessage;
  for (const offer of offers) bestOfferAnswered(ctx, item, offer, action);
  return success({
    RespondToBestOffer: { BestOffer: offers.map((o) => ({ BestOfferID: o.bestOfferId, CallStatus: 'Success' })) },
  });
}

/** Whether `wanted` (a `BestOfferStatusCodeType`; default `Active`: waiting for an answer) takes the offer. */
function statusMatches(offer: BestOffer, wanted: string, now: number): boolean {
  const status = offerStatus(offer, now);
  if (wanted === 'All') return true;
  if (wanted === 'Active') return status === 'Pending' || status === 'Countered';
  return status === wanted;
}

/**
 * GetBestOffers: the Best Offers the caller may see, on their listings (as seller) or made by them (as buyer).
 * With `ItemID`, that listing's offers (`BestOfferArray` and `Item`); otherwise one `ItemBestOffers` per listing.
 */
export function getBestOffers({ ctx, fields, user, now }: TradingCallInput): TradingCallResult {
  const wanted = text(fields.BestOfferStatus) || 'Active';
  const onlyId = text(fields.BestOfferID);
  const visible = (offer: BestOffer, item: CatalogItem): boolean =>
    (item.seller === user || offer.buyer === user) &&
    (!onlyId || offer.bestOfferId === onlyId) &&
    statusMatches(offer, wanted, now);
  const itemId = text(fields.ItemID);
  const { size, number } = pageOf(fields.Pagination, 25, 200);
  if (itemId) {
    const item = findAnyListing(ctx, itemId);
    const all = bestOffersOn(ctx, itemId);
    if (!item || (item.seller !== user && !all.some((o) => o.buyer === user))) return itemNotFound(itemId);
    const shown = all.filter((o) => visible(o, item));
    const page = shown.slice((number - 1) * size, number * size);
    return success({
      BestOfferArray: page.length ? { BestOffer: page.map((o) => bestOfferXml(o, now)) } : '',
      Item: tradingItem(ctx, item),
      PageNumber: String(number),
      PaginationResult: {
        TotalNumberOfPages: String(Math.ceil(shown.length / size)),
        TotalNumberOfEntries: String(shown.length),
      },
    });
  }
  const byItem = new Map<string, BestOffer[]>();
  for (const offer of ctx.state.world.buying.bestOffers.values()) {
    const item = findAnyListing(ctx, offer.itemId);
    if (item && visible(offer, item)) byItem.set(offer.itemId, [...(byItem.get(offer.itemId) ?? []), offer]);
  }
  // Another user's offer is as unknown as one that does not exist.
  const named = onlyId ? ctx.state.world.buying.bestOffers.get(onlyId) : undefined;
  const namedItem = named && findAnyListing(ctx, named.itemId);
  if (onlyId && (!named || !namedItem || (namedItem.seller !== user && named.buyer !== user)))
    return refusedInput('BestOfferID', `no Best Offer ${onlyId} of yours.`);
  const entries = [...byItem.entries()];
  const page = entries.slice((number - 1) * size, number * size);
  return success({
    ...(page.length
      ? {
          ItemBestOffersArray: {
            ItemBestOffers: page.map(([id, offers]) => {
              const item = findAnyListing(ctx, id) as CatalogItem;
              return {
                Role: item.seller === user ? 'Seller' : 'Buyer',
                BestOfferArray: { BestOffer: offers.map((o) => bestOfferXml(o, now)) },
                Item: tradingItem(ctx, item),
              };
            }),
          },
        }
      : {}),
    PageNumber: String(number),
    PaginationResult: {
      TotalNumberOfPages: String(Math.ceil(entries.length / size)),
      TotalNumberOfEntries: String(entries.length),
    },
  });
}
