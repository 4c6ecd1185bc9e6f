/** How long a string leaf may be in a collapsed node's summary before it is cut. */
const SUMMARY_STRING_CHARS = 60;

/** The label of a JSON tree node: `{3 keys}`, `[10 items]`, `"text"`, `42`, `null`. */
export function jsonNodeSummary(value: unknown): string {
  if (Array.isArray(value))
    return value.length === 0 ? '[]' : `[${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).length;
    return keys === 0 ? '{}' : `{${keys} ${keys === 1 ? 'key' : 'keys'}}`;
  }
  if (typeof value === 'string') {
    const text = value.length > SUMMARY_STRING_CHARS ? `${value.slice(0, SUMMARY_STRING_CHARS)}…` : value;
    return JSON.stringify(text);
  }
  if (value === undefined) return 'undefined';
  return String(value);
}

/** The children of an object or array node as `[key, value]` pairs (array keys are indexes); none for leaves. */
export function jsonChildren(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.map((item, index) => [String(index), item]);
  if (value !== null && typeof value === 'object') return Object.entries(value);
  return [];
}

/** Whether a value is shown as a collapsible node (an object or array) rather than a leaf. */
export function isJsonContainer(value: unknown): value is object {
  return value !== null && typeof value === 'object';
}

/** A response body parsed for the tree view; `ok: false` for empty or non-JSON text (shown raw instead). */
export function parseJsonBody(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
