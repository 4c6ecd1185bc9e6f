import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { EbayClient, ValidationError, type CallOptions, type PageOptions } from '../../src/index.js';
import type { SellFulfillment } from '../../src/generated/sell.gen.js';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from '../helpers/test-server.js';

let server: TestServer;
let ebay: EbayClient;

beforeEach(async () => {
  server = await startTestServer();
  ebay = new EbayClient({ origin: server.origin, authToken: 'AgAAAA**classic-token-for-paging**' });
  await ebay.oauth2.setCredentials('v^1.1#user');
});
afterEach(async () => {
  await ebay.close();
  await server.close();
});

const ORDERS = Array.from({ length: 50 }, (_, i) => ({ orderId: `O-${i}` }));

/** getOrders over limit/offset, with `next` links, `limit` per page (default 10). */
function ordersPages(req: RecordedRequest): Reply {
  const offset = Number(req.query.get('offset') ?? 0);
  const limit = Number(req.query.get('limit') ?? 10);
  const next =
    offset + limit < ORDERS.length ? `${server.origin}${req.path}?limit=${limit}&offset=${offset + limit}` : undefined;
  return {
    status: 200,
    body: {
      orders: ORDERS.slice(offset, offset + limit),
      total: ORDERS.length,
      offset,
      limit,
      ...(next ? { next } : {}),
    },
  };
}

/** Trading GetOrders: 3 orders a page, 10 pages. */
function tradingPages(req: RecordedRequest): Reply {
  const page = Number(/<PageNumber>(\d+)<\/PageNumber>/.exec(req.text)?.[1]);
  const orders = [0, 1, 2].map((i) => `<Order><OrderID>P${page}-${i}</OrderID></Order>`).join('');
  const body = `<?xml version="1.0" encoding="UTF-8"?><GetOrdersResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Success</Ack><HasMoreOrders>${page < 10}</HasMoreOrders><OrderArray>${orders}</OrderArray></GetOrdersResponse>`;
  return { status: 200, headers: { 'content-type': 'text/xml' }, body };
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('paginate maxItems (REST)', () => {
  it('stops at maxItems and requests no page after the one that reached it', async () => {
    server.handler = ordersPages;
    const orders = await collect(ebay.paginate(ebay.sell.fulfillment.getOrders, { limit: 10 }, { maxItems: 25 }));
    expect(orders.map((o) => o.orderId)).toEqual(ORDERS.slice(0, 25).map((o) => o.orderId));
    expect(server.requests.map((r) => r.query.get('offset'))).toEqual([null, '10', '20']);
  });

  it('a bound that ends on a page boundary fetches no further page', async () => {
    server.handler = ordersPages;
    const orders = await collect(ebay.paginate(ebay.sell.fulfillment.getOrders, { limit: 10 }, { maxItems: 20 }));
    expect(orders).toHaveLength(20);
    expect(server.requests).toHaveLength(2);
  });

  it('maxItems is not sent; the other options still apply to every page', async () => {
    server.handler = ordersPages;
    await collect(
      ebay.paginate(
        ebay.sell.fulfillment.getOrders,
        { limit: 10 },
        { maxItems: 15, marketplaceId: 'EBAY_DE', headers: { 'x-trace': 't1' } },
      ),
    );
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request.query.has('maxItems')).toBe(false);
      expect(request.headers['x-ebay-c-marketplace-id']).toBe('EBAY_DE');
      expect(request.headers['x-trace']).toBe('t1');
    }
  });

  it('a bound above the total reads every page once', async () => {
    server.handler = ordersPages;
    expect(
      await collect(ebay.paginate(ebay.sell.fulfillment.getOrders, { limit: 10 }, { maxItems: 1000 })),
    ).toHaveLength(50);
    expect(server.requests).toHaveLength(5);
  });

  it('maxItems 0 yields nothing and sends nothing', async () => {
    server.handler = ordersPages;
    expect(await collect(ebay.paginate(ebay.sell.fulfillment.getOrders, undefined, { maxItems: 0 }))).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it.each([-1, 1.5, Number.NaN, Infinity, '10'])(
    'maxItems %s rejects with a ValidationError that says what to pass, before any request',
    async (bad) => {
      server.handler = ordersPages;
      const error = await collect(
        ebay.paginate(ebay.sell.fulfillment.getOrders, undefined, { maxItems: bad as number }),
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).parameter).toBe('maxItems');
      expect((error as Error).message).toMatch(
        /maxItems must be a whole number ≥ 0 \(got .+\); leave it out to read every item\./,
      );
      expect(server.requests).toEqual([]);
    },
  );
});

describe('paginate maxItems (XML)', () => {
  it('stops a Trading call after maxItems: 7 items of 3 a page is 3 requests', async () => {
    server.handler = tradingPages;
    const orders = await collect(
      ebay.paginate(
        ebay.trading.GetOrders,
        { OrderRole: 'Seller', Pagination: { EntriesPerPage: 3 } },
        { maxItems: 7 },
      ),
    );
    expect(orders.map((o) => (o as { OrderID?: string }).OrderID)).toEqual([
      'P1-0',
      'P1-1',
      'P1-2',
      'P2-0',
      'P2-1',
      'P2-2',
      'P3-0',
    ]);
    expect(server.requests.map((r) => /<PageNumber>(\d+)/.exec(r.text)?.[1])).toEqual(['1', '2', '3']);
    expect(server.requests.every((r) => !r.text.includes('maxItems'))).toBe(true);
  });

  it('rejects a bad maxItems before any request', async () => {
    server.handler = tradingPages;
    await expect(collect(ebay.paginate(ebay.trading.GetOrders, {}, { maxItems: -3 }))).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(server.requests).toEqual([]);
  });
});

describe('paginate maxItems types', () => {
  it('maxItems is accepted in the options argument of paginate, and only there', () => {
    const orders = ebay.paginate(
      ebay.sell.fulfillment.getOrders,
      { limit: 10 },
      { maxItems: 5, signal: AbortSignal.timeout(1000) },
    );
    expectTypeOf(orders).toEqualTypeOf<AsyncGenerator<SellFulfillment.Order, void, undefined>>();
    expectTypeOf<{ maxItems: number }>().toMatchTypeOf<PageOptions>();
    // @ts-expect-error -- maxItems must be a number
    void (() => ebay.paginate(ebay.sell.fulfillment.getOrders, undefined, { maxItems: '5' }));
    // @ts-expect-error -- the query object does not take maxItems
    void (() => ebay.paginate(ebay.sell.fulfillment.getOrders, { maxItems: 5 }));
    // @ts-expect-error -- a normal call's options have no maxItems
    void (() => ebay.sell.fulfillment.getOrders(undefined, { maxItems: 5 }));
    expectTypeOf<CallOptions>().not.toHaveProperty('maxItems');
    void (() => ebay.paginate(ebay.trading.GetOrders, { OrderRole: 'Seller' }, { maxItems: 5, timeoutMs: 1000 }));
  });
});
