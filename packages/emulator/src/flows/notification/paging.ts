import { notificationError } from './errors.js';

/** One page of a list (flows answer `T | Response`: the Response is the error to send). */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  next?: string;
}

/** Continuation-token paging as the Notification API does it (`limit` 10–100, opaque token). */
export function pageOf<T>(all: T[], query: URLSearchParams, defaultLimit: number): Page<T> | Response {
  const rawLimit = query.get('limit');
  const limit = rawLimit === null ? defaultLimit : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 10 || limit > 100) {
    return notificationError(400, 195004, 'Invalid limit. Supported ranges 10 - 100.', ['limit', rawLimit ?? '']);
  }
  const token = query.get('continuation_token');
  let offset = 0;
  if (token !== null) {
    const decoded = /^o(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
    if (!decoded) return notificationError(400, 195005, 'Invalid continuation token.', ['continuation_token', token]);
    offset = Number(decoded[1]);
  }
  const items = all.slice(offset, offset + limit);
  const nextOffset = offset + limit;
  return {
    items,
    total: all.length,
    limit,
    ...(nextOffset < all.length ? { next: Buffer.from(`o${nextOffset}`).toString('base64url') } : {}),
  };
}

/** The `href`/`next` links of a page. */
export function pageLinks(
  base: string,
  limit: number,
  query: URLSearchParams,
  next: string | undefined,
): { href: string; next?: string } {
  const token = query.get('continuation_token');
  const href = `${base}?limit=${limit}${token ? `&continuation_token=${token}` : ''}`;
  return { href, ...(next ? { next: `${base}?limit=${limit}&continuation_token=${next}` } : {}) };
}
