import type { EmulatorContext } from '../context.js';
import type { FlowHandler } from '../rest/flow.js';
import { jsonResponse } from '../json-response.js';
import {
  asFields,
  bodyOf,
  inventoryError,
  inventoryOf,
  notFound,
  sellerOf,
  skuLocationKey,
} from './inventory-store.js';
import type { SellerInventory } from '../world/stores/inventory.js';
import { isLive } from './offer-listing.js';

// What the caller attaches to an inventory item or a listing: product compatibility (the vehicles a part fits)
// and SKU location mappings (the fulfillment centers a listed SKU ships from, eBay's Multi-warehouse program).

const createOrReplaceProductCompatibility: FlowHandler = (call) => {
  const sku = call.params.sku ?? '';
  const inventory = inventoryOf(call.ctx, sellerOf(call));
  if (!inventory.items.has(sku))
    return inventoryError(400, 25702, `${sku} could not be found or is not available in the system.`, ['sku', sku]);
  const existed = inventory.compatibility.has(sku);
  inventory.compatibility.set(sku, { ...bodyOf(call), sku });
  return new Response(null, { status: existed ? 204 : 201 });
};

const getProductCompatibility: FlowHandler = (call) => {
  const sku = call.params.sku ?? '';
  const compatibility = inventoryOf(call.ctx, sellerOf(call)).compatibility.get(sku);
  return compatibility ? jsonResponse(compatibility) : notFound('sku', sku);
};

const deleteProductCompatibility: FlowHandler = (call) => {
  const sku = call.params.sku ?? '';
  if (!inventoryOf(call.ctx, sellerOf(call)).compatibility.delete(sku)) return notFound('sku', sku);
  return new Response(null, { status: 204 });
};

/** 25904 when the listing is not an active listing of the seller, 25905 when the SKU is not in it. */
function listingRefusal(
  ctx: EmulatorContext,
  inventory: SellerInventory,
  listingId: string,
  sku: string,
): Response | undefined {
  const offers = [...inventory.offers.values()].filter((o) => o.listing?.listingId === listingId && isLive(ctx, o));
  if (offers.length === 0)
    return inventoryError(400, 25904, 'Invalid listing ID or the listing does not belong to the seller.', [
      'listingId',
      listingId,
    ]);
  if (!offers.some((o) => o.sku === sku))
    return inventoryError(400, 25905, 'Invalid SKU value or the SKU value is not defined in the listing.', [
      'sku',
      sku,
    ]);
  return undefined;
}

/** Maps a listed SKU to fulfillment-center locations of the seller (each must exist and be one). */
const createOrReplaceSkuLocationMapping: FlowHandler = (call) => {
  const { listingId = '', sku = '' } = call.params;
  const inventory = inventoryOf(call.ctx, sellerOf(call));
  const refused = listingRefusal(call.ctx, inventory, listingId, sku);
  if (refused) return refused;
  const entries = asFields(call.body).locations;
  const keys = Array.isArray(entries) ? entries.map((e) => String(asFields(e).merchantLocationKey ?? '')) : [];
  if (keys.length === 0)
    return inventoryError(400, 25901, 'Missing a location. Please specify one or more inventory locations.');
  if (new Set(keys).size !== keys.length)
    return inventoryError(
      400,
      25902,
      'One or more duplicate inventory locations were specified. Unique inventory locations must be used.',
    );
  const unknown = keys.find((key) => !inventory.locations.has(key));
  if (unknown !== undefined)
    return inventoryError(400, 25900, 'One or more inventory locations could not be found for the seller.', [
      'merchantLocationKey',
      unknown,
    ]);
  const notCenter = keys.find((key) => {
    const types = inventory.locations.get(key)?.locationTypes;
    return !Array.isArray(types) || !types.includes('FULFILLMENT_CENTER');
  });
  if (notCenter !== undefined)
    return inventoryError(
      400,
      25906,
      'The provided inventory location must be a Fulfillment Center. Please use a Fulfillment Center location or use updateInventoryLocation to change location type to FULFILLMENT_CENTER.',
      ['merchantLocationKey', notCenter],
    );
  inventory.skuLocations.set(skuLocationKey(listingId, sku), keys);
  return new Response(null, { status: 204 });
};

const getSkuLocationMapping: FlowHandler = (call) => {
  const { listingId = '', sku = '' } = call.params;
  const inventory = inventoryOf(call.ctx, sellerOf(call));
  const refused = listingRefusal(call.ctx, inventory, listingId, sku);
  if (refused) return refused;
  const keys = inventory.skuLocations.get(skuLocationKey(listingId, sku));
  if (!keys) return notFound('sku', sku);
  return jsonResponse({ locations: keys.map((merchantLocationKey) => ({ merchantLocationKey })) });
};

const deleteSkuLocationMapping: FlowHandler = (call) => {
  const { listingId = '', sku = '' } = call.params;
  const inventory = inventoryOf(call.ctx, sellerOf(call));
  const refused = listingRefusal(call.ctx, inventory, listingId, sku);
  if (refused) return refused;
  if (!inventory.skuLocations.delete(skuLocationKey(listingId, sku))) return notFound('sku', sku);
  return new Response(null, { status: 204 });
};

/** Product compatibility and SKU location mappings, per seller. */
export const INVENTORY_MAPPING_FLOWS = {
  'sell.inventory.createOrReplaceProductCompatibility': createOrReplaceProductCompatibility,
  'sell.inventory.getProductCompatibility': getProductCompatibility,
  'sell.inventory.deleteProductCompatibility': deleteProductCompatibility,
  'sell.inventory.createOrReplaceSkuLocationMapping': createOrReplaceSkuLocationMapping,
  'sell.inventory.getSkuLocationMapping': getSkuLocationMapping,
  'sell.inventory.deleteSkuLocationMapping': deleteSkuLocationMapping,
} satisfies Record<string, FlowHandler>;
