/** An answer cut to the first items of its list that fit a page, and where the rest are. */
export interface ItemsPage {
  /** The answer with only the first `shown` items in its list. */
  data: unknown;
  /** Where the list is in the answer: `orders`, `OrderArray.Order`. */
  field: string;
  shown: number;
  /** How many items the answer held. */
  of: number;
  /** The `offset` that reads on after the items shown, for an answer that says its own offset (eBay's REST pages). */
  nextOffset?: number;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How deep under the answer a list is looked for: Trading nests its lists (`OrderArray.Order`). */
const MAX_DEPTH = 3;

/**
 * The names a list's path may hold. The path is written in the server's own line, outside eBay's fenced data, so a
 * key an answer makes up (an aspect name, a custom label: any text, newlines included) never gets there.
 */
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The path to the list that takes the most characters in `value`, up to MAX_DEPTH objects down. */
function longestList(value: unknown, depth = 0): { path: string[]; chars: number } | undefined {
  if (!isObject(value) || depth >= MAX_DEPTH) return undefined;
  let best: { path: string[]; chars: number } | undefined;
  for (const [name, child] of Object.entries(value)) {
    if (!PLAIN_NAME.test(name)) continue;
    const found = Array.isArray(child)
      ? { path: [], chars: JSON.stringify(child).length }
      : longestList(child, depth + 1);
    if (found && (!best || found.chars > best.chars)) best = { path: [name, ...found.path], chars: found.chars };
  }
  return best;
}

/** `value` with the list at `path` cut to its first `count` items; nothing else is copied. */
function withFirst(value: Json, path: readonly string[], count: number): Json {
  const [name, ...rest] = path as [string, ...string[]];
  const child = value[name];
  const cut = rest.length === 0 ? (child as unknown[]).slice(0, count) : withFirst(child as Json, rest, count);
  return { ...value, [name]: cut };
}

/**
 * The first items of `data`'s longest list whose JSON (as `format` writes it) stays within `max` characters, or
 * undefined when `data` has no list or not even one item fits. A model gets whole items it can use and the offset to
 * read on from, instead of JSON cut mid-item.
 */
export function firstItems(data: unknown, max: number, format: (value: unknown) => string): ItemsPage | undefined {
  const list = longestList(data);
  if (!isObject(data) || !list) return undefined;
  const items = list.path.reduce<unknown>((at, name) => (at as Json)[name], data) as unknown[];
  const fits = (count: number) => format(withFirst(data, list.path, count)).length <= max;
  // The size grows with the count: the most that fit is found by halving.
  let low = 0;
  let high = items.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  if (low === 0 || !fits(low)) return undefined;
  const page: ItemsPage = {
    data: withFirst(data, list.path, low),
    field: list.path.join('.'),
    shown: low,
    of: items.length,
  };
  // eBay's REST pages hold their items at the top, beside `offset`: a nested list (Browse's refinements) is not
  // the one `offset` moves through.
  if (list.path.length === 1 && Number.isSafeInteger(data.offset) && (data.offset as number) >= 0)
    page.nextOffset = (data.offset as number) + low;
  return page;
}
