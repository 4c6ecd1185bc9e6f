import type { EmulatorRequest } from '../request.js';

/** The answer format a retired XML service was asked for. */
export type AnswerFormat = 'xml' | 'json';

// Bounds for a name-value URL: what a real call sends is a few dozen fields with indexes under 100.
const MAX_FIELDS = 200;
const MAX_INDEX = 99;
const SEGMENT = /^([A-Za-z][A-Za-z0-9]*)(?:\((\d{1,3})\))?$/;

/**
 * The service parameters of a URL-form call (`OPERATION-NAME`, `Security-AppName`, `callname`, …), by upper-cased
 * name: eBay's documents spell them in upper case, in mixed case and (Shopping) in lower case.
 */
export function serviceParams(req: EmulatorRequest): Map<string, string> {
  const params = new Map<string, string>();
  for (const [name, value] of req.url.searchParams)
    if (!params.has(name.toUpperCase())) params.set(name.toUpperCase(), value);
  return params;
}

/** `json` when the call asks for JSON (a URL parameter or its header), else `xml`, the services' default. */
export function answerFormat(req: EmulatorRequest, param: string | undefined, header: string): AnswerFormat {
  return /^json$/i.test(param ?? req.headers.get(header) ?? '') ? 'json' : 'xml';
}

/**
 * The call's input fields from its name-value URL, as the XML parser gives them for a body: `keywords=…`,
 * `paginationInput.entriesPerPage=2`, `itemFilter(0).name=MaxPrice&itemFilter(0).value(0)=25` (docs/ebay-facts.md,
 * Finding's URL form). `isServiceParam` names the parameters that are not fields. A name that is not such a path,
 * an index over 99, more than 8 levels or more than 200 fields are left out: no call needs them.
 */
/** An operation or call name from a URL: what an XML element may be called (as all of eBay's are). */
export const CALL_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

/** How many dotted levels a field name may have. */
const MAX_DEPTH = 8;

export function nameValueFields(
  query: URLSearchParams,
  isServiceParam: (upperCaseName: string) => boolean,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  let count = 0;
  for (const [name, value] of query) {
    if (isServiceParam(name.toUpperCase())) continue;
    const segments = name.split('.');
    // The deepest field of the retired calls is three levels down; past eight a name is nobody's field.
    if (segments.length > MAX_DEPTH) continue;
    const path = segments.map((segment) => SEGMENT.exec(segment));
    if (path.some((match) => !match || Number(match[2] ?? 0) > MAX_INDEX)) continue;
    if (++count > MAX_FIELDS) break;
    place(fields, path as RegExpExecArray[], value);
  }
  return compact(fields) as Record<string, unknown>;
}

function place(target: Record<string, unknown>, path: RegExpExecArray[], value: string): void {
  const [segment, ...rest] = path;
  if (!segment?.[1]) return;
  const name = segment[1];
  const index = segment[2] === undefined ? undefined : Number(segment[2]);
  const existing = Object.hasOwn(target, name) ? target[name] : undefined;
  if (rest.length === 0) {
    if (index !== undefined) asArray(target, name, existing)[index] = value;
    // A repeated name without an index is a list (`ItemID=1&ItemID=2`).
    else target[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
    return;
  }
  let child: unknown;
  if (index !== undefined) {
    const list = asArray(target, name, existing);
    child = list[index] ??= {};
  } else {
    child = existing ?? (target[name] = {});
  }
  if (typeof child === 'object' && child !== null && !Array.isArray(child))
    place(child as Record<string, unknown>, rest, value);
}

function asArray(target: Record<string, unknown>, name: string, existing: unknown): unknown[] {
  if (Array.isArray(existing)) return existing;
  const list: unknown[] = existing === undefined ? [] : [existing];
  target[name] = list;
  return list;
}

/** Drops the holes of indexed lists (`itemFilter(0)` and `itemFilter(2)` without `(1)`), keeping their order. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
}
