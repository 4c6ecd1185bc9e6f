// A published offer is a listing: the Browse catalog (and with it Trading GetItem) shows it while it is active.
// Publishing, revising (a changed item, offer, price or quantity) and ending go through these functions, so a
// listing always shows what its offer and inventory item say now.
import type { EmulatorContext } from '../context.js';
import { addCatalogItem, browseCatalog, removeCatalogItem } from './catalog-items.js';
import { listedPrice } from './inventory-rules.js';
import { findLeaf } from '../world/categories.js';
import { conditionIdOf } from '../world/category-rules.js';
import { asFields, inventoryOf, nextInventoryId, type Offer } from './inventory-store.js';

/** Listing ids of Inventory listings: above the seeded catalog's (11…), below Trading's (33…). */
const LISTING_ID_BASE = 200_000_000_000;

/** A new listing id. */
export function newListingId(ctx: EmulatorContext): string {
  return String(nextInventoryId(ctx) + LISTING_ID_BASE);
}

const catalogId = (listingId: string): string => `v1|${listingId}|0`;

/**
 * Shows the listing of a published offer of `seller` as it is now. A variation listing (published by inventory
 * item group) shows the group's title and its lowest price.
 */
export function showListing(ctx: EmulatorContext, seller: string, offer: Offer): void {
  if (offer.status !== 'PUBLISHED' || !offer.listing) return;
  const inventory = inventoryOf(ctx, seller);
  const { listingId } = offer.listing;
  const groupKey = inventory.groupListings.get(listingId);
  const group = groupKey === undefined ? undefined : inventory.groups.get(groupKey);
  const variants = group
    ? [...inventory.offers.values()].filter((o) => o.listing?.listingId === listingId && o.status === 'PUBLISHED')
    : [offer];
  const item = inventory.items.get(offer.sku) ?? {};
  const title = String(group?.title ?? asFields(item.product).title ?? offer.sku);
  const price = Math.min(...variants.map(listedPrice));
  const used = item.condition !== undefined && item.condition !== 'NEW';
  const currency = asFields(asFields(offer.pricingSummary).price).currency;
  const existing = browseCatalog(ctx).byId.get(catalogId(listingId));
  addCatalogItem(ctx, {
    itemId: catalogId(listingId),
    legacyItemId: listingId,
    title,
    categoryId: String(offer.categoryId ?? ''),
    // The one category tree names it, as Taxonomy and Trading do (publishing refuses a category it lacks).
    categoryName: findLeaf(String(offer.categoryId ?? ''))?.name ?? '',
    condition: used ? 'USED' : 'NEW',
    conditionId: conditionIdOf(String(item.condition ?? 'NEW')) ?? (used ? '3000' : '1000'),
    price,
    currency: typeof currency === 'string' ? currency : 'USD',
    seller,
    listedAt: existing?.listedAt ?? new Date(ctx.clock.now()).toISOString(),
    sku: offer.sku,
  });
}

/** Ends the listing of a published offer: the offer goes back to UNPUBLISHED, its listing to ENDED. */
export function endListing(ctx: EmulatorContext, seller: string, offer: Offer): void {
  if (offer.status !== 'PUBLISHED' || !offer.listing) return;
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
  if (other) return showListing(ctx, seller, other);
  inventory.groupListings.delete(listingId);
  removeCatalogItem(ctx, catalogId(listingId));
}
