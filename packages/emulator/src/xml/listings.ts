import type { EmulatorContext } from '../context.js';
import { flowState, randomFor } from '../context.js';
import { hashString } from '../random.js';
import { addCatalogItem, browseCatalog, removeCatalogItem, type CatalogItem } from '../flows/catalog-items.js';

const DAY = 86_400_000;

/** What the Trading API knows about a listing beyond its Browse catalog entry. */
export interface ListingDetails {
  startTime: number;
  endTime: number;
  quantity: number;
  listingDuration: string;
  description?: string;
  pictures: string[];
  /** Item specifics (aspect name to values), as the seller gave them. */
  aspects?: Record<string, string[]>;
  /** The ended listing this one relists. */
  relistParentId?: string;
}

/** A listing event Client Alerts reports (`ItemEnded`, `PriceChange`, `ItemListed`). */
export interface ListingEvent {
  type: 'ItemEnded' | 'PriceChange' | 'ItemListed';
  itemId: string;
  at: number;
  title: string;
  price: number;
  currency: string;
}

/** An ended listing, kept for RelistFixedPriceItem and GetMyeBaySelling's UnsoldList. */
export interface EndedListing {
  item: CatalogItem;
  details: ListingDetails;
}

interface ListingsState {
  details: Map<string, ListingDetails>;
  ended: Map<string, EndedListing>;
  events: ListingEvent[];
  nextId: number;
}

function state(ctx: EmulatorContext): ListingsState {
  return flowState(ctx, 'trading-listings', () => ({
    details: new Map(),
    ended: new Map(),
    events: [],
    // Above the seeded catalog (11…) and the Inventory listings (2000…): Trading listings never collide.
    nextId: 330_000_000_000 + randomFor(ctx, 'trading-item-ids').int(0, 9_000_000) * 10,
  }));
}

/** A money amount as Trading writes it: text with two decimals and the `currencyID` attribute. */
export function amount(value: number, currency: string): { '#value': string; '@_currencyID': string } {
  return { '#value': value.toFixed(2), '@_currencyID': currency };
}

/** An ISO-8601 duration (`P2DT3H15M0S`) from now until `end`. */
export function timeLeft(now: number, end: number): string {
  const s = Math.max(0, Math.floor((end - now) / 1000));
  return `P${Math.floor(s / 86_400)}DT${Math.floor((s % 86_400) / 3600)}H${Math.floor((s % 3600) / 60)}M${s % 60}S`;
}

/** Days of a `Days_N` duration; GTC listings renew every 30 days. */
export function durationDays(duration: string): number {
  const days = /^Days_(\d+)$/.exec(duration)?.[1];
  return days ? Number(days) : 30;
}

/** The catalog item behind a Trading `ItemID` (the Browse `legacyItemId`), if it is listed. */
export function findListing(ctx: EmulatorContext, itemId: string): CatalogItem | undefined {
  return browseCatalog(ctx).byId.get(`v1|${itemId}|0`);
}

/** Trading details of a listing: recorded for Trading listings, derived from the seed for the others. */
export function detailsOf(ctx: EmulatorContext, item: CatalogItem): ListingDetails {
  const known = state(ctx).details.get(item.legacyItemId);
  if (known) return known;
  const start = Date.parse(item.listedAt);
  const now = ctx.clock.now();
  // A GTC listing renews every 30 days: its end is the next renewal.
  const periods = Math.max(1, Math.ceil((now - start) / (30 * DAY)));
  return {
    startTime: start,
    endTime: start + periods * 30 * DAY,
    quantity: 1 + (hashString(item.itemId) % 10),
    listingDuration: 'GTC',
    pictures: [],
  };
}

/** The seller's active listings, oldest first. */
export function activeListings(ctx: EmulatorContext, seller: string): CatalogItem[] {
  return browseCatalog(ctx).items.filter((item) => item.seller === seller);
}

/** The seller's ended listings, oldest first. */
export function endedListings(ctx: EmulatorContext, seller: string): EndedListing[] {
  return [...state(ctx).ended.values()].filter((ended) => ended.item.seller === seller);
}

/** Every listing event, oldest first. */
export function listingEvents(ctx: EmulatorContext): readonly ListingEvent[] {
  return state(ctx).events;
}

function record(ctx: EmulatorContext, type: ListingEvent['type'], item: CatalogItem): void {
  state(ctx).events.push({
    type,
    itemId: item.legacyItemId,
    at: ctx.clock.now(),
    title: item.title,
    price: item.price,
    currency: item.currency,
  });
}

/** What a new listing needs. */
export interface NewListing {
  title: string;
  price: number;
  currency: string;
  categoryId: string;
  categoryName: string;
  conditionId: string;
  quantity: number;
  listingDuration: string;
  sku?: string;
  description?: string;
  pictures: string[];
  aspects?: Record<string, string[]>;
  relistParentId?: string;
}

/** Lists a new item in the Browse catalog for `seller` and returns it with its details. */
export function createListing(
  ctx: EmulatorContext,
  seller: string,
  input: NewListing,
): { item: CatalogItem; details: ListingDetails } {
  const s = state(ctx);
  const legacyItemId = String((s.nextId += 10));
  const now = ctx.clock.now();
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
    listedAt: new Date(now).toISOString(),
    ...(input.sku ? { sku: input.sku } : {}),
  };
  const details: ListingDetails = {
    startTime: now,
    endTime: now + durationDays(input.listingDuration) * DAY,
    quantity: input.quantity,
    listingDuration: input.listingDuration,
    pictures: input.pictures,
    ...(input.aspects ? { aspects: input.aspects } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.relistParentId ? { relistParentId: input.relistParentId } : {}),
  };
  addCatalogItem(ctx, item);
  s.details.set(legacyItemId, details);
  record(ctx, 'ItemListed', item);
  return { item, details };
}

/** Changes an active listing; records a `PriceChange` event when the price moves. */
export function reviseListing(
  ctx: EmulatorContext,
  item: CatalogItem,
  changes: {
    title?: string;
    price?: number;
    quantity?: number;
    description?: string;
    pictures?: string[];
    category?: { id: string; name: string };
    conditionId?: string;
    aspects?: Record<string, string[]>;
  },
): { item: CatalogItem; details: ListingDetails } {
  const revised: CatalogItem = {
    ...item,
    ...(changes.title ? { title: changes.title } : {}),
    ...(changes.price !== undefined ? { price: changes.price } : {}),
    ...(changes.category ? { categoryId: changes.category.id, categoryName: changes.category.name } : {}),
    ...(changes.conditionId
      ? { conditionId: changes.conditionId, condition: Number(changes.conditionId) >= 3000 ? 'USED' : 'NEW' }
      : {}),
  };
  const details: ListingDetails = {
    ...detailsOf(ctx, item),
    ...(changes.quantity !== undefined ? { quantity: changes.quantity } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.pictures?.length ? { pictures: changes.pictures } : {}),
    ...(changes.aspects ? { aspects: changes.aspects } : {}),
  };
  addCatalogItem(ctx, revised);
  state(ctx).details.set(item.legacyItemId, details);
  if (revised.price !== item.price) record(ctx, 'PriceChange', revised);
  return { item: revised, details };
}

/** Ends an active listing: it leaves the catalog and is kept for relisting. */
export function endListing(ctx: EmulatorContext, item: CatalogItem): EndedListing {
  const now = ctx.clock.now();
  const ended: EndedListing = { item, details: { ...detailsOf(ctx, item), endTime: now } };
  removeCatalogItem(ctx, item.itemId);
  state(ctx).details.delete(item.legacyItemId);
  state(ctx).ended.set(item.legacyItemId, ended);
  record(ctx, 'ItemEnded', item);
  return ended;
}

/** An ended listing of this emulator, if any. */
export function findEnded(ctx: EmulatorContext, itemId: string): EndedListing | undefined {
  return state(ctx).ended.get(itemId);
}
