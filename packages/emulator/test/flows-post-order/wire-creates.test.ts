// Post-Order creates over HTTP answer as their contracts say: createInquiry 201 with the new inquiry's URL in
// `Location` (eBay's createInquiry page; codegen's post-order-created overlay), the others 200 without one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbayClient } from 'baykit';
import { BUYER, startRig, type Rig } from './wire-harness.js';

let rig: Rig;

beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());

/** GETs `location` with `member`'s user token, as a client following the header does. */
async function follow(member: EbayClient, location: string): Promise<{ status: number; body: unknown }> {
  const token = (await member.oauth2.getCredentials('user'))!.accessToken;
  const response = await fetch(location, {
    headers: { authorization: `IAF ${token}`, 'x-ebay-c-marketplace-id': 'EBAY_US' },
  });
  return { status: response.status, body: await response.json() };
}

describe('Post-Order creates', () => {
  it('createInquiry answers 201 with a Location that GETs the new inquiry, for its buyer and its seller', async () => {
    const { itemId, transactionId } = rig.purchase();
    const created = await rig.buyer.withResponse(
      rig.buyer.postOrder.inquiry.createInquiry({ itemId, transactionId, desiredOutcome: 'FULL_REFUND' }),
    );
    expect(created.status).toBe(201);
    const { inquiryId } = created.data;
    expect(inquiryId).toMatch(/^\d+$/);
    expect(created.headers.location).toBe(`${rig.url}/post-order/v2/inquiry/${inquiryId}`);
    for (const member of [rig.buyer, rig.seller]) {
      const read = await follow(member, created.headers.location!);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ inquiryId, itemId, transactionId, buyer: BUYER, status: 'OPEN' });
    }
  });

  it('createReturnRequest answers 200 without Location; the returnId reads back', async () => {
    const { itemId, transactionId } = rig.purchase();
    const returnRequest = { itemId, transactionId, reason: 'DEFECTIVE_ITEM', returnQuantity: 1, type: 'MONEY_BACK' };
    const made = await rig.buyer.withResponse(rig.buyer.postOrder.return.createReturnRequest({ returnRequest }));
    expect(made.status).toBe(200);
    expect(made.headers.location).toBeUndefined();
    const { returnId } = made.data as { returnId: string };
    expect(await rig.seller.postOrder.return.getReturn(returnId)).toMatchObject({
      summary: { returnId, buyerLoginName: BUYER, state: 'RETURN_REQUESTED' },
    });
  });

  it('createCancellation answers 200 without Location; the cancelId reads back', async () => {
    const { legacyOrderId } = rig.purchase();
    const made = await rig.buyer.withResponse(rig.buyer.postOrder.cancellation.createCancellation({ legacyOrderId }));
    expect(made.status).toBe(200);
    expect(made.headers.location).toBeUndefined();
    const { cancelId } = made.data as { cancelId: string };
    expect(await rig.seller.postOrder.cancellation.getCancellation(cancelId)).toMatchObject({
      cancelDetail: { cancelId, legacyOrderId, buyerLoginName: BUYER, requestorType: 'BUYER' },
    });
  });
});
