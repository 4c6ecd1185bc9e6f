import type { EmulatorContext } from '../context.js';
import { leafCategory } from '../xml/categories.js';
import type { CatalogItem, ListingFormat } from './catalog-items.js';
import { createListing, endListing, findAnyListing, findListing, reviseListing, type NewListing } from './listings.js';

/** What this module reads of an Inventory offer (the record `./inventory.ts` keeps). */
export interface OfferRecord {
  offerId: string;
  sku: string;
  format: string;
  status: 'UNPUBLISHED' | 'PUBLISHED';
  listing?: { listingId: string; listingStatus: 'ACTIVE' | 'ENDED' };
  [field: string]: unknown;
}

/** eBay's condition ids of the Inventory API's `ConditionEnum` values. */
const CONDITION_IDS: Readonly<Record<string, string>> = {
  NEW: '1000',
  NEW_OTHER: '1500',
  NEW_WITH_DEFECTS: '1750',
  CERTIFIED_REFURBISHED: '2000',
  MANUFACTURER_REFURBISHED: '2000',
  EXCELLENT_REFURBISHED: '2010',
  VERY_GOOD_REFURBISHED: '2020',
  GOOD_REFURBISHED: '2030',
  SELLER_REFURBISHED: '2500',
  LIKE_NEW: '2750',
  PRE_OWNED_EXCELLENT: '2990',
  USED_EXCELLENT: '3000',
  PRE_OWNED_FAIR: '3010',
  USED_VERY_GOOD: '4000',
  USED_GOOD: '5000',
  USED_ACCEPTABLE: '6000',
  FOR_PARTS_OR_NOT_WORKING: '7000',
};

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/**
 * The quantity a listing offers: the lower of the offer's `availableQuantity` and the item's ship-to-home quantity
 * when both are set, as eBay takes it (developer.ebay.com/support/kb-article?KBid=5100).
 */
function quantityOf(offer: OfferRecord, item: Record<string, unknown>): number {
  const own = numberOf(offer.availableQuantity);
  const stock = numberOf(recordOf(recordOf(item.availability).shipToLocationAvailability).quantity);
  const given = [own, stock].filter((n): n is number => n !== undefined);
  return given.length ? Math.max(0, Math.min(...given)) : 0;
}

/** Inventory's `DAYS_7` is Trading's `Days_7`. */
const duration = (value: unknown): string =>
  typeof value === 'string' && /^DAYS_\d+$/.test(value) ? `Days_${value.slice(5)}` : 'GTC';

/** The listing an offer and its inventory item describe (title, price, quantity, format, category, …). */
function listingInput(ctx: EmulatorContext, offer: OfferRecord, item: Record<string, unknown>): NewListing {
  const product = recordOf(item.product);
  const pricing = recordOf(offer.pricingSummary);
  const format: ListingFormat = offer.format === 'AUCTION' ? 'AUCTION' : 'FIXED_PRICE';
  const price = recordOf(format === 'AUCTION' ? (pricing.auctionStartPrice ?? pricing.price) : pricing.price);
  const categoryId = String(offer.categoryId ?? '');
  const description = offer.listingDescription ?? product.description;
  const pictures = Array.isArray(product.imageUrls) ? product.imageUrls.filter((u) => typeof u === 'string') : [];
  return {
    title: String(product.title ?? ''),
    price: numberOf(price.value) ?? 0,
    currency: typeof price.currency === 'string' ? price.currency : 'USD',
    categoryId,
    categoryName: leafCategory(ctx, categoryId)?.name ?? 'Everything Else',
    conditionId: CONDITION_IDS[String(item.condition ?? 'NEW')] ?? '1000',
    format,
    quantity: quantityOf(offer, item),
    listingDuration: duration(offer.listingDuration),
    sku: offer.sku,
    pictures,
    offerId: offer.offerId,
    ...(typeof description === 'string' ? { description } : {}),
  };
}

/** The listing an offer published (active or ended), if any. */
export function offerListing(ctx: EmulatorContext, offer: OfferRecord): CatalogItem | undefined {
  return offer.listing ? findAnyListing(ctx, offer.listing.listingId) : undefined;
}

/**
 * Publishes an offer into the one listing store: a new listing, or, when the offer's listing is active, a revision
 * of it from the offer and item as they are now. Returns the listing.
 */
export function publishListing(
  ctx: EmulatorContext,
  offer: OfferRecord,
  item: Record<string, unknown>,
  seller: string,
): CatalogItem {
  const input = listingInput(ctx, offer, item);
  const active = offer.listing ? findListing(ctx, offer.listing.listingId) : undefined;
  const listing = active ? reviseListing(ctx, active, input) : createListing(ctx, seller, input);
  offer.status = 'PUBLISHED';
  offer.listing = { listingId: listing.legacyItemId, listingStatus: 'ACTIVE' };
  return listing;
}

/**
 * Carries a change of a published offer or its inventory item (price, quantity, title, …) into its active
 * listing, as eBay revises the listing. Every Inventory call that changes an offer or item calls this (a bulk
 * price and quantity update too). What the offer or item no longer gives (a price, a title) is left as listed.
 */
export function syncOfferListing(ctx: EmulatorContext, offer: OfferRecord, item: Record<string, unknown>): void {
  const active = offer.listing ? findListing(ctx, offer.listing.listingId) : undefined;
  if (!active) return;
  const { price, ...input } = listingInput(ctx, offer, item);
  reviseListing(ctx, active, { ...input, ...(price > 0 ? { price } : {}) });
}

/** Ends the offer's active listing everywhere (withdrawOffer); false when it has none. */
export function withdrawListing(ctx: EmulatorContext, offer: OfferRecord): boolean {
  const active = offer.listing ? findListing(ctx, offer.listing.listingId) : undefined;
  if (!active || !offer.listing) return false;
  endListing(ctx, active);
  offer.status = 'UNPUBLISHED';
  offer.listing = { ...offer.listing, listingStatus: 'ENDED' };
  return true;
}

/**
 * An offer as getOffer and getOffers answer it: its status and listing, and while the listing is active its price
 * and quantity, read from the one listing store, so a sale, a Trading `EndItem` or a sold-out listing shows here.
 */
export function offerView(ctx: EmulatorContext, offer: OfferRecord): Record<string, unknown> {
  const listing = offerListing(ctx, offer);
  if (!listing || !offer.listing) return { ...offer, status: 'UNPUBLISHED' };
  const listingFields = { listingId: listing.legacyItemId, soldQuantity: listing.quantitySold };
  if (listing.endedAt !== undefined)
    return { ...offer, status: 'UNPUBLISHED', listing: { ...listingFields, listingStatus: 'ENDED' } };
  const pricing = recordOf(offer.pricingSummary);
  const price = { value: listing.price.toFixed(2), currency: listing.currency };
  return {
    ...offer,
    status: 'PUBLISHED',
    listing: { ...listingFields, listingStatus: 'ACTIVE' },
    availableQuantity: listing.quantity,
    pricingSummary: listing.format === 'AUCTION' ? { ...pricing, auctionStartPrice: price } : { ...pricing, price },
  };
}
