import type { EmulatorContext } from '../context.js';
import { emit, type ListingRef } from '../world/events.js';
import {
  addCatalogItem,
  removeCatalogItem,
  retitleCatalogItem,
  type CatalogItem,
  type ListingEvent,
  type ListingFormat,
  type ShippingOption,
} from '../world/stores/listings.js';

const DAY = 86_400_000;

/**
 * The listing durations eBay takes: auctions run 1, 3, 5, 7 or 10 days; fixed-price listings are GTC (renewed
 * every 30 days) or, where still allowed, a number of days
 * (https://developer.ebay.com/api-docs/sell/inventory/types/slr:ListingDurationEnum).
 */
export const AUCTION_DURATIONS: ReadonlySet<string> = new Set(['Days_1', 'Days_3', 'Days_5', 'Days_7', 'Days_10']);
export const FIXED_PRICE_DURATIONS: ReadonlySet<string> = new Set([...AUCTION_DURATIONS, 'Days_30', 'GTC']);

/** Days of a `Days_N` duration (at most 30); GTC listings renew every 30 days. */
export function durationDays(duration: string): number {
  const days = /^Days_(\d{1,2})$/.exec(duration)?.[1];
  return days ? Math.min(Number(days), 30) : 30;
}

/** When the listing started (ms). */
export function startTimeOf(item: CatalogItem): number {
  return Date.parse(item.listedAt);
}

/** When the listing ends (or ended): a GTC listing's next 30-day renewal, else its start plus its duration. */
export function endTimeOf(ctx: EmulatorContext, item: CatalogItem): number {
  if (item.endedAt !== undefined) return item.endedAt;
  const start = startTimeOf(item);
  if (item.listingDuration !== 'GTC') return start + durationDays(item.listingDuration) * DAY;
  const periods = Math.max(1, Math.ceil((ctx.clock.now() - start) / (30 * DAY)));
  return start + periods * 30 * DAY;
}

/** The active listing behind a Trading `ItemID` (the Browse `legacyItemId`), if any. */
export function findListing(ctx: EmulatorContext, itemId: string): CatalogItem | undefined {
  return ctx.state.world.listings.byId.get(`v1|${itemId}|0`);
}

/** An ended listing of this emulator, if any. */
export function findEnded(ctx: EmulatorContext, itemId: string): CatalogItem | undefined {
  return ctx.state.world.listings.ended.get(itemId);
}

/** The listing with this `legacyItemId`, active or ended. */
export function findAnyListing(ctx: EmulatorContext, itemId: string): CatalogItem | undefined {
  return findListing(ctx, itemId) ?? findEnded(ctx, itemId);
}

/** The seller's active listings, oldest first. */
export function activeListings(ctx: EmulatorContext, seller: string): CatalogItem[] {
  return ctx.state.world.listings.items.filter((item) => item.seller === seller);
}

/** The seller's ended listings, oldest first. */
export function endedListings(ctx: EmulatorContext, seller: string): CatalogItem[] {
  return [...ctx.state.world.listings.ended.values()].filter((item) => item.seller === seller);
}

/** Every listing event, oldest first. */
export function listingEvents(ctx: EmulatorContext): readonly ListingEvent[] {
  return ctx.state.world.listings.events;
}

function record(ctx: EmulatorContext, type: ListingEvent['type'], item: CatalogItem): void {
  ctx.state.world.listings.events.push({
    type,
    itemId: item.legacyItemId,
    at: ctx.clock.now(),
    title: item.title,
    price: item.price,
    currency: item.currency,
  });
}

/** Which listing a listing event is about (values only: the event outlives the record's changes). */
function refOf(item: CatalogItem): ListingRef {
  return {
    itemId: item.itemId,
    legacyItemId: item.legacyItemId,
    seller: item.seller,
    ...(item.sku ? { sku: item.sku } : {}),
    currency: item.currency,
    format: item.format,
  };
}

/** A new listing id (above the seeded catalog's); `createListing` takes one, or hands out the next itself. */
export function newListingId(ctx: EmulatorContext): string {
  return String((ctx.state.world.listings.nextId += 10));
}

/** What a new listing needs, however it is made. */
export interface NewListing {
  /** An id from `newListingId` (a variation listing reserves one before its offers publish); default: the next. */
  legacyItemId?: string;
  title: string;
  price: number;
  currency: string;
  categoryId: string;
  categoryName: string;
  conditionId: string;
  format: ListingFormat;
  quantity: number;
  listingDuration: string;
  sku?: string;
  description?: string;
  pictures?: string[];
  aspects?: Record<string, string[]>;
  relistParentId?: string;
  offerId?: string;
  shipping?: ShippingOption[];
  bestOfferEnabled?: boolean;
}

/** Lists a new item for `seller`: Browse, Trading and the seller's lists see it from now on. */
export function createListing(ctx: EmulatorContext, seller: string, input: NewListing): CatalogItem {
  const legacyItemId = input.legacyItemId ?? newListingId(ctx);
  const used = Number(input.conditionId) >= 3000;
  const item: CatalogItem = {
    itemId: `v1|${legacyItemId}|0`,
    legacyItemId,
    title: input.title,
    categoryId: input.categoryId,
    categoryName: input.categoryName,
    condition: used ? 'USED' : 'NEW',
    conditionId: input.conditionId,
    price: input.price,
    currency: input.currency,
    seller,
    listedAt: new Date(ctx.clock.now()).toISOString(),
    format: input.format,
    quantity: input.quantity,
    quantitySold: 0,
    listingDuration: input.listingDuration,
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.pictures?.length ? { pictures: input.pictures } : {}),
    ...(input.aspects ? { aspects: input.aspects } : {}),
    ...(input.relistParentId ? { relistParentId: input.relistParentId } : {}),
    ...(input.offerId ? { offerId: input.offerId } : {}),
    ...(input.shipping?.length ? { shipping: input.shipping } : {}),
    ...(input.bestOfferEnabled ? { bestOfferEnabled: true } : {}),
  };
  addCatalogItem(ctx.state.world.listings, item);
  record(ctx, 'ItemListed', item);
  emit(ctx, 'listing.created', { ...refOf(item), title: item.title, price: item.price, quantity: item.quantity });
  return item;
}

/** What a revision may change. */
export interface ListingChanges {
  title?: string;
  price?: number;
  quantity?: number;
  description?: string;
  pictures?: string[];
  categoryId?: string;
  categoryName?: string;
  conditionId?: string;
  aspects?: Record<string, string[]>;
  shipping?: ShippingOption[];
}

/**
 * Changes an active listing in place (every reader sees it); records an `ItemRevised` event, and a `PriceChange`
 * event when the price moves, for Trading's seller events; and `listing.revised` in the world, whichever API asked.
 */
export function reviseListing(ctx: EmulatorContext, item: CatalogItem, changes: ListingChanges): CatalogItem {
  const before = { price: item.price, quantity: item.quantity };
  if (changes.title && changes.title !== item.title) {
    item.title = changes.title;
    retitleCatalogItem(ctx.state.world.listings, item);
  }
  if (changes.price !== undefined) item.price = changes.price;
  if (changes.quantity !== undefined) item.quantity = changes.quantity;
  if (changes.description !== undefined) item.description = changes.description;
  if (changes.pictures?.length) item.pictures = changes.pictures;
  if (changes.categoryId) item.categoryId = changes.categoryId;
  if (changes.categoryName) item.categoryName = changes.categoryName;
  if (changes.conditionId) {
    item.conditionId = changes.conditionId;
    item.condition = Number(changes.conditionId) >= 3000 ? 'USED' : 'NEW';
  }
  if (changes.aspects) item.aspects = changes.aspects;
  if (changes.shipping) item.shipping = changes.shipping;
  record(ctx, 'ItemRevised', item);
  if (item.price !== before.price) record(ctx, 'PriceChange', item);
  emit(ctx, 'listing.revised', {
    ...refOf(item),
    before,
    after: { price: item.price, quantity: item.quantity },
  });
  return item;
}

/** Ends an active listing: it leaves Browse and is kept, ended, for Trading and relisting. */
export function endListing(ctx: EmulatorContext, item: CatalogItem): CatalogItem {
  item.endedAt = ctx.clock.now();
  removeCatalogItem(ctx.state.world.listings, item.itemId);
  ctx.state.world.listings.ended.set(item.legacyItemId, item);
  record(ctx, 'ItemEnded', item);
  emit(ctx, 'listing.ended', refOf(item));
  return item;
}

/** Sells `quantity` units of an active listing; a listing with nothing left ends (eBay ends sold-out listings). */
export function sellFromListing(ctx: EmulatorContext, item: CatalogItem, quantity: number): void {
  item.quantity -= quantity;
  item.quantitySold += quantity;
  if (item.quantity <= 0) endListing(ctx, item);
}
