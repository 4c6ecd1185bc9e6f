import type { FlowHandler } from '../rest/flow.js';
import { jsonResponse } from '../json-response.js';
import type { RestErrorEntry } from '../errors.js';
import { endOfferListing, isLive, offerView, publishListing, syncOfferListing } from './offer-listing.js';
import { inventoryPage } from './inventory-paging.js';
import { itemRefusals, offerRefusals, publishRefusals, skuRefusal } from './inventory-rules.js';
import {
  asFields,
  bodyOf,
  inventoryEntry,
  inventoryError,
  inventoryErrors,
  inventoryOf,
  nextInventoryId,
  notFound,
  sellerOf,
} from './inventory-store.js';
import type { Fields, Offer, SellerInventory } from '../world/stores/inventory.js';

// Inventory items and offers of the caller (the token's user), publishing into the one listing store (Browse,
// Trading, checkout: offer-listing.ts) and withdrawing, with eBay's refusals (inventory-rules.ts). Locations, groups, compatibility, SKU location mappings and the bulk calls
// have their own files.

/** The groups each SKU is a variation of, for the item reads (one pass over the groups per call). */
function groupKeysBySku(inventory: SellerInventory): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const [key, group] of inventory.groups)
    for (const sku of group.variantSKUs) keys.set(sku, [...(keys.get(sku) ?? []), key]);
  return keys;
}

/** An item as the reads answer it: what was stored, with the groups it belongs to. */
function readItem(item: Fields, groups: Map<string, string[]>): Fields {
  const keys = groups.get(String(item.sku));
  return keys ? { ...item, inventoryItemGroupKeys: keys } : item;
}

/**
 * The item's `locale`: the language of its text, which the request's Content-Language names (`en-US` is LocaleEnum
 * `en_US`; https://developer.ebay.com/api-docs/sell/inventory/types/slr:LocaleEnum). getInventoryItem answers it
 * (InventoryItemWithSkuLocaleGroupid, https://developer.ebay.com/api-docs/sell/inventory/resources/inventory_item/methods/getInventoryItem).
 */
function localeOf(call: Parameters<FlowHandler>[0]): { locale?: string } {
  const language = call.req.headers.get('content-language')?.trim();
  return language ? { locale: language.replace('-', '_') } : {};
}

const offersOfSku = (inventory: SellerInventory, sku: string): Offer[] =>
  [...inventory.offers.values()].filter((offer) => offer.sku === sku);

const createOrReplaceInventoryItem: FlowHandler = (call) => {
  const sku = call.params.sku ?? '';
  const body = bodyOf(call);
  const refusals = [skuRefusal(sku), ...itemRefusals(body)].filter((r): r is RestErrorEntry => r !== undefined);
  if (refusals.length > 0) return inventoryErrors(400, refusals);
  const seller = sellerOf(call);
  const inventory = inventoryOf(call.ctx, seller);
  const previous = inventory.items.get(sku);
  inventory.items.set(sku, { ...body, sku, ...localeOf(call) });
  // A changed item revises its live listings (title, quantity, condition, pictures), so it must still be what
  // they need.
  const live = offersOfSku(inventory, sku).filter((offer) => isLive(call.ctx, offer));
  const refused = live.flatMap((offer) => publishRefusals(call.ctx, seller, offer));
  if (refused.length > 0) {
    // Only an item that exists can have live listings.
    if (previous) inventory.items.set(sku, previous);
    return inventoryErrors(400, refused);
  }
  for (const offer of live) syncOfferListing(call.ctx, seller, offer);
  // eBay answers 201 for a new item and 204 for a replaced one.
  return new Response(null, { status: previous ? 204 : 201 });
};

const getInventoryItem: FlowHandler = (call) => {
  const sku = call.params.sku ?? '';
  const inventory = inventoryOf(call.ctx, sellerOf(call));
  const item = inventory.items.get(sku);
  return item ? jsonResponse(readItem(item, groupKeysBySku(inventory))) : notFound('sku', sku);
};

const getInventoryItems: FlowHandler = (call) => {
  const inventory = inventoryOf(call.ctx, sellerOf(call));
  const all = [...inventory.items.values()];
  const page = inventoryPage(all, call.query, call.ctx.origin, {
    path: '/sell/inventory/v1/inventory_item',
    defaultLimit: 25,
    maxLimit: 200,
    offsetCounts: 'pages',
  });
  if (page instanceof Response) return page;
  const { items, offset: _offset, ...links } = page;
  const groups = groupKeysBySku(inventory);
  return jsonResponse({
    ...links,
    // `size` is the number of pages here (the contract's InventoryItems.size).
    size: Math.ceil(all.length / page.limit),
    total: all.length,
    inventoryItems: items.map((item) => readItem(item, groups)),
  });
};

/** Deletes an item as eBay does: its offers go (their listings end), and it leaves its groups. */
const deleteInventoryItem: FlowHandler = (call) => {
  const sku = call.params.sku ?? '';
  const seller = sellerOf(call);
  const inventory = inventoryOf(call.ctx, seller);
  if (!inventory.items.delete(sku)) return notFound('sku', sku);
  for (const offer of offersOfSku(inventory, sku)) {
    endOfferListing(call.ctx, seller, offer);
    inventory.offers.delete(offer.offerId);
  }
  for (const group of inventory.groups.values()) group.variantSKUs = group.variantSKUs.filter((s) => s !== sku);
  return new Response(null, { status: 204 });
};

/** Creates an offer of `seller` from `fields`, or the error entries and status eBay answers instead. */
export function createOfferOf(
  call: Parameters<FlowHandler>[0],
  fields: Fields,
): { offer: Offer } | { status: number; errors: RestErrorEntry[] } {
  const inventory = inventoryOf(call.ctx, sellerOf(call));
  const missing = (['sku', 'marketplaceId', 'format'] as const).find(
    (f) => typeof fields[f] !== 'string' || fields[f] === '',
  );
  if (missing)
    return {
      status: 400,
      errors: [inventoryEntry(25709, `Invalid value for ${missing}. It is required.`, [missing, ''])],
    };
  const sku = String(fields.sku);
  const format = String(fields.format);
  const marketplaceId = String(fields.marketplaceId);
  const refusals = offerRefusals(fields, format);
  if (refusals.length > 0) return { status: 400, errors: refusals };
  if (!inventory.items.has(sku))
    return {
      status: 400,
      errors: [inventoryEntry(25702, `${sku} could not be found or is not available in the system.`, ['sku', sku])],
    };
  const existing = offersOfSku(inventory, sku).find((o) => o.marketplaceId === marketplaceId && o.format === format);
  // One offer per SKU, marketplace and format: eBay names the one that exists.
  if (existing)
    return {
      status: 400,
      errors: [
        inventoryEntry(25002, 'A user error has occurred. Offer entity already exists.', ['offerId', existing.offerId]),
      ],
    };
  const offer: Offer = {
    ...fields,
    offerId: String(nextInventoryId(call.ctx)),
    sku,
    marketplaceId,
    format,
    status: 'UNPUBLISHED',
  };
  inventory.offers.set(offer.offerId, offer);
  return { offer };
}

const createOffer: FlowHandler = (call) => {
  const created = createOfferOf(call, bodyOf(call));
  if ('errors' in created) return inventoryErrors(created.status, created.errors);
  return jsonResponse({ offerId: created.offer.offerId }, { status: 201 });
};

/** An offer, its status, price and quantity as its listing shows them (`offerView`). */
const getOffer: FlowHandler = (call) => {
  const seller = sellerOf(call);
  const offer = inventoryOf(call.ctx, seller).offers.get(call.params.offerId ?? '');
  return offer ? jsonResponse(offerView(call.ctx, seller, offer)) : notFound('offerId', call.params.offerId ?? '');
};

const getOffers: FlowHandler = (call) => {
  const { query } = call;
  const sku = query.get('sku');
  if (sku !== null) {
    const refused = skuRefusal(sku);
    if (refused) return inventoryErrors(400, [refused]);
  }
  const marketplace = query.get('marketplace_id');
  const format = query.get('format');
  const seller = sellerOf(call);
  const matching = [...inventoryOf(call.ctx, seller).offers.values()].filter(
    (o) =>
      (sku === null || o.sku === sku) &&
      (!marketplace || o.marketplaceId === marketplace) &&
      (!format || o.format === format),
  );
  if (sku !== null && matching.length === 0) return notFound('sku', sku);
  const page = inventoryPage(matching, query, call.ctx.origin, {
    path: '/sell/inventory/v1/offer',
    defaultLimit: 100,
    maxLimit: Number.MAX_SAFE_INTEGER,
    offsetCounts: 'pages',
  });
  if (page instanceof Response) return page;
  const { items, offset: _offset, ...links } = page;
  return jsonResponse({
    ...links,
    size: items.length,
    total: matching.length,
    offers: items.map((offer) => offerView(call.ctx, seller, offer)),
  });
};

/** Publishes (or, published, revises) `offer`: its listing id, or eBay's refusals. */
export function publishOfferOf(
  call: Parameters<FlowHandler>[0],
  offer: Offer,
): { listingId: string } | { errors: RestErrorEntry[] } {
  const seller = sellerOf(call);
  const refusals = publishRefusals(call.ctx, seller, offer);
  if (refusals.length > 0) return { errors: refusals };
  // The offer becomes (or revises) a listing of the one listing store: Browse, Trading and checkout see it.
  return { listingId: publishListing(call.ctx, seller, offer).legacyItemId };
}

const publishOffer: FlowHandler = (call) => {
  const offer = inventoryOf(call.ctx, sellerOf(call)).offers.get(call.params.offerId ?? '');
  if (!offer) return notFound('offerId', call.params.offerId ?? '');
  const published = publishOfferOf(call, offer);
  if ('errors' in published) return inventoryErrors(400, published.errors);
  return jsonResponse({ listingId: published.listingId, warnings: [] });
};

const withdrawOffer: FlowHandler = (call) => {
  const offer = inventoryOf(call.ctx, sellerOf(call)).offers.get(call.params.offerId ?? '');
  if (!offer) return notFound('offerId', call.params.offerId ?? '');
  // Ends the listing everywhere; an offer whose listing already ended (Trading EndItem, sold out) is not published.
  if (!endOfferListing(call.ctx, sellerOf(call), offer) || !offer.listing)
    return inventoryError(400, 25713, 'This Offer is not available : it is not published.', ['offerId', offer.offerId]);
  return jsonResponse({ listingId: offer.listing.listingId, warnings: [] });
};

/**
 * Replaces an offer (eBay's updateOffer is a complete replacement; its SKU, marketplace and format stay). A
 * published offer's listing is revised, so the revision must still meet what publishing needs.
 */
const updateOffer: FlowHandler = (call) => {
  const seller = sellerOf(call);
  const inventory = inventoryOf(call.ctx, seller);
  const offer = inventory.offers.get(call.params.offerId ?? '');
  if (!offer) return notFound('offerId', call.params.offerId ?? '');
  const { sku: _sku, marketplaceId: _marketplace, format: _format, ...fields } = bodyOf(call);
  const refusals = offerRefusals(fields, offer.format);
  if (refusals.length > 0) return inventoryErrors(400, refusals);
  const live = isLive(call.ctx, offer);
  const { offerId, sku, marketplaceId, format, status, listing } = offer;
  const next: Offer = { ...fields, offerId, sku, marketplaceId, format, status, ...(listing ? { listing } : {}) };
  if (live) {
    const refused = publishRefusals(call.ctx, seller, next);
    if (refused.length > 0) return inventoryErrors(400, refused);
  }
  inventory.offers.set(offerId, next);
  // A published offer's listing is revised with it (price, quantity, category, …) everywhere.
  syncOfferListing(call.ctx, seller, next);
  return new Response(null, { status: 204 });
};

/** Deletes an offer; a published one's listing ends first. */
const deleteOffer: FlowHandler = (call) => {
  const seller = sellerOf(call);
  const inventory = inventoryOf(call.ctx, seller);
  const offer = inventory.offers.get(call.params.offerId ?? '');
  if (!offer) return notFound('offerId', call.params.offerId ?? '');
  endOfferListing(call.ctx, seller, offer);
  inventory.offers.delete(offer.offerId);
  return new Response(null, { status: 204 });
};

/**
 * The expected fees of up to 250 unpublished offers, by marketplace. The emulator charges nothing: each
 * marketplace's insertion fee is 0 (the free listings every seller gets each month).
 */
const getListingFees: FlowHandler = (call) => {
  const inventory = inventoryOf(call.ctx, sellerOf(call));
  const keys = asFields(call.body).offers;
  const ids = Array.isArray(keys) ? keys.map((k) => String(asFields(k).offerId ?? '')) : [];
  const offers = ids.map((id) => inventory.offers.get(id));
  const invalid = ids.length === 0 || ids.length > 250 || offers.some((o) => !o || isLive(call.ctx, o));
  if (invalid)
    return inventoryError(
      400,
      25754,
      'One or more provided offerId(s) are invalid. All offerId(s) in the request should belong to an inventoryItem or inventoryItemGroup for a specific marketplaceId and format.',
    );
  const byMarketplace = new Map<string, string>();
  for (const offer of offers as Offer[]) {
    const currency = asFields(asFields(offer.pricingSummary).price).currency;
    byMarketplace.set(offer.marketplaceId, typeof currency === 'string' ? currency : 'USD');
  }
  return jsonResponse({
    feeSummaries: [...byMarketplace].map(([marketplaceId, currency]) => ({
      marketplaceId,
      fees: [{ feeType: 'InsertionFee', amount: { currency, value: '0.0' } }],
      warnings: [],
    })),
  });
};

/** Inventory items and offers, publishing (into the one listing store), withdrawing, per seller. */
export const INVENTORY_FLOWS = {
  'sell.inventory.createOrReplaceInventoryItem': createOrReplaceInventoryItem,
  'sell.inventory.getInventoryItem': getInventoryItem,
  'sell.inventory.getInventoryItems': getInventoryItems,
  'sell.inventory.deleteInventoryItem': deleteInventoryItem,
  'sell.inventory.createOffer': createOffer,
  'sell.inventory.getOffer': getOffer,
  'sell.inventory.getOffers': getOffers,
  'sell.inventory.updateOffer': updateOffer,
  'sell.inventory.deleteOffer': deleteOffer,
  'sell.inventory.publishOffer': publishOffer,
  'sell.inventory.withdrawOffer': withdrawOffer,
  'sell.inventory.getListingFees': getListingFees,
} satisfies Record<string, FlowHandler>;
