import { hashString, randomForSeed } from '../../random.js';
import { findLeaf } from '../categories.js';
import { seededProduct } from './seed/catalog.js';

/** How a listing sells: Inventory's `FormatTypeEnum` (Trading's `FixedPriceItem` and `Chinese`). */
export type ListingFormat = 'FIXED_PRICE' | 'AUCTION';

/**
 * One listing of the emulator's world: the one record Browse, Trading, Shopping, Finding, Inventory (for the
 * offers it published) and checkout read, and the listing functions (`flows/listings.ts`) change. Objects are changed
 * in place, so whoever holds one sees the current listing (docs/architecture.md#one-world-one-store-per-thing).
 */
export interface CatalogItem {
  itemId: string;
  legacyItemId: string;
  title: string;
  categoryId: string;
  categoryName: string;
  condition: 'NEW' | 'USED';
  conditionId: string;
  /** The fixed price, or an auction's current (starting) bid. */
  price: number;
  currency: string;
  seller: string;
  listedAt: string;
  /** The seller's SKU, when the listing has one. */
  sku?: string;
  format: ListingFormat;
  /** Units still for sale (Browse `estimatedAvailableQuantity`; Trading `Quantity` minus `QuantitySold`). */
  quantity: number;
  /** Units sold so far. */
  quantitySold: number;
  /** `GTC` or `Days_N`. */
  listingDuration: string;
  description?: string;
  pictures?: string[];
  /** Item specifics (aspect name to values), as the seller gave them. */
  aspects?: Record<string, string[]>;
  /** The ended listing this one relists. */
  relistParentId?: string;
  /** Emulator-clock ms at which the listing ended; absent while it is active. */
  endedAt?: number;
  /** The Inventory offer that published it: an Inventory-model listing, which Trading may not revise or relist. */
  offerId?: string;
  /** The seller's flat-rate shipping services (Trading `ShippingDetails`); absent: free shipping (see the README). */
  shipping?: ShippingOption[];
  /** An auction's starting bid (`price` is then its current bid, `flows/bidding.ts`); absent before the first bid. */
  startPrice?: number;
  /** Bids placed on an auction so far (`flows/bidding.ts`). */
  bidCount?: number;
  /** The auction's high bidder, once someone bid. */
  highBidder?: string;
  /** Buyers may make Best Offers (Trading `BestOfferDetails.BestOfferEnabled`; `flows/best-offers.ts`). */
  bestOfferEnabled?: boolean;
}

/** One flat-rate shipping service of a listing (Trading `ShippingServiceOptions`/`InternationalShippingServiceOption`). */
export interface ShippingOption {
  /** eBay's `ShippingServiceCodeType` value, e.g. `USPSPriority`. */
  service: string;
  /** The cost of the first unit. */
  cost: number;
  /** The cost of each further unit of the same order (eBay: the first unit's cost when not given). */
  additionalCost: number;
  /** 1 for the first service the seller offers. */
  priority: number;
  /** Where an international service ships (`ShipToLocation`: a country code, a region or `Worldwide`); absent: domestic. */
  shipTo?: string[];
}

/** A listing event Client Alerts reports (`ItemEnded`, `PriceChange`, `ItemListed`). */
export interface ListingEvent {
  /** `ItemRevised`: any other change of the listing (Trading GetSellerEvents; Client Alerts does not report it). */
  type: 'ItemEnded' | 'PriceChange' | 'ItemListed' | 'ItemRevised';
  itemId: string;
  at: number;
  title: string;
  price: number;
  currency: string;
}

/** Items in the seeded catalog. */
export const CATALOG_SIZE = 3000;

/**
 * The one listing store of an emulator: the seeded catalog plus every listing made here (Inventory publish,
 * Trading Add*, Relist*, `seed.items`), newest last.
 */
export interface BrowseCatalog {
  /** The active listings, in listing order (what search walks). */
  items: CatalogItem[];
  /** The active listings by `itemId`. */
  byId: Map<string, CatalogItem>;
  /** `items[i].title` in lower case at index i, for keyword search (kept in step by the functions below). */
  lowerTitles: string[];
  /** The ended listings by `legacyItemId` (Trading GetItem, GetMyeBaySelling's UnsoldList, relisting). */
  ended: Map<string, CatalogItem>;
  /** What happened to listings, oldest first (Client Alerts). */
  events: ListingEvent[];
  /** The next listing id to hand out (above the seeded ids). */
  nextId: number;
}

/**
 * The catalog an emulator with `seed` starts with (the World makes it on first use): phones to car parts, each in a
 * real leaf with the item specifics and a condition its category allows (./seed/).
 */
export function seedListings(seed: number): BrowseCatalog {
  const random = randomForSeed(seed, 'browse-catalog');
  const items: CatalogItem[] = [];
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < CATALOG_SIZE; i++) {
    const { categoryId, title, aspects, condition, conditionId, price } = seededProduct(random);
    const legacyItemId = String(110000000000 + i * 7919);
    items.push({
      itemId: `v1|${legacyItemId}|0`,
      legacyItemId,
      title,
      categoryId,
      categoryName: findLeaf(categoryId)?.name ?? '',
      condition,
      conditionId,
      price,
      currency: 'USD',
      seller: `seller_${random.int(1, 200)}`,
      listedAt: new Date(start + random.int(0, 300) * 86_400_000).toISOString(),
      format: 'FIXED_PRICE',
      quantity: 1 + (hashString(`v1|${legacyItemId}|0`) % 10),
      quantitySold: 0,
      listingDuration: 'GTC',
      aspects,
    });
  }
  return {
    items,
    byId: new Map(items.map((item) => [item.itemId, item])),
    lowerTitles: items.map((item) => item.title.toLowerCase()),
    ended: new Map(),
    events: [],
    // Above the seeded catalog (11…): listings made here never collide with it.
    nextId: 330_000_000_000 + randomForSeed(seed, 'trading-item-ids').int(0, 9_000_000) * 10,
  };
}

/** Adds (or replaces) an active listing of the catalog; `flows/listings.ts` is the one caller besides `seed.items`. */
export function addCatalogItem(catalog: BrowseCatalog, item: CatalogItem): void {
  const index = catalog.byId.has(item.itemId)
    ? catalog.items.findIndex((i) => i.itemId === item.itemId)
    : catalog.items.length;
  catalog.items[index] = item;
  catalog.lowerTitles[index] = item.title.toLowerCase();
  catalog.byId.set(item.itemId, item);
}

/** Keeps the search index in step after an active listing's title changed in place. */
export function retitleCatalogItem(catalog: BrowseCatalog, item: CatalogItem): void {
  const index = catalog.items.indexOf(item);
  if (index >= 0) catalog.lowerTitles[index] = item.title.toLowerCase();
}

/** Takes an active listing out of the catalog (it ended); `flows/listings.ts` keeps it among the ended ones. */
export function removeCatalogItem(catalog: BrowseCatalog, itemId: string): void {
  catalog.byId.delete(itemId);
  const index = catalog.items.findIndex((i) => i.itemId === itemId);
  if (index < 0) return;
  catalog.items.splice(index, 1);
  catalog.lowerTitles.splice(index, 1);
}
