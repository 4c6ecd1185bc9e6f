// What every simulated event shares (`POST /__emulator/simulate/<event>`, simulate.ts): its refusals, the fields it
// takes, the user names it accepts, the listing it names, and the world events it produced.
import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { findEnded, findListing } from '../flows/listings.js';
import { MAX_EVENTS } from '../world/events.js';
import { SIMULATE_FIELDS, type SimulateEvent, type SimulateListingFields } from '../admin-client/simulate-events.js';

/** Why a simulation was refused: the admin API's `{ error }` with its status (400 input, 404 unknown, 409 state). */
export interface SimulateRefusal {
  status: 400 | 404 | 409;
  error: string;
}

/** A refusal with `status` and a message that says what to change. */
export const refuse = (status: SimulateRefusal['status'], error: string): SimulateRefusal => ({ status, error });

/** Whether `value` is a refusal rather than what was asked for. */
export const isRefusal = (value: unknown): value is SimulateRefusal =>
  typeof value === 'object' && value !== null && 'error' in value && 'status' in value;

/** A user name eBay could have issued: 1 to 64 letters, digits, `.`, `_`, `-`. */
export const USER_NAME = /^[A-Za-z0-9._-]{1,64}$/;

/** The refusal of fields `event` does not take (any is refused rather than ignored), or undefined. */
export function unknownFields(event: SimulateEvent, fields: object): SimulateRefusal | undefined {
  const known = Object.keys(SIMULATE_FIELDS[event]);
  const unknown = Object.keys(fields).filter((name) => !known.includes(name));
  return unknown.length > 0
    ? refuse(400, `${event} takes no field ${unknown.join(', ')} (it takes ${known.join(', ')})`)
    : undefined;
}

/** The refusal of a `name` field that is given but not a string of 1 to `max` characters, or undefined. */
export function badText(name: string, value: unknown, max: number): SimulateRefusal | undefined {
  if (value === undefined) return undefined;
  return typeof value !== 'string' || value.trim() === '' || value.length > max
    ? refuse(400, `${name} must be text of 1 to ${max} characters`)
    : undefined;
}

/** The member `field` names (default `fallback`), or why it is not a user name. */
export function userOf(value: unknown, fallback: string, field = 'buyer'): string | SimulateRefusal {
  const user = value ?? fallback;
  return typeof user === 'string' && USER_NAME.test(user)
    ? user
    : refuse(400, `${field} must be a user name (1 to 64 letters, digits, ., _ or -)`);
}

/** eBay's SKUs are at most 50 characters (Inventory API `sku`, Trading `SKUType`). */
const MAX_SKU = 50;

/** The legacy id in a RESTful item id (`v1|123|0` → `123`), or undefined when it is not one. */
function legacyOf(itemId: string): string | undefined {
  return /^v1\|(\d+)\|0$/.exec(itemId)?.[1];
}

/** The active listing of `sku` (of `seller`, when given), or why there is none. */
function listingOfSku(ctx: EmulatorContext, sku: string, seller: unknown): CatalogItem | SimulateRefusal {
  if (seller !== undefined && (typeof seller !== 'string' || !USER_NAME.test(seller)))
    return refuse(400, 'seller must be a user name (1 to 64 letters, digits, ., _ or -)');
  const ofSku = (item: CatalogItem): boolean => item.sku === sku && (seller === undefined || item.seller === seller);
  const active = ctx.state.world.listings.items.filter(ofSku);
  if (active.length > 1)
    return refuse(400, `sellers ${active.map((i) => i.seller).join(', ')} list SKU ${sku}: give seller too`);
  if (active[0]) return active[0];
  const ended = [...ctx.state.world.listings.ended.values()].some(ofSku);
  return ended
    ? refuse(409, `the listing of SKU ${sku} has ended (eBay: Trading error 291, auction ended)`)
    : refuse(404, `no active listing has SKU ${sku} (publish an offer for it first)`);
}

/** The active listing `fields` name, or why there is none (unknown 404, ended 409, ambiguous or missing 400). */
export function listingOf(ctx: EmulatorContext, fields: SimulateListingFields): CatalogItem | SimulateRefusal {
  const named = (['listingId', 'itemId', 'sku'] as const).filter((k) => fields[k] !== undefined);
  if (named.length !== 1) return refuse(400, 'give exactly one of listingId, itemId or sku');
  const [key] = named;
  const value = key === undefined ? undefined : fields[key];
  if (typeof value !== 'string' || value === '') return refuse(400, `${key ?? 'listingId'} must be a non-empty string`);
  if (key === 'sku')
    return value.length > MAX_SKU
      ? refuse(400, `sku has at most ${MAX_SKU} characters (eBay's SKUs)`)
      : listingOfSku(ctx, value, fields.seller);
  const legacy = key === 'itemId' ? legacyOf(value) : /^\d{1,19}$/.test(value) ? value : undefined;
  if (legacy === undefined)
    return refuse(
      400,
      key === 'itemId' ? 'itemId must be a RESTful item id such as v1|123|0' : 'listingId must be digits',
    );
  if (fields.seller !== undefined && (typeof fields.seller !== 'string' || !USER_NAME.test(fields.seller)))
    return refuse(400, 'seller must be a user name (1 to 64 letters, digits, ., _ or -)');
  const item = findListing(ctx, legacy);
  // A seller given with an id is checked, not ignored: a mistaken pair is named rather than bought from.
  if (item && fields.seller !== undefined && item.seller !== fields.seller)
    return refuse(409, `listing ${legacy} is ${item.seller}'s, not ${fields.seller}'s`);
  if (item) return item;
  return findEnded(ctx, legacy)
    ? refuse(409, `listing ${legacy} has ended (eBay: Trading error 291, auction ended)`)
    : refuse(404, `no listing ${value} (eBay: Trading error 17, item not found)`);
}

/** The id of the newest world event now: what `eventsSince` counts from. */
export function lastEventId(ctx: EmulatorContext): string | undefined {
  return ctx.state.events.lastId();
}

/** The ids of the world events emitted after `since` (from `lastEventId`), oldest first. */
export function eventsSince(ctx: EmulatorContext, since: string | undefined): string[] {
  const page = ctx.state.events.list({ ...(since === undefined ? {} : { since }), limit: MAX_EVENTS });
  return page.events.map((event) => event.id);
}
