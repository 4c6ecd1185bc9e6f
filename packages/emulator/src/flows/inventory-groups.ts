import type { FlowHandler } from '../rest/flow.js';
import { jsonResponse } from '../json-response.js';
import { endOfferListing, liveListing, publishGroupListing, syncOfferListing } from './offer-listing.js';
import { MAX_TITLE_LENGTH, publishRefusals } from './inventory-rules.js';
import { bodyOf, inventoryError, inventoryErrors, inventoryOf, sellerOf } from './inventory-store.js';
import type { Offer } from '../world/stores/inventory.js';

// Inventory item groups of the caller (the variations of one multiple-variation listing): created or replaced,
// read, deleted, and published or withdrawn as one listing.

/** The most variations one listing (one group) holds (https://developer.ebay.com/api-docs/sell/static/inventory/inventory-item-groups.html). */
export const MAX_VARIATIONS = 250;

/** eBay's answer for a group the seller does not have (25705): 404 for the path's key, 400 for a body's. */
const groupNotFound = (status: 404 | 400, key: string): Response =>
  inventoryError(
    status,
    25705,
    `The Inventory Item Group named ${key} could not be found or is not available in the system.`,
    ['inventoryItemGroupKey', key],
  );

const createOrReplaceInventoryItemGroup: FlowHandler = (call) => {
  const key = call.params.inventoryItemGroupKey ?? '';
  const inventory = inventoryOf(call.ctx, sellerOf(call));
  const body = bodyOf(call);
  const skus = Array.isArray(body.variantSKUs) ? body.variantSKUs.map(String) : [];
  // eBay lists at most 250 variations in one listing.
  if (skus.length > MAX_VARIATIONS)
    return inventoryError(
      400,
      25709,
      `Invalid request. Invalid value for field variantSKUs: at most ${MAX_VARIATIONS}.`,
      ['variantSKUs', String(skus.length)],
    );
  const unknown = skus.find((sku) => !inventory.items.has(sku));
  if (unknown !== undefined)
    return inventoryError(400, 25702, `${unknown} could not be found or is not available in the system.`, [
      'sku',
      unknown,
    ]);
  const wanted = new Set(skus);
  for (const [otherKey, other] of inventory.groups) {
    const shared = otherKey === key ? undefined : other.variantSKUs.find((s) => wanted.has(s));
    if (shared !== undefined)
      return inventoryError(
        400,
        25703,
        `The following SKU is already a member of another group. SKU : ${shared} groupId : ${otherKey}`,
        ['sku', shared],
      );
  }
  if (typeof body.title === 'string' && [...body.title].length > MAX_TITLE_LENGTH)
    return inventoryError(
      400,
      25080,
      `The value of the title field is invalid. Field must not exceed ${MAX_TITLE_LENGTH} characters.`,
      ['title', String([...body.title].length)],
    );
  const existed = inventory.groups.has(key);
  inventory.groups.set(key, { ...body, inventoryItemGroupKey: key, variantSKUs: skus });
  // The group's live listing shows the new title (eBay revises it).
  for (const offer of inventory.offers.values())
    if (offer.listing && inventory.groupListings.get(offer.listing.listingId) === key)
      syncOfferListing(call.ctx, sellerOf(call), offer);
  return new Response(null, { status: existed ? 204 : 201 });
};

const getInventoryItemGroup: FlowHandler = (call) => {
  const key = call.params.inventoryItemGroupKey ?? '';
  const group = inventoryOf(call.ctx, sellerOf(call)).groups.get(key);
  return group ? jsonResponse(group) : groupNotFound(404, key);
};

const deleteInventoryItemGroup: FlowHandler = (call) => {
  const key = call.params.inventoryItemGroupKey ?? '';
  if (!inventoryOf(call.ctx, sellerOf(call)).groups.delete(key)) return groupNotFound(404, key);
  return new Response(null, { status: 204 });
};

/** The group a by-group call names and its offers on the marketplace it names, or eBay's error. */
function groupOffers(call: Parameters<FlowHandler>[0]): { key: string; offers: Offer[] } | Response {
  const body = bodyOf(call);
  const key = String(body.inventoryItemGroupKey ?? '');
  const marketplaceId = String(body.marketplaceId ?? '');
  const inventory = inventoryOf(call.ctx, sellerOf(call));
  const group = inventory.groups.get(key);
  if (!group) return groupNotFound(400, key);
  const skus = new Set(group.variantSKUs);
  const offers = [...inventory.offers.values()].filter(
    (o) => skus.has(o.sku) && o.marketplaceId === marketplaceId && o.format === 'FIXED_PRICE',
  );
  if (offers.length === 0) return inventoryError(400, 25725, 'No offer found', ['inventoryItemGroupKey', key]);
  return { key, offers };
}

/** Publishes every offer of a group as one multiple-variation listing, or none of them. */
const publishOfferByInventoryItemGroup: FlowHandler = (call) => {
  const found = groupOffers(call);
  if (found instanceof Response) return found;
  const seller = sellerOf(call);
  const refused = found.offers.flatMap((offer) =>
    publishRefusals(call.ctx, seller, offer).map((e) => ({ ...e, message: `${offer.sku}: ${e.message}` })),
  );
  if (refused.length > 0) return inventoryErrors(400, refused);
  const listing = publishGroupListing(call.ctx, seller, found.key, found.offers);
  return jsonResponse({ listingId: listing?.legacyItemId ?? '', warnings: [] });
};

const withdrawOfferByInventoryItemGroup: FlowHandler = (call) => {
  const found = groupOffers(call);
  if (found instanceof Response) return found;
  const published = found.offers.filter((o) => liveListing(call.ctx, o) !== undefined);
  if (published.length === 0) return inventoryError(400, 25725, 'No offer found', ['inventoryItemGroupKey', found.key]);
  for (const offer of published) endOfferListing(call.ctx, sellerOf(call), offer);
  return new Response(null, { status: 204 });
};

/** Inventory item groups, per seller. */
export const INVENTORY_GROUP_FLOWS = {
  'sell.inventory.createOrReplaceInventoryItemGroup': createOrReplaceInventoryItemGroup,
  'sell.inventory.getInventoryItemGroup': getInventoryItemGroup,
  'sell.inventory.deleteInventoryItemGroup': deleteInventoryItemGroup,
  'sell.inventory.publishOfferByInventoryItemGroup': publishOfferByInventoryItemGroup,
  'sell.inventory.withdrawOfferByInventoryItemGroup': withdrawOfferByInventoryItemGroup,
} satisfies Record<string, FlowHandler>;
