import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { tradingItem } from './item-render.js';
import { withPrivateNotes } from './buying-common.js';
import { activeListings, endTimeOf, endedListings, startTimeOf } from '../flows/listings.js';
import { list, pageOf, record, text } from './request-body.js';
import { invalidField, success, type TradingCall } from './trading-call.js';
import { sellingSummary, sellingSummaryContainer } from './trading-selling-summary.js';
import { periodStart, soldList } from './trading-sold-list.js';

/** A listing of the one listing store with its times, for sorting and windows. */
interface Listed {
  item: CatalogItem;
  startTime: number;
  endTime: number;
}

const listed = (ctx: EmulatorContext, item: CatalogItem): Listed => ({
  item,
  startTime: startTimeOf(item),
  endTime: endTimeOf(ctx, item),
});

function active(ctx: EmulatorContext, seller: string): Listed[] {
  return activeListings(ctx, seller).map((item) => listed(ctx, item));
}

function ended(ctx: EmulatorContext, seller: string): Listed[] {
  return endedListings(ctx, seller).map((item) => listed(ctx, item));
}

const SORTS: Record<string, (a: Listed, b: Listed) => number> = {
  StartTime: (a, b) => a.startTime - b.startTime,
  StartTimeDescending: (a, b) => b.startTime - a.startTime,
  EndTime: (a, b) => a.endTime - b.endTime,
  EndTimeDescending: (a, b) => b.endTime - a.endTime,
  CurrentPrice: (a, b) => a.item.price - b.item.price,
  CurrentPriceDescending: (a, b) => b.item.price - a.item.price,
  ItemID: (a, b) => a.item.legacyItemId.localeCompare(b.item.legacyItemId),
  ItemIDDescending: (a, b) => b.item.legacyItemId.localeCompare(a.item.legacyItemId),
};

/** One page of `all` as a `PaginatedItemArrayType`, plus whether more pages follow. */
function itemPage(
  ctx: EmulatorContext,
  all: Listed[],
  pagination: unknown,
  max: number,
): { fields: Record<string, unknown>; more: boolean; size: number; number: number; count: number } {
  const { size, number } = pageOf(pagination, 25, max);
  const items = all.slice((number - 1) * size, number * size);
  return {
    fields: {
      ItemArray: items.length ? { Item: items.map((l) => tradingItem(ctx, l.item)) } : '',
      PaginationResult: {
        TotalNumberOfPages: String(Math.ceil(all.length / size)),
        TotalNumberOfEntries: String(all.length),
      },
    },
    more: number * size < all.length,
    size,
    number,
    count: items.length,
  };
}

function sorted(listed: Listed[], sort: string): Listed[] {
  const compare = SORTS[sort];
  return compare ? [...listed].sort(compare) : listed;
}

/** The list containers of GetMyeBaySelling, in the response's order. */
const LISTS = ['ScheduledList', 'ActiveList', 'SoldList', 'UnsoldList'] as const;

/** The formats an `ActiveList`'s `ListingType` keeps: auctions, fixed price, or none (classified ads are not modelled). */
const LISTING_TYPES: Record<string, (item: CatalogItem) => boolean> = {
  Auction: (item) => item.format === 'AUCTION',
  Chinese: (item) => item.format === 'AUCTION',
  FixedPriceItem: (item) => item.format === 'FIXED_PRICE',
  StoresFixedPrice: (item) => item.format === 'FIXED_PRICE',
  AdType: () => false,
};

/** Which lists come back: `DetailLevel` ReturnSummary gives only those with `Include` true; else every list named
 * (all of them when none is, as with ReturnAll), less those with `Include` false. */
function wantedLists(fields: Record<string, unknown>): Set<(typeof LISTS)[number]> {
  const summaryOnly = list(fields.DetailLevel).map(text).includes('ReturnSummary');
  const named = LISTS.some((name) => fields[name] !== undefined);
  return new Set(
    LISTS.filter((name) => {
      const include = text(record(fields[name]).Include);
      if (summaryOnly) return include === 'true';
      return include !== 'false' && (!named || fields[name] !== undefined);
    }),
  );
}

/** The `IncludeNotes` of a list: SetUserNotes' notes as each item's `PrivateNotes`. */
function withNotes(
  ctx: EmulatorContext,
  user: string,
  page: Record<string, unknown>,
  options: Record<string, unknown>,
) {
  if (text(options.IncludeNotes) !== 'true' || !page.ItemArray) return page;
  return {
    ...page,
    ItemArray: { Item: list(record(page.ItemArray).Item).map((item) => withPrivateNotes(ctx, user, record(item))) },
  };
}

/**
 * GetMyeBaySelling, as eBay's call reference defines it
 * (https://developer.ebay.com/devzone/xml/docs/reference/ebay/GetMyeBaySelling.html): the caller's `ScheduledList`
 * (always empty: the emulator does not schedule listings), `ActiveList` (published listings, filtered by
 * `ListingType`), `SoldList` (their sales from the one order store, `./trading-sold-list.ts`) and `UnsoldList`
 * (listings that ended without a sale in the `DurationInDays` period), each with its own `Pagination`/`Sort`; the
 * `Summary` always, and the `SellingSummary` when asked for (`./trading-selling-summary.ts`).
 */
export const getMyeBaySelling: TradingCall = ({ ctx, fields, user, now }) => {
  const wanted = wantedLists(fields);
  const lists: Record<string, unknown> = {};
  for (const name of LISTS) {
    if (!wanted.has(name)) continue;
    const options = record(fields[name]);
    if (name === 'SoldList') {
      const sold = soldList(ctx, user, options, now);
      if ('invalid' in sold) return invalidField(sold.invalid);
      lists[name] = sold.list;
      continue;
    }
    let listed: Listed[] = [];
    if (name === 'ActiveList') {
      const type = text(options.ListingType);
      const keeps = type ? LISTING_TYPES[type] : () => true;
      if (!keeps) return invalidField('ActiveList.ListingType');
      listed = active(ctx, user).filter((l) => keeps(l.item));
    } else if (name === 'UnsoldList') {
      const from = periodStart(options, now);
      if (from === undefined) return invalidField('UnsoldList.DurationInDays');
      // An ended listing that sold nothing is unsold; one that sold belongs to the SoldList.
      listed = ended(ctx, user).filter((l) => l.item.quantitySold === 0 && l.endTime >= from);
    }
    const page = itemPage(ctx, sorted(listed, text(options.Sort)), options.Pagination, 200).fields;
    lists[name] = withNotes(ctx, user, page, options);
  }
  const summaryAsked = fields.SellingSummary !== undefined && text(record(fields.SellingSummary).Include) !== 'false';
  return success({
    ...(summaryAsked ? { SellingSummary: sellingSummaryContainer(ctx, user, now) } : {}),
    ...lists,
    Summary: sellingSummary(ctx, user, now),
  });
};

function inWindow(time: number, from: unknown, to: unknown): boolean {
  const start = Date.parse(text(from));
  const end = Date.parse(text(to));
  return (Number.isNaN(start) || time >= start) && (Number.isNaN(end) || time <= end);
}

/**
 * GetSellerList: a seller's listings (the caller's, or `UserID`'s) whose start or end time falls in the window
 * eBay requires, active and ended, one `Pagination` page with `HasMoreItems`.
 */
export const getSellerList: TradingCall = ({ ctx, fields, user }) => {
  const byStart = fields.StartTimeFrom !== undefined || fields.StartTimeTo !== undefined;
  const byEnd = fields.EndTimeFrom !== undefined || fields.EndTimeTo !== undefined;
  if (!byStart && !byEnd) return invalidField('StartTimeFrom');
  for (const tag of ['StartTimeFrom', 'StartTimeTo', 'EndTimeFrom', 'EndTimeTo']) {
    if (fields[tag] !== undefined && Number.isNaN(Date.parse(text(fields[tag])))) return invalidField(tag);
  }
  const seller = text(fields.UserID) || user;
  const skus = new Set(
    ([] as unknown[])
      .concat(record(fields.SKUArray).SKU ?? [])
      .map(text)
      .filter(Boolean),
  );
  const matching = [...active(ctx, seller), ...ended(ctx, seller)].filter(
    (l) =>
      (!byStart || inWindow(l.startTime, fields.StartTimeFrom, fields.StartTimeTo)) &&
      (!byEnd || inWindow(l.endTime, fields.EndTimeFrom, fields.EndTimeTo)) &&
      (skus.size === 0 || (l.item.sku !== undefined && skus.has(l.item.sku))),
  );
  const page = itemPage(
    ctx,
    sorted(matching, text(fields.Sort) === '2' ? 'EndTimeDescending' : 'EndTime'),
    fields.Pagination,
    200,
  );
  return success({
    PaginationResult: page.fields.PaginationResult,
    HasMoreItems: String(page.more),
    ItemArray: page.fields.ItemArray,
    ItemsPerPage: String(page.size),
    PageNumber: String(page.number),
    ReturnedItemCountActual: String(page.count),
    Seller: { UserID: seller },
  });
};
