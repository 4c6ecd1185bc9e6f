import type { CatalogItem } from '../world/stores/listings.js';
import {
  activeListings,
  durationDays,
  endTimeOf,
  endedListings,
  listingEvents,
  reviseListing,
  startTimeOf,
} from '../flows/listings.js';
import { eblErrors } from './envelope.js';
import { tradingItem } from './item-render.js';
import { fees } from './listing-fees.js';
import { list, record, text } from './request-body.js';
import { invalidField, success, type TradingCall } from './trading-call.js';
import { getDescriptionTemplates } from './trading-description-templates.js';
import { getItemShipping } from './trading-item-shipping.js';
import { isResult, newListing, relisting } from './trading-listings.js';
import { endItem, revisable } from './trading-revise.js';

/** EndItems takes at most this many `EndItemRequestContainer`s (eBay's limit). */
export const MAX_END_ITEMS = 10;

/** A description may grow to at most this many characters (eBay's limit on `Item.Description`). */
export const MAX_DESCRIPTION = 500_000;

/** GetSellerEvents answers at most this many items (eBay: 3000 or more means "narrow the time range"). */
export const MAX_SELLER_EVENTS = 3000;

const DAY = 86_400_000;

/** VerifyAddItem: AddItem's checks and fees, without listing anything (ItemID is always 0). */
export const verifyAddItem: TradingCall = (input) => {
  const listing = newListing(input, input.fields.Item, 'AddItem');
  if (isResult(listing)) return listing;
  return success({ ItemID: '0', Fees: fees(listing.currency), CategoryID: listing.categoryId });
};

/** VerifyRelistItem: RelistItem's checks and fees, without relisting (ItemID is always 0). */
export const verifyRelistItem: TradingCall = (input) => {
  const listing = relisting(input);
  if (isResult(listing)) return listing;
  return success({
    ItemID: '0',
    Fees: fees(listing.currency),
    StartTime: new Date(input.now).toISOString(),
    EndTime: new Date(input.now + durationDays(listing.listingDuration) * DAY).toISOString(),
  });
};

/**
 * AddToItemDescription: appends `Description` to the description of the caller's active listing (ReviseItem's
 * refusals: unknown or another seller's 17, ended 291, made by the Inventory API 21919474).
 */
export const addToItemDescription: TradingCall = (input) => {
  const itemId = text(input.fields.ItemID);
  const added = text(input.fields.Description);
  if (!itemId) return invalidField('ItemID');
  if (!added.trim()) return invalidField('Description');
  const listing = revisable(input, itemId, '');
  if (!('legacyItemId' in listing)) return listing;
  const description = (listing.description ?? '') + added;
  if (description.length > MAX_DESCRIPTION) return invalidField('Description');
  reviseListing(input.ctx, listing, { description });
  return success({});
};

/**
 * EndItems: ends up to ten of the caller's listings, each answered in its own `EndItemResponseContainer` (its
 * `MessageID` as `CorrelationID`, EndItem's answer or its `Errors`). One failing listing does not stop the others.
 */
export const endItems: TradingCall = (input) => {
  const containers = list(input.fields.EndItemRequestContainer).map(record);
  if (containers.length === 0 || containers.length > MAX_END_ITEMS) return invalidField('EndItemRequestContainer');
  return success({
    EndItemResponseContainer: containers.map((container) => {
      const result = endItem({
        ...input,
        fields: { ItemID: text(container.ItemID), EndingReason: text(container.EndingReason) },
      });
      const correlation = text(container.MessageID);
      return {
        ...(result.ok ? { EndTime: result.fields.EndTime } : {}),
        ...(correlation ? { CorrelationID: correlation } : {}),
        ...(result.ok ? {} : { Errors: eblErrors(result.failures) }),
      };
    }),
  });
};

/** A `From`/`To` pair of GetSellerEvents: `To` defaults to now; `undefined` when `From` is not given. */
function range(fields: Record<string, unknown>, name: string, now: number): [number, number] | undefined {
  const from = Date.parse(text(fields[`${name}From`]));
  const to = fields[`${name}To`] === undefined ? now : Date.parse(text(fields[`${name}To`]));
  if (Number.isNaN(from)) return undefined;
  return [from, to];
}

const within = (at: number, window: [number, number] | undefined): boolean =>
  window === undefined || (at >= window[0] && at <= window[1]);

/**
 * GetSellerEvents: the caller's listings (active and ended) that started, ended or were last modified in the
 * windows given (`StartTime*`, `EndTime*`, `ModTime*`; each `To` defaults to now; every window given must match).
 * The last modification is the listing's last event of the listing store (listed, revised, price change, ended).
 */
export const getSellerEvents: TradingCall = ({ ctx, fields, user, now }) => {
  const start = range(fields, 'StartTime', now);
  const end = range(fields, 'EndTime', now);
  const mod = range(fields, 'ModTime', now);
  // eBay: one of StartTimeFrom, EndTimeFrom or ModTimeFrom must be given; a `To` needs its `From`.
  for (const [name, window] of [
    ['StartTime', start],
    ['EndTime', end],
    ['ModTime', mod],
  ] as const)
    if (!window && fields[`${name}To`] !== undefined) return invalidField(`${name}From`);
  if (!start && !end && !mod) return invalidField('ModTimeFrom');
  const lastChange = new Map<string, number>();
  for (const event of listingEvents(ctx)) lastChange.set(event.itemId, event.at);
  const matches = (item: CatalogItem): boolean =>
    within(startTimeOf(item), start) &&
    within(endTimeOf(ctx, item), end) &&
    (mod === undefined || within(lastChange.get(item.legacyItemId) ?? startTimeOf(item), mod));
  const items = [...activeListings(ctx, user), ...endedListings(ctx, user)].filter(matches).slice(0, MAX_SELLER_EVENTS);
  const timeTo = Math.max(...[start, end, mod].flatMap((window) => (window ? [window[1]] : [])));
  return success({
    TimeTo: new Date(timeTo).toISOString(),
    ...(items.length ? { ItemArray: { Item: items.map((item) => tradingItem(ctx, item)) } } : {}),
  });
};

/** The listing calls beyond add, revise, end and relist: verifying, appending, bulk ending, shipping, events. */
export const LISTING_EXTRA_CALLS: Readonly<Record<string, TradingCall>> = {
  VerifyAddItem: verifyAddItem,
  VerifyRelistItem: verifyRelistItem,
  AddToItemDescription: addToItemDescription,
  EndItems: endItems,
  GetItemShipping: getItemShipping,
  GetSellerEvents: getSellerEvents,
  GetDescriptionTemplates: getDescriptionTemplates,
};
