/**
 * Integer codes become numbers so `err.code === 1001` works; anything else (e.g. Shopping's `1.32`) stays a string.
 * (The XML reader reads codes with it; the JSON error bodies' entries are read in json-error-body.ts, which only the
 * error factory loads.)
 */
export function normalizeCode(value: unknown): number | string | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value !== '') return /^\d{1,15}$/.test(value) ? Number(value) : value;
  return undefined;
}
