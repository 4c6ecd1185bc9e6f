import type { FlowHandler } from '../rest/flow.js';
import { jsonResponse } from '../json-response.js';
import { findListing } from './listings.js';
import { asFields, inventoryEntry, inventoryErrors, sellerOf } from './inventory-store.js';

// bulkMigrateListing answers each listing on its own. eBay migrates only the seller's active fixed-price listings
// that have a SKU and use business policies (payment, return, shipping); the emulator's Trading listings carry no
// business policies, so each listing gets eBay's 25718 "Cannot migrate listing" with the reason that applies.

const MAX_LISTINGS = 5;

/** Why `listingId` cannot be migrated for `seller`. */
function reason(call: Parameters<FlowHandler>[0], listingId: string): string {
  const seller = sellerOf(call);
  const listing = findListing(call.ctx, listingId);
  if (!listing || listing.seller !== seller) return `${listingId} is not an active listing of this seller.`;
  // A listing an Inventory offer published (the one listing store records the offer).
  if (listing.offerId) return 'It is already an Inventory API listing.';
  if (!listing.sku) return 'The listing has no SKU.';
  return 'The listing does not use business policies (payment, return and shipping).';
}

/** Migrates up to 5 listings to the Inventory model, answering each one. */
export const bulkMigrateListing: FlowHandler = (call) => {
  const requests = asFields(call.body).requests;
  const ids = Array.isArray(requests) ? requests.map((r) => String(asFields(r).listingId ?? '')) : [];
  if (ids.length === 0 || ids.length > MAX_LISTINGS || new Set(ids).size !== ids.length)
    return inventoryErrors(400, [
      inventoryEntry(25709, `Invalid value for requests. Send 1 to ${MAX_LISTINGS} different listing ids.`, [
        'requests',
        String(ids.length),
      ]),
    ]);
  const responses = ids.map((listingId) => ({
    statusCode: 400,
    listingId,
    errors: [inventoryEntry(25718, `Cannot migrate listing. ${reason(call, listingId)}`, ['listingId', listingId])],
  }));
  return jsonResponse({ responses }, { status: 207 });
};
