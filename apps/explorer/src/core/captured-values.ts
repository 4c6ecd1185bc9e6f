import type { CallInput, CallOutcome } from '../../shared/api.js';
import { callExchange } from './call-summary.js';
import { isRecord } from './history-guard.js';
import { idsInLocation } from './location-ids.js';
import { pasteHazard } from './paste-safe.js';

/**
 * Ids and links captured from answers, offered in the next form: `createOffer` answers an `offerId`, and
 * `publishOffer`'s `offerId` is filled with it. Only values under the names below are kept (ids of listings,
 * offers, orders, returns, … and `next` links), never a token, a name or an address; they are suggestions, and the
 * user sees where each came from.
 */
export interface CapturedValue {
  /** The name as the answer wrote it (`offerId`, `ItemID`, `next`). */
  name: string;
  /** What it is, whatever the spelling: fields whose names share a kind share values (`CAPTURE_KINDS`). */
  kind: string;
  value: string;
  /** The operation whose call gave it (`createOffer`, `simulate purchase`). */
  from: string;
  /** When (ms since the epoch). */
  at: number;
}

/**
 * The kind of each id a field name holds, by the name written in lower case without `_` or `-` (`offer_id` and
 * `offerId` are one kind). Trading's `ItemID` and a publish answer's `listingId` are one number, the legacy item
 * id (https://developer.ebay.com/api-docs/sell/inventory/resources/offer/methods/publishOffer#response.listingId),
 * while Browse's `itemId` is the RESTful `v1|…|0` form, so they are kinds apart.
 */
const CAPTURE_KINDS: Readonly<Record<string, string>> = {
  offerid: 'offerId',
  listingid: 'listingId',
  legacyitemid: 'listingId',
  itemid: 'itemId',
  orderid: 'orderId',
  lineitemid: 'lineItemId',
  lineitemids: 'lineItemId',
  sku: 'sku',
  merchantlocationkey: 'merchantLocationKey',
  inventoryitemgroupkey: 'inventoryItemGroupKey',
  returnid: 'returnId',
  inquiryid: 'inquiryId',
  cancelid: 'cancelId',
  caseid: 'caseId',
  fulfillmentid: 'fulfillmentId',
  campaignid: 'campaignId',
  paymentdisputeid: 'paymentDisputeId',
  payoutid: 'payoutId',
  destinationid: 'destinationId',
  subscriptionid: 'subscriptionId',
  signingkeyid: 'signingKeyId',
  bestofferid: 'bestOfferId',
  next: 'next',
};

/** Names whose lower-case form would say another kind: Trading writes the legacy item id `ItemID`. */
const SPELLED: Readonly<Record<string, string>> = { ItemID: 'listingId' };

/** How many values an environment keeps, and how many of one kind. */
export const CAPTURE_LIMIT = 40;
export const CAPTURE_KIND_LIMIT = 8;
/** How far into an answer capture looks, and how many values one answer may give. */
const MAX_DEPTH = 8;
const MAX_PER_ANSWER = 30;
const MAX_ID_CHARS = 128;

/** The kind of id a field or parameter named `name` holds, or undefined when it holds none captured. */
export function captureKind(name: string): string | undefined {
  const own = Object.hasOwn(SPELLED, name) ? SPELLED[name] : undefined;
  if (own) return own;
  const plain = name.replace(/[_-]/g, '').toLowerCase();
  return Object.hasOwn(CAPTURE_KINDS, plain) ? CAPTURE_KINDS[plain] : undefined;
}

/** The value as text when it can be one kept under `kind` (an id of sane length, a link over http), else undefined. */
function keepable(kind: string, value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  // Nothing a terminal acts on: a captured id may end up in a copied command (core/paste-safe.ts).
  const plain = text !== '' && text.trim() === text && pasteHazard(text) === undefined;
  if (kind !== 'next') return plain && text.length <= MAX_ID_CHARS ? text : undefined;
  return plain && text.length <= 2048 && /^https?:\/\/\S+$/.test(text) ? text : undefined;
}

type Found = Pick<CapturedValue, 'name' | 'kind' | 'value'>;

/** Every capturable value in `data`, in document order (the first of a kind is the one the answer put first). */
export function valuesIn(data: unknown): Found[] {
  const found: Found[] = [];
  const visit = (value: unknown, depth: number, name?: string): void => {
    if (found.length >= MAX_PER_ANSWER || depth > MAX_DEPTH) return;
    const kind = name === undefined ? undefined : captureKind(name);
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) visit(item, depth + 1, kind ? name : undefined);
      return;
    }
    if (isRecord(value)) {
      for (const [key, inner] of Object.entries(value)) visit(inner, depth + 1, key);
      return;
    }
    const text = kind && name ? keepable(kind, value) : undefined;
    if (kind && name && text !== undefined) found.push({ name, kind, value: text });
  };
  visit(data, 0);
  return found;
}

/** What one call gave: the ids its answer holds, and those it named in its path (kept only when new). */
export interface CallCapture {
  answered: CapturedValue[];
  named: CapturedValue[];
}

/**
 * What a call gave to capture: for an answer in 2xx, the ids its body holds (JSON or the XML answer baykit read) and
 * those its `Location` header names (matched against the catalog's REST `paths`); and the path values it named (an
 * inventory location made under `merchantLocationKey`, which its 204 answer does not repeat).
 */
export function captureFromCall(
  input: CallInput,
  outcome: CallOutcome,
  paths: readonly string[],
  at: number,
): CallCapture {
  if (!outcome.ok) return { answered: [], named: [] };
  const from = input.kind === 'rest' ? input.operationId : input.callName;
  const location = callExchange(outcome)?.response?.headers.location;
  const answered = [
    ...valuesIn(outcome.data),
    ...(location ? idsInLocation(location, paths) : []).flatMap(([name, value]) => valuesIn({ [name]: value })),
  ];
  const named = input.kind === 'rest' ? valuesIn(input.path) : [];
  const stamp = (value: Found): CapturedValue => ({ ...value, from, at });
  return { answered: answered.map(stamp), named: named.map(stamp) };
}

/**
 * `list` with what a call gave: its answer's values first, then the values it named that are not captured yet (an
 * offerId that `publishOffer` used keeps saying it came from `createOffer`).
 */
export function addCallCapture(list: readonly CapturedValue[], capture: CallCapture): CapturedValue[] {
  const known = (value: CapturedValue, among: readonly CapturedValue[]) =>
    among.some((other) => other.kind === value.kind && other.value === value.value);
  const fresh = capture.named.filter((value) => !known(value, list) && !known(value, capture.answered));
  return addCaptured(list, [...capture.answered, ...fresh]);
}

/** What a simulated event made (an order and its line items, a return), to capture as from `simulate <event>`. */
export function captureFromSimulate(event: string, result: unknown, at: number): CapturedValue[] {
  return valuesIn(result).map((value) => ({ ...value, from: `simulate ${event}`, at }));
}

/**
 * `list` with `fresh` first (in their order; the first of a kind is the one a form gets), each value once per kind,
 * at most `CAPTURE_KIND_LIMIT` of a kind and `CAPTURE_LIMIT` in all (the oldest go).
 */
export function addCaptured(list: readonly CapturedValue[], fresh: readonly CapturedValue[]): CapturedValue[] {
  const seen = new Set<string>();
  const perKind = new Map<string, number>();
  const out: CapturedValue[] = [];
  for (const value of [...fresh, ...list]) {
    const id = `${value.kind}\u0000${value.value}`;
    const count = perKind.get(value.kind) ?? 0;
    if (seen.has(id) || count >= CAPTURE_KIND_LIMIT) continue;
    seen.add(id);
    perKind.set(value.kind, count + 1);
    out.push(value);
    if (out.length >= CAPTURE_LIMIT) break;
  }
  return out;
}

/** The values captured for a field named `name`, most recent first (none when its name holds no captured kind). */
export function capturedFor(list: readonly CapturedValue[], name: string): CapturedValue[] {
  const kind = captureKind(name);
  return kind ? list.filter((value) => value.kind === kind) : [];
}

/** The captured value a field named `name` holds now, when it holds one (to say where it came from). */
export function capturedMatch(list: readonly CapturedValue[], name: string, value: string): CapturedValue | undefined {
  return value === '' ? undefined : capturedFor(list, name).find((captured) => captured.value === value);
}

/** How long ago `at` was, for people: `2 s ago`, `5 min ago`, `3 h ago`, `2 d ago`. */
export function formatAge(at: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86_400)} d ago`;
}
