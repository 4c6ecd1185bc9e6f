import { invalidInput, type PostOrderDomain } from './errors.js';

/** Post-Order `paginationOutput`: `offset` is the 1-based page number. */
export interface PaginationOutput {
  limit: number;
  offset: number;
  totalEntries: number;
  totalPages: number;
}

/** One page of `all` per the query's `limit` (default 25, max 200) and page `offset` (default 1), or the 400 for bad values. */
export function pageOf<T>(
  all: readonly T[],
  query: URLSearchParams,
  domain: PostOrderDomain,
): { items: T[]; paginationOutput: PaginationOutput } | Response {
  const rawLimit = query.get('limit');
  const rawOffset = query.get('offset');
  const limit = rawLimit === null || rawLimit === '' ? 25 : Number(rawLimit);
  const page = rawOffset === null || rawOffset === '' ? 1 : Number(rawOffset);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) return invalidInput(domain, 'limit', rawLimit ?? '');
  if (!Number.isInteger(page) || page < 1) return invalidInput(domain, 'offset', rawOffset ?? '');
  return {
    items: all.slice((page - 1) * limit, page * limit),
    paginationOutput: { limit, offset: page, totalEntries: all.length, totalPages: Math.ceil(all.length / limit) },
  };
}

/** Whether ISO time `at` lies within the optional `from`/`to` bounds (unparsable bounds are ignored). */
export function inRange(at: string, from: string | null, to: string | null): boolean {
  const t = Date.parse(at);
  const lo = from ? Date.parse(from) : Number.NaN;
  const hi = to ? Date.parse(to) : Number.NaN;
  return (Number.isNaN(lo) || t >= lo) && (Number.isNaN(hi) || t <= hi);
}

/** The values of a list parameter given comma-separated and/or repeated. */
export function listParam(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}
