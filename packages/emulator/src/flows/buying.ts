import type { EmulatorContext } from '../context.js';
import { flowState } from '../context.js';
import type { CatalogItem } from './catalog-items.js';
import type { FulfillmentOrder } from './fulfillment/orders.js';
import { placeOrder } from './fulfillment/place-order.js';
import { sellFromListing } from './listings.js';

/** eBay's watch list limit (`WatchListMaximum` of AddToWatchList; docs/ebay-facts.md#buying-calls). */
export const WATCH_LIST_MAXIMUM = 400;

/** How long a Best Offer or counteroffer stands before it expires (eBay: 48 hours). */
export const BEST_OFFER_HOURS = 48;

/** A Best Offer on a fixed-price listing, and where its negotiation stands. */
export interface BestOffer {
  bestOfferId: string;
  itemId: string;
  buyer: string;
  /** What the buyer offers per unit, or the seller's counter price once countered. */
  price: number;
  currency: string;
  quantity: number;
  /** `Pending` (the seller's move), `Countered` (the buyer's move), `Accepted`, `Declined`. */
  status: 'Pending' | 'Countered' | 'Accepted' | 'Declined';
  /** Who made the standing offer. */
  type: 'BuyerBestOffer' | 'BuyerCounterOffer' | 'SellerCounterOffer';
  buyerMessage?: string;
  sellerMessage?: string;
  /** Emulator-clock ms. */
  expiresAt: number;
  /** The order an acceptance made. */
  orderId?: string;
}

/** A Second Chance Offer: a new listing only `recipient` may buy, made from an ended auction. */
export interface SecondChanceOffer {
  itemId: string;
  originalItemId: string;
  recipient: string;
}

/** What each user keeps in My eBay, and the Best Offers and Second Chance Offers of this emulator. */
interface BuyingState {
  /** User to the item ids they watch, in the order added. */
  watchLists: Map<string, string[]>;
  /** User to item id to their private note. */
  notes: Map<string, Map<string, string>>;
  bestOffers: Map<string, BestOffer>;
  secondChance: Map<string, SecondChanceOffer>;
  nextOfferId: number;
}

/** This emulator's buying state (cleared by reset with the rest of the flows). */
export function buyingState(ctx: EmulatorContext): BuyingState {
  return flowState(ctx, 'buying', () => ({
    watchLists: new Map(),
    notes: new Map(),
    bestOffers: new Map(),
    secondChance: new Map(),
    nextOfferId: 5_000_000_000,
  }));
}

/** The item ids `user` watches (the live list: changing it changes the watch list). */
export function watchListOf(ctx: EmulatorContext, user: string): string[] {
  const lists = buyingState(ctx).watchLists;
  let list = lists.get(user);
  if (!list) lists.set(user, (list = []));
  return list;
}

/** `user`'s notes by item id (the live map). */
export function notesOf(ctx: EmulatorContext, user: string): Map<string, string> {
  const notes = buyingState(ctx).notes;
  let mine = notes.get(user);
  if (!mine) notes.set(user, (mine = new Map()));
  return mine;
}

/** `user`'s note on an item, if any. */
export function noteOn(ctx: EmulatorContext, user: string, itemId: string): string | undefined {
  return buyingState(ctx).notes.get(user)?.get(itemId);
}

/** Records a new Best Offer and hands out its id. */
export function addBestOffer(ctx: EmulatorContext, offer: Omit<BestOffer, 'bestOfferId'>): BestOffer {
  const state = buyingState(ctx);
  const made: BestOffer = { ...offer, bestOfferId: String((state.nextOfferId += 7)) };
  state.bestOffers.set(made.bestOfferId, made);
  return made;
}

/** The Best Offers made on an item, oldest first. */
export function bestOffersOn(ctx: EmulatorContext, itemId: string): BestOffer[] {
  return [...buyingState(ctx).bestOffers.values()].filter((o) => o.itemId === itemId);
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
 * the listing sells that many (a sold-out listing ends). `paid` false: the buyer commits to buy but has not paid yet.
 */
export function purchase(
  ctx: EmulatorContext,
  item: CatalogItem,
  buyer: string,
  quantity: number,
  unitPrice: number,
  paid = true,
): Purchase {
  const order = placeOrder(ctx, {
    lineItems: [{ legacyItemId: item.legacyItemId, sku: item.sku ?? '', title: item.title, quantity, unitPrice }],
    buyer,
    seller: item.seller,
    currency: item.currency,
    shippingCost: 0,
    paid,
  });
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
