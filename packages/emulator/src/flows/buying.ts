import type { EmulatorContext } from '../context.js';
import type { BestOffer } from '../world/stores/buying.js';
import type { CatalogItem } from '../world/stores/listings.js';
import type { FulfillmentOrder } from '../world/stores/orders.js';
import { placeOrder } from './fulfillment/place-order.js';
import { sellFromListing } from './listings.js';
import { sellVariation, type VariationAspect } from './variations.js';

/** eBay's watch list limit (`WatchListMaximum` of AddToWatchList; docs/ebay-facts.md#buying-calls). */
export const WATCH_LIST_MAXIMUM = 400;

/** How long a Best Offer or counteroffer stands before it expires (eBay: 48 hours). */
export const BEST_OFFER_HOURS = 48;

/** The item ids `user` watches (the live list: changing it changes the watch list). */
export function watchListOf(ctx: EmulatorContext, user: string): string[] {
  const lists = ctx.state.world.buying.watchLists;
  let list = lists.get(user);
  if (!list) lists.set(user, (list = []));
  return list;
}

/** `user`'s notes by item id (the live map). */
export function notesOf(ctx: EmulatorContext, user: string): Map<string, string> {
  const notes = ctx.state.world.buying.notes;
  let mine = notes.get(user);
  if (!mine) notes.set(user, (mine = new Map()));
  return mine;
}

/** `user`'s note on an item, if any. */
export function noteOn(ctx: EmulatorContext, user: string, itemId: string): string | undefined {
  return ctx.state.world.buying.notes.get(user)?.get(itemId);
}

/** Records a new Best Offer and hands out its id. */
export function addBestOffer(ctx: EmulatorContext, offer: Omit<BestOffer, 'bestOfferId'>): BestOffer {
  const state = ctx.state.world.buying;
  const made: BestOffer = { ...offer, bestOfferId: String((state.nextOfferId += 7)) };
  state.bestOffers.set(made.bestOfferId, made);
  return made;
}

/** The Best Offers made on an item, oldest first. */
export function bestOffersOn(ctx: EmulatorContext, itemId: string): BestOffer[] {
  return [...ctx.state.world.buying.bestOffers.values()].filter((o) => o.itemId === itemId);
}

/** A Best Offer whose time ran out while it waited for an answer is `Expired`; others keep their status. */
export function offerStatus(offer: BestOffer, now: number): BestOffer['status'] | 'Expired' {
  return (offer.status === 'Pending' || offer.status === 'Countered') && now >= offer.expiresAt
    ? 'Expired'
    : offer.status;
}

/** What a purchase made: the order and its (one) line item. */
export interface Purchase {
  order: FulfillmentOrder;
  lineItemId: string;
}

/**
 * `buyer` buys `quantity` units of an active listing at `unitPrice` (the listed price, or an accepted Best Offer):
 * an order in the one order store, as guest checkout makes (Fulfillment getOrders, Trading GetOrders see it), and
 * the listing sells that many (a sold-out listing ends). From a multiple-variation listing the buyer buys one
 * `variation` (its SKU and aspects): the order line names it, and that variation sells as many.
 */
export function purchase(
  ctx: EmulatorContext,
  item: CatalogItem,
  buyer: string,
  quantity: number,
  unitPrice: number,
  variation?: { sku: string; aspects: VariationAspect[] },
): Purchase {
  const line = { legacyItemId: item.legacyItemId, sku: item.sku ?? '', title: item.title, quantity, unitPrice };
  const order = placeOrder(ctx, {
    lineItems: [variation ? { ...line, sku: variation.sku, variationAspects: variation.aspects } : line],
    buyer,
    seller: item.seller,
    currency: item.currency,
    shippingCost: 0,
  });
  if (variation) sellVariation(ctx, item, variation.sku, quantity);
  sellFromListing(ctx, item, quantity);
  return { order, lineItemId: order.lineItems[0]?.lineItemId ?? '' };
}

/**
 * Ends an auction by selling it to its high bidder at the current bid (Trading EndItem's `SellToHighBidder`):
 * the order goes to the one order store like any purchase. Undefined when nobody bid.
 */
export function sellToHighBidder(ctx: EmulatorContext, item: CatalogItem): Purchase | undefined {
  if (item.format !== 'AUCTION' || !item.highBidder) return undefined;
  return purchase(ctx, item, item.highBidder, item.quantity, item.price);
}

/** The bidder who won an ended auction: its high bidder, when it sold. */
export function winnerOf(item: CatalogItem): string | undefined {
  return item.endedAt !== undefined && item.quantitySold > 0 ? item.highBidder : undefined;
}
