// Offset paging as eBay's offset-paged REST APIs (Browse, Fulfillment, Inventory…) answer it: `limit` and `offset`
// read from the query (absent or empty: the defaults), and `href`/`next`/`prev` links that keep the query's other
// parameters. Notification (continuation tokens) and Post-Order (page numbers) page differently, in their folders.

/** A `limit`/`offset` pair, or the API's 400 for the first bad one (`invalid` builds it in the API's own shape). */
export function readOffsetPaging(
  query: URLSearchParams,
  options: { defaultLimit: number; maxLimit: number; invalid(parameter: 'limit' | 'offset', raw: string): Response },
): { limit: number; offset: number } | Response {
  const rawLimit = query.get('limit');
  const rawOffset = query.get('offset');
  const limit = rawLimit === null || rawLimit === '' ? options.defaultLimit : Number(rawLimit);
  const offset = rawOffset === null || rawOffset === '' ? 0 : Number(rawOffset);
  if (!Number.isInteger(limit) || limit < 1 || limit > options.maxLimit)
    return options.invalid('limit', rawLimit ?? '');
  if (!Number.isInteger(offset) || offset < 0) return options.invalid('offset', rawOffset ?? '');
  return { limit, offset };
}

/** `href`, `next` and `prev` of a paged answer: `path` under `origin` with the query's own parameters. */
export function offsetLinks(
  origin: string,
  path: string,
  query: URLSearchParams,
  limit: number,
  offset: number,
  total: number,
): { href: string; next?: string; prev?: string } {
  const link = (at: number): string => {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    params.set('offset', String(at));
    return `${origin}${path}?${params.toString()}`;
  };
  return {
    href: link(offset),
    ...(offset + limit < total ? { next: link(offset + limit) } : {}),
    ...(offset > 0 ? { prev: link(Math.max(0, offset - limit)) } : {}),
  };
}
