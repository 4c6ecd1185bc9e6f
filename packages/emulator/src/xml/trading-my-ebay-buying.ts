import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { auctionsBidOn } from '../flows/bidding.js';
import { WATCH_LIST_MAXIMUM, notesOf, offerStatus, watchListOf } from '../flows/buying.js';
import { fulfillmentOrders } from '../world/orders.js';
import type { FulfillmentOrder } from '../world/stores/orders.js';
import { findAnyListing, findEnded, findListing } from '../flows/listings.js';
import type { XmlFailure } from './envelope.js';
import { listingEnded, refusedInput, withPrivateNotes } from './buying-common.js';
import { amount, tradingItem } from './item-render.js';
import { list, pageOf, record, text } from './request-body.js';
import { invalidField, itemNotFound, success, type TradingCall, type TradingCallResult } from './trading-call.js';

/** eBay's longest `NoteText` (SetUserNotes). */
export const MAX_NOTE_LENGTH = 250;

const LISTS = ['WatchList', 'BidList', 'BestOfferList', 'WonList'] as const;

/** One page of `all` as a `PaginatedItemArrayType` (or `PaginatedOrderTransactionArrayType` when `orders`). */
function page<T>(all: T[], options: Record<string, unknown>, wrap: (page: T[]) => Record<string, unknown>) {
  const { size, number } = pageOf(options.Pagination, 25, 200);
  const shown = all.slice((number - 1) * size, number * size);
  return {
    ...(shown.length ? wrap(shown) : {}),
    PaginationResult: {
      TotalNumberOfPages: String(Math.ceil(all.length / size)),
      TotalNumberOfEntries: String(all.length),
    },
  };
}

/** The caller's purchases (orders they bought) as `OrderTransaction`s, one per line item, newest first. */
function wonTransactions(ctx: EmulatorContext, user: string, notes: boolean): Record<string, unknown>[] {
  return fulfillmentOrders(ctx)
    .filter((order: FulfillmentOrder) => order.buyer === user)
    .flatMap((order) =>
      order.lineItems.map((line) => {
        const listing = findAnyListing(ctx, line.legacyItemId);
        const item = {
          ItemID: line.legacyItemId,
          Title: line.title,
          ...(listing ? { Seller: { UserID: listing.seller } } : {}),
        };
        return {
          Transaction: {
            Buyer: { UserID: user },
            CreatedDate: order.creationDate,
            Item: notes ? withPrivateNotes(ctx, user, item) : item,
            QuantityPurchased: String(line.quantity),
            TransactionID: line.lineItemId,
            TransactionPrice: amount(line.unitPrice, order.currency),
            OrderLineItemID: `${line.legacyItemId}-${line.lineItemId}`,
          },
        };
      }),
    );
}

/**
 * GetMyeBayBuying: the caller's `WatchList`, `BidList` (active auctions they bid on), `BestOfferList` (listings
 * with their open Best Offers), `WonList` (what they bought, from the one order store), Second Chance Offers made
 * to them and a `BuyingSummary`; without list containers every list comes back. `IncludeNotes` adds SetUserNotes'
 * notes as `PrivateNotes`.
 */
export const getMyeBayBuying: TradingCall = ({ ctx, fields, user, now }) => {
  const wantsAny = LISTS.some((name) => fields[name] !== undefined);
  const wanted = (name: string): boolean =>
    !(wantsAny && fields[name] === undefined) && text(record(fields[name]).Include) !== 'false';
  const listings = (ids: string[]): CatalogItem[] =>
    ids.map((id) => findAnyListing(ctx, id)).filter((item): item is CatalogItem => item !== undefined);
  const items = (name: string, all: CatalogItem[]) => {
    const notes = text(record(fields[name]).IncludeNotes) === 'true';
    return page(all, record(fields[name]), (shown) => ({
      ItemArray: {
        Item: shown.map((item) => {
          const rendered = tradingItem(ctx, item);
          return notes ? withPrivateNotes(ctx, user, rendered) : rendered;
        }),
      },
    }));
  };
  const bidding = listings(auctionsBidOn(ctx, user)).filter((item) => item.endedAt === undefined);
  const offered = [...ctx.state.world.buying.bestOffers.values()].filter(
    (o) => o.buyer === user && ['Pending', 'Countered'].includes(offerStatus(o, now)),
  );
  const won = wonTransactions(ctx, user, text(record(fields.WonList).IncludeNotes) === 'true');
  const secondChance = [...ctx.state.world.buying.secondChance.values()]
    .filter((o) => o.recipient === user)
    .map((o) => findListing(ctx, o.itemId))
    .filter((item): item is CatalogItem => item !== undefined);
  return success({
    BuyingSummary: {
      BiddingCount: String(bidding.length),
      WinningCount: String(bidding.filter((item) => item.highBidder === user).length),
      WonCount: String(won.length),
      BestOfferCount: String(offered.length),
    },
    ...(wanted('WatchList') ? { WatchList: items('WatchList', listings(watchListOf(ctx, user))) } : {}),
    ...(wanted('BidList') ? { BidList: items('BidList', bidding) } : {}),
    ...(wanted('BestOfferList')
      ? { BestOfferList: items('BestOfferList', listings([...new Set(offered.map((o) => o.itemId))])) }
      : {}),
    ...(wanted('WonList')
      ? {
          WonList: page(won, record(fields.WonList), (shown) => ({
            OrderTransactionArray: { OrderTransaction: shown },
          })),
        }
      : {}),
    ...(secondChance.length ? { SecondChanceOffer: secondChance.map((item) => tradingItem(ctx, item)) } : {}),
  });
};

const watchCount = (count: number): Record<string, unknown> => ({
  WatchListCount: String(count),
  WatchListMaximum: String(WATCH_LIST_MAXIMUM),
});

/** The failures of a call that acts on several items: one per item, as eBay answers. */
function failures(results: TradingCallResult[]): TradingCallResult | undefined {
  const all: XmlFailure[] = results.flatMap((r) => (r.ok ? [] : r.failures));
  return all.length ? { ok: false, failures: all } : undefined;
}

/**
 * AddToWatchList: adds active listings to the caller's watch list (unknown 17, ended 291, each with its own
 * error; nothing is added when one fails), up to eBay's maximum.
 */
export const addToWatchList: TradingCall = ({ ctx, fields, user }) => {
  const ids = list(fields.ItemID).map(text);
  if (ids.length === 0) return invalidField('ItemID');
  const refused = failures(
    ids.map((id) => (findListing(ctx, id) ? success({}) : findEnded(ctx, id) ? listingEnded(id) : itemNotFound(id))),
  );
  if (refused) return refused;
  const watched = watchListOf(ctx, user);
  const added = [...new Set(ids)].filter((id) => !watched.includes(id));
  if (watched.length + added.length > WATCH_LIST_MAXIMUM)
    return refusedInput('ItemID', `a watch list holds at most ${WATCH_LIST_MAXIMUM} items; remove some first.`);
  watched.push(...added);
  return success(watchCount(watched.length));
};

/** RemoveFromWatchList: takes the `ItemID`s (each must be on the list) or, with `RemoveAllItems`, everything off. */
export const removeFromWatchList: TradingCall = ({ ctx, fields, user }) => {
  const watched = watchListOf(ctx, user);
  if (text(fields.RemoveAllItems) === 'true') {
    watched.length = 0;
    return success(watchCount(0));
  }
  const ids = list(fields.ItemID).map(text);
  if (ids.length === 0) return invalidField('ItemID');
  const refused = failures(
    ids.map((id) =>
      watched.includes(id) ? success({}) : refusedInput('ItemID', `item ${id} is not on your watch list.`),
    ),
  );
  if (refused) return refused;
  const kept = watched.filter((id) => !ids.includes(id));
  watched.splice(0, watched.length, ...kept);
  return success(watchCount(watched.length));
};

/**
 * SetUserNotes: the caller's private note on a listing (`AddOrUpdate` with `NoteText`, or `Delete`), shown as
 * `PrivateNotes` by GetMyeBayBuying and GetMyeBaySelling with `IncludeNotes`. Unknown items are 17.
 */
export const setUserNotes: TradingCall = ({ ctx, fields, user }) => {
  const itemId = text(fields.ItemID);
  if (!itemId) return invalidField('ItemID');
  if (!findAnyListing(ctx, itemId)) return itemNotFound(itemId);
  const action = text(fields.Action);
  const notes = notesOf(ctx, user);
  if (action === 'Delete') notes.delete(itemId);
  else if (action === 'AddOrUpdate') {
    const note = text(fields.NoteText);
    if (!note || note.length > MAX_NOTE_LENGTH) return invalidField('NoteText');
    notes.set(itemId, note);
  } else return invalidField('Action');
  return success({});
};
