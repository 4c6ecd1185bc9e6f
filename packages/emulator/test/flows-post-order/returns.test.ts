import { beforeEach, describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/context.js';
import { fulfillmentOrders } from '../../src/flows/fulfillment/index.js';
import { POST_ORDER_FLOWS } from '../../src/flows/post-order/index.js';
import { callFlow, list, testContext, type Answer } from '../flow-harness.js';

let ctx: EmulatorContext;
const call = (key: string, input: Parameters<typeof callFlow>[3] = {}): Promise<Answer> =>
  callFlow(POST_ORDER_FLOWS, ctx, `postOrder.return.${key}`, input);
const act = (key: string, returnId: string, body: unknown = {}): Promise<Answer> =>
  call(key, { params: { returnId }, body });
/** The buyer of each return a test opened: the buyer's part of a return (ship it back, cancel it) is theirs. */
const buyers = new Map<string, string>();
const actAsBuyer = (key: string, returnId: string, body: unknown = {}): Promise<Answer> =>
  call(key, { params: { returnId }, body, user: buyers.get(returnId) ?? '' });

beforeEach(() => {
  ctx = testContext(2);
});

/** A new return of the buyer of the `n`th shipped order (one open return per line item). */
async function newReturn(n = 0): Promise<string> {
  const order = fulfillmentOrders(ctx).filter((o) => o.status === 'FULFILLED')[30 + n]!;
  const line = order.lineItems[0]!;
  const created = await call('createReturnRequest', {
    user: order.buyer,
    body: {
      returnRequest: {
        itemId: line.legacyItemId,
        transactionId: line.lineItemId,
        reason: 'DEFECTIVE_ITEM',
        returnQuantity: 1,
        type: 'MONEY_BACK',
        comments: { content: 'Broken' },
      },
    },
  });
  expect(created.status).toBe(200);
  expect(created.json).toMatchObject({ state: 'RETURN_REQUESTED', status: 'RETURN_REQUESTED' });
  buyers.set(String(created.json.returnId), order.buyer);
  return String(created.json.returnId);
}

describe('return state machine', () => {
  it('RETURN_REQUESTED → ITEM_READY_TO_SHIP → ITEM_SHIPPED → ITEM_DELIVERED → REFUND_INITIATED → CLOSED', async () => {
    const id = await newReturn();
    expect((await act('processReturnRequest', id, { decision: 'APPROVE' })).json.state).toBe('ITEM_READY_TO_SHIP');
    expect(
      (await actAsBuyer('markReturnShipped', id, { carrierUsed: 'USPS', trackingNumber: '9400100000000000000001' }))
        .json.state,
    ).toBe('ITEM_SHIPPED');
    expect((await act('markReturnReceived', id)).json.state).toBe('ITEM_DELIVERED');
    const refund = await act('issueReturnRefund', id, { refundDetail: { totalAmount: { value: 1, currency: 'USD' } } });
    expect(refund.json).toMatchObject({ state: 'REFUND_INITIATED', refundStatus: 'PENDING' });
    expect((await call('getReturn', { params: { returnId: id } })).json.summary?.state).toBe('REFUND_INITIATED');
    ctx.clock.advance(61);
    const closed = await call('getReturn', { params: { returnId: id } });
    expect(closed.json).toMatchObject({
      summary: {
        returnId: id,
        state: 'CLOSED',
        status: 'CLOSED',
        creationInfo: { reason: 'DEFECTIVE_ITEM', comments: { content: 'Broken' } },
      },
      detail: {
        returnShipmentInfo: { shipmentTracking: { trackingNumber: '9400100000000000000001' } },
        refundInfo: { actualRefundDetail: { refundStatus: 'SUCCESS' } },
      },
    });
    expect(list(closed.json.detail?.responseHistory).map((h) => h.toState)).toEqual([
      'RETURN_REQUESTED',
      'ITEM_READY_TO_SHIP',
      'ITEM_SHIPPED',
      'ITEM_DELIVERED',
      'REFUND_INITIATED',
      'CLOSED',
    ]);
  });

  it('APPROVE_WITHOUT_EBAY_LABEL → RETURN_LABEL_PENDING; DECLINE → RETURN_REJECTED; cancel → CLOSED', async () => {
    const a = await newReturn(0);
    expect((await act('processReturnRequest', a, { decision: 'APPROVE_WITHOUT_EBAY_LABEL' })).json.state).toBe(
      'RETURN_LABEL_PENDING',
    );
    const b = await newReturn(1);
    expect((await act('processReturnRequest', b, { decision: 'DECLINE' })).json.state).toBe('RETURN_REJECTED');
    const c = await newReturn(2);
    expect((await actAsBuyer('cancelReturnRequest', c)).json.state).toBe('CLOSED');
  });

  it('answers invalid transitions and bad input with 400 in the post-order error shape', async () => {
    const id = await newReturn();
    const early = await act('markReturnReceived', id);
    expect(early.status).toBe(400);
    expect(early.json).toEqual({
      error: [
        {
          errorId: 1618,
          domain: 'returnErrorDomain',
          severity: 'ERROR',
          category: 'REQUEST',
          message: 'The action SELLER_MARK_AS_RECEIVED is not allowed in state RETURN_REQUESTED.',
          longMessage: 'The action SELLER_MARK_AS_RECEIVED is not allowed in state RETURN_REQUESTED.',
          parameter: [
            { value: id, name: 'returnId' },
            { value: 'RETURN_REQUESTED', name: 'state' },
          ],
          inputRefIds: [],
          httpStatusCode: 400,
        },
      ],
    });
    expect((await act('processReturnRequest', id, { decision: 'UNKNOWN' })).json).toMatchObject({
      error: [{ errorId: 1616, parameter: [{ name: 'decision' }] }],
    });
    await actAsBuyer('cancelReturnRequest', id);
    expect((await act('processReturnRequest', id, { decision: 'APPROVE' })).status).toBe(400);
    expect((await act('issueReturnRefund', id)).status).toBe(400);
    const unknownLine = await call('createReturnRequest', {
      body: {
        returnRequest: { itemId: '1', transactionId: '2', reason: 'OTHER', returnQuantity: 1, type: 'MONEY_BACK' },
      },
    });
    expect(unknownLine.json).toMatchObject({ error: [{ errorId: 1616, httpStatusCode: 400 }] });
  });

  it('404s unknown returns', async () => {
    const missing = await call('getReturn', { params: { returnId: '123' } });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({
      error: [{ domain: 'returnErrorDomain', httpStatusCode: 404, parameter: [{ name: 'returnId', value: '123' }] }],
    });
    expect((await act('markReturnShipped', '123')).status).toBe(404);
  });
});

describe('return search', () => {
  it('finds the seller’s returns by return_state, states and role, paged', async () => {
    const all = await call('search');
    const seeded = [...ctx.state.world.postOrder.returns.values()];
    expect(all.json.total).toBe(seeded.filter((r) => r.seller === 'testuser_baykit').length);
    expect(all.json.paginationOutput).toMatchObject({
      limit: 25,
      offset: 1,
      totalEntries: all.json.total,
      totalPages: 1,
    });
    expect(
      list((await call('search', { query: { return_state: 'CLOSED' } })).json.members).map((m) => m.state),
    ).toEqual(['CLOSED']);
    const open = list((await call('search', { query: { return_state: 'ALL_OPEN' } })).json.members);
    expect(open.length).toBe(Number(all.json.total) - 1);
    const shippedOrDelivered = list(
      (await call('search', { query: { states: 'ITEM_SHIPPED,ITEM_DELIVERED' } })).json.members,
    );
    expect(new Set(shippedOrDelivered.map((m) => m.state))).toEqual(new Set(['ITEM_SHIPPED', 'ITEM_DELIVERED']));
    const bought = list((await call('search', { query: { role: 'BUYER' } })).json.members);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ buyerLoginName: 'testuser_baykit', sellerLoginName: 'vintage_finds_store' });
    const paged = await call('search', { query: { limit: '2', offset: '2' } });
    expect(list(paged.json.members)).toHaveLength(2);
    expect(paged.json.paginationOutput).toMatchObject({
      limit: 2,
      offset: 2,
      totalPages: Math.ceil(Number(all.json.total) / 2),
    });
    expect((await call('search', { query: { return_state: 'NOPE' } })).status).toBe(400);
    expect((await call('search', { query: { limit: '500' } })).status).toBe(400);
  });
});
