import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EbayClient, PaginationLoopError, ValidationError } from '../src/index.js';
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

  describe('a page that leads back to one already read', () => {
    /** Reads every item, and the error that ended the reading, if any. */
    async function readAll(pages: AsyncIterable<{ orderId?: string }>): Promise<{ ids: string[]; error: unknown }> {
      const ids: string[] = [];
      try {
        for await (const order of pages) ids.push(order.orderId ?? '');
      } catch (error) {
        return { ids, error };
      }
      return { ids, error: undefined };
    }

    it('stops with PaginationLoopError when next points to the page itself', async () => {
      server.handler = (req) => ({
        status: 200,
        body: { orders: ORDERS.slice(0, 3), total: 1000, next: `${server.origin}${req.path}?limit=3` },
      });
      const { ids, error } = await readAll(ebay.paginate(ebay.sell.fulfillment.getOrders, { limit: 3 }));
      expect(error).toBeInstanceOf(PaginationLoopError);
      expect(error).toMatchObject({ operation: 'getOrders', pages: 1 });
      expect((error as Error).message).toMatch(/getOrders's next page repeats one already read \(after 1 pages\)/);
      expect(ids).toEqual(['O-0', 'O-1', 'O-2']);
      // The repeated page is asked for, recognised, and none of its items are yielded again.
      expect(server.requests).toHaveLength(2);
    });

    it('stops when continuation tokens go round in a circle', async () => {
      server.handler = (req) => {
        const token = req.query.get('continuation_token') ?? 'a';
        const other = token === 'a' ? 'b' : 'a';
        return {
          status: 200,
          body: {
            subscriptions: [{ subscriptionId: token }],
            next: `${server.origin}${req.path}?continuation_token=${other}`,
          },
        };
      };
      const ids: string[] = [];
      const reading = (async () => {
        for await (const s of ebay.paginate(ebay.commerce.notification.getSubscriptions, {
          continuation_token: 'a',
        } as never))
          ids.push((s as { subscriptionId: string }).subscriptionId);
      })();
      await expect(reading).rejects.toBeInstanceOf(PaginationLoopError);
      expect(ids).toEqual(['a', 'b']);
      expect(server.requests).toHaveLength(3);
    });

    it('stops when the offset does not move forward (a next link back to the start)', async () => {
      server.handler = (req) => {
        const offset = Number(req.query.get('offset') ?? 0);
        const back = offset === 0 ? 3 : 0;
        return {
          status: 200,
          body: {
            orders: ORDERS.slice(offset, offset + 3),
            total: 7,
            next: `${server.origin}${req.path}?offset=${back}`,
          },
        };
      };
      const { ids, error } = await readAll(ebay.paginate(ebay.sell.fulfillment.getOrders));
      expect(error).toBeInstanceOf(PaginationLoopError);
      expect(ids).toEqual(['O-0', 'O-1', 'O-2', 'O-3', 'O-4', 'O-5']);
      expect(server.requests.map((r) => r.query.get('offset'))).toEqual([null, '3']);
    });

    it('stops when the offset falls back to a page before the current one', async () => {
      server.handler = (req) => {
        const offset = Number(req.query.get('offset') ?? 0);
        return {
          status: 200,
          body: {
            orders: ORDERS.slice(offset, offset + 2),
            total: 7,
            offset,
            next: `${server.origin}${req.path}?offset=${offset === 4 ? 1 : offset + 2}`,
          },
        };
      };
      const { ids, error } = await readAll(ebay.paginate(ebay.sell.fulfillment.getOrders));
      expect(error).toBeInstanceOf(PaginationLoopError);
      expect(ids).toEqual(['O-0', 'O-1', 'O-2', 'O-3', 'O-4', 'O-5']);
      expect(server.requests).toHaveLength(3);
    });

    it('stops when the links change while the items repeat (a new continuation token for the same page)', async () => {
      let n = 0;
      server.handler = (req) => ({
        status: 200,
        body: { orders: ORDERS.slice(0, 2), total: 2, next: `${server.origin}${req.path}?continuation_token=t${++n}` },
      });
      const { ids, error } = await readAll(ebay.paginate(ebay.sell.fulfillment.getOrders));
      expect(error).toBeInstanceOf(PaginationLoopError);
      expect((error as Error).message).toMatch(/repeats one already read/);
      expect(ids).toEqual(['O-0', 'O-1']);
      expect(server.requests).toHaveLength(2);
    });

    it('stops when the offset moves on but the pages go round: A, B, A', async () => {
      server.handler = (req) => {
        const offset = Number(req.query.get('offset') ?? 0);
        const start = (offset / 2) % 2 === 0 ? 0 : 2;
        return {
          status: 200,
          body: {
            orders: ORDERS.slice(start, start + 2),
            total: 100,
            offset,
            next: `${server.origin}${req.path}?offset=${offset + 2}`,
          },
        };
      };
      const { ids, error } = await readAll(ebay.paginate(ebay.sell.fulfillment.getOrders));
      expect(error).toMatchObject({ constructor: PaginationLoopError, pages: 2 });
      expect(ids).toEqual(['O-0', 'O-1', 'O-2', 'O-3']);
      expect(server.requests).toHaveLength(3);
    });

    it('stops when the first page says it starts again at offset 0', async () => {
      server.handler = () => ({
        status: 200,
        body: { orders: ORDERS.slice(0, 3), total: 7, offset: 0, next: '?offset=0' },
      });
      const { error } = await readAll(ebay.paginate(ebay.sell.fulfillment.getOrders));
      expect(error).toBeInstanceOf(PaginationLoopError);
      expect(server.requests).toHaveLength(1);
    });
  });

  it('rejects a method that does not page', () => {
    expect(() => ebay.paginate(ebay.buy.browse.getItem as never, 'x')).toThrow(ValidationError);
  });
});
