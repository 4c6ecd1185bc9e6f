// Within a return, inquiry, case or cancellation each action is its buyer's or its seller's, over HTTP: the seller
// doing the buyer's part gets eBay's 1306 ("not the buyer of the item"), the buyer doing the seller's part 1308 ("not
// allowed to perform this operation"), and nothing moves; an escalation is either member's.
import type { EbayApiError } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal, startRig, type Rig } from './wire-harness.js';

let rig: Rig;

beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());

/** eBay's refusal of an action that is not the caller's part, in `domain`. */
const notYours = (code: 1306 | 1308, domain: string): Pick<EbayApiError, 'status' | 'code' | 'domain'> => ({
  status: 403,
  code,
  domain,
});

/** A new return of the buyer's on a new purchase. */
async function newReturn(): Promise<string> {
  const { itemId, transactionId } = rig.purchase();
  const returnRequest = { itemId, transactionId, reason: 'DEFECTIVE_ITEM', returnQuantity: 1, type: 'MONEY_BACK' };
  const { returnId } = (await rig.buyer.postOrder.return.createReturnRequest({ returnRequest })) as {
    returnId: string;
  };
  return returnId;
}

/** A new inquiry of the buyer's on a new purchase, escalated to a case when `escalate` is set. */
async function newInquiry(escalate = false): Promise<{ inquiryId: string; caseId?: string }> {
  const { itemId, transactionId } = rig.purchase();
  const { inquiryId } = await rig.buyer.postOrder.inquiry.createInquiry({ itemId, transactionId });
  if (!escalate) return { inquiryId: inquiryId! };
  const body = { escalateInquiryReason: 'ITEM_NOT_RECEIVED', comments: { content: 'Nothing yet' } };
  const { caseId } = (await rig.buyer.postOrder.inquiry.escalateInquiry(inquiryId!, body)) as { caseId: string };
  return { inquiryId: inquiryId!, caseId };
}

describe("the seller doing the buyer's part", () => {
  it('cannot open a return or an inquiry on its own sale (1306), and none is made', async () => {
    const { itemId, transactionId } = rig.purchase();
    const returnRequest = { itemId, transactionId, reason: 'DEFECTIVE_ITEM', returnQuantity: 1, type: 'MONEY_BACK' };
    expect(await refusal(rig.seller.postOrder.return.createReturnRequest({ returnRequest }))).toEqual(
      notYours(1306, 'returnErrorDomain'),
    );
    expect(await refusal(rig.seller.postOrder.inquiry.createInquiry({ itemId, transactionId }))).toEqual(
      notYours(1306, 'resolutionsErrorDomain'),
    );
    const found = await rig.seller.postOrder.return.search({ role: 'SELLER', transaction_id: transactionId });
    expect((found as { members: unknown[] }).members).toEqual([]);
  });

  it('cannot ship a return back, cancel it, or close an inquiry or a case (1306)', async () => {
    const returnId = await newReturn();
    await rig.seller.postOrder.return.processReturnRequest(returnId, { decision: 'APPROVE' });
    const { return: returns, inquiry, case: cases } = rig.seller.postOrder;
    const tracking = { carrierUsed: 'USPS', trackingNumber: '9400100000000000000002' };
    for (const call of [
      () => returns.markReturnShipped(returnId, tracking),
      () => returns.cancelReturnRequest(returnId, {}),
    ])
      expect(await refusal(call())).toEqual(notYours(1306, 'returnErrorDomain'));
    const open = await newInquiry();
    const escalated = await newInquiry(true);
    for (const call of [
      () => inquiry.closeInquiry(open.inquiryId, { closeReason: 'ITEM_ARRIVED' }),
      () => cases.closeCase(escalated.caseId!, { closeReason: 'OTHER' }),
    ])
      expect(await refusal(call())).toEqual(notYours(1306, 'resolutionsErrorDomain'));
    expect(await rig.buyer.postOrder.return.getReturn(returnId)).toMatchObject({
      summary: { state: 'ITEM_READY_TO_SHIP' },
    });
    expect(await rig.buyer.postOrder.inquiry.getInquiry(open.inquiryId)).toMatchObject({ status: 'OPEN' });
    expect(await rig.buyer.postOrder.case.getCase(escalated.caseId!)).toMatchObject({ status: 'OPEN' });
  });
});

describe("the buyer doing the seller's part", () => {
  it('cannot decide on, receive or refund a return, nor refund an inquiry or a case (1308)', async () => {
    const returnId = await newReturn();
    const { return: returns, inquiry, case: cases } = rig.buyer.postOrder;
    for (const call of [
      () => returns.processReturnRequest(returnId, { decision: 'APPROVE' }),
      () => returns.markReturnReceived(returnId, {}),
      () => returns.issueReturnRefund(returnId, {}),
    ])
      expect(await refusal(call())).toEqual(notYours(1308, 'returnErrorDomain'));
    const open = await newInquiry();
    const escalated = await newInquiry(true);
    for (const call of [
      () => inquiry.issueInquiryRefund(open.inquiryId, {}),
      () => cases.issueCaseRefund(escalated.caseId!, {}),
    ])
      expect(await refusal(call())).toEqual(notYours(1308, 'resolutionsErrorDomain'));
    expect(await rig.seller.postOrder.return.getReturn(returnId)).toMatchObject({
      summary: { state: 'RETURN_REQUESTED' },
    });
    expect(await rig.seller.postOrder.inquiry.getInquiry(open.inquiryId)).toMatchObject({ status: 'OPEN' });
    expect(await rig.seller.postOrder.case.getCase(escalated.caseId!)).toMatchObject({ status: 'OPEN' });
  });

  it('cannot approve or reject its own cancellation request (1308); the seller can', async () => {
    const { legacyOrderId } = rig.purchase();
    const { cancelId } = (await rig.buyer.postOrder.cancellation.createCancellation({ legacyOrderId })) as {
      cancelId: string;
    };
    const { cancellation } = rig.buyer.postOrder;
    for (const call of [
      () => cancellation.approveCancellationRequest(cancelId),
      () => cancellation.rejectCancellationRequest(cancelId, {}),
    ])
      expect(await refusal(call())).toEqual(notYours(1308, 'cancelErrorDomain'));
    await rig.seller.postOrder.cancellation.rejectCancellationRequest(cancelId, {});
    expect(await cancellation.getCancellation(cancelId)).toMatchObject({
      cancelDetail: { cancelStatus: 'CANCEL_REJECTED' },
    });
  });
});

describe('either member', () => {
  it('escalates: the seller an inquiry, the buyer a return, each to an open case', async () => {
    const { inquiryId } = await newInquiry();
    const body = { escalateInquiryReason: 'OTHERS', comments: { content: 'Shipped, tracking shows delivered' } };
    const fromInquiry = (await rig.seller.postOrder.inquiry.escalateInquiry(inquiryId, body)) as { caseId: string };
    expect(await rig.buyer.postOrder.case.getCase(fromInquiry.caseId)).toMatchObject({
      caseType: 'ITEM_NOT_RECEIVED',
      status: 'OPEN',
      caseDetails: { inquiryId },
    });
    const returnId = await newReturn();
    await rig.seller.postOrder.return.processReturnRequest(returnId, { decision: 'DECLINE' });
    const fromReturn = (await rig.buyer.postOrder.return.escalateReturn(returnId, { reason: 'OTHER' })) as {
      caseId: string;
    };
    expect(await rig.seller.postOrder.case.getCase(fromReturn.caseId)).toMatchObject({
      caseType: 'RETURN',
      status: 'OPEN',
      caseDetails: { returnId },
    });
    expect(await rig.seller.postOrder.return.getReturn(returnId)).toMatchObject({
      summary: { state: 'CLOSED', status: 'ESCALATED' },
    });
    // Escalated once: the return is closed, and so is the inquiry.
    expect(await refusal(rig.seller.postOrder.return.escalateReturn(returnId, {}))).toMatchObject({ status: 400 });
    expect(await refusal(rig.buyer.postOrder.inquiry.escalateInquiry(inquiryId, body))).toMatchObject({ status: 400 });
  });
});
