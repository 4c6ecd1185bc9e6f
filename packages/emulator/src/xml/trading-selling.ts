import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../flows/catalog-items.js';
import { tradingItem } from './item-render.js';
import { withPrivateNotes } from './buying-common.js';
import { activeListings, endTimeOf, endedListings, startTimeOf } from '../flows/listings.js';
import { list, pageOf, record, text } from './request-body.js';
import { invalidField, success, type TradingCall } from './trading-call.js';

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

/**
 * GetMyeBaySelling: the caller's `ActiveList` (published listings) and `UnsoldList` (ended ones), each with its
 * own `Pagination`/`Sort`; without list containers both come back, as eBay returns its default lists.
 */
export const getMyeBaySelling: TradingCall = ({ ctx, fields, user }) => {
  const wantsAny = fields.ActiveList !== undefined || fields.UnsoldList !== undefined || fields.SoldList !== undefined;
  const answer: Record<string, unknown> = {};
  const lists: [name: 'ActiveList' | 'UnsoldList', listed: () => Listed[]][] = [
    ['ActiveList', () => active(ctx, user)],
    // An ended listing that sold nothing is unsold; one that sold belongs to the sales.
    ['UnsoldList', () => ended(ctx, user).filter((l) => l.item.quantitySold === 0)],
  ];
  const activeCount = active(ctx, user).length;
  const sold = [...active(ctx, user), ...ended(ctx, user)].reduce((sum, l) => sum + l.item.quantitySold, 0);
  answer.Summary = {
    ActiveAuctionCount: String(activeCount),
    AuctionSellingCount: String(activeCount),
    TotalSoldCount: String(sold),
    SoldDurationInDays: '31',
  };
  for (const [name, listed] of lists) {
    const options = record(fields[name]);
    if ((wantsAny && fields[name] === undefined) || text(options.Include) === 'false') continue;
    const page = itemPage(ctx, sorted(listed(), text(options.Sort)), options.Pagination, 200).fields;
    // SetUserNotes' notes, when asked for.
    if (text(options.IncludeNotes) === 'true' && page.ItemArray)
      page.ItemArray = {
        Item: list(record(page.ItemArray).Item).map((item) => withPrivateNotes(ctx, user, record(item))),
      };
    answer[name] = page;
  }
  return success(answer);
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
