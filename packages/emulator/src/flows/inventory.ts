import type { EmulatorContext } from '../context.js';
import { flowState, randomFor } from '../context.js';
import { apiError } from '../errors.js';
import type { FlowHandler } from '../rest/flow.js';
import { offerView, publishListing, syncOfferListing, withdrawListing } from './offer-listing.js';
import { DEFAULT_TEST_USER } from '../oauth/auth-store.js';
import { jsonResponse } from '../json-response.js';

interface Offer {
  offerId: string;
  sku: string;
  marketplaceId: string;
  format: string;
  status: 'UNPUBLISHED' | 'PUBLISHED';
  listing?: { listingId: string; listingStatus: 'ACTIVE' | 'ENDED' };
  [field: string]: unknown;
}

interface InventoryState {
  items: Map<string, Record<string, unknown>>;
  offers: Map<string, Offer>;
  locations: Map<string, Record<string, unknown>>;
  nextId: number;
}

function state(ctx: EmulatorContext): InventoryState {
  return flowState(ctx, 'inventory', () => ({
    items: new Map(),
    offers: new Map(),
    locations: new Map(),
    nextId: randomFor(ctx, 'inventory-ids').int(10_000_000, 90_000_000),
  }));
}

function inventoryError(status: number, errorId: number, message: string, parameter?: [string, string]): Response {
  return apiError('API_INVENTORY', status, errorId, message, {
    category: 'REQUEST',
    ...(parameter ? { parameter } : {}),
  });
}

const notFound = (what: string, id: string): Response =>
  inventoryError(404, 25710, `We didn't find the ${what} you are requesting.`, [what, id]);

function page<T>(all: T[], query: URLSearchParams): { items: T[]; limit: number; offset: number; total: number } {
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 25) || 25, 1), 200);
  const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
  return { items: all.slice(offset, offset + limit), limit, offset, total: all.length };
}

const createOrReplaceInventoryItem: FlowHandler = ({ params, body, ctx }) => {
  const sku = params.sku ?? '';
  const existed = state(ctx).items.has(sku);
  const item = { ...(body as Record<string, unknown>), sku };
  state(ctx).items.set(sku, item);
  // A published offer's listing follows its item (title, quantity, condition, pictures), as on eBay.
  for (const offer of state(ctx).offers.values()) if (offer.sku === sku) syncOfferListing(ctx, offer, item);
  // eBay answers 201 for a new item and 204 for a replaced one.
  return new Response(null, { status: existed ? 204 : 201 });
};

const getInventoryItem: FlowHandler = ({ params, ctx }) => {
  const item = state(ctx).items.get(params.sku ?? '');
  return item ? jsonResponse(item) : notFound('sku', params.sku ?? '');
};

const getInventoryItems: FlowHandler = ({ query, ctx }) => {
  const { items, limit, offset, total } = page([...state(ctx).items.values()], query);
  return jsonResponse({
    href: `${ctx.origin}/sell/inventory/v1/inventory_item?limit=${limit}&offset=${offset}`,
    limit,
    size: items.length,
    total,
    inventoryItems: items,
  });
};

const deleteInventoryItem: FlowHandler = ({ params, ctx }) => {
  if (!state(ctx).items.delete(params.sku ?? '')) return notFound('sku', params.sku ?? '');
  return new Response(null, { status: 204 });
};

const createOffer: FlowHandler = ({ body, ctx }) => {
  const fields = (body ?? {}) as Record<string, unknown>;
  const sku = typeof fields.sku === 'string' ? fields.sku : '';
  if (!state(ctx).items.has(sku))
    return inventoryError(400, 25702, `The SKU ${sku} is not available in the system.`, ['sku', sku]);
  const s = state(ctx);
  const offerId = String(s.nextId++);
  s.offers.set(offerId, {
    ...fields,
    offerId,
    sku,
    marketplaceId: String(fields.marketplaceId ?? 'EBAY_US'),
    format: String(fields.format ?? 'FIXED_PRICE'),
    status: 'UNPUBLISHED',
  });
  return jsonResponse({ offerId }, { status: 201 });
};

const getOffer: FlowHandler = ({ params, ctx }) => {
  const offer = state(ctx).offers.get(params.offerId ?? '');
  return offer ? jsonResponse(offerView(ctx, offer)) : notFound('offerId', params.offerId ?? '');
};

/** `PUT /offer/{offerId}`: replaces the offer; a published one's listing is revised with it (price, quantity, …). */
const updateOffer: FlowHandler = ({ params, body, ctx }) => {
  const s = state(ctx);
  const offer = s.offers.get(params.offerId ?? '');
  if (!offer) return notFound('offerId', params.offerId ?? '');
  const fields = (body ?? {}) as Record<string, unknown>;
  const updated: Offer = {
    ...fields,
    offerId: offer.offerId,
    sku: offer.sku,
    marketplaceId: offer.marketplaceId,
    format: offer.format,
    status: offer.status,
    ...(offer.listing ? { listing: offer.listing } : {}),
  };
  s.offers.set(offer.offerId, updated);
  syncOfferListing(ctx, updated, s.items.get(offer.sku) ?? {});
  return new Response(null, { status: 204 });
};

const getOffers: FlowHandler = ({ query, ctx }) => {
  const sku = query.get('sku');
  const matching = [...state(ctx).offers.values()].filter((o) => !sku || o.sku === sku);
  if (sku && matching.length === 0) return notFound('sku', sku);
  const { items, limit, offset, total } = page(matching, query);
  return jsonResponse({
    href: `${ctx.origin}/sell/inventory/v1/offer?limit=${limit}&offset=${offset}`,
    limit,
    size: items.length,
    total,
    offers: items.map((offer) => offerView(ctx, offer)),
  });
};

const publishOffer: FlowHandler = ({ params, ctx, token }) => {
  const s = state(ctx);
  const offer = s.offers.get(params.offerId ?? '');
  if (!offer) return notFound('offerId', params.offerId ?? '');
  const item = s.items.get(offer.sku) ?? {};
  const product = (item.product ?? {}) as { title?: unknown };
  const pricing = (offer.pricingSummary ?? {}) as { price?: { value?: unknown; currency?: unknown } };
  if (typeof product.title !== 'string' || pricing.price?.value === undefined) {
    return inventoryError(
      400,
      25002,
      'A user error has occurred. The offer needs a product title and a price before it can be published.',
      ['offerId', offer.offerId],
    );
  }
  // The offer becomes (or revises) a listing of the one listing store: Browse, Trading and checkout see it.
  const listing = publishListing(ctx, offer, item, token?.user ?? DEFAULT_TEST_USER);
  return jsonResponse({ listingId: listing.legacyItemId, warnings: [] });
};

const withdrawOffer: FlowHandler = ({ params, ctx }) => {
  const offer = state(ctx).offers.get(params.offerId ?? '');
  if (!offer) return notFound('offerId', params.offerId ?? '');
  // Ends the listing everywhere; an offer whose listing already ended (EndItem, sold out) is not published.
  if (!withdrawListing(ctx, offer) || !offer.listing)
    return inventoryError(400, 25713, 'This offer is not published.', ['offerId', offer.offerId]);
  return jsonResponse({ listingId: offer.listing.listingId, warnings: [] });
};

const createInventoryLocation: FlowHandler = ({ params, body, ctx }) => {
  const key = params.merchantLocationKey ?? '';
  if (state(ctx).locations.has(key))
    return inventoryError(409, 25803, `The location ${key} already exists.`, ['merchantLocationKey', key]);
  state(ctx).locations.set(key, {
    ...(body as Record<string, unknown>),
    merchantLocationKey: key,
    merchantLocationStatus: 'ENABLED',
  });
  return new Response(null, { status: 204 });
};

const getInventoryLocation: FlowHandler = ({ params, ctx }) => {
  const location = state(ctx).locations.get(params.merchantLocationKey ?? '');
  return location ? jsonResponse(location) : notFound('merchantLocationKey', params.merchantLocationKey ?? '');
};

/** Inventory items, offers, publishing (into Browse), withdrawing and locations, per emulator. */
export const INVENTORY_FLOWS = {
  'sell.inventory.createOrReplaceInventoryItem': createOrReplaceInventoryItem,
  'sell.inventory.getInventoryItem': getInventoryItem,
  'sell.inventory.getInventoryItems': getInventoryItems,
  'sell.inventory.deleteInventoryItem': deleteInventoryItem,
  'sell.inventory.createOffer': createOffer,
  'sell.inventory.getOffer': getOffer,
  'sell.inventory.getOffers': getOffers,
  'sell.inventory.updateOffer': updateOffer,
  'sell.inventory.publishOffer': publishOffer,
  'sell.inventory.withdrawOffer': withdrawOffer,
  'sell.inventory.createInventoryLocation': createInventoryLocation,
  'sell.inventory.getInventoryLocation': getInventoryLocation,
} satisfies Record<string, FlowHandler>;
