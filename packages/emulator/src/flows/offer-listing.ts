// A published offer is a listing of the one listing store (./listings.ts): Browse, Trading, Shopping, Finding and
// checkout read the same record. Publishing, every revision (a changed item, offer, price or quantity, by any
// Inventory call, bulk ones too) and ending go through these functions, so the listing always shows what its offer
// and inventory item say now; Inventory reads a published offer's status, price and quantity back from the listing
// (docs/architecture.md#one-world-one-store-per-thing).
import type { EmulatorContext } from '../context.js';
import { findLeaf } from '../world/categories.js';
import { conditionIdOf } from '../world/category-rules.js';
import type { CatalogItem, ListingFormat } from '../world/stores/listings.js';
import { listedPrice, listedQuantity } from './inventory-rules.js';
import { asFields, inventoryOf } from './inventory-store.js';
import type { Fields, ItemGroup, Offer, SellerInventory } from '../world/stores/inventory.js';
import {
  createListing,
  endListing,
  findAnyListing,
  findListing,
  newListingId,
  reviseListing,
  type NewListing,
} from './listings.js';

/** Inventory's `DAYS_7` is Trading's `Days_7`. */
const duration = (value: unknown): string =>
  typeof value === 'string' && /^DAYS_\d+$/.test(value) ? `Days_${value.slice(5)}` : 'GTC';

/** `product.aspects` as aspect name to values (what the seller gave; the category rules checked it on publishing). */
function aspectsOf(product: Fields): Record<string, string[]> | undefined {
  const out: Record<string, string[]> = Object.fromEntries(
    Object.entries(asFields(product.aspects)).flatMap(([name, values]) =>
      Array.isArray(values) ? [[name, values.filter((v): v is string => typeof v === 'string')]] : [],
    ),
  );
  return Object.keys(out).length ? out : undefined;
}

/** The inventory item group a variation listing shows, if `listingId` is one. */
export function groupOf(inventory: SellerInventory, listingId: string | undefined): ItemGroup | undefined {
  const key = listingId === undefined ? undefined : inventory.groupListings.get(listingId);
  return key === undefined ? undefined : inventory.groups.get(key);
}

/**
 * The listing an offer and its inventory item describe (title, price, quantity, format, category, condition, …). A
 * variation listing (published by inventory item group) shows the group's title, its lowest price and the
 * quantities of its published offers together.
 */
function listingInput(ctx: EmulatorContext, seller: string, offer: Offer): NewListing {
  const inventory = inventoryOf(ctx, seller);
  const listingId = offer.listing?.listingId;
  const group = groupOf(inventory, listingId);
  const variants = group
    ? [...inventory.offers.values()].filter((o) => o.listing?.listingId === listingId && o.status === 'PUBLISHED')
    : [offer];
  const item = inventory.items.get(offer.sku) ?? {};
  const product = asFields(item.product);
  const pricing = asFields(offer.pricingSummary);
  const format: ListingFormat = offer.format === 'AUCTION' ? 'AUCTION' : 'FIXED_PRICE';
  const currency = asFields(format === 'AUCTION' ? pricing.auctionStartPrice : pricing.price).currency;
  const categoryId = String(offer.categoryId ?? '');
  const description = offer.listingDescription ?? product.description;
  const pictures = Array.isArray(product.imageUrls) ? product.imageUrls.filter((u) => typeof u === 'string') : [];
  const aspects = aspectsOf(product);
  const quantities = variants.map((o) => listedQuantity(o, inventory.items.get(o.sku) ?? {}));
  return {
    title: String(group?.title ?? product.title ?? offer.sku),
    price: Math.min(...variants.map(listedPrice)),
    currency: typeof currency === 'string' ? currency : 'USD',
    categoryId,
    // The one category tree names it, as Taxonomy and Trading do (publishing refuses a category it lacks).
    categoryName: findLeaf(categoryId)?.name ?? '',
    conditionId: conditionIdOf(String(item.condition ?? 'NEW')) ?? '1000',
    format,
    quantity: quantities.reduce((sum, n) => sum + (Number.isFinite(n) ? Math.max(0, n) : 0), 0),
    listingDuration: duration(offer.listingDuration),
    // A variation listing's SKU is its group's key, as on eBay.
    sku: group ? String(group.inventoryItemGroupKey) : offer.sku,
    pictures,
    offerId: offer.offerId,
    ...(aspects ? { aspects } : {}),
    ...(typeof description === 'string' ? { description } : {}),
  };
}

/**
 * The active listing of a published offer. An offer whose listing ended elsewhere (Trading `EndItem`, a sale of the
 * last unit) is unpublished from then on, as on eBay: this records it.
 */
export function liveListing(ctx: EmulatorContext, offer: Offer): CatalogItem | undefined {
  if (offer.status !== 'PUBLISHED' || !offer.listing) return undefined;
  const active = findListing(ctx, offer.listing.listingId);
  if (!active) {
    offer.status = 'UNPUBLISHED';
    offer.listing = { ...offer.listing, listingStatus: 'ENDED' };
  }
  return active;
}

/** Whether the offer is published and its listing active. */
export function isLive(ctx: EmulatorContext, offer: Offer): boolean {
  return liveListing(ctx, offer) !== undefined;
}

/** Revises `listing` from `input`; what the offer no longer gives (a price) is left as listed. */
function revise(ctx: EmulatorContext, listing: CatalogItem, input: NewListing): CatalogItem {
  const { price, ...rest } = input;
  return reviseListing(ctx, listing, { ...rest, ...(price > 0 ? { price } : {}) });
}

/**
 * Publishes an offer of `seller` into the one listing store: a new listing, or, while its listing is active, a
 * revision of it from the offer and item as they are now. The caller checked what publishing needs
 * (`publishRefusals`). Returns the listing.
 */
export function publishListing(ctx: EmulatorContext, seller: string, offer: Offer): CatalogItem {
  const live = liveListing(ctx, offer);
  if (live) return revise(ctx, live, listingInput(ctx, seller, offer));
  // Publishing again after the listing ended relists: a new listing, as on eBay.
  const id = newListingId(ctx);
  offer.status = 'PUBLISHED';
  offer.listing = { listingId: id, listingStatus: 'ACTIVE' };
  return createListing(ctx, seller, { ...listingInput(ctx, seller, offer), legacyItemId: id });
}

/**
 * Publishes the offers of an inventory item group as one multiple-variation listing (`groupKey`'s title, the lowest
 * price, the quantities together): the group's active listing revised, else a new one. The caller checked what
 * publishing needs. Returns the listing.
 */
export function publishGroupListing(
  ctx: EmulatorContext,
  seller: string,
  groupKey: string,
  offers: readonly Offer[],
): CatalogItem | undefined {
  const [first] = offers;
  if (!first) return undefined;
  const live = offers.map((o) => liveListing(ctx, o)).find((listing) => listing !== undefined);
  const id = live?.legacyItemId ?? newListingId(ctx);
  inventoryOf(ctx, seller).groupListings.set(id, groupKey);
  for (const offer of offers) {
    offer.status = 'PUBLISHED';
    offer.listing = { listingId: id, listingStatus: 'ACTIVE' };
  }
  const input = listingInput(ctx, seller, first);
  return live ? revise(ctx, live, input) : createListing(ctx, seller, { ...input, legacyItemId: id });
}

/**
 * Carries a change of a published offer or its inventory item (price, quantity, title, …) into its active
 * listing, as eBay revises the listing. Every Inventory call that changes an offer or item calls this (a bulk
 * price and quantity update too); an offer without an active listing is left alone.
 */
export function syncOfferListing(ctx: EmulatorContext, seller: string, offer: Offer): void {
  const active = liveListing(ctx, offer);
  if (active) revise(ctx, active, listingInput(ctx, seller, offer));
}

/**
 * Unpublishes an offer (withdrawOffer, deleting it or its item): the offer goes back to UNPUBLISHED, its listing to
 * ENDED, and the listing ends everywhere unless another published variation keeps it. False when the offer had no
 * active listing.
 */
export function endOfferListing(ctx: EmulatorContext, seller: string, offer: Offer): boolean {
  const active = liveListing(ctx, offer);
  if (!active || !offer.listing) return false;
  const inventory = inventoryOf(ctx, seller);
  const { listingId } = offer.listing;
  offer.status = 'UNPUBLISHED';
  offer.listing = { listingId, listingStatus: 'ENDED' };
  for (const key of inventory.skuLocations.keys())
    if (key.startsWith(`${listingId}\u0000`)) inventory.skuLocations.delete(key);
  // A variation listing stays while another of its offers is published.
  const other = [...inventory.offers.values()].find(
    (o) => o.listing?.listingId === listingId && o.status === 'PUBLISHED',
  );
  if (other) {
    syncOfferListing(ctx, seller, other);
    return true;
  }
  inventory.groupListings.delete(listingId);
  endListing(ctx, active);
  return true;
}

/**
 * An offer as getOffer and getOffers answer it: its status and listing (with the units sold) read from the one
 * listing store, so a sale, a Trading `EndItem` or a sold-out listing shows here; while a single-SKU listing is
 * active, its price and quantity left too.
 */
export function offerView(ctx: EmulatorContext, seller: string, offer: Offer): Fields {
  const live = liveListing(ctx, offer);
  const listing = live ?? (offer.listing ? findAnyListing(ctx, offer.listing.listingId) : undefined);
  if (!listing || !offer.listing) return offer;
  // A variation listing counts the sales of all its variations: a variation's own are not known, so not given.
  const variation = groupOf(inventoryOf(ctx, seller), offer.listing.listingId) !== undefined;
  const listingFields = {
    listingId: offer.listing.listingId,
    ...(variation ? {} : { soldQuantity: listing.quantitySold }),
  };
  if (!live) return { ...offer, listing: { ...listingFields, listingStatus: 'ENDED' } };
  const published = { ...offer, listing: { ...listingFields, listingStatus: 'ACTIVE' } };
  // A variation's own price and quantity are its offer's (and item's); the listing holds the group's.
  if (variation)
    return {
      ...published,
      availableQuantity: listedQuantity(offer, inventoryOf(ctx, seller).items.get(offer.sku) ?? {}),
    };
  const pricing = asFields(offer.pricingSummary);
  const price = { value: live.price.toFixed(2), currency: live.currency };
  return {
    ...published,
    availableQuantity: live.quantity,
    pricingSummary: live.format === 'AUCTION' ? { ...pricing, auctionStartPrice: price } : { ...pricing, price },
  };
}
