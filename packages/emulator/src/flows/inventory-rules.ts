// eBay's Inventory refusals beyond the JSON schema (the emulator README's "eBay's refusals" lists each with its
// source). Ids and messages are eBay's: real answers where known, else the contract's message template
// (sell_inventory_v1_oas3.json, x-response-codes) with the details filled in.
import { CONDITIONS, MARKETPLACE_IDS } from 'baykit';
import type { EmulatorContext } from '../context.js';
import type { RestErrorEntry } from '../errors.js';
import { policyRefusals } from './inventory-policies.js';
import { inventoryCategoryRefusals } from '../world/listing-rules.js';
import { asFields, inventoryEntry, inventoryOf, serializeError } from './inventory-store.js';
import type { Fields, Offer } from '../world/stores/inventory.js';

/** eBay's longest SKU, and title (sell_inventory_v1_oas3.json: the `sku` path parameter, `Product.title`). */
export const MAX_SKU_LENGTH = 50;
export const MAX_TITLE_LENGTH = 80;

// eBay's message says "alphanumeric", but SKUs with `-`, `_` and `.` are listed every day; anything else
// (spaces, `/`, `#`, non-ASCII, …) is refused here.
const SKU = /^[A-Za-z0-9._-]+$/;

const CONDITION_SET: ReadonlySet<string> = new Set(CONDITIONS);
// The Inventory API's MarketplaceEnum spells Motors `EBAY_MOTORS`; it refuses the Account/Browse spelling
// `EBAY_MOTORS_US` (2004, "Could not serialize field [marketplaceId]").
const MARKETPLACE_SET: ReadonlySet<string> = new Set(
  MARKETPLACE_IDS.map((id) => (id === 'EBAY_MOTORS_US' ? 'EBAY_MOTORS' : id)),
);
const FORMATS: ReadonlySet<string> = new Set(['FIXED_PRICE', 'AUCTION']);

/** 25707 for a SKU eBay refuses (empty, over 50 characters, or characters outside letters, digits and `-_.`). */
export function skuRefusal(sku: string): RestErrorEntry | undefined {
  if (sku.length > 0 && sku.length <= MAX_SKU_LENGTH && SKU.test(sku)) return undefined;
  return inventoryEntry(
    25707,
    'This is an invalid value for a SKU.  Only alphanumeric characters can be used for SKUs, and their length must not exceed 50 characters.',
    ['sku', sku],
  );
}

/** Why an inventory item body is refused: a condition outside ConditionEnum (2004), a title over 80 (25080). */
export function itemRefusals(body: Fields): RestErrorEntry[] {
  const refusals: RestErrorEntry[] = [];
  if (body.condition !== undefined && !CONDITION_SET.has(String(body.condition)))
    refusals.push(serializeError('condition'));
  const title = asFields(body.product).title;
  if (typeof title === 'string' && [...title].length > MAX_TITLE_LENGTH)
    refusals.push(
      inventoryEntry(
        25080,
        `The value of the product.title field is invalid. Field must not exceed ${MAX_TITLE_LENGTH} characters.`,
        ['product.title', String([...title].length)],
      ),
    );
  return refusals;
}

/** Why offer fields are refused before anything is stored: enumeration values, and the auction/fixed-price rules. */
export function offerRefusals(fields: Fields, format: string): RestErrorEntry[] {
  if (fields.format !== undefined && !FORMATS.has(String(fields.format))) return [serializeError('format')];
  if (fields.marketplaceId !== undefined && !MARKETPLACE_SET.has(String(fields.marketplaceId)))
    return [serializeError('marketplaceId')];
  const pricing = asFields(fields.pricingSummary);
  const refusals: RestErrorEntry[] = [];
  if (format === 'AUCTION') {
    if (fields.listingDuration === undefined)
      refusals.push(inventoryEntry(25755, 'listingDuration is required for auction offer.'));
    if (pricing.auctionStartPrice === undefined)
      refusals.push(inventoryEntry(25757, 'auctionStartPrice is required for auction offer.'));
  } else if (pricing.auctionStartPrice !== undefined || pricing.auctionReservePrice !== undefined) {
    refusals.push(
      inventoryEntry(25758, 'auctionStartPrice and auctionReservePrice are not supported for fixed price offer.'),
    );
  }
  return refusals;
}

/**
 * The quantity an offer lists: the lower of its own `availableQuantity` and the inventory item's ship-to-home
 * quantity when both are set, else the one that is (developer.ebay.com/support/kb-article?KBid=5100); 0 when
 * neither is.
 */
export function listedQuantity(offer: Fields, item: Fields): number {
  const shipTo = asFields(asFields(item.availability).shipToLocationAvailability);
  const given = [offer.availableQuantity, shipTo.quantity].filter((n) => n !== undefined).map(Number);
  return given.length ? Math.min(...given) : 0;
}

/** The listed price of an offer: the fixed price, or an auction's start price; NaN when there is none. */
export function listedPrice(offer: Fields): number {
  const pricing = asFields(offer.pricingSummary);
  const price = asFields(offer.format === 'AUCTION' ? pricing.auctionStartPrice : pricing.price);
  return price.value === undefined ? Number.NaN : Number(price.value);
}

/**
 * Why `offer` of `seller` cannot be published (or, published, revised): every missing requirement of eBay's
 * publishing-offers page that the emulator models, each with eBay's error. Empty when it can be.
 */
export function publishRefusals(ctx: EmulatorContext, seller: string, offer: Offer): RestErrorEntry[] {
  const inventory = inventoryOf(ctx, seller);
  const item = inventory.items.get(offer.sku) ?? {};
  const refusals: RestErrorEntry[] = [];
  const key = offer.merchantLocationKey;
  if (typeof key !== 'string' || key === '') {
    // eBay takes the item's country from the location, so it names the country it could not find.
    refusals.push(
      inventoryEntry(
        25002,
        'A user error has occurred. No <Item.Country> exists or <Item.Country> is specified as an empty tag in the request.',
      ),
    );
  } else if (inventory.locations.get(key)?.merchantLocationStatus !== 'ENABLED') {
    refusals.push(
      inventoryEntry(25012, `Invalid location. The inventory location ${key} does not exist or is disabled.`, [
        'merchantLocationKey',
        key,
      ]),
    );
  }
  refusals.push(...policyRefusals(ctx, seller, offer.marketplaceId, offer.listingPolicies));
  if (typeof offer.categoryId !== 'string' || offer.categoryId === '')
    refusals.push(inventoryEntry(25005, 'Invalid category. The offer has no categoryId.'));
  // The category must be a leaf of the marketplace's tree, with the item specifics and a condition it takes.
  else refusals.push(...inventoryCategoryRefusals(offer, item));
  const price = listedPrice(offer);
  if (!(price > 0))
    refusals.push(
      inventoryEntry(25003, 'Invalid price. The offer needs a price (pricingSummary.price) greater than 0.'),
    );
  const quantity = listedQuantity(offer, item);
  if (!(Number.isInteger(quantity) && quantity > 0))
    refusals.push(
      inventoryEntry(
        25004,
        'Invalid quantity. The offer needs an availableQuantity (or the item a shipToLocationAvailability quantity) of 1 or more.',
      ),
    );
  if (typeof asFields(item.product).title !== 'string')
    refusals.push(inventoryEntry(25002, 'A user error has occurred. The inventory item has no product.title.'));
  return refusals;
}
