// What the Inventory flows (inventory.ts, inventory-locations.ts, inventory-groups.ts, inventory-mappings.ts,
// inventory-bulk.ts) share: each seller's inventory in the World's store (world/stores/inventory.ts), new ids, and
// the Inventory API's errors.
import type { EmulatorContext } from '../context.js';
import { apiError, restError, type RestErrorEntry } from '../errors.js';
import { DEFAULT_TEST_USER } from '../oauth/index.js';
import type { RestCall } from '../rest/flow.js';
import type { Fields, SellerInventory } from '../world/stores/inventory.js';

/** The seller a call acts for: the token's user (classic tokens carry none: the default test user). */
export function sellerOf(call: RestCall): string {
  return call.token?.user ?? DEFAULT_TEST_USER;
}

/** The inventory of `seller`, empty until the seller creates something. */
export function inventoryOf(ctx: EmulatorContext, seller: string): SellerInventory {
  const sellers = ctx.state.world.inventory.sellers;
  let inventory = sellers.get(seller);
  if (!inventory) {
    inventory = {
      items: new Map(),
      offers: new Map(),
      locations: new Map(),
      groups: new Map(),
      compatibility: new Map(),
      skuLocations: new Map(),
      groupListings: new Map(),
    };
    sellers.set(seller, inventory);
  }
  return inventory;
}

/** A fresh id (offers, location ids). */
export function nextInventoryId(ctx: EmulatorContext): number {
  return ctx.state.world.inventory.nextId++;
}

/** The key of a SKU location mapping. */
export function skuLocationKey(listingId: string, sku: string): string {
  return `${listingId}\u0000${sku}`;
}

/** An Inventory error entry in eBay's shape (domain API_INVENTORY), for single answers and bulk entries alike. */
export function inventoryEntry(errorId: number, message: string, parameter?: [string, string]): RestErrorEntry {
  return {
    errorId,
    domain: 'API_INVENTORY',
    category: 'REQUEST',
    message,
    longMessage: message,
    ...(parameter ? { parameters: [{ name: parameter[0], value: parameter[1] }] } : {}),
  };
}

/** An Inventory error answer. */
export function inventoryError(
  status: number,
  errorId: number,
  message: string,
  parameter?: [string, string],
): Response {
  return apiError('API_INVENTORY', status, errorId, message, parameter ? { parameter } : {});
}

/** An answer with several Inventory errors (a publish that misses more than one thing). */
export function inventoryErrors(status: number, entries: RestErrorEntry[]): Response {
  return restError(status, ...entries);
}

/** 404 errorId 25710, eBay's answer for a SKU, offer or compatibility that does not exist (for this seller). */
export const notFound = (parameter: string, value: string): Response =>
  inventoryError(404, 25710, "We didn't find the resource/entity you are requesting. Please verify the request", [
    parameter,
    value,
  ]);

/**
 * 400 errorId 2004, what eBay answers when a body field holds a value its enumeration does not have
 * (`Could not serialize field [condition]`): the request is refused before the Inventory service reads it.
 */
export function serializeError(field: string): RestErrorEntry {
  return {
    errorId: 2004,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: 'Invalid request',
    longMessage: 'The request has errors. For help, see the documentation for this API.',
    parameters: [{ name: 'reason', value: `Could not serialize field [${field}]` }],
  };
}

/** The call's JSON body as a record (empty when none). */
export function bodyOf(call: RestCall): Fields {
  return asFields(call.body);
}

/** `value` when it is a JSON object, else an empty one. */
export function asFields(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}
