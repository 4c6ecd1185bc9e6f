import type { FlowHandler } from '../../rest/flow.js';
import { fulfillmentError, orderNotFound, readPaging } from './errors.js';
import { offsetLinks } from '../paging.js';
import { matchesFilter, parseOrderFilter } from './filter.js';
import { ownOrder, sellerOrders } from '../../world/orders.js';
import type { FulfillmentOrder } from '../../world/stores/orders.js';
import { DEFAULT_TEST_USER } from '../../oauth/auth-store.js';
import { orderJson } from './render.js';
import { jsonResponse } from '../../json-response.js';

/** Order ids getOrders takes at most in `orderIds`. */
export const MAX_ORDER_IDS = 50;

/** `GET /sell/fulfillment/v1/order`: filter, orderIds, limit/offset paging with href/next/prev/total. */
export const getOrders: FlowHandler = ({ query, ctx, token }) => {
  const paging = readPaging(query, 50, 200);
  if (paging instanceof Response) return paging;
  const { limit, offset } = paging;
  const now = ctx.clock.now();
  const rawIds = query.get('orderIds');
  let matching: FulfillmentOrder[];
  if (rawIds !== null && rawIds.trim() !== '') {
    const ids = rawIds
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length > MAX_ORDER_IDS)
      return fulfillmentError(400, 30900, 'Exceeded maximum number of order IDs (the current limit is 50)', [
        'orderIds',
        String(ids.length),
      ]);
    // orderIds overrides filter (eBay: it overrides everything but paging).
    matching = [...new Set(ids)]
      .map((id) => ownOrder(ctx, token?.user, id))
      .filter((o): o is FulfillmentOrder => o !== undefined);
  } else {
    const filter = parseOrderFilter(query.get('filter') ?? '', now);
    if (filter instanceof Response) return filter;
    matching = sellerOrders(ctx, token?.user ?? DEFAULT_TEST_USER).filter((o) => matchesFilter(o, filter));
  }
  const page = matching.slice(offset, offset + limit);
  return jsonResponse({
    ...offsetLinks(ctx.origin, '/sell/fulfillment/v1/order', query, limit, offset, matching.length),
    total: matching.length,
    limit,
    offset,
    orders: page.map((o) => orderJson(o, ctx.origin, now)),
    warnings: [],
  });
};

/** `GET /sell/fulfillment/v1/order/{orderId}`. */
export const getOrder: FlowHandler = ({ params, ctx, token }) => {
  const id = params.orderId ?? '';
  const order = ownOrder(ctx, token?.user, id);
  return order ? jsonResponse(orderJson(order, ctx.origin, ctx.clock.now(), true)) : orderNotFound(id);
};
