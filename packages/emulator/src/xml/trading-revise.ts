import type { CatalogItem } from '../world/stores/listings.js';
import { endListing, findEnded, reviseListing, type ListingChanges } from '../flows/listings.js';
import { endAuction } from '../flows/auction-end.js';
import { findLeaf } from '../world/categories.js';
import { marketplaceOfSite } from './categories.js';
import { amount } from './item-render.js';
import { fees } from './listing-fees.js';
import { shippingOptions } from './item-shipping.js';
import { list, record, text } from './request-body.js';
import {
  failure,
  invalidField,
  itemNotFound,
  success,
  type TradingCall,
  type TradingCallInput,
  type TradingCallResult,
} from './trading-call.js';
import {
  categoryFailures,
  inventoryModelListing,
  itemSpecifics,
  listingFields,
  ownListing,
  pictures,
  price,
} from './trading-listings.js';

/** ReviseInventoryStatus takes at most this many `InventoryStatus` entries. */
export const MAX_INVENTORY_STATUS = 4;

/** The caller's listing to revise, or eBay's refusal: unknown (17), ended (291) or Inventory-made (21919474). */
export function revisable(input: TradingCallInput, itemId: string, sku: string): CatalogItem | TradingCallResult {
  const listing = ownListing(input, itemId, sku);
  if (listing) return listing.offerId ? inventoryModelListing(listing.legacyItemId) : listing;
  if (findEnded(input.ctx, itemId)?.seller === input.user)
    return failure({
      code: '291',
      shortMessage: 'Auction ended.',
      longMessage: 'You are not allowed to revise ended listings.',
    });
  return itemNotFound(itemId || sku);
}

/**
 * A revised `Quantity`: what is listed in all (left plus sold, as GetItem reports it), so at least what sold; the
 * listing keeps the difference for sale.
 */
function quantityLeft(listing: CatalogItem, raw: unknown): number | undefined | 'invalid' {
  if (raw === undefined) return undefined;
  const total = Number(text(raw));
  if (!Number.isInteger(total) || total < listing.quantitySold) return 'invalid';
  return total - listing.quantitySold;
}

/** Applies the changes; a fixed-price listing revised to nothing left ends, as eBay ends a sold-out listing. */
function apply(input: TradingCallInput, listing: CatalogItem, changes: ListingChanges): void {
  reviseListing(input.ctx, listing, changes);
  if (changes.quantity === 0) endListing(input.ctx, listing);
}

/**
 * ReviseItem and ReviseFixedPriceItem: change the title, price, quantity, description, pictures, category, condition,
 * item specifics or shipping services (`ShippingDetails`, replaced as a whole) of a listing.
 */
export const reviseItem: TradingCall = (input) => {
  const item = record(input.fields.Item);
  const listing = revisable(input, text(item.ItemID), text(item.SKU));
  if (!('legacyItemId' in listing)) return listing;
  const title = text(item.Title).trim();
  if (title.length > 80) return invalidField('Item.Title');
  const newPrice = item.StartPrice === undefined ? undefined : price(item.StartPrice);
  if (item.StartPrice !== undefined && !newPrice) return invalidField('Item.StartPrice');
  const quantity = quantityLeft(listing, item.Quantity);
  if (quantity === 'invalid' || (quantity !== undefined && listing.format === 'AUCTION' && quantity !== 1))
    return invalidField('Item.Quantity');
  // A revision keeps what it does not send: the category rules apply to the listing as it would be afterwards.
  const categoryId = text(record(item.PrimaryCategory).CategoryID) || listing.categoryId;
  const conditionId = text(item.ConditionID) || listing.conditionId;
  const aspects = itemSpecifics(item) ?? listing.aspects;
  const changesCategory = categoryId !== listing.categoryId || conditionId !== listing.conditionId;
  if (changesCategory || item.ItemSpecifics !== undefined) {
    const refused = categoryFailures({
      categoryId,
      aspects: aspects ?? {},
      condition: conditionId,
      marketplace: marketplaceOfSite(input.siteId),
    });
    if (refused) return refused;
  }
  const shipping = shippingOptions(item);
  if (shipping === 'invalid') return invalidField('Item.ShippingDetails');
  apply(input, listing, {
    ...(title ? { title } : {}),
    ...(newPrice ? { price: newPrice.value } : {}),
    ...(quantity !== undefined ? { quantity } : {}),
    ...(item.Description !== undefined ? { description: text(item.Description) } : {}),
    pictures: pictures(item),
    ...(categoryId !== listing.categoryId ? { categoryId, categoryName: findLeaf(categoryId)?.name ?? '' } : {}),
    ...(conditionId !== listing.conditionId ? { conditionId } : {}),
    ...(item.ItemSpecifics !== undefined && aspects ? { aspects } : {}),
    ...(shipping ? { shipping } : {}),
  });
  return success(listingFields(input.ctx, listing));
};

/**
 * ReviseInventoryStatus: the price and/or quantity of up to four fixed-price listings (by `ItemID` or `SKU`); answers
 * each listing's `InventoryStatus` and `Fees`. All entries are checked before any is applied.
 */
export const reviseInventoryStatus: TradingCall = (input) => {
  const entries = list(input.fields.InventoryStatus).map(record);
  if (entries.length === 0 || entries.length > MAX_INVENTORY_STATUS) return invalidField('InventoryStatus');
  const planned: [CatalogItem, ListingChanges][] = [];
  for (const entry of entries) {
    const listing = revisable(input, text(entry.ItemID), text(entry.SKU));
    if (!('legacyItemId' in listing)) return listing;
    if (listing.format !== 'FIXED_PRICE') return invalidField('InventoryStatus.ItemID');
    const newPrice = entry.StartPrice === undefined ? undefined : price(entry.StartPrice);
    if (entry.StartPrice !== undefined && !newPrice) return invalidField('InventoryStatus.StartPrice');
    const quantity = quantityLeft(listing, entry.Quantity);
    if (quantity === 'invalid') return invalidField('InventoryStatus.Quantity');
    if (!newPrice && quantity === undefined) return invalidField('InventoryStatus.Quantity');
    planned.push([
      listing,
      { ...(newPrice ? { price: newPrice.value } : {}), ...(quantity !== undefined ? { quantity } : {}) },
    ]);
  }
  for (const [listing, changes] of planned) apply(input, listing, changes);
  return success({
    InventoryStatus: planned.map(([listing]) => ({
      ...(listing.sku ? { SKU: listing.sku } : {}),
      ItemID: listing.legacyItemId,
      StartPrice: amount(listing.price, listing.currency),
      Quantity: String(listing.quantity + listing.quantitySold),
    })),
    Fees: planned.map(([listing]) => ({ ItemID: listing.legacyItemId, ...fees(listing.currency) })),
  });
};

/** EndItem and EndFixedPriceItem: end the caller's listing everywhere (Browse, Inventory, Trading); answers `EndTime`. */
export const endItem: TradingCall = (input) => {
  const itemId = text(input.fields.ItemID);
  const sku = text(input.fields.SKU);
  if (!text(input.fields.EndingReason)) return invalidField('EndingReason');
  const listing = ownListing(input, itemId, sku);
  if (!listing) {
    if (findEnded(input.ctx, itemId)?.seller === input.user)
      return failure({
        code: '1047',
        shortMessage: 'Auction closed.',
        longMessage: 'The auction has already been closed.',
      });
    return itemNotFound(itemId || sku);
  }
  // An auction with bids may end by selling to its high bidder (an order, as eBay makes one); else it just ends.
  if (text(input.fields.EndingReason) === 'SellToHighBidder') endAuction(input.ctx, listing);
  else endListing(input.ctx, listing);
  return success({
    EndTime: new Date(listing.endedAt ?? input.now).toISOString(),
    ...(listing.sku ? { SKU: listing.sku } : {}),
  });
};
