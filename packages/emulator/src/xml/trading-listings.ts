import type { EmulatorContext } from '../context.js';
import type { CatalogItem, ListingFormat } from '../world/stores/listings.js';
import {
  AUCTION_DURATIONS,
  FIXED_PRICE_DURATIONS,
  activeListings,
  createListing,
  endTimeOf,
  findAnyListing,
  findEnded,
  findListing,
  startTimeOf,
  type NewListing,
} from '../flows/listings.js';
import { findLeaf } from '../world/categories.js';
import { listingRefusals, tradingListingFailures, type ListingFacts } from '../world/listing-rules.js';
import { marketplaceOfSite } from './categories.js';
import { tradingItem } from './item-render.js';
import { fees } from './listing-fees.js';
import { shippingOptions } from './item-shipping.js';
import { eblErrors } from './envelope.js';
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

/** AddItems takes at most this many `AddItemRequestContainer`s. */
export const MAX_ADD_ITEMS = 5;

/** A price field: `19.99` or `{ '#value': '19.99', '@_currencyID': 'USD' }`. */
export function price(value: unknown): { value: number; currency?: string } | undefined {
  const raw = typeof value === 'object' && value !== null ? record(value) : { '#value': value };
  const number = Number(text(raw['#value']));
  if (text(raw['#value']) === '' || !Number.isFinite(number) || number <= 0) return undefined;
  const currency = text(raw['@_currencyID']);
  return currency ? { value: number, currency } : { value: number };
}

/** The `PictureDetails.PictureURL`s of an `Item`. */
export function pictures(item: Record<string, unknown>): string[] {
  return list(record(item.PictureDetails).PictureURL).map(text).filter(Boolean);
}

/** `Item.ItemSpecifics.NameValueList` as aspect name to values. */
export function itemSpecifics(item: Record<string, unknown>): Record<string, string[]> | undefined {
  if (item.ItemSpecifics === undefined) return undefined;
  // fromEntries makes own properties: an item specific named `__proto__` stays one.
  return Object.fromEntries(
    list(record(item.ItemSpecifics).NameValueList).flatMap((entry) => {
      const pair = record(entry);
      const name = text(pair.Name).trim();
      return name ? [[name, list(pair.Value).map(text)]] : [];
    }),
  );
}

/** The category rules of a listing on the call's site, as Trading failures (none when they pass). */
export function categoryFailures(facts: ListingFacts): TradingCallResult | undefined {
  const failures = tradingListingFailures(listingRefusals(facts));
  return failures.length ? { ok: false, failures } : undefined;
}

/** ItemID, times, fees and category of a listing: what the Add, Revise and Relist calls answer. */
export function listingFields(ctx: EmulatorContext, item: CatalogItem): Record<string, unknown> {
  return {
    ItemID: item.legacyItemId,
    ...(item.sku ? { SKU: item.sku } : {}),
    StartTime: new Date(startTimeOf(item)).toISOString(),
    EndTime: new Date(endTimeOf(ctx, item)).toISOString(),
    Fees: fees(item.currency),
    CategoryID: item.categoryId,
  };
}

/** Error 21919474: Trading may not revise or relist a listing the Inventory API made (see the README's refusals). */
export function inventoryModelListing(itemId: string): TradingCallResult {
  return failure({
    code: '21919474',
    shortMessage: 'Inventory-based listing management is not currently supported by this tool.',
    longMessage:
      'Inventory-based listing management is not currently supported by this tool. Please refer to the tool used to create this listing.',
    parameters: [itemId],
  });
}

/** The caller's active listing named by `ItemID` or `SKU`. */
export function ownListing({ ctx, user }: TradingCallInput, itemId: string, sku: string): CatalogItem | undefined {
  if (itemId) {
    const item = findListing(ctx, itemId);
    return item?.seller === user ? item : undefined;
  }
  return sku ? activeListings(ctx, user).find((item) => item.sku === sku) : undefined;
}

/**
 * GetItem: a listing of the one listing store by `ItemID` (the legacy item id), active or ended; or, as eBay allows
 * when no `ItemID` is given, the caller's active listing with that `SKU`.
 */
export const getItem: TradingCall = (input) => {
  const { ctx, fields } = input;
  const itemId = text(fields.ItemID);
  const sku = text(fields.SKU);
  if (!itemId && !sku) return invalidField('ItemID');
  const item = itemId ? findAnyListing(ctx, itemId) : ownListing(input, '', sku);
  if (!item) return itemNotFound(itemId || sku);
  const specifics = text(fields.IncludeItemSpecifics) === 'true' ? itemSpecificsOf(item.aspects) : {};
  return success({ Item: { ...tradingItem(ctx, item), ...specifics } });
};

/**
 * `Item.ItemSpecifics` of GetItem, asked for with `IncludeItemSpecifics` and absent when the listing has none
 * (developer.ebay.com/api-docs/user-guides/static/trading-user-guide/item-specifics-retrieve.html).
 */
function itemSpecificsOf(aspects: Record<string, string[]> | undefined): Record<string, unknown> {
  const lists = Object.entries(aspects ?? {}).map(([Name, Value]) => ({ Name, Value, Source: 'ItemSpecific' }));
  return lists.length ? { ItemSpecifics: { NameValueList: lists } } : {};
}

/** The Add call whose rules a new listing follows (the Verify calls follow theirs). */
export type AddCall = 'AddItem' | 'AddFixedPriceItem';

/** The format an Add call's `ListingType` asks for; AddItem lists an auction unless told otherwise. */
function formatOf(listingType: string, call: AddCall): ListingFormat | undefined {
  if (listingType === 'FixedPriceItem' || (listingType === '' && call === 'AddFixedPriceItem')) return 'FIXED_PRICE';
  if (call === 'AddItem' && (listingType === 'Chinese' || listingType === '')) return 'AUCTION';
  return undefined;
}

/** What the Add and VerifyAdd calls check before listing: a failure, or the new listing. */
export function newListing(input: TradingCallInput, raw: unknown, call: AddCall): TradingCallResult | NewListing {
  const { ctx, user, siteId } = input;
  const item = record(raw);
  const title = text(item.Title).trim();
  if (!title || title.length > 80) return invalidField('Item.Title');
  const start = price(item.StartPrice);
  if (!start) return invalidField('Item.StartPrice');
  const format = formatOf(text(item.ListingType), call);
  if (!format) return invalidField('Item.ListingType');
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
  // An auction sells one item.
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1_000_000 || (format === 'AUCTION' && quantity !== 1))
    return invalidField('Item.Quantity');
  const duration = text(item.ListingDuration) || (format === 'AUCTION' ? 'Days_7' : 'GTC');
  if (!(format === 'AUCTION' ? AUCTION_DURATIONS : FIXED_PRICE_DURATIONS).has(duration))
    return invalidField('Item.ListingDuration');
  const sku = text(item.SKU);
  if (sku && format === 'FIXED_PRICE' && activeListings(ctx, user).some((listed) => listed.sku === sku)) {
    return failure({
      code: '21919067',
      shortMessage: 'This Listing is a duplicate of your item.',
      longMessage: `An active listing already uses the SKU ${sku}.`,
      parameters: [sku],
    });
  }
  const shipping = shippingOptions(item);
  if (shipping === 'invalid') return invalidField('Item.ShippingDetails');
  const description = text(item.Description);
  // Best Offer is for fixed-price listings (an auction takes bids).
  const bestOffer = text(record(item.BestOfferDetails).BestOfferEnabled) === 'true';
  if (bestOffer && format === 'AUCTION') return invalidField('Item.BestOfferDetails.BestOfferEnabled');
  return {
    title,
    price: start.value,
    currency: start.currency ?? (text(item.Currency) || 'USD'),
    categoryId,
    categoryName: findLeaf(categoryId)?.name ?? '',
    conditionId: conditionId || '1000',
    format,
    quantity,
    listingDuration: duration,
    pictures: pictures(item),
    aspects,
    ...(sku ? { sku } : {}),
    ...(description ? { description } : {}),
    ...(shipping ? { shipping } : {}),
    ...(bestOffer ? { bestOfferEnabled: true } : {}),
  };
}

/** Whether a listing check gave a failure rather than the listing. */
export const isResult = (value: TradingCallResult | NewListing): value is TradingCallResult => 'ok' in value;

/** Checks an Add call's `Item` and lists it for the caller; the one path of AddItem, AddItems and AddFixedPriceItem. */
function addListing(input: TradingCallInput, raw: unknown, call: AddCall): TradingCallResult {
  const listing = newListing(input, raw, call);
  if (isResult(listing)) return listing;
  return success(listingFields(input.ctx, createListing(input.ctx, input.user, listing)));
}

/** VerifyAddFixedPriceItem: AddFixedPriceItem's checks and fees, without listing anything. */
export const verifyAddFixedPriceItem: TradingCall = (input) => {
  const listing = newListing(input, input.fields.Item, 'AddFixedPriceItem');
  if (isResult(listing)) return listing;
  return success({
    ItemID: '0',
    ...(listing.sku ? { SKU: listing.sku } : {}),
    Fees: fees(listing.currency),
    CategoryID: listing.categoryId,
  });
};

/** AddFixedPriceItem: lists `Item` at a fixed price for the caller; returns ItemID, times and fees. */
export const addFixedPriceItem: TradingCall = (input) => addListing(input, input.fields.Item, 'AddFixedPriceItem');

/** AddItem: lists `Item` for the caller, as an auction (`Chinese`, the default) or at a fixed price. */
export const addItem: TradingCall = (input) => addListing(input, input.fields.Item, 'AddItem');

/**
 * AddItems: up to five AddItem listings in one call, each answered in its own `AddItemResponseContainer` (with the
 * request's `MessageID` as `CorrelationID`, and its own `Errors` when that one failed).
 */
export const addItems: TradingCall = (input) => {
  const containers = list(input.fields.AddItemRequestContainer).map(record);
  if (containers.length === 0 || containers.length > MAX_ADD_ITEMS) return invalidField('AddItemRequestContainer');
  const answers = containers.map((container) => {
    const result = addListing(input, container.Item, 'AddItem');
    const correlation = text(container.MessageID);
    const tagged = correlation ? { CorrelationID: correlation } : {};
    return result.ok ? { ...result.fields, ...tagged } : { ...tagged, Errors: eblErrors(result.failures) };
  });
  return success({ AddItemResponseContainer: answers });
};

/**
 * What RelistItem, RelistFixedPriceItem and VerifyRelistItem check: the caller's ended listing named by `Item.ItemID`
 * with the request's changes, as a new listing (a failure when it cannot be relisted).
 */
export function relisting({ ctx, fields, user, siteId }: TradingCallInput): TradingCallResult | NewListing {
  const item = record(fields.Item);
  const itemId = text(item.ItemID);
  if (!itemId) return invalidField('Item.ItemID');
  const ended = findEnded(ctx, itemId);
  if (!ended || ended.seller !== user) {
    // An active listing cannot be relisted; anything else is unknown.
    const active = findListing(ctx, itemId);
    if (active?.seller === user) return active.offerId ? inventoryModelListing(itemId) : invalidField('Item.ItemID');
    return itemNotFound(itemId);
  }
  if (ended.offerId) return inventoryModelListing(itemId);
  const newPrice = item.StartPrice === undefined ? undefined : price(item.StartPrice);
  if (item.StartPrice !== undefined && !newPrice) return invalidField('Item.StartPrice');
  const description = item.Description === undefined ? ended.description : text(item.Description);
  // The same rules as a new listing: a whole quantity of 1 or more (one for an auction), one of eBay's durations.
  const quantity = item.Quantity === undefined ? ended.quantity + ended.quantitySold : Number(text(item.Quantity));
  if (
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > 1_000_000 ||
    (ended.format === 'AUCTION' && quantity !== 1)
  )
    return invalidField('Item.Quantity');
  const duration = text(item.ListingDuration) || ended.listingDuration;
  if (!(ended.format === 'AUCTION' ? AUCTION_DURATIONS : FIXED_PRICE_DURATIONS).has(duration))
    return invalidField('Item.ListingDuration');
  const shipping = shippingOptions(item);
  if (shipping === 'invalid') return invalidField('Item.ShippingDetails');
  // A relist may move the listing to another leaf, condition or item specifics: the rules of a new listing apply.
  const categoryId = text(record(item.PrimaryCategory).CategoryID) || ended.categoryId;
  const conditionId = text(item.ConditionID) || ended.conditionId;
  const aspects = itemSpecifics(item) ?? ended.aspects;
  if (categoryId !== ended.categoryId || conditionId !== ended.conditionId || item.ItemSpecifics !== undefined) {
    const refused = categoryFailures({
      categoryId,
      aspects: aspects ?? {},
      condition: conditionId,
      marketplace: marketplaceOfSite(siteId),
    });
    if (refused) return refused;
  }
  return {
    title: text(item.Title).trim() || ended.title,
    // An auction relists at its starting bid, not the bid it ended at.
    price: newPrice?.value ?? ended.startPrice ?? ended.price,
    currency: ended.currency,
    categoryId,
    categoryName: categoryId === ended.categoryId ? ended.categoryName : (findLeaf(categoryId)?.name ?? ''),
    conditionId,
    format: ended.format,
    // What was listed in all, unless the call says otherwise.
    quantity,
    listingDuration: duration,
    pictures: pictures(item).length ? pictures(item) : (ended.pictures ?? []),
    relistParentId: ended.legacyItemId,
    ...(aspects ? { aspects } : {}),
    ...(ended.sku ? { sku: ended.sku } : {}),
    ...(description !== undefined ? { description } : {}),
    ...((shipping ?? ended.shipping) ? { shipping: shipping ?? ended.shipping } : {}),
  };
}

/** RelistItem and RelistFixedPriceItem: lists an ended listing of the caller again (new ItemID), with any changes. */
export const relistItem: TradingCall = (input) => {
  const listing = relisting(input);
  if (isResult(listing)) return listing;
  return success(listingFields(input.ctx, createListing(input.ctx, input.user, listing)));
};
