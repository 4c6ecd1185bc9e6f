import type { CatalogItem } from '../flows/catalog-items.js';
import { findLeaf } from '../world/categories.js';
import { listingRefusals, tradingListingFailures, type ListingFacts } from '../world/listing-rules.js';
import { marketplaceOfSite } from './categories.js';
import { tradingItem } from './item-render.js';
import {
  activeListings,
  amount,
  createListing,
  detailsOf,
  endListing,
  findEnded,
  findListing,
  reviseListing,
  type ListingDetails,
  type NewListing,
} from './listings.js';
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

/** The US insertion fee the emulator charges per listing. */
export const INSERTION_FEE = 0.35;

function fees(currency: string): Record<string, unknown> {
  const fee = (name: string, value: number): Record<string, unknown> => ({ Name: name, Fee: amount(value, currency) });
  return {
    Fee: [
      fee('InsertionFee', INSERTION_FEE),
      fee('BoldFee', 0),
      fee('GalleryFee', 0),
      fee('SubtitleFee', 0),
      fee('ListingFee', INSERTION_FEE),
    ],
  };
}

/** A price field: `19.99` or `{ '#value': '19.99', '@_currencyID': 'USD' }`. */
function price(value: unknown): { value: number; currency?: string } | undefined {
  const raw = typeof value === 'object' && value !== null ? record(value) : { '#value': value };
  const number = Number(text(raw['#value']));
  if (text(raw['#value']) === '' || !Number.isFinite(number) || number <= 0) return undefined;
  const currency = text(raw['@_currencyID']);
  return currency ? { value: number, currency } : { value: number };
}

function pictures(item: Record<string, unknown>): string[] {
  return list(record(item.PictureDetails).PictureURL).map(text).filter(Boolean);
}

/** `Item.ItemSpecifics.NameValueList` as aspect name to values. */
function itemSpecifics(item: Record<string, unknown>): Record<string, string[]> | undefined {
  if (item.ItemSpecifics === undefined) return undefined;
  const out: Record<string, string[]> = {};
  for (const entry of list(record(item.ItemSpecifics).NameValueList)) {
    const pair = record(entry);
    const name = text(pair.Name).trim();
    if (name) out[name] = list(pair.Value).map(text);
  }
  return out;
}

/** The category rules of a listing on the call's site, as Trading failures (none when they pass). */
function categoryFailures(facts: ListingFacts): TradingCallResult | undefined {
  const failures = tradingListingFailures(listingRefusals(facts));
  return failures.length ? { ok: false, failures } : undefined;
}

function listingResult(item: CatalogItem, details: ListingDetails, withFees = true): TradingCallResult {
  return success({
    ItemID: item.legacyItemId,
    ...(item.sku ? { SKU: item.sku } : {}),
    StartTime: new Date(details.startTime).toISOString(),
    EndTime: new Date(details.endTime).toISOString(),
    ...(withFees ? { Fees: fees(item.currency) } : {}),
    CategoryID: item.categoryId,
  });
}

/** The caller's active listing named by `ItemID` or `SKU`. */
function ownListing({ ctx, user }: TradingCallInput, itemId: string, sku: string): CatalogItem | undefined {
  if (itemId) {
    const item = findListing(ctx, itemId);
    return item?.seller === user ? item : undefined;
  }
  return sku ? activeListings(ctx, user).find((item) => item.sku === sku) : undefined;
}

/** GetItem: a Browse catalog item or a listing of this emulator, by `ItemID` (the legacy item id). */
export const getItem: TradingCall = ({ ctx, fields }) => {
  const itemId = text(fields.ItemID);
  if (!itemId) return invalidField('ItemID');
  const item = findListing(ctx, itemId);
  if (!item) return itemNotFound(itemId);
  return success({ Item: tradingItem(ctx, item, detailsOf(ctx, item)) });
};

/** What AddFixedPriceItem and VerifyAddFixedPriceItem check before listing: a failure, or the new listing. */
function newListing({ ctx, fields, user, siteId }: TradingCallInput): TradingCallResult | NewListing {
  const item = record(fields.Item);
  const title = text(item.Title).trim();
  if (!title || title.length > 80) return invalidField('Item.Title');
  const start = price(item.StartPrice);
  if (!start) return invalidField('Item.StartPrice');
  const categoryId = text(record(item.PrimaryCategory).CategoryID);
  const aspects = itemSpecifics(item) ?? {};
  const conditionId = text(item.ConditionID);
  const refused = categoryFailures({
    categoryId,
    aspects,
    condition: conditionId,
    marketplace: marketplaceOfSite(siteId),
  });
  if (refused) return refused;
  const quantity = Number(text(item.Quantity) || 1);
  if (!Number.isInteger(quantity) || quantity < 1) return invalidField('Item.Quantity');
  const sku = text(item.SKU);
  if (sku && activeListings(ctx, user).some((listed) => listed.sku === sku)) {
    return failure({
      code: '21919067',
      shortMessage: 'This Listing is a duplicate of your item.',
      longMessage: `An active listing already uses the SKU ${sku}.`,
      parameters: [sku],
    });
  }
  const description = text(item.Description);
  return {
    title,
    price: start.value,
    currency: start.currency ?? (text(item.Currency) || 'USD'),
    categoryId,
    categoryName: findLeaf(categoryId)?.name ?? '',
    conditionId: conditionId || '1000',
    quantity,
    listingDuration: text(item.ListingDuration) || 'GTC',
    pictures: pictures(item),
    aspects,
    ...(sku ? { sku } : {}),
    ...(description ? { description } : {}),
  };
}

const isResult = (value: TradingCallResult | NewListing): value is TradingCallResult => 'ok' in value;

/** AddFixedPriceItem: lists `Item` in the Browse catalog for the caller; returns ItemID, times and fees. */
export const addFixedPriceItem: TradingCall = (input) => {
  const listing = newListing(input);
  if (isResult(listing)) return listing;
  const created = createListing(input.ctx, input.user, listing);
  return listingResult(created.item, created.details);
};

/** VerifyAddFixedPriceItem: AddFixedPriceItem's checks and fees, without listing anything. */
export const verifyAddFixedPriceItem: TradingCall = (input) => {
  const listing = newListing(input);
  if (isResult(listing)) return listing;
  return success({
    ItemID: '0',
    ...(listing.sku ? { SKU: listing.sku } : {}),
    Fees: fees(listing.currency),
    CategoryID: listing.categoryId,
  });
};

/** ReviseFixedPriceItem: changes the title, price, quantity, description or pictures of the caller's listing. */
export const reviseFixedPriceItem: TradingCall = (input) => {
  const item = record(input.fields.Item);
  const itemId = text(item.ItemID);
  const listing = ownListing(input, itemId, text(item.SKU));
  if (!listing) {
    if (findEnded(input.ctx, itemId)?.item.seller === input.user)
      return failure({
        code: '291',
        shortMessage: 'Auction ended.',
        longMessage: 'You are not allowed to revise ended listings.',
      });
    return itemNotFound(itemId || text(item.SKU));
  }
  const title = text(item.Title).trim();
  if (title.length > 80) return invalidField('Item.Title');
  const newPrice = item.StartPrice === undefined ? undefined : price(item.StartPrice);
  if (item.StartPrice !== undefined && !newPrice) return invalidField('Item.StartPrice');
  const quantity = item.Quantity === undefined ? undefined : Number(text(item.Quantity));
  if (quantity !== undefined && (!Number.isInteger(quantity) || quantity < 0)) return invalidField('Item.Quantity');
  // A revision keeps what it does not send: the category rules apply to the listing as it would be afterwards.
  const categoryId = text(record(item.PrimaryCategory).CategoryID) || listing.categoryId;
  const conditionId = text(item.ConditionID) || listing.conditionId;
  const aspects = itemSpecifics(item) ?? detailsOf(input.ctx, listing).aspects;
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
  const revised = reviseListing(input.ctx, listing, {
    ...(title ? { title } : {}),
    ...(newPrice ? { price: newPrice.value } : {}),
    ...(quantity !== undefined ? { quantity } : {}),
    ...(item.Description !== undefined ? { description: text(item.Description) } : {}),
    pictures: pictures(item),
    ...(categoryId !== listing.categoryId
      ? { category: { id: categoryId, name: findLeaf(categoryId)?.name ?? '' } }
      : {}),
    ...(conditionId !== listing.conditionId ? { conditionId } : {}),
    ...(item.ItemSpecifics !== undefined && aspects ? { aspects } : {}),
  });
  return listingResult(revised.item, revised.details);
};

/** EndFixedPriceItem: ends the caller's listing (it leaves the Browse catalog); answers `EndTime`. */
export const endFixedPriceItem: TradingCall = (input) => {
  const itemId = text(input.fields.ItemID);
  if (!text(input.fields.EndingReason)) return invalidField('EndingReason');
  const listing = ownListing(input, itemId, text(input.fields.SKU));
  if (!listing) {
    if (findEnded(input.ctx, itemId)?.item.seller === input.user)
      return failure({
        code: '1047',
        shortMessage: 'Auction closed.',
        longMessage: 'The auction has already been closed.',
      });
    return itemNotFound(itemId || text(input.fields.SKU));
  }
  const ended = endListing(input.ctx, listing);
  return success({
    EndTime: new Date(ended.details.endTime).toISOString(),
    ...(listing.sku ? { SKU: listing.sku } : {}),
  });
};

/** RelistFixedPriceItem: lists an ended listing of the caller again (new ItemID), with any changes in `Item`. */
export const relistFixedPriceItem: TradingCall = ({ ctx, fields, user }) => {
  const item = record(fields.Item);
  const itemId = text(item.ItemID);
  const ended = findEnded(ctx, itemId);
  if (!ended || ended.item.seller !== user) {
    // An active listing cannot be relisted; anything else is unknown.
    return findListing(ctx, itemId)?.seller === user ? invalidField('Item.ItemID') : itemNotFound(itemId);
  }
  const newPrice = item.StartPrice === undefined ? undefined : price(item.StartPrice);
  if (item.StartPrice !== undefined && !newPrice) return invalidField('Item.StartPrice');
  const previous = ended.item;
  const description = item.Description === undefined ? ended.details.description : text(item.Description);
  const relisted = createListing(ctx, user, {
    title: text(item.Title).trim() || previous.title,
    price: newPrice?.value ?? previous.price,
    currency: previous.currency,
    categoryId: previous.categoryId,
    categoryName: previous.categoryName,
    conditionId: previous.conditionId,
    quantity: Number(text(item.Quantity)) || ended.details.quantity,
    listingDuration: text(item.ListingDuration) || ended.details.listingDuration,
    pictures: pictures(item).length ? pictures(item) : ended.details.pictures,
    relistParentId: previous.legacyItemId,
    ...(ended.details.aspects ? { aspects: ended.details.aspects } : {}),
    ...(previous.sku ? { sku: previous.sku } : {}),
    ...(description !== undefined ? { description } : {}),
  });
  return listingResult(relisted.item, relisted.details);
};
