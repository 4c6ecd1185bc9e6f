import { beforeEach, describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/context.js';
import { fulfillmentOrders } from '../../src/flows/fulfillment/index.js';
import { POST_ORDER_FLOWS } from '../../src/flows/post-order/index.js';
import { callFlow, list, testContext, type Answer } from '../flow-harness.js';

let ctx: EmulatorContext;
const call = (key: string, input: Parameters<typeof callFlow>[3] = {}): Promise<Answer> =>
  callFlow(POST_ORDER_FLOWS, ctx, `postOrder.${key}`, input);

beforeEach(() => {
  ctx = testContext(4);
});

async function newInquiry(n: number): Promise<string> {
  const order = fulfillmentOrders(ctx).filter((o) => o.status === 'FULFILLED')[20 + n]!;
  const line = order.lineItems[0]!;
  const created = await call('inquiry.createInquiry', {
    user: order.buyer,
    body: { itemId: line.legacyItemId, transactionId: line.lineItemId, desiredOutcome: 'FULL_REFUND' },
  });
  expect(created.status).toBe(201);
  buyers.set(String(created.json.inquiryId), order.buyer);
  return String(created.json.inquiryId);
}

/** The buyer of each inquiry a test opened (closing an inquiry or its case is the buyer's part). */
const buyers = new Map<string, string>();

describe('inquiries', () => {
  it('create → OPEN, close → CLOSED, and no action on a closed inquiry', async () => {
    const id = await newInquiry(0);
    expect((await call('inquiry.getInquiry', { params: { inquiryId: id } })).json).toMatchObject({
      inquiryId: id,
      status: 'OPEN',
      state: 'CREATED',
      claimAmount: { currency: 'USD' },
    });
    expect(
      (
        await call('inquiry.closeInquiry', {
          params: { inquiryId: id },
          body: { closeReason: 'ITEM_ARRIVED' },
          user: buyers.get(id) ?? '',
        })
      ).status,
    ).toBe(200);
    expect((await call('inquiry.getInquiry', { params: { inquiryId: id } })).json.status).toBe('CLOSED');
    const again = await call('inquiry.escalateInquiry', {
      user: buyers.get(id) ?? '',
      params: { inquiryId: id },
      body: { escalateInquiryReason: 'ITEM_NOT_RECEIVED', comments: { content: 'x' } },
    });
    expect(again.json).toMatchObject({ error: [{ domain: 'resolutionsErrorDomain', httpStatusCode: 400 }] });
  });

  it('escalate → CLOSED_WITH_ESCALATION and an OPEN case; the case closes with a refund', async () => {
    const id = await newInquiry(1);
    const escalated = await call('inquiry.escalateInquiry', {
      params: { inquiryId: id },
      body: { escalateInquiryReason: 'ITEM_NOT_RECEIVED', comments: { content: 'Still nothing' } },
    });
    const caseId = String(escalated.json.caseId);
    expect((await call('inquiry.getInquiry', { params: { inquiryId: id } })).json).toMatchObject({
      status: 'CLOSED_WITH_ESCALATION',
      escalationDetails: { caseId },
    });
    expect((await call('case.getCase', { params: { caseId } })).json).toMatchObject({
      caseId,
      status: 'OPEN',
      caseType: 'ITEM_NOT_RECEIVED',
      caseDetails: { inquiryId: id },
    });
    expect((await call('case.issueCaseRefund', { params: { caseId } })).json).toMatchObject({
      refundResult: { refundStatus: 'SUCCESS' },
    });
    expect((await call('case.getCase', { params: { caseId } })).json.status).toBe('CLOSED');
    const closing = { params: { caseId }, body: { closeReason: 'OTHER' }, user: buyers.get(id) ?? '' };
    expect((await call('case.closeCase', closing)).status).toBe(400);
  });

  it('issueInquiryRefund → CLOSED with refund; search by inquiry_status; 404s', async () => {
    const id = await newInquiry(2);
    expect((await call('inquiry.issueInquiryRefund', { params: { inquiryId: id } })).json).toMatchObject({
      refundResult: { refundStatus: 'SUCCESS' },
    });
    expect((await call('inquiry.getInquiry', { params: { inquiryId: id } })).json).toMatchObject({
      status: 'CLOSED',
      refundAmounts: { totalAmount: { currency: 'USD' } },
    });
    const closed = await call('inquiry.search', { query: { inquiry_status: 'CLOSED' } });
    expect(list(closed.json.members).every((m) => String(m.inquiryStatusEnum) === 'CLOSED')).toBe(true);
    expect(list(closed.json.members).map((m) => m.inquiryId)).toContain(id);
    expect(closed.json.paginationOutput).toMatchObject({ offset: 1, totalEntries: list(closed.json.members).length });
    const all = await call('inquiry.search');
    expect(all.json.paginationOutput?.totalEntries).toBe(ctx.state.world.postOrder.inquiries.size);
    expect((await call('inquiry.search', { query: { inquiry_status: 'NOPE' } })).status).toBe(400);
    expect((await call('inquiry.getInquiry', { params: { inquiryId: '1' } })).status).toBe(404);
  });
});

describe('cases', () => {
  it('search by case_status_filter with totalNumberOfCases; close; 404', async () => {
    const all = await call('case.search');
    expect(all.json.totalNumberOfCases).toBe(ctx.state.world.postOrder.cases.size);
    const open = await call('case.search', { query: { case_status_filter: 'OPEN,WAITING_DELIVERY' } });
    const members = list(open.json.members);
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((m) => ['OPEN', 'WAITING_DELIVERY'].includes(String(m.caseStatusEnum)))).toBe(true);
    const caseId = String(members[0]!.caseId);
    const buyer = String(members[0]!.buyer);
    expect(
      (
        await call('case.closeCase', {
          params: { caseId },
          body: { closeReason: 'WORKED_OUT_WITH_SELLER' },
          user: buyer,
        })
      ).status,
    ).toBe(200);
    expect((await call('case.getCase', { params: { caseId } })).json).toMatchObject({
      status: 'CLOSED',
      caseDetails: { buyerCloseReason: 'WORKED_OUT_WITH_SELLER' },
    });
    const missing = await call('case.getCase', { params: { caseId: '42' } });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ error: [{ severity: 'ERROR', httpStatusCode: 404 }] });
  });
});
