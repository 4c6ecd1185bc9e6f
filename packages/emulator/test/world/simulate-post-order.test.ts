// The after-sale side on demand over HTTP: `POST /__emulator/simulate/cancellation-request`, `return-request`,
// `inquiry` and `case` (admin.simulate) go through the functions the buyer's Post-Order calls use, so the seller reads
// the records through Post-Order and Fulfillment, and the events follow; a refusal (400, 404, 409) changes nothing.
import { EbayClient } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { createEmulatorAdmin, isEmulatorAdminError, type EmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';
import { simulateRaw } from './simulate-raw.js';

const BUYER = 'sim_po_buyer';
const SCOPES = ['https://api.ebay.com/oauth/api_scope', 'https://api.ebay.com/oauth/api_scope/sell.fulfillment'];
const emulator = createEmulator({ seed: 43 });
let seller: EbayClient;
let admin: EmulatorAdmin;

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  admin = createEmulatorAdmin({ baseUrl: url });
  const keys = new EbayClient({ appId: emulator.app.appId, certId: emulator.app.certId, origin: url });
  const key = await keys.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  await keys.close();
  // The seller's decisions are signed, as eBay requires.
  seller = await signedInClient(url, SCOPES, undefined, {
    maxRetries: 0,
    signature: { jwe: key.jwe!, privateKey: key.privateKey! },
  });
});
afterAll(async () => {
  await seller.close();
  await emulator.close();
});

/** A new unshipped order of BUYER's with the test seller, of `lines` line items (1 unit each, 2 of the first). */
function order(lines = 1): { orderId: string; lineItemIds: string[] } {
  const lineItems = Array.from({ length: lines }, (_, n) => ({ title: `Sim lamp ${n}`, unitPrice: 20, quantity: 1 }));
  lineItems[0]!.quantity = 2;
  const [made] = emulator.seed.orders([{ buyer: BUYER, lineItems }]);
  return { orderId: made!.orderId, lineItemIds: made!.lineItems.map((l) => l.lineItemId) };
}

/** The status and `error` of simulated `event` with `fields`, sent as JSON (any fields, typed or not). */
async function refusal(event: string, fields: Record<string, unknown>): Promise<{ status: number; error: unknown }> {
  return simulateRaw(admin.baseUrl, event, fields);
}

/** The types of the world events `ids` names, oldest first. */
async function typesOf(ids: readonly string[]): Promise<string[]> {
  const { events } = await admin.events({ limit: 1000 });
  return events.filter((e) => ids.includes(e.id)).map((e) => e.type);
}

/** How many events the log holds (a refusal adds none). */
const eventCount = async (): Promise<number> => (await admin.events({ limit: 1000 })).events.length;

describe('cancellation-request', () => {
  it("is the buyer's request: the seller sees it pending in Post-Order and Fulfillment, and approves it", async () => {
    const { orderId } = order();
    const made = await admin.simulate('cancellation-request', { orderId, reason: 'FOUND_CHEAPER_PRICE' });
    expect(made).toMatchObject({ orderId, cancelId: expect.stringMatching(/^\d+$/) });
    expect(await typesOf(made.events)).toEqual(['cancellation.requested']);
    expect(await seller.postOrder.cancellation.getCancellation(made.cancelId)).toMatchObject({
      cancelDetail: {
        requestorType: 'BUYER',
        cancelReason: 'FOUND_CHEAPER_PRICE',
        cancelStatus: 'CANCEL_REQUESTED',
        buyerLoginName: BUYER,
      },
    });
    expect((await seller.sell.fulfillment.getOrder(orderId)).cancelStatus?.cancelState).toBe('IN_PROGRESS');
    expect(await refusal('cancellation-request', { orderId })).toMatchObject({
      status: 409,
      error: expect.stringContaining('already open'),
    });
    await seller.postOrder.cancellation.approveCancellationRequest(made.cancelId);
    expect((await seller.sell.fulfillment.getOrder(orderId)).cancelStatus?.cancelState).toBe('CANCELED');
    expect(await refusal('cancellation-request', { orderId })).toMatchObject({
      status: 409,
      error: expect.stringContaining('cancelled already'),
    });
  });

  it('refuses, changing nothing: unknown order 404, shipped 409, a seller reason or unknown field 400, another buyer 409', async () => {
    const { orders = [] } = await seller.sell.fulfillment.getOrders({ limit: 200 });
    const shipped = orders.find((o) => o.orderFulfillmentStatus === 'FULFILLED')!;
    const { orderId } = order();
    const before = await eventCount();
    expect(await refusal('cancellation-request', { orderId: '99-99999-99999' })).toMatchObject({ status: 404 });
    expect(await refusal('cancellation-request', { orderId: shipped.orderId })).toMatchObject({
      status: 409,
      error: expect.stringContaining('has shipped'),
    });
    expect(await refusal('cancellation-request', { orderId, reason: 'OUT_OF_STOCK_OR_CANNOT_FULFILL' })).toMatchObject({
      status: 400,
      error: expect.stringContaining('ORDER_MISTAKE'),
    });
    expect(await refusal('cancellation-request', { orderId, colour: 'red' })).toMatchObject({
      status: 400,
      error: expect.stringContaining('takes no field colour'),
    });
    expect(await refusal('cancellation-request', {})).toMatchObject({ status: 400 });
    expect(await refusal('cancellation-request', { orderId, buyer: 'someone_else' })).toMatchObject({
      status: 409,
      error: expect.stringContaining('not the buyer'),
    });
    expect(await eventCount()).toBe(before);
  });
});

describe('return-request', () => {
  it('opens a return the seller reads, with its reason, quantity and comments; a second one on the line is 409', async () => {
    const { orderId, lineItemIds } = order();
    const fields = { orderId, reason: 'DEFECTIVE_ITEM', quantity: 2, comments: 'Flickers' };
    const made = await admin.simulate('return-request', fields);
    expect(made).toMatchObject({ orderId, lineItemId: lineItemIds[0] });
    expect(await typesOf(made.events)).toEqual(['return.opened']);
    expect(await seller.postOrder.return.getReturn(made.returnId)).toMatchObject({
      summary: {
        state: 'RETURN_REQUESTED',
        buyerLoginName: BUYER,
        creationInfo: { reason: 'DEFECTIVE_ITEM', comments: { content: 'Flickers' }, item: { returnQuantity: 2 } },
      },
    });
    expect(await refusal('return-request', { orderId })).toMatchObject({
      status: 409,
      error: expect.stringContaining('already open'),
    });
  });

  it('needs the line item of an order of several (400), one it has (404), a quantity it has (400), a live order (409)', async () => {
    const two = order(2);
    const before = await eventCount();
    expect(await refusal('return-request', { orderId: two.orderId })).toMatchObject({
      status: 400,
      error: expect.stringContaining(two.lineItemIds.join(', ')),
    });
    expect(await refusal('return-request', { orderId: two.orderId, lineItemId: '123' })).toMatchObject({ status: 404 });
    const { lineItemIds } = two;
    expect(
      await refusal('return-request', { orderId: two.orderId, lineItemId: lineItemIds[1], quantity: 2 }),
    ).toMatchObject({
      status: 400,
      error: expect.stringContaining('1 to 1'),
    });
    expect(
      await refusal('return-request', { orderId: two.orderId, lineItemId: lineItemIds[1], reason: 'bad reason' }),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await refusal('return-request', { orderId: two.orderId, lineItemId: lineItemIds[1], comments: 'x'.repeat(1001) }),
    ).toMatchObject({
      status: 400,
    });
    expect(await eventCount()).toBe(before);
    const { cancelId } = await admin.simulate('cancellation-request', { orderId: two.orderId });
    await seller.postOrder.cancellation.approveCancellationRequest(cancelId);
    expect(await refusal('return-request', { orderId: two.orderId, lineItemId: lineItemIds[1] })).toMatchObject({
      status: 409,
      error: expect.stringContaining('cancelled'),
    });
  });
});

describe('inquiry and case', () => {
  it('opens an inquiry the seller finds, then escalates it to an item-not-received case', async () => {
    const { orderId, lineItemIds } = order();
    const made = await admin.simulate('inquiry', { orderId });
    expect(made).toMatchObject({ orderId, lineItemId: lineItemIds[0] });
    expect(await typesOf(made.events)).toEqual(['inquiry.opened']);
    const found = (await seller.postOrder.inquiry.search({ transaction_id: lineItemIds[0] })) as {
      members: { inquiryId: string; buyer: string }[];
    };
    expect(found.members).toEqual([expect.objectContaining({ inquiryId: made.inquiryId, buyer: BUYER })]);
    expect(await refusal('inquiry', { orderId })).toMatchObject({ status: 409 });

    const escalated = await admin.simulate('case', { inquiryId: made.inquiryId });
    expect(await typesOf(escalated.events)).toEqual(['inquiry.closed', 'case.opened']);
    expect(await seller.postOrder.case.getCase(escalated.caseId)).toMatchObject({
      caseType: 'ITEM_NOT_RECEIVED',
      status: 'OPEN',
      buyer: BUYER,
      caseDetails: { inquiryId: made.inquiryId },
    });
    expect(await seller.postOrder.inquiry.getInquiry(made.inquiryId)).toMatchObject({
      status: 'CLOSED_WITH_ESCALATION',
    });
    expect(await refusal('case', { inquiryId: made.inquiryId })).toMatchObject({ status: 409 });
  });

  it('escalates a return to a return case; refuses none or both ids (400) and an unknown one (404)', async () => {
    const { orderId } = order();
    const { returnId } = await admin.simulate('return-request', { orderId });
    const escalated = await admin.simulate('case', { returnId });
    expect(await typesOf(escalated.events)).toEqual(['return.closed', 'case.opened']);
    expect(await seller.postOrder.case.getCase(escalated.caseId)).toMatchObject({
      caseType: 'RETURN',
      caseDetails: { returnId },
    });
    expect(await seller.postOrder.return.getReturn(returnId)).toMatchObject({
      summary: { state: 'CLOSED', status: 'ESCALATED' },
    });
    expect(await refusal('case', {})).toMatchObject({ status: 400 });
    expect(await refusal('case', { returnId, inquiryId: '1' })).toMatchObject({ status: 400 });
    expect(await refusal('case', { returnId: '5000000001' })).toMatchObject({
      status: 404,
      error: expect.stringContaining('no return 5000000001'),
    });
  });

  it('throws an EmulatorAdminError with the status from the typed client', async () => {
    const refused = await admin.simulate('inquiry', { orderId: '98-76543-21098' }).catch((error: unknown) => error);
    expect(isEmulatorAdminError(refused)).toBe(true);
    expect(refused).toMatchObject({ status: 404, detail: expect.stringContaining('no order 98-76543-21098') });
  });
});
