import type { FlowHandler, RestCall } from '../rest/flow.js';
import type { RestErrorEntry } from '../errors.js';
import { jsonResponse } from '../json-response.js';
import { bulkMigrateListing } from './inventory-migrate.js';
import { INVENTORY_FLOWS, createOfferOf, publishOfferOf } from './inventory.js';
import { syncOfferListing } from './offer-listing.js';
import { asFields, inventoryEntry, inventoryErrors, inventoryOf, sellerOf } from './inventory-store.js';
import type { Fields } from '../world/stores/inventory.js';

// The Inventory bulk calls: every entry is applied to the caller's own SKUs and offers and answered on its own,
// with eBay's per-entry `statusCode` and `errors`; the call answers 200 when every entry succeeded, 207
// (multi-status) otherwise. What is wrong with the request as a whole (no entries, too many, duplicates) is a 400
// with the call's own error id (sell_inventory_v1_oas3.json).

/** The most entries one call takes. */
const MAX_ENTRIES = 25;

/** The entries of a bulk body, or the call's 400. */
function requestsOf(
  call: RestCall,
  tooMany: RestErrorEntry,
  key: (entry: Fields) => string,
  duplicate: RestErrorEntry,
): Fields[] | Response {
  const requests = asFields(call.body).requests;
  if (!Array.isArray(requests) || requests.length === 0)
    return inventoryErrors(400, [
      inventoryEntry(25709, 'Invalid value for requests. Send 1 to 25 entries.', ['requests', '0']),
    ]);
  if (requests.length > MAX_ENTRIES) return inventoryErrors(400, [tooMany]);
  const entries = requests.map(asFields);
  const keys = entries.map(key);
  if (new Set(keys).size !== keys.length) return inventoryErrors(400, [duplicate]);
  return entries;
}

/** Runs one single-item flow for a bulk entry and reads its answer back. */
async function runSingle(
  handler: FlowHandler,
  call: RestCall,
  params: Record<string, string>,
  body: unknown,
): Promise<{ status: number; data: Fields }> {
  const response = (await handler({ ...call, params, body })) ?? new Response(null, { status: 204 });
  const text = await response.text();
  return { status: response.status, data: text ? (JSON.parse(text) as Fields) : {} };
}

/** 200 when every entry succeeded, 207 (multi-status) otherwise, as eBay answers bulk calls. */
function bulkAnswer(responses: Fields[]): Response {
  const allOk = responses.every((r) => typeof r.statusCode === 'number' && r.statusCode < 300);
  return jsonResponse({ responses }, { status: allOk ? 200 : 207 });
}

const bulkCreateOrReplaceInventoryItem: FlowHandler = async (call) => {
  const entries = requestsOf(
    call,
    inventoryEntry(25727, `The number of InventoryItems in the request cannot exceed ${MAX_ENTRIES}.`),
    (e) => String(e.sku),
    inventoryEntry(25728, 'InventoryItems should be unique in the request.'),
  );
  if (entries instanceof Response) return entries;
  if (entries.some((e) => typeof e.sku !== 'string' || typeof e.locale !== 'string' || e.locale === ''))
    return inventoryErrors(400, [
      inventoryEntry(25733, 'Valid SKU and locale information are required for all the InventoryItems in the request.'),
    ]);
  const responses: Fields[] = [];
  for (const { sku, locale, ...item } of entries) {
    const { status, data } = await runSingle(
      INVENTORY_FLOWS['sell.inventory.createOrReplaceInventoryItem'],
      call,
      { sku: String(sku) },
      { ...item, locale },
    );
    responses.push({ statusCode: status, sku, locale, ...data });
  }
  return bulkAnswer(responses);
};

const bulkGetInventoryItem: FlowHandler = async (call) => {
  const entries = requestsOf(
    call,
    inventoryEntry(25727, `The number of InventoryItems in the request cannot exceed ${MAX_ENTRIES}.`),
    (e) => String(e.sku),
    inventoryEntry(25734, 'SKU should be unique in the request.'),
  );
  if (entries instanceof Response) return entries;
  const responses: Fields[] = [];
  for (const entry of entries) {
    const sku = String(entry.sku ?? '');
    const { status, data } = await runSingle(
      INVENTORY_FLOWS['sell.inventory.getInventoryItem'],
      call,
      { sku },
      undefined,
    );
    responses.push(
      status === 200 ? { statusCode: 200, sku, inventoryItem: data } : { statusCode: status, sku, ...data },
    );
  }
  return bulkAnswer(responses);
};

const bulkCreateOffer: FlowHandler = (call) => {
  const entries = requestsOf(
    call,
    inventoryEntry(25730, `The number of offers in the request cannot exceed ${MAX_ENTRIES}.`),
    (e) => JSON.stringify([e.sku, e.marketplaceId, e.format]),
    inventoryEntry(25729, 'The combination of SKU, marketplaceId and format should be unique.'),
  );
  if (entries instanceof Response) return entries;
  return bulkAnswer(
    entries.map((entry) => {
      const echo = { sku: entry.sku, marketplaceId: entry.marketplaceId, format: entry.format };
      if (Object.values(echo).some((v) => typeof v !== 'string' || v === ''))
        return { statusCode: 400, ...echo, errors: [inventoryEntry(25735, 'Invalid SKU, marketplaceId or format.')] };
      const created = createOfferOf(call, entry);
      return 'errors' in created
        ? { statusCode: created.status, ...echo, errors: created.errors }
        : { statusCode: 200, ...echo, offerId: created.offer.offerId };
    }),
  );
};

const bulkPublishOffer: FlowHandler = (call) => {
  const entries = requestsOf(
    call,
    inventoryEntry(25730, `The number of offers in the request cannot exceed ${MAX_ENTRIES}.`),
    (e) => String(e.offerId),
    inventoryEntry(25731, 'OfferId should be unique in the request.'),
  );
  if (entries instanceof Response) return entries;
  const offers = inventoryOf(call.ctx, sellerOf(call)).offers;
  return bulkAnswer(
    entries.map((entry) => {
      const offerId = String(entry.offerId ?? '');
      const offer = offers.get(offerId);
      if (!offer)
        return {
          statusCode: 404,
          offerId,
          errors: [
            inventoryEntry(25713, `This Offer is not available : ${offerId} is not an offer of this seller.`, [
              'offerId',
              offerId,
            ]),
          ],
        };
      const published = publishOfferOf(call, offer);
      return 'errors' in published
        ? { statusCode: 400, offerId, errors: published.errors }
        : { statusCode: 200, offerId, listingId: published.listingId };
    }),
  );
};

/** `price` as eBay takes it (`{ value, currency }` with a positive amount), or undefined. */
function priceOf(value: unknown): { value: string; currency: string } | undefined {
  const price = asFields(value);
  const amount = Number(price.value);
  if (!(amount > 0) || typeof price.currency !== 'string') return undefined;
  return { value: String(price.value), currency: price.currency };
}

const isQuantity = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

/**
 * Applies each entry's ship-to-home quantity to the caller's SKU and each offer's price and quantity to the
 * caller's offers of that SKU; published offers' listings are revised. One answer per offer (per SKU when an
 * entry names no offers); an unknown SKU or offer, or one of another SKU, is that entry's 400 errorId 25709.
 */
const bulkUpdatePriceQuantity: FlowHandler = (call) => {
  const entries = requestsOf(
    call,
    inventoryEntry(25002, `A user error has occurred. The number of requests cannot exceed ${MAX_ENTRIES}.`),
    (e) => String(e.sku),
    inventoryEntry(25002, 'A user error has occurred. Each SKU may appear in one request only.'),
  );
  if (entries instanceof Response) return entries;
  const seller = sellerOf(call);
  const inventory = inventoryOf(call.ctx, seller);
  const invalid = (sku: unknown, field: string, value: string, why: string, offerId?: string): Fields => ({
    statusCode: 400,
    ...(offerId === undefined ? {} : { offerId }),
    sku,
    errors: [inventoryEntry(25709, `Invalid value for ${field}. ${why}`, [field, value])],
  });
  const responses: Fields[] = [];
  for (const entry of entries) {
    const sku = typeof entry.sku === 'string' ? entry.sku : '';
    const item = inventory.items.get(sku);
    if (!item) {
      responses.push(invalid(sku, 'sku', sku, `${sku} is not an inventory item of this seller.`));
      continue;
    }
    const shipTo = asFields(entry.shipToLocationAvailability);
    if (shipTo.quantity !== undefined && !isQuantity(shipTo.quantity)) {
      responses.push(
        invalid(sku, 'shipToLocationAvailability.quantity', String(shipTo.quantity), 'It must be 0 or more.'),
      );
      continue;
    }
    if (shipTo.quantity !== undefined) {
      const availability = asFields(item.availability);
      item.availability = {
        ...availability,
        shipToLocationAvailability: { ...asFields(availability.shipToLocationAvailability), quantity: shipTo.quantity },
      };
    }
    const offers = Array.isArray(entry.offers) ? entry.offers.map(asFields) : [];
    for (const change of offers) {
      const offerId = String(change.offerId ?? '');
      const offer = inventory.offers.get(offerId);
      if (!offer || offer.sku !== sku) {
        responses.push(
          invalid(sku, 'offerId', offerId, `${offerId} is not an offer of ${sku} of this seller.`, offerId),
        );
        continue;
      }
      const price = change.price === undefined ? undefined : priceOf(change.price);
      if (change.price !== undefined && !price) {
        responses.push(
          invalid(sku, 'price', JSON.stringify(change.price), 'It needs a value above 0 and a currency.', offerId),
        );
        continue;
      }
      if (change.availableQuantity !== undefined && !isQuantity(change.availableQuantity)) {
        responses.push(
          invalid(sku, 'availableQuantity', String(change.availableQuantity), 'It must be 0 or more.', offerId),
        );
        continue;
      }
      if (price) offer.pricingSummary = { ...asFields(offer.pricingSummary), price };
      if (change.availableQuantity !== undefined) offer.availableQuantity = change.availableQuantity;
      responses.push({ statusCode: 200, offerId, sku });
    }
    if (offers.length === 0) responses.push({ statusCode: 200, sku });
    // The SKU's live listings show the new prices and quantities (the item's quantity caps every offer's).
    for (const offer of inventory.offers.values()) if (offer.sku === sku) syncOfferListing(call.ctx, seller, offer);
  }
  return bulkAnswer(responses);
};

/** The Inventory bulk calls. */
export const INVENTORY_BULK_FLOWS = {
  'sell.inventory.bulkCreateOrReplaceInventoryItem': bulkCreateOrReplaceInventoryItem,
  'sell.inventory.bulkGetInventoryItem': bulkGetInventoryItem,
  'sell.inventory.bulkCreateOffer': bulkCreateOffer,
  'sell.inventory.bulkPublishOffer': bulkPublishOffer,
  'sell.inventory.bulkUpdatePriceQuantity': bulkUpdatePriceQuantity,
  'sell.inventory.bulkMigrateListing': bulkMigrateListing,
} satisfies Record<string, FlowHandler>;
