import { apiError } from '../../errors.js';
import { readOffsetPaging } from '../paging.js';

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

/** A `limit`/`offset` pair read from a query, or Fulfillment's 400 (31100 limit, 31000 offset) that rejects it. */
export function readPaging(
  query: URLSearchParams,
  defaultLimit: number,
  maxLimit: number,
): { limit: number; offset: number } | Response {
  return readOffsetPaging(query, {
    defaultLimit,
    maxLimit,
    invalid: (parameter, raw) =>
      fulfillmentError(400, parameter === 'limit' ? 31100 : 31000, `Invalid ${parameter}: ${raw}`, [parameter, raw]),
  });
}
