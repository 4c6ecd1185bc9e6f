import { apiError } from '../../errors.js';

/** A Fulfillment API error (`domain: API_FULFILLMENT`, docs/ebay-facts.md#rest-errors). */
export function fulfillmentError(
  status: number,
  errorId: number,
  message: string,
  parameter?: [string, string],
  category: 'REQUEST' | 'BUSINESS' = 'REQUEST',
): Response {
  return apiError('API_FULFILLMENT', status, errorId, message, { category, ...(parameter ? { parameter } : {}) });
}

/** 404 errorId 32100: no order with this id. */
export const orderNotFound = (orderId: string): Response =>
  fulfillmentError(404, 32100, `Invalid order ID: ${orderId}`, ['orderId', orderId]);

/** A `limit`/`offset` pair read from a query, or the 400 that rejects it. */
export function readPaging(
  query: URLSearchParams,
  defaultLimit: number,
  maxLimit: number,
): { limit: number; offset: number } | Response {
  const rawLimit = query.get('limit');
  const rawOffset = query.get('offset');
  const limit = rawLimit === null || rawLimit === '' ? defaultLimit : Number(rawLimit);
  const offset = rawOffset === null || rawOffset === '' ? 0 : Number(rawOffset);
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit)
    return fulfillmentError(400, 31100, `Invalid limit: ${rawLimit ?? ''}`, ['limit', rawLimit ?? '']);
  if (!Number.isInteger(offset) || offset < 0)
    return fulfillmentError(400, 31000, `Invalid offset: ${rawOffset ?? ''}`, ['offset', rawOffset ?? '']);
  return { limit, offset };
}

/** `href`, `next` and `prev` of a paged answer: `path` under `origin` with the query's own parameters. */
export function pageLinks(
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
