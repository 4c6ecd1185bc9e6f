import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../flows/catalog-items.js';
import { amount, timeLeft, type ListingDetails } from './listings.js';

/** `ConditionDisplayName` of the catalog's condition ids. */
export function conditionName(conditionId: string): string {
  return Number(conditionId) >= 3000 ? 'Used' : 'New';
}

/** The listing page of an item on the emulator. */
export function viewItemUrl(ctx: EmulatorContext, itemId: string): string {
  return `${ctx.origin}/itm/${itemId}`;
}

/** A listing as Trading's `ItemType` (GetItem, GetMyeBaySelling, GetSellerList). */
export function tradingItem(
  ctx: EmulatorContext,
  item: CatalogItem,
  details: ListingDetails,
  status: 'Active' | 'Completed' = 'Active',
): Record<string, unknown> {
  const now = ctx.clock.now();
  const price = amount(item.price, item.currency);
  return {
    BuyItNowPrice: amount(0, item.currency),
    Country: 'US',
    Currency: item.currency,
    ...(details.description !== undefined ? { Description: details.description } : {}),
    ItemID: item.legacyItemId,
    ListingDetails: {
      StartTime: new Date(details.startTime).toISOString(),
      EndTime: new Date(details.endTime).toISOString(),
      ViewItemURL: viewItemUrl(ctx, item.legacyItemId),
      ...(details.relistParentId ? { RelistedItemID: details.relistParentId } : {}),
    },
    ListingDuration: details.listingDuration,
    ListingType: 'FixedPriceItem',
    Location: 'San Jose, CA',
    PrimaryCategory: { CategoryID: item.categoryId, CategoryName: item.categoryName },
    Quantity: String(details.quantity),
    Seller: { UserID: item.seller, FeedbackScore: '150', PositiveFeedbackPercent: '99.5' },
    SellingStatus: { CurrentPrice: price, ConvertedCurrentPrice: price, QuantitySold: '0', ListingStatus: status },
    Site: 'US',
    StartPrice: price,
    TimeLeft: timeLeft(now, status === 'Active' ? details.endTime : now),
    Title: item.title,
    ...(item.sku ? { SKU: item.sku } : {}),
    ...(details.pictures.length ? { PictureDetails: { PictureURL: details.pictures } } : {}),
    ConditionID: item.conditionId,
    ConditionDisplayName: conditionName(item.conditionId),
    ...(details.relistParentId ? { RelistParentID: details.relistParentId } : {}),
  };
}

/** A listing as Shopping's `SimpleItemType` (GetSingleItem, GetMultipleItems). */
export function shoppingItem(
  ctx: EmulatorContext,
  item: CatalogItem,
  details: ListingDetails,
): Record<string, unknown> {
  const price = amount(item.price, item.currency);
  return {
    ItemID: item.legacyItemId,
    EndTime: new Date(details.endTime).toISOString(),
    StartTime: new Date(details.startTime).toISOString(),
    ViewItemURLForNaturalSearch: viewItemUrl(ctx, item.legacyItemId),
    ListingType: 'FixedPriceItem',
    Location: 'San Jose, CA',
    PrimaryCategoryID: item.categoryId,
    PrimaryCategoryName: item.categoryName,
    Quantity: String(details.quantity),
    Seller: { UserID: item.seller, FeedbackScore: '150', PositiveFeedbackPercent: '99.5' },
    CurrentPrice: price,
    ConvertedCurrentPrice: price,
    ListingStatus: 'Active',
    QuantitySold: '0',
    Site: 'US',
    TimeLeft: timeLeft(ctx.clock.now(), details.endTime),
    Title: item.title,
    Country: 'US',
    ConditionID: item.conditionId,
    ConditionDisplayName: conditionName(item.conditionId),
    ...(item.sku ? { SKU: item.sku } : {}),
  };
}

/** A listing as Finding's `SearchItem` (lower-case names; amounts carry `currencyId`). */
export function findingItem(ctx: EmulatorContext, item: CatalogItem, details: ListingDetails): Record<string, unknown> {
  const price = { '#value': item.price.toFixed(2), '@_currencyId': item.currency };
  return {
    itemId: item.legacyItemId,
    title: item.title,
    globalId: 'EBAY-US',
    primaryCategory: { categoryId: item.categoryId, categoryName: item.categoryName },
    viewItemURL: viewItemUrl(ctx, item.legacyItemId),
    location: 'San Jose,CA,USA',
    country: 'US',
    sellingStatus: {
      currentPrice: price,
      convertedCurrentPrice: price,
      sellingState: 'Active',
      timeLeft: timeLeft(ctx.clock.now(), details.endTime),
    },
    listingInfo: {
      bestOfferEnabled: 'false',
      buyItNowAvailable: 'false',
      startTime: new Date(details.startTime).toISOString(),
      endTime: new Date(details.endTime).toISOString(),
      listingType: 'FixedPrice',
      gift: 'false',
    },
    condition: { conditionId: item.conditionId, conditionDisplayName: conditionName(item.conditionId) },
  };
}
