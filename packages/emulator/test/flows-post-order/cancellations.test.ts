import { beforeEach, describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/context.js';
import { fulfillmentOrders } from '../../src/flows/fulfillment/index.js';
import { POST_ORDER_FLOWS } from '../../src/flows/post-order/index.js';
import { callFlow, list, testContext, type Answer } from '../flow-harness.js';

let ctx: EmulatorContext;
const call = (key: string, input: Parameters<typeof callFlow>[3] = {}): Promise<Answer> =>
  callFlow(POST_ORDER_FLOWS, ctx, `postOrder.cancellation.${key}`, input);

beforeEach(() => {
  ctx = testContext(6);
});

describe('cancellations', () => {
  it('create → CANCEL_REQUESTED/APPROVAL_PENDING, approve → CANCEL_CLOSED_WITH_REFUND/CLOSED', async () => {
    const order = fulfillmentOrders(ctx).filter((o) => o.status === 'NOT_STARTED')[5]!;
    const created = await call('createCancellation', {
      body: { legacyOrderId: order.legacyOrderId, cancelReason: 'BUYER_CANCEL_ORDER' },
      user: order.buyer,
    });
    const cancelId = String(created.json.cancelId);
    expect((await call('getCancellation', { params: { cancelId } })).json).toMatchObject({
      cancelDetail: {
        cancelId,
        cancelState: 'APPROVAL_PENDING',
        cancelStatus: 'CANCEL_REQUESTED',
        legacyOrderId: order.legacyOrderId,
      },
    });
    expect(
      (await call('createCancellation', { body: { legacyOrderId: order.legacyOrderId }, user: order.buyer })).status,
    ).toBe(400);
    expect((await call('approveCancellationRequest', { params: { cancelId } })).json).toMatchObject({
      cancelState: 'CLOSED',
      cancelStatus: 'CANCEL_CLOSED_WITH_REFUND',
    });
    const again = await call('rejectCancellationRequest', { params: { cancelId }, body: {} });
    expect(again.json).toMatchObject({ error: [{ domain: 'cancelErrorDomain', httpStatusCode: 400 }] });
  });

  it('reject → CANCEL_REJECTED; shipped orders and unknown orders cannot be cancelled; 404', async () => {
    const order = fulfillmentOrders(ctx).filter((o) => o.status === 'NOT_STARTED')[6]!;
    const cancelId = String(
      (await call('createCancellation', { body: { legacyOrderId: order.orderId }, user: order.buyer })).json.cancelId,
    );
    expect((await call('rejectCancellationRequest', { params: { cancelId }, body: {} })).json.cancelStatus).toBe(
      'CANCEL_REJECTED',
    );
    const shipped = fulfillmentOrders(ctx).find((o) => o.status === 'FULFILLED')!;
    expect((await call('createCancellation', { body: { legacyOrderId: shipped.legacyOrderId } })).status).toBe(400);
    expect((await call('createCancellation', { body: { legacyOrderId: 'nope' } })).json).toMatchObject({
      error: [{ errorId: 1616 }],
    });
    expect((await call('getCancellation', { params: { cancelId: '1' } })).status).toBe(404);
    expect((await call('approveCancellationRequest', { params: { cancelId: '1' } })).status).toBe(404);
  });

  it("closes the seller's own cancellation at once (no approval), and it cannot be approved again", async () => {
    const order = fulfillmentOrders(ctx).filter((o) => o.status === 'NOT_STARTED')[7]!;
    const created = await call('createCancellation', {
      body: { legacyOrderId: order.legacyOrderId, cancelReason: 'OUT_OF_STOCK_OR_CANNOT_FULFILL' },
    });
    const cancelId = String(created.json.cancelId);
    expect((await call('getCancellation', { params: { cancelId } })).json.cancelDetail).toMatchObject({
      requestorType: 'SELLER',
      cancelState: 'CLOSED',
      cancelStatus: 'CANCEL_CLOSED_WITH_REFUND',
    });
    expect((await call('approveCancellationRequest', { params: { cancelId } })).status).toBe(400);
  });

  it('search answers { cancellations, paginationOutput, total } with filters', async () => {
    const all = await call('search');
    expect(all.json.total).toBe(ctx.state.world.postOrder.cancellations.size);
    expect(all.json.paginationOutput).toMatchObject({ offset: 1, totalEntries: all.json.total });
    const first = list(all.json.cancellations)[0]!;
    const one = await call('search', { query: { cancel_id: String(first.cancelId) } });
    expect(list(one.json.cancellations).map((c) => c.cancelId)).toEqual([first.cancelId]);
    expect((await call('search', { query: { role: 'BUYER' } })).json.total).toBe(0);
  });
});
