import { beforeEach, describe, expect, it } from 'vitest';
import { FULFILLMENT_FLOWS, fulfillmentOrders, sellerOrders } from '../../src/flows/fulfillment/index.js';
import { DEFAULT_TEST_USER } from '../../src/oauth/auth-store.js';
import type { EmulatorContext } from '../../src/context.js';
import { SchemaValidator } from '../../src/rest/schema/index.js';
import { callFlow, list, testContext, type Answer } from '../flow-harness.js';

const validator = new SchemaValidator();
let ctx: EmulatorContext;
const call = (key: string, input: Parameters<typeof callFlow>[3] = {}): Promise<Answer> =>
  callFlow(FULFILLMENT_FLOWS, ctx, `sell.fulfillment.${key}`, input);

beforeEach(() => {
  ctx = testContext(3);
});

describe('seeded orders', () => {
  it('are about sixty, deterministic from the seed, with eBay-shaped ids and every status', () => {
    const orders = sellerOrders(ctx, DEFAULT_TEST_USER);
    expect(orders).toHaveLength(60);
    expect(orders.every((o) => /^\d{2}-\d{5}-\d{5}$/.test(o.orderId))).toBe(true);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['NOT_STARTED', 'IN_PROGRESS', 'FULFILLED']));
    expect(fulfillmentOrders(testContext(3)).map((o) => o.orderId)).toEqual(
      fulfillmentOrders(ctx).map((o) => o.orderId),
    );
    expect(fulfillmentOrders(testContext(4))[0]?.orderId).not.toBe(orders[0]?.orderId);
  });

  it("keep the test user's one purchase from another seller out of its sales", async () => {
    const bought = fulfillmentOrders(ctx).filter((o) => o.buyer === DEFAULT_TEST_USER);
    expect(bought.map((o) => [o.orderId, o.seller])).toEqual([['21-09876-54321', 'vintage_finds_store']]);
    const listed = await call('getOrders', { query: { limit: '200' } });
    expect(list(listed.json.orders).map((o) => o.orderId)).not.toContain('21-09876-54321');
    expect((await call('getOrder', { params: { orderId: '21-09876-54321' } })).status).toBe(404);
    expect(
      (await call('getOrder', { params: { orderId: '21-09876-54321' }, user: 'vintage_finds_store' })).status,
    ).toBe(200);
  });
});

describe('getOrders', () => {
  it('pages with limit, offset, total and absolute next/prev links', async () => {
    const first = await call('getOrders', { query: { limit: '25' } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: 60, limit: 25, offset: 0 });
    expect(list(first.json.orders)).toHaveLength(25);
    expect(first.json.href).toBe('http://emu.test/sell/fulfillment/v1/order?limit=25&offset=0');
    expect(first.json.next).toBe('http://emu.test/sell/fulfillment/v1/order?limit=25&offset=25');
    expect(first.json.prev).toBeUndefined();
    const last = await call('getOrders', {
      query: new URL(String(first.json.next)).searchParams.toString().replace('offset=25', 'offset=50'),
    });
    expect(list(last.json.orders)).toHaveLength(10);
    expect(last.json.next).toBeUndefined();
    expect(last.json.prev).toBe('http://emu.test/sell/fulfillment/v1/order?limit=25&offset=25');
    expect(validator.validateResponse('sell.fulfillment', 'getOrders', first.json)).toEqual([]);
  });

  it('defaults to limit 50 and newest first', async () => {
    const page = await call('getOrders');
    const orders = list(page.json.orders);
    expect(page.json.limit).toBe(50);
    expect(orders).toHaveLength(50);
    const dates = orders.map((o) => String(o.creationDate));
    expect([...dates].sort().reverse()).toEqual(dates);
    const order = orders[0]!;
    expect(order).toMatchObject({
      buyer: { username: expect.any(String) },
      pricingSummary: { total: { currency: 'USD' } },
    });
    expect(list(order.lineItems)[0]).toMatchObject({
      lineItemId: expect.any(String),
      sku: expect.any(String),
      title: expect.any(String),
      quantity: expect.any(Number),
      lineItemCost: { value: expect.stringMatching(/^\d+\.\d\d$/) },
    });
  });

  it('rejects a limit over 200, a bad offset and more than 50 orderIds', async () => {
    const tooMany = await call('getOrders', { query: { limit: '201' } });
    expect(tooMany.status).toBe(400);
    expect(list(tooMany.json.errors)[0]).toMatchObject({ errorId: 31100, domain: 'API_FULFILLMENT' });
    expect((await call('getOrders', { query: { limit: '200' } })).status).toBe(200);
    expect((await call('getOrders', { query: { offset: '-1' } })).json).toMatchObject({ errors: [{ errorId: 31000 }] });
    const ids = Array.from({ length: 51 }, (_, i) => `12-34567-${String(10000 + i)}`).join(',');
    expect((await call('getOrders', { query: { orderIds: ids } })).json).toMatchObject({
      errors: [{ errorId: 30900 }],
    });
  });

  it('filters by orderfulfillmentstatus and creationdate', async () => {
    const open = await call('getOrders', {
      query: { filter: 'orderfulfillmentstatus:{NOT_STARTED|IN_PROGRESS}', limit: '200' },
    });
    const statuses = list(open.json.orders).map((o) => o.orderFulfillmentStatus);
    expect(statuses.length).toBe(open.json.total);
    expect(statuses.length).toBe(fulfillmentOrders(ctx).filter((o) => o.status !== 'FULFILLED').length);
    expect(new Set(statuses)).toEqual(new Set(['NOT_STARTED', 'IN_PROGRESS']));

    const from = '2026-01-10T00:00:00.000Z';
    const to = '2026-01-20T00:00:00.000Z';
    const dated = await call('getOrders', {
      query: { filter: `creationdate:[${from}..${to}],orderfulfillmentstatus:{FULFILLED}` },
    });
    const orders = list(dated.json.orders);
    expect(orders.length).toBeGreaterThan(0);
    expect(
      orders.every(
        (o) =>
          String(o.creationDate) >= from &&
          String(o.creationDate) <= to &&
          String(o.orderFulfillmentStatus) === 'FULFILLED',
      ),
    ).toBe(true);
    expect((await call('getOrders', { query: { filter: 'color:{RED}' } })).json).toMatchObject({
      errors: [{ errorId: 30700 }],
    });
    expect(
      (await call('getOrders', { query: { filter: 'creationdate:[..2026-01-01T00:00:00Z]' } })).json,
    ).toMatchObject({ errors: [{ errorId: 30820 }] });
    expect((await call('getOrders', { query: { filter: 'orderfulfillmentstatus:{SHIPPED}' } })).json).toMatchObject({
      errors: [{ errorId: 30800 }],
    });
  });

  it('returns exactly the orders named by orderIds, ignoring filter', async () => {
    const [a, b] = fulfillmentOrders(ctx).filter((o) => o.status === 'FULFILLED');
    const page = await call('getOrders', {
      query: {
        orderIds: `${a!.orderId}, ${b!.orderId},99-99999-99999`,
        filter: 'orderfulfillmentstatus:{NOT_STARTED}',
      },
    });
    expect(list(page.json.orders).map((o) => o.orderId)).toEqual([a!.orderId, b!.orderId]);
    expect(page.json.total).toBe(2);
  });
});

describe('getOrder', () => {
  it('answers a seeded order and 404s an unknown one', async () => {
    const order = fulfillmentOrders(ctx)[5]!;
    const found = await call('getOrder', { params: { orderId: order.orderId } });
    expect(found.json).toMatchObject({ orderId: order.orderId, orderFulfillmentStatus: order.status });
    expect(validator.validateResponse('sell.fulfillment', 'getOrder', found.json)).toEqual([]);
    const missing = await call('getOrder', { params: { orderId: '00-00000-00000' } });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({
      errors: [{ errorId: 32100, domain: 'API_FULFILLMENT', message: 'Invalid order ID: 00-00000-00000' }],
    });
  });
});
