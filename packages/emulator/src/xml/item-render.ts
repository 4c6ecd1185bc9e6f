import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { minimumToBid } from '../flows/bidding.js';
import { endTimeOf, startTimeOf } from '../flows/listings.js';
import { findCategory } from '../world/categories.js';
import { conditionById } from '../world/category-rules.js';
import { amount } from './amount.js';
import { shippingDetails, shippingOf } from './item-shipping.js';
import { findingSellerInfo, shoppingSeller, tradingSeller } from './member-render.js';

export { amount } from './amount.js';

/**
 * Trading's `Transaction.Variation` of an order line bought from a multiple-variation listing (its SKU and
 * `VariationSpecifics`), as a field to spread into the transaction; nothing for any other line.
 */
export function transactionVariation(line: {
  sku: string;
  variationAspects?: { name: string; value: string }[];
}): Record<string, unknown> {
  if (!line.variationAspects) return {};
  return {
    Variation: {
      SKU: line.sku,
      VariationSpecifics: { NameValueList: line.variationAspects.map((a) => ({ Name: a.name, Value: [a.value] })) },
    },
  };
}

/** An ISO-8601 duration (`P2DT3H15M0S`) from now until `end`. */
export function timeLeft(now: number, end: number): string {
  const s = Math.max(0, Math.floor((end - now) / 1000));
  return `P${Math.floor(s / 86_400)}DT${Math.floor((s % 86_400) / 3600)}H${Math.floor((s % 3600) / 60)}M${s % 60}S`;
}

/** Trading's `ListingType` of a listing format. */
export function listingType(item: CatalogItem): 'FixedPriceItem' | 'Chinese' {
  return item.format === 'AUCTION' ? 'Chinese' : 'FixedPriceItem';
}

/** Trading's `ListingStatus`: an ended listing is `Completed`. */
export function listingStatus(item: CatalogItem): 'Active' | 'Completed' {
  return item.endedAt === undefined ? 'Active' : 'Completed';
}

/**
 * `ConditionDisplayName`: eBay's name of the condition id (4000 is Very Good, not Used); New or Used for an id eBay's
 * table lacks.
 */
export function conditionName(conditionId: string): string {
  return conditionById(conditionId)?.name ?? (Number(conditionId) >= 3000 ? 'Used' : 'New');
}

/**
 * Trading's `PrimaryCategory.CategoryName`: the whole path, top level first, joined by `:`, as a real GetItem answer
 * kept in public code names it (test/cassettes/ebay-samples/README.md;
 * https://developer.ebay.com/devzone/xml/docs/reference/ebay/GetItem.html); the stored name for a category outside
 * the emulator's trees.
 */
function tradingCategoryName(item: CatalogItem): string {
  const node = findCategory(item.categoryId);
  return node ? node.path.map((n) => n.name).join(':') : item.categoryName;
}

/** The listing page of an item on the emulator. */
export function viewItemUrl(ctx: EmulatorContext, itemId: string): string {
  return `${ctx.origin}/itm/${itemId}`;
}

/**
 * A listing as Trading's `ItemType` (GetItem, GetMyeBaySelling, GetSellerList). `Quantity` is what was listed in
 * all (what is left plus what sold), as eBay counts it; `ListingType` follows the format.
 */
export function tradingItem(ctx: EmulatorContext, item: CatalogItem): Record<string, unknown> {
  const now = ctx.clock.now();
  const price = amount(item.price, item.currency);
  const status = listingStatus(item);
  const end = endTimeOf(ctx, item);
  return {
    BuyItNowPrice: amount(0, item.currency),
    Country: 'US',
    Currency: item.currency,
    ...(item.description !== undefined ? { Description: item.description } : {}),
    ItemID: item.legacyItemId,
    ListingDetails: {
      StartTime: new Date(startTimeOf(item)).toISOString(),
      EndTime: new Date(end).toISOString(),
      ViewItemURL: viewItemUrl(ctx, item.legacyItemId),
      ...(item.relistParentId ? { RelistedItemID: item.relistParentId } : {}),
    },
    ListingDuration: item.listingDuration,
    ListingType: listingType(item),
    Location: 'San Jose, CA',
    PrimaryCategory: { CategoryID: item.categoryId, CategoryName: tradingCategoryName(item) },
    Quantity: String(item.quantity + item.quantitySold),
    Seller: tradingSeller(ctx, item.seller),
    SellingStatus: {
      ...(item.format === 'AUCTION' ? { BidCount: String(item.bidCount ?? 0) } : {}),
      CurrentPrice: price,
      ConvertedCurrentPrice: price,
      ...(item.highBidder ? { HighBidder: { UserID: item.highBidder } } : {}),
      ...(item.format === 'AUCTION' && status === 'Active'
        ? { MinimumToBid: amount(minimumToBid(item), item.currency) }
        : {}),
      QuantitySold: String(item.quantitySold),
      ListingStatus: status,
    },
    ShippingDetails: shippingDetails(item, shippingOf(item)),
    Site: 'US',
    // An auction's price moves with its bids; its start price stays what the seller asked.
    StartPrice: amount(item.startPrice ?? item.price, item.currency),
    TimeLeft: timeLeft(now, status === 'Active' ? end : now),
    Title: item.title,
    ...(item.sku ? { SKU: item.sku } : {}),
    ...(item.pictures?.length ? { PictureDetails: { PictureURL: item.pictures } } : {}),
    ConditionID: item.conditionId,
    ConditionDisplayName: conditionName(item.conditionId),
    ...(item.relistParentId ? { RelistParentID: item.relistParentId } : {}),
    ...(item.bestOfferEnabled ? { BestOfferDetails: { BestOfferEnabled: 'true' } } : {}),
  };
}

/** A listing as Shopping's `SimpleItemType` (GetSingleItem, GetMultipleItems). */
export function shoppingItem(ctx: EmulatorContext, item: CatalogItem): Record<string, unknown> {
  const price = amount(item.price, item.currency);
  const end = endTimeOf(ctx, item);
  return {
    ItemID: item.legacyItemId,
    EndTime: new Date(end).toISOString(),
    StartTime: new Date(startTimeOf(item)).toISOString(),
    ViewItemURLForNaturalSearch: viewItemUrl(ctx, item.legacyItemId),
    ListingType: listingType(item),
    Location: 'San Jose, CA',
    PrimaryCategoryID: item.categoryId,
    PrimaryCategoryName: item.categoryName,
    Quantity: String(item.quantity + item.quantitySold),
    Seller: shoppingSeller(ctx, item.seller),
    CurrentPrice: price,
    ConvertedCurrentPrice: price,
    ListingStatus: listingStatus(item),
    QuantitySold: String(item.quantitySold),
    Site: 'US',
    TimeLeft: timeLeft(ctx.clock.now(), end),
    Title: item.title,
    Country: 'US',
    ConditionID: item.conditionId,
    ConditionDisplayName: conditionName(item.conditionId),
    ...(item.sku ? { SKU: item.sku } : {}),
  };
}

/**
 * A listing as Finding's `SearchItem` (lower-case names; amounts carry `currencyId`), with the seller's `sellerInfo`
 * when the request's `outputSelector` asks for SellerInfo.
 */
export function findingItem(ctx: EmulatorContext, item: CatalogItem, withSeller = false): Record<string, unknown> {
  const price = { '#value': item.price.toFixed(2), '@_currencyId': item.currency };
  const end = endTimeOf(ctx, item);
  return {
    itemId: item.legacyItemId,
    title: item.title,
    globalId: 'EBAY-US',
    primaryCategory: { categoryId: item.categoryId, categoryName: item.categoryName },
    viewItemURL: viewItemUrl(ctx, item.legacyItemId),
    location: 'San Jose,CA,USA',
    country: 'US',
    ...(withSeller ? { sellerInfo: findingSellerInfo(ctx, item.seller) } : {}),
    sellingStatus: {
      currentPrice: price,
      convertedCurrentPrice: price,
      sellingState: 'Active',
      timeLeft: timeLeft(ctx.clock.now(), end),
    },
    listingInfo: {
      bestOfferEnabled: 'false',
      buyItNowAvailable: 'false',
      startTime: new Date(startTimeOf(item)).toISOString(),
      endTime: new Date(end).toISOString(),
      listingType: item.format === 'AUCTION' ? 'Auction' : 'FixedPrice',
      gift: 'false',
    },
    condition: { conditionId: item.conditionId, conditionDisplayName: conditionName(item.conditionId) },
  };
}
