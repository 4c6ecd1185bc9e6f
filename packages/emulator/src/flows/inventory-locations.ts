import type { FlowHandler } from '../rest/flow.js';
import { jsonResponse } from '../json-response.js';
import { inventoryPage } from './inventory-paging.js';
import { asFields, bodyOf, inventoryError, inventoryOf, nextInventoryId, sellerOf } from './inventory-store.js';
import type { Fields } from '../world/stores/inventory.js';

// Inventory locations of the caller: created, read, listed, updated, enabled/disabled and deleted, with eBay's
// location errors (sell_inventory_v1_oas3.json, 25800–25806). What a location needs is on eBay's
// createInventoryLocation page: a warehouse needs a country and a postal code or a city and state; a store or a
// fulfillment center a full address.

const MAX_KEY_LENGTH = 36;

/** 404 errorId 25805, eBay's answer for a location key the seller does not have. */
const locationNotFound = (key: string): Response =>
  inventoryError(404, 25805, 'merchantLocationKey Not Found.', ['merchantLocationKey', key]);

/** The first field a location body misses, as eBay names it (25801), or undefined. */
function missingField(location: Fields, types: string[]): string | undefined {
  const address = asFields(asFields(location.location).address);
  const has = (field: string): boolean => typeof address[field] === 'string' && address[field] !== '';
  const full = types.includes('STORE') || types.includes('FULFILLMENT_CENTER');
  const needed = full
    ? ['country', 'addressLine1', 'city', 'stateOrProvince', 'postalCode']
    : has('postalCode') || !has('city')
      ? ['country', 'postalCode']
      : ['country', 'city', 'stateOrProvince'];
  const missing = needed.find((field) => !has(field));
  return missing === undefined ? undefined : `location.address.${missing}`;
}

const typesOf = (body: Fields): string[] =>
  Array.isArray(body.locationTypes) ? body.locationTypes.map(String) : ['WAREHOUSE'];

const createInventoryLocation: FlowHandler = (call) => {
  const key = call.params.merchantLocationKey ?? '';
  const body = bodyOf(call);
  if (key.length > MAX_KEY_LENGTH)
    return inventoryError(400, 25800, 'Invalid merchantLocationKey.', ['merchantLocationKey', key]);
  const locations = inventoryOf(call.ctx, sellerOf(call)).locations;
  if (locations.has(key))
    return inventoryError(409, 25803, 'merchantLocationKey already exists.', ['merchantLocationKey', key]);
  const types = typesOf(body);
  const missing = missingField(body, types);
  if (missing) return inventoryError(400, 25801, `Missing field ${missing}.`, ['fieldName', missing]);
  const location = asFields(body.location);
  locations.set(key, {
    ...body,
    // eBay gives every location an id of its own, next to the seller's key.
    location: { ...location, locationId: String(nextInventoryId(call.ctx)) },
    locationTypes: types,
    merchantLocationKey: key,
    merchantLocationStatus: body.merchantLocationStatus === 'DISABLED' ? 'DISABLED' : 'ENABLED',
  });
  return new Response(null, { status: 204 });
};

const getInventoryLocation: FlowHandler = (call) => {
  const key = call.params.merchantLocationKey ?? '';
  const location = inventoryOf(call.ctx, sellerOf(call)).locations.get(key);
  return location ? jsonResponse(location) : locationNotFound(key);
};

const getInventoryLocations: FlowHandler = (call) => {
  const all = [...inventoryOf(call.ctx, sellerOf(call)).locations.values()];
  const page = inventoryPage(all, call.query, call.ctx.origin, {
    path: '/sell/inventory/v1/location',
    defaultLimit: 100,
    maxLimit: Number.MAX_SAFE_INTEGER,
    offsetCounts: 'records',
  });
  if (page instanceof Response) return page;
  const { items, ...links } = page;
  return jsonResponse({ ...links, total: all.length, locations: items });
};

/**
 * Changes what may change of a location (name, hours, phone, instructions, types, web URL, …); its key and
 * physical address stay as created, as eBay keeps them.
 */
const updateInventoryLocation: FlowHandler = (call) => {
  const key = call.params.merchantLocationKey ?? '';
  const locations = inventoryOf(call.ctx, sellerOf(call)).locations;
  const location = locations.get(key);
  if (!location) return locationNotFound(key);
  const { location: _address, merchantLocationKey: _key, merchantLocationStatus: _status, ...changes } = bodyOf(call);
  locations.set(key, { ...location, ...changes });
  return new Response(null, { status: 204 });
};

function setStatus(status: 'ENABLED' | 'DISABLED'): FlowHandler {
  return (call) => {
    const key = call.params.merchantLocationKey ?? '';
    const location = inventoryOf(call.ctx, sellerOf(call)).locations.get(key);
    if (!location) return locationNotFound(key);
    location.merchantLocationStatus = status;
    return jsonResponse({});
  };
}

const deleteInventoryLocation: FlowHandler = (call) => {
  const key = call.params.merchantLocationKey ?? '';
  const locations = inventoryOf(call.ctx, sellerOf(call)).locations;
  const location = locations.get(key);
  if (!location) return locationNotFound(key);
  if (typesOf(location).includes('FULFILLMENT_CENTER'))
    return inventoryError(
      400,
      25806,
      'Deletion is not allowed when the location type of an inventory location has been set to fulfillment center. However, you may disable it.',
      ['merchantLocationKey', key],
    );
  locations.delete(key);
  return new Response(null, { status: 204 });
};

/** Inventory locations, per seller. */
export const INVENTORY_LOCATION_FLOWS = {
  'sell.inventory.createInventoryLocation': createInventoryLocation,
  'sell.inventory.getInventoryLocation': getInventoryLocation,
  'sell.inventory.getInventoryLocations': getInventoryLocations,
  'sell.inventory.updateInventoryLocation': updateInventoryLocation,
  'sell.inventory.enableInventoryLocation': setStatus('ENABLED'),
  'sell.inventory.disableInventoryLocation': setStatus('DISABLED'),
  'sell.inventory.deleteInventoryLocation': deleteInventoryLocation,
} satisfies Record<string, FlowHandler>;
