import { beforeEach, describe, expect, it } from 'vitest';
import { FULFILLMENT_FLOWS, fulfillmentOrders, type FulfillmentOrder } from '../../src/flows/fulfillment/index.js';
import type { EmulatorContext } from '../../src/context.js';
import { callFlow, list, testContext, type Answer } from '../flow-harness.js';

let ctx: EmulatorContext;
const call = (key: string, input: Parameters<typeof callFlow>[3] = {}): Promise<Answer> =>
  callFlow(FULFILLMENT_FLOWS, ctx, `sell.fulfillment.${key}`, input);
const pick = (test: (o: FulfillmentOrder) => boolean): FulfillmentOrder => {
  const order = fulfillmentOrders(ctx).find(test);
  if (!order) throw new Error('no such seeded order');
  return order;
};

beforeEach(() => {
  ctx = testContext(5);
});

describe('shipping fulfillments', () => {
  it('ship part of an order (IN_PROGRESS), then the rest (FULFILLED), with Location headers', async () => {
    const order = pick((o) => o.status === 'NOT_STARTED' && o.lineItems.length >= 2);
    const [first, ...rest] = order.lineItems;
    const created = await call('createShippingFulfillment', {
      params: { orderId: order.orderId },
      body: {
        lineItems: [{ lineItemId: first!.lineItemId, quantity: first!.quantity }],
        shippedDate: '2026-03-01T10:00:00.000Z',
        shippingCarrierCode: 'USPS',
        trackingNumber: '9400111899560000000001',
      },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(
      `http://emu.test/sell/fulfillment/v1/order/${order.orderId}/shipping_fulfillment/9400111899560000000001`,
    );
    expect((await call('getOrder', { params: { orderId: order.orderId } })).json.orderFulfillmentStatus).toBe(
      'IN_PROGRESS',
    );

    const second = await call('createShippingFulfillment', {
      params: { orderId: order.orderId },
      body: {
        lineItems: rest.map((l) => ({ lineItemId: l.lineItemId })),
        shippingCarrierCode: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      },
    });
    expect(second.status).toBe(201);
    const after = await call('getOrder', { params: { orderId: order.orderId } });
    expect(after.json.orderFulfillmentStatus).toBe('FULFILLED');
    expect(list(after.json.fulfillmentHrefs)).toHaveLength(2);
    expect(list(after.json.lineItems).every((l) => String(l.lineItemFulfillmentStatus) === 'FULFILLED')).toBe(true);

    const all = await call('getShippingFulfillments', { params: { orderId: order.orderId } });
    expect(all.json.total).toBe(2);
    const one = await call('getShippingFulfillment', {
      params: { orderId: order.orderId, fulfillmentId: '1Z999AA10123456784' },
    });
    expect(one.json).toMatchObject({
      fulfillmentId: '1Z999AA10123456784',
      shippingCarrierCode: 'UPS',
      shipmentTrackingNumber: '1Z999AA10123456784',
    });
  });

  it('refuses unknown line items, duplicates, over-shipping, unknown orders and fulfillments', async () => {
    const order = pick((o) => o.status === 'NOT_STARTED');
    const line = order.lineItems[0]!;
    const ship = (body: unknown, orderId = order.orderId): Promise<Answer> =>
      call('createShippingFulfillment', { params: { orderId }, body });
    expect(
      (await ship({ lineItems: [{ lineItemId: 'nope' }], shippingCarrierCode: 'USPS', trackingNumber: '1' })).json,
    ).toMatchObject({ errors: [{ errorId: 32200 }] });
    expect(
      (
        await ship({
          lineItems: [{ lineItemId: line.lineItemId }, { lineItemId: line.lineItemId }],
          shippingCarrierCode: 'USPS',
          trackingNumber: '1',
        })
      ).json,
    ).toMatchObject({ errors: [{ errorId: 32210 }] });
    expect(
      (
        await ship({
          lineItems: [{ lineItemId: line.lineItemId, quantity: line.quantity + 1 }],
          shippingCarrierCode: 'USPS',
          trackingNumber: '1',
        })
      ).json,
    ).toMatchObject({ errors: [{ errorId: 32600 }] });
    expect(
      (await ship({ lineItems: [{ lineItemId: line.lineItemId }], shippingCarrierCode: 'USPS' })).json,
    ).toMatchObject({ errors: [{ errorId: 32300 }] });
    expect((await ship({ lineItems: [{ lineItemId: line.lineItemId }] }, '00-00000-00000')).status).toBe(404);
    expect((await call('getShippingFulfillments', { params: { orderId: '00-00000-00000' } })).status).toBe(404);
    expect(
      (await call('getShippingFulfillment', { params: { orderId: order.orderId, fulfillmentId: 'x' } })).json,
    ).toMatchObject({ errors: [{ errorId: 32110 }] });
    expect((await call('getOrder', { params: { orderId: order.orderId } })).json.orderFulfillmentStatus).toBe(
      'NOT_STARTED',
    );
  });

  it('seeds consistent fulfillments: FULFILLED orders have shipped every line item', async () => {
    const order = pick((o) => o.status === 'FULFILLED');
    const answer = await call('getShippingFulfillments', { params: { orderId: order.orderId } });
    const shipped = list(answer.json.fulfillments).flatMap((f) => list(f.lineItems).map((l) => l.lineItemId));
    expect(new Set(shipped)).toEqual(new Set(order.lineItems.map((l) => l.lineItemId)));
  });
});

describe('issueRefund', () => {
  it('records a PENDING refund that settles to REFUNDED and shows on the order', async () => {
    const order = pick((o) => o.status === 'FULFILLED');
    const refund = await call('issueRefund', {
      params: { order_id: order.orderId },
      body: { reasonForRefund: 'BUYER_RETURN', orderLevelRefundAmount: { value: '1.50', currency: 'USD' } },
    });
    expect(refund.status).toBe(200);
    expect(refund.json).toMatchObject({ refundId: expect.any(String), refundStatus: 'PENDING' });
    let got = await call('getOrder', { params: { orderId: order.orderId } });
    expect(got.json).toMatchObject({
      orderPaymentStatus: 'PARTIALLY_REFUNDED',
      paymentSummary: {
        refunds: [{ refundId: refund.json.refundId, refundStatus: 'PENDING', amount: { value: '1.50' } }],
      },
    });
    ctx.clock.advance(61);
    got = await call('getOrder', { params: { orderId: order.orderId } });
    expect(list(got.json.paymentSummary?.refunds)[0]?.refundStatus).toBe('REFUNDED');
  });

  it('validates the request and 404s an unknown order with 34913', async () => {
    const order = pick((o) => o.status === 'FULFILLED');
    const refund = (body: unknown, orderId = order.orderId): Promise<Answer> =>
      call('issueRefund', { params: { order_id: orderId }, body });
    const missing = await refund(
      { reasonForRefund: 'OTHER', orderLevelRefundAmount: { value: '1.00', currency: 'USD' } },
      '00-00000-00000',
    );
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ errors: [{ errorId: 34913, domain: 'API_FULFILLMENT' }] });
    expect((await refund({ orderLevelRefundAmount: { value: '1.00', currency: 'USD' } })).json).toMatchObject({
      errors: [{ errorId: 34903 }],
    });
    expect((await refund({ reasonForRefund: 'OTHER' })).json).toMatchObject({ errors: [{ errorId: 34905 }] });
    expect(
      (await refund({ reasonForRefund: 'OTHER', orderLevelRefundAmount: { value: '1.005', currency: 'USD' } })).json,
    ).toMatchObject({ errors: [{ errorId: 34907 }] });
    expect(
      (await refund({ reasonForRefund: 'OTHER', orderLevelRefundAmount: { value: '1.00', currency: 'EUR' } })).json,
    ).toMatchObject({ errors: [{ errorId: 34909 }] });
    expect(
      (await refund({ reasonForRefund: 'OTHER', orderLevelRefundAmount: { value: '99999.00', currency: 'USD' } })).json,
    ).toMatchObject({ errors: [{ errorId: 34915 }] });
    expect(
      (
        await refund({
          reasonForRefund: 'OTHER',
          refundItems: [{ lineItemId: 'nope', refundAmount: { value: '1.00', currency: 'USD' } }],
        })
      ).json,
    ).toMatchObject({ errors: [{ errorId: 34914 }] });
    const line = order.lineItems[0]!;
    expect(
      (
        await refund({
          reasonForRefund: 'OTHER',
          refundItems: [{ lineItemId: line.lineItemId, refundAmount: { value: '1.00', currency: 'USD' } }],
        })
      ).status,
    ).toBe(200);
  });
});
