import { isJsonContainer, jsonNodeSummary } from './json-view.js';

/**
 * Field paths that tell one record from another, in the order a preview shows them: the ids and names of eBay's
 * REST answers (camelCase) and of the Trading answers baykit parses (PascalCase). A record that has none of them
 * is previewed by its first plain fields instead.
 */
const TELLING_PATHS: readonly string[] = [
  'itemId',
  'orderId',
  'offerId',
  'listingId',
  'sku',
  'title',
  'name',
  'price.value',
  'ItemID',
  'OrderID',
  'SKU',
  'Title',
];

/** How many fields one record's preview shows. */
const FIELDS_SHOWN = 3;
/** How long one value in a preview may be before it is cut. */
const VALUE_CHARS = 24;
/** How long a whole preview line may be before it is cut. */
const LINE_CHARS = 120;

const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function scalarText(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(cut(value, VALUE_CHARS)) : String(value);
}

function isScalar(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function valueAt(record: Record<string, unknown>, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (!isJsonContainer(current) || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * The fields that stand for a record: its telling fields (`TELLING_PATHS`), else its first plain fields, else its
 * first nested ones by their size (`Item: [12 items]`, the shape of Trading's list wrappers).
 */
function recordFields(record: Record<string, unknown>): string[] {
  const telling = TELLING_PATHS.flatMap((path) => {
    const value = valueAt(record, path);
    return isScalar(value) ? [`${path}: ${scalarText(value)}`] : [];
  });
  if (telling.length > 0) return telling.slice(0, FIELDS_SHOWN);
  const entries = Object.entries(record);
  const plain = entries.filter(([, value]) => isScalar(value));
  const shown = plain.length > 0 ? plain : entries;
  return shown
    .slice(0, FIELDS_SHOWN)
    .map(([key, value]) => `${key}: ${isScalar(value) ? scalarText(value) : jsonNodeSummary(value)}`);
}

/** One array item as its preview shows it: a record in braces, a list by its size, a plain value as JSON. */
function itemText(item: unknown): string {
  if (Array.isArray(item)) return jsonNodeSummary(item);
  if (isJsonContainer(item)) return `{${recordFields(item as Record<string, unknown>).join(', ')}}`;
  return scalarText(item);
}

/** Joins the pieces while they fit in one line, ending with `…` when some were left out. */
function joinWithin(pieces: readonly string[], more: boolean): string {
  let line = '';
  for (const [index, piece] of pieces.entries()) {
    const next = index === 0 ? piece : `${line}, ${piece}`;
    if (next.length > LINE_CHARS) return `${cut(line === '' ? piece : line, LINE_CHARS - 3)}, …`;
    line = next;
  }
  return more ? `${line}, …` : line;
}

/**
 * A one-line preview of what an object or array holds, shown beside its size while it is collapsed:
 * an array's first items by their telling fields (`{itemId: "v1|1|0", title: "Lamp"}, {…}, …`), an object's
 * telling or first plain fields (`orderId: "01-…", …`). Long values and lines are cut; empty for leaves and
 * empty containers. It reads only the first few items, so a page of 200 costs what a page of 3 does.
 */
export function jsonPreview(value: unknown): string {
  if (Array.isArray(value)) {
    const first = value.slice(0, FIELDS_SHOWN);
    return first.length === 0 ? '' : joinWithin(first.map(itemText), value.length > first.length);
  }
  if (!isJsonContainer(value)) return '';
  const fields = recordFields(value as Record<string, unknown>);
  return fields.length === 0 ? '' : joinWithin(fields, Object.keys(value).length > fields.length);
}
