import { beforeEach, describe, expect, it } from 'vitest';
import { FULFILLMENT_FLOWS } from '../../src/flows/fulfillment/index.js';
import type { EmulatorContext } from '../../src/context.js';
import { SchemaValidator } from '../../src/rest/schema/index.js';
import { callFlow, list, testContext, type Answer } from '../flow-harness.js';

const validator = new SchemaValidator();
let ctx: EmulatorContext;
const call = (key: string, input: Parameters<typeof callFlow>[3] = {}): Promise<Answer> =>
  callFlow(FULFILLMENT_FLOWS, ctx, `sell.fulfillment.${key}`, input);

beforeEach(() => {
  ctx = testContext(9);
});

describe('payment disputes', () => {
  it('lists seeded summaries with status and order filters', async () => {
    const all = await call('getPaymentDisputeSummaries');
    expect(all.json.total).toBe(ctx.state.world.paymentDisputes.length);
    expect(validator.validateResponse('sell.fulfillment', 'getPaymentDisputeSummaries', all.json)).toEqual([]);
    const needed = await call('getPaymentDisputeSummaries', { query: { payment_dispute_status: 'ACTION_NEEDED' } });
    expect(list(needed.json.paymentDisputeSummaries).length).toBe(3);
    expect(
      list(needed.json.paymentDisputeSummaries).every((d) => String(d.paymentDisputeStatus) === 'ACTION_NEEDED'),
    ).toBe(true);
    const one = ctx.state.world.paymentDisputes[0]!;
    const byOrder = await call('getPaymentDisputeSummaries', { query: { order_id: one.orderId } });
    expect(list(byOrder.json.paymentDisputeSummaries).every((d) => String(d.orderId) === one.orderId)).toBe(true);
  });

  it('accepts (ACTION_NEEDED → CLOSED) and contests (ACTION_NEEDED → OPEN), refusing other states and stale revisions', async () => {
    const [a, b] = ctx.state.world.paymentDisputes.filter((d) => d.status === 'ACTION_NEEDED');
    const before = await call('getPaymentDispute', { params: { payment_dispute_id: a!.paymentDisputeId } });
    expect(before.json).toMatchObject({
      paymentDisputeStatus: 'ACTION_NEEDED',
      availableChoices: ['CONTEST', 'SELLER_ACCEPT'],
      revision: 1,
    });
    expect(validator.validateResponse('sell.fulfillment', 'getPaymentDispute', before.json)).toEqual([]);
    const stale = await call('acceptPaymentDispute', {
      params: { payment_dispute_id: a!.paymentDisputeId },
      body: { revision: 7 },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ errors: [{ errorId: 33011 }] });
    expect(
      (
        await call('acceptPaymentDispute', {
          params: { payment_dispute_id: a!.paymentDisputeId },
          body: { revision: 1 },
        })
      ).status,
    ).toBe(204);
    const accepted = await call('getPaymentDispute', { params: { payment_dispute_id: a!.paymentDisputeId } });
    expect(accepted.json).toMatchObject({ paymentDisputeStatus: 'CLOSED', sellerResponse: 'ACCEPT', revision: 2 });
    expect(accepted.json.availableChoices).toBeUndefined();
    expect(
      (await call('contestPaymentDispute', { params: { payment_dispute_id: a!.paymentDisputeId } })).json,
    ).toMatchObject({ errors: [{ errorId: 33101 }] });

    expect(
      (
        await call('contestPaymentDispute', {
          params: { payment_dispute_id: b!.paymentDisputeId },
          body: { note: 'Tracking shows delivery' },
        })
      ).status,
    ).toBe(204);
    expect(
      (await call('getPaymentDispute', { params: { payment_dispute_id: b!.paymentDisputeId } })).json,
    ).toMatchObject({ paymentDisputeStatus: 'OPEN', sellerResponse: 'CONTEST', note: 'Tracking shows delivery' });
  });

  it('404s an unknown dispute with 33001', async () => {
    const missing = await call('getPaymentDispute', { params: { payment_dispute_id: '1' } });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ errors: [{ errorId: 33001, domain: 'API_FULFILLMENT' }] });
    expect((await call('acceptPaymentDispute', { params: { payment_dispute_id: '1' } })).status).toBe(404);
  });
});
