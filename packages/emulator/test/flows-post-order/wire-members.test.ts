// Only the buyer and the seller of an order line see and act on its inquiry, case, return or cancellation, over
// HTTP: a third member gets eBay's 1301 on every read and action (the flows' and the sample-answered ones') and finds
// nothing in the searches, while the buyer and the seller still read, act and find theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, notAParty, refusal, startRig, type Rig } from './wire-harness.js';

let rig: Rig;

beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());

/** The ids a search answer lists under `items`, by `field`. */
const ids = (answer: unknown, items: string, field: string): unknown[] =>
  ((answer as Record<string, Record<string, unknown>[] | undefined>)[items] ?? []).map((m) => m[field]);

/** A new inquiry of the buyer's, escalated to a case when `escalate` is set. */
async function inquiry(escalate = false): Promise<{ inquiryId: string; itemId: string; caseId?: string }> {
  const { itemId, transactionId } = rig.purchase();
  const { inquiryId } = await rig.buyer.postOrder.inquiry.createInquiry({ itemId, transactionId });
  if (!escalate) return { inquiryId: inquiryId!, itemId };
  const escalateBody = { escalateInquiryReason: 'ITEM_NOT_RECEIVED', comments: { content: 'Still nothing' } };
  const { caseId } = (await rig.buyer.postOrder.inquiry.escalateInquiry(inquiryId!, escalateBody)) as {
    caseId: string;
  };
  return { inquiryId: inquiryId!, itemId, caseId };
}

/** A new return of the buyer's and a new cancellation request of the buyer's. */
async function returnAndCancellation(): Promise<{ returnId: string; cancelId: string }> {
  const { itemId, transactionId } = rig.purchase();
  const returnRequest = { itemId, transactionId, reason: 'DEFECTIVE_ITEM', returnQuantity: 1, type: 'MONEY_BACK' };
  const { returnId } = (await rig.buyer.postOrder.return.createReturnRequest({ returnRequest })) as {
    returnId: string;
  };
  const { legacyOrderId } = rig.purchase();
  const { cancelId } = (await rig.buyer.postOrder.cancellation.createCancellation({ legacyOrderId })) as {
    cancelId: string;
  };
  return { returnId, cancelId };
}

describe('a member who is neither buyer nor seller', () => {
  it('is refused every read and action on an inquiry and its case, and finds neither', async () => {
    const open = await inquiry();
    const { caseId, itemId } = await inquiry(true);
    const { inquiry: inquiries, case: cases } = rig.outsider.postOrder;
    const resolutions = notAParty('resolutionsErrorDomain');
    const bought = rig.purchase();
    for (const call of [
      () => inquiries.getInquiry(open.inquiryId),
      () => inquiries.escalateInquiry(open.inquiryId, { escalateInquiryReason: 'OTHERS', comments: { content: 'x' } }),
      () => inquiries.closeInquiry(open.inquiryId, { closeReason: 'OTHER' }),
      () => inquiries.issueInquiryRefund(open.inquiryId, {}),
      () => inquiries.sendInquiryMessage(open.inquiryId, { message: { content: 'hello' } }),
      () => cases.getCase(caseId!),
      () => cases.closeCase(caseId!, { closeReason: 'OTHER' }),
      () => cases.issueCaseRefund(caseId!, {}),
      () => cases.appealCaseDecision(caseId!, { comments: { content: 'x' } }),
      () => inquiries.createInquiry({ itemId: bought.itemId, transactionId: bought.transactionId }),
    ])
      expect(await refusal(call())).toEqual(resolutions);
    // Nothing moved: the inquiry is still open, the case still open, for the buyer.
    expect(await rig.buyer.postOrder.inquiry.getInquiry(open.inquiryId)).toMatchObject({ status: 'OPEN' });
    expect(await rig.buyer.postOrder.case.getCase(caseId!)).toMatchObject({ status: 'OPEN' });
    expect(ids(await rig.buyer.postOrder.inquiry.search({ item_id: bought.itemId }), 'members', 'inquiryId')).toEqual(
      [],
    );
    for (const query of [{ item_id: open.itemId }, {}])
      expect(ids(await inquiries.search(query), 'members', 'inquiryId')).toEqual([]);
    expect(ids(await cases.search({ item_id: itemId }), 'members', 'caseId')).toEqual([]);
    expect(ids(await rig.buyer.postOrder.case.search({ item_id: itemId }), 'members', 'caseId')).toEqual([caseId]);
  });

  it('is refused every read and action on a return and a cancellation, and finds neither', async () => {
    const { returnId, cancelId } = await returnAndCancellation();
    const { return: returns, cancellation } = rig.outsider.postOrder;
    for (const call of [
      () => returns.getReturn(returnId),
      () => returns.processReturnRequest(returnId, { decision: 'APPROVE' }),
      () => returns.markReturnShipped(returnId, { carrierUsed: 'USPS', trackingNumber: '9400100000000000000001' }),
      () => returns.issueReturnRefund(returnId, {}),
      () => returns.cancelReturnRequest(returnId, {}),
      () => returns.sendReturnMessage(returnId, { message: { content: 'hello' } }),
    ])
      expect(await refusal(call())).toEqual(notAParty('returnErrorDomain'));
    const { legacyOrderId } = rig.purchase();
    for (const call of [
      () => cancellation.getCancellation(cancelId),
      () => cancellation.approveCancellationRequest(cancelId),
      () => cancellation.rejectCancellationRequest(cancelId, {}),
      () => cancellation.confirmRefundReceived(cancelId, {}),
      () => cancellation.createCancellation({ legacyOrderId }),
    ])
      expect(await refusal(call())).toEqual(notAParty('cancelErrorDomain'));
    const { itemId, transactionId } = rig.purchase();
    const returnRequest = { itemId, transactionId, reason: 'DEFECTIVE_ITEM', returnQuantity: 1, type: 'MONEY_BACK' };
    expect(await refusal(returns.createReturnRequest({ returnRequest }))).toEqual(notAParty('returnErrorDomain'));
    expect(await rig.buyer.postOrder.return.getReturn(returnId)).toMatchObject({
      summary: { state: 'RETURN_REQUESTED' },
    });
    for (const role of ['SELLER', 'BUYER'] as const) {
      expect(ids(await returns.search({ role, return_id: returnId }), 'members', 'returnId')).toEqual([]);
      expect(ids(await cancellation.search({ role, cancel_id: cancelId }), 'cancellations', 'cancelId')).toEqual([]);
    }
  });
});

describe('the buyer and the seller', () => {
  it('both read, find and act on an inquiry and the case it becomes', async () => {
    const { inquiryId, itemId, caseId } = await inquiry(true);
    for (const member of [rig.buyer, rig.seller]) {
      expect(await member.postOrder.inquiry.getInquiry(inquiryId)).toMatchObject({ inquiryId, buyer: BUYER });
      expect(ids(await member.postOrder.inquiry.search({ item_id: itemId }), 'members', 'inquiryId')).toEqual([
        inquiryId,
      ]);
      expect(await member.postOrder.case.getCase(caseId!)).toMatchObject({ caseId, status: 'OPEN' });
    }
    await rig.seller.postOrder.case.issueCaseRefund(caseId!, {});
    expect(await rig.buyer.postOrder.case.getCase(caseId!)).toMatchObject({ status: 'CLOSED' });
  });

  it('both read, find and act on a return and a cancellation', async () => {
    const { returnId, cancelId } = await returnAndCancellation();
    await rig.seller.postOrder.return.processReturnRequest(returnId, { decision: 'APPROVE' });
    expect(await rig.buyer.postOrder.return.getReturn(returnId)).toMatchObject({
      summary: { state: 'ITEM_READY_TO_SHIP' },
    });
    const mine = { SELLER: rig.seller, BUYER: rig.buyer } as const;
    for (const [role, member] of Object.entries(mine)) {
      const query = { role: role as keyof typeof mine };
      expect(
        ids(await member.postOrder.return.search({ ...query, return_id: returnId }), 'members', 'returnId'),
      ).toEqual([returnId]);
      const found = await member.postOrder.cancellation.search({ ...query, cancel_id: cancelId });
      expect(ids(found, 'cancellations', 'cancelId')).toEqual([cancelId]);
    }
    await rig.seller.postOrder.cancellation.approveCancellationRequest(cancelId);
    expect(await rig.buyer.postOrder.cancellation.getCancellation(cancelId)).toMatchObject({
      cancelDetail: { cancelState: 'CLOSED', cancelStatus: 'CANCEL_CLOSED_WITH_REFUND' },
    });
  });
});
