import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EbayClient, ValidationError } from '../src/index.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let ebay: EbayClient;

beforeEach(async () => {
  server = await startTestServer();
  ebay = new EbayClient({ origin: server.origin });
  await ebay.oauth2.setCredentials('v^1.1#user');
});
afterEach(async () => {
  await ebay.close();
  await server.close();
});

const ORDERS = Array.from({ length: 7 }, (_, i) => ({ orderId: `O-${i}` }));

describe('paginate', () => {
  it('follows next links of limit/offset operations and keeps the caller query', async () => {
    server.handler = (req) => {
      const offset = Number(req.query.get('offset') ?? 0);
      const limit = Number(req.query.get('limit') ?? 3);
      const page = ORDERS.slice(offset, offset + limit);
      const next =
        offset + limit < ORDERS.length
          ? `${server.origin}${req.path}?filter=x&limit=${limit}&offset=${offset + limit}`
          : undefined;
      return { status: 200, body: { orders: page, total: ORDERS.length, offset, limit, ...(next ? { next } : {}) } };
    };
    const ids: string[] = [];
    for await (const order of ebay.paginate(ebay.sell.fulfillment.getOrders, {
      filter: 'orderfulfillmentstatus:{NOT_STARTED}',
      limit: 3,
    })) {
      ids.push(order.orderId ?? '');
    }
    expect(ids).toEqual(ORDERS.map((o) => o.orderId));
    expect(server.requests.map((r) => r.query.get('offset'))).toEqual([null, '3', '6']);
    expect(server.requests[0]!.query.get('filter')).toBe('orderfulfillmentstatus:{NOT_STARTED}');
  });

  it('falls back to offset and total when the page has no next link', async () => {
    server.handler = (req) => {
      const offset = Number(req.query.get('offset') ?? 0);
      return { status: 200, body: { orders: ORDERS.slice(offset, offset + 4), total: ORDERS.length, offset } };
    };
    const ids: string[] = [];
    for await (const order of ebay.paginate(ebay.sell.fulfillment.getOrders)) ids.push(order.orderId ?? '');
    expect(ids).toHaveLength(7);
    expect(server.requests).toHaveLength(2);
  });

  it('fetches pages lazily: stopping early sends no further request', async () => {
    server.handler = (req) => ({
      status: 200,
      body: {
        orders: ORDERS.slice(0, 3),
        total: 1000,
        offset: Number(req.query.get('offset') ?? 0),
        next: `${server.origin}/x?offset=3`,
      },
    });
    for await (const order of ebay.paginate(ebay.sell.fulfillment.getOrders)) {
      if (order.orderId === 'O-1') break;
    }
    expect(server.requests).toHaveLength(1);
  });

  it('follows next links of continuation-token operations', async () => {
    server.handler = (req) => {
      const token = req.query.get('continuation_token');
      return token === 'p2'
        ? { status: 200, body: { subscriptions: [{ subscriptionId: 'S3' }], total: 3 } }
        : {
            status: 200,
            body: {
              subscriptions: [{ subscriptionId: 'S1' }, { subscriptionId: 'S2' }],
              total: 3,
              next: `${server.origin}${req.path}?continuation_token=p2&limit=2`,
            },
          };
    };
    const ids: string[] = [];
    for await (const s of ebay.paginate(ebay.commerce.notification.getSubscriptions, { limit: '2' }))
      ids.push(s.subscriptionId ?? '');
    expect(ids).toEqual(['S1', 'S2', 'S3']);
    expect(server.requests.map((r) => r.query.get('continuation_token'))).toEqual([null, 'p2']);
  });

  it('rejects a method that does not page', () => {
    expect(() => ebay.paginate(ebay.buy.browse.getItem as never, 'x')).toThrow(ValidationError);
  });
});
