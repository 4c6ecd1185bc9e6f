// The world events of returns, inquiries and cases over HTTP: each Post-Order change emits its event (read back with
// the typed admin client), and the Trading platform notifications follow those events to both members, verified by
// baykit's own platform handler with the app's keys.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPlatformNotificationHandler, toNodeListener, type PlatformNotification } from 'baykit/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin, type WorldEvent } from '../../src/admin-entry.js';
import { BUYER, startRig, type Rig } from '../flows-post-order/wire-harness.js';

const SELLER = 'testuser_baykit';
/** The platform events the members subscribe to. */
const EVENTS = [
  'ReturnCreated',
  'ReturnShipped',
  'ReturnDelivered',
  'ReturnClosed',
  'ReturnEscalated',
  'EBPClosedCase',
] as const;

let rig: Rig;
let admin: EmulatorAdmin;
let receiver: Server;
const received: PlatformNotification[] = [];

beforeAll(async () => {
  rig = await startRig();
  admin = createEmulatorAdmin({ baseUrl: rig.url });
  receiver = createServer(
    toNodeListener(
      createPlatformNotificationHandler({ ...DEFAULT_APP, onNotification: (push) => void received.push(push) }),
    ),
  );
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ebay/platform`;
  const NotificationEnable = EVENTS.map((EventType) => ({ EventType, EventEnable: 'Enable' as const }));
  await rig.seller.trading.SetNotificationPreferences({
    ApplicationDeliveryPreferences: { ApplicationURL: url, ApplicationEnable: 'Enable' },
    UserDeliveryPreferenceArray: { NotificationEnable },
  });
  await rig.buyer.trading.SetNotificationPreferences({ UserDeliveryPreferenceArray: { NotificationEnable } });
});
afterAll(async () => {
  await rig.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** The events about Post-Order record `id` (its `returnId`, `inquiryId` or `caseId`), oldest first. */
async function eventsAbout(field: 'returnId' | 'inquiryId' | 'caseId', id: string): Promise<WorldEvent[]> {
  const { events } = await admin.events({ limit: 1000 });
  return events.filter((e) => (e.data as unknown as Record<string, unknown>)[field] === id);
}

/** The platform pushes received about `field` = `id`, as [event, recipient, other party]. */
function pushesAbout(field: 'ReturnId' | 'CaseId', id: string): [string, string | undefined, unknown][] {
  return received
    .filter((p) => (p.body as Record<string, unknown>)[field] === id)
    .map((p) => [p.eventName, p.recipientUserId, (p.body as Record<string, unknown>).OtherPartyId]);
}

describe('a return, from request to settled refund', () => {
  it('emits return.opened, a return.updated per step, order.refunded and return.closed; both members hear of it', async () => {
    const { itemId, transactionId } = rig.purchase();
    const returnRequest = { itemId, transactionId, reason: 'DEFECTIVE_ITEM', returnQuantity: 1, type: 'MONEY_BACK' };
    const { returnId } = (await rig.buyer.postOrder.return.createReturnRequest({ returnRequest })) as {
      returnId: string;
    };
    await rig.seller.postOrder.return.processReturnRequest(returnId, { decision: 'APPROVE' });
    const tracking = { carrierUsed: 'USPS', trackingNumber: '9400100000000000000003' };
    await rig.buyer.postOrder.return.markReturnShipped(returnId, tracking);
    await rig.seller.postOrder.return.markReturnReceived(returnId, {});
    await rig.seller.postOrder.return.issueReturnRefund(returnId, {});
    await admin.advanceClock(61);
    expect(await rig.buyer.postOrder.return.getReturn(returnId)).toMatchObject({ summary: { state: 'CLOSED' } });

    const events = await eventsAbout('returnId', returnId);
    expect(events.map((e) => [e.type, 'step' in e.data ? e.data.step : undefined])).toEqual([
      ['return.opened', undefined],
      ['return.updated', 'APPROVED'],
      ['return.updated', 'SHIPPED'],
      ['return.updated', 'DELIVERED'],
      ['return.updated', 'REFUND_ISSUED'],
      ['return.closed', undefined],
    ]);
    expect(events[0]?.data).toMatchObject({
      buyer: BUYER,
      seller: SELLER,
      lineItemId: transactionId,
      itemId,
      quantity: 1,
      reason: 'DEFECTIVE_ITEM',
      amount: 25,
      currency: 'USD',
    });
    expect(events[2]?.data).toMatchObject({
      by: 'BUYER',
      fromState: 'ITEM_READY_TO_SHIP',
      tracking: { carrier: 'USPS', trackingNumber: tracking.trackingNumber },
    });
    expect(events[5]?.data).toMatchObject({ outcome: 'REFUNDED', by: 'SYSTEM' });
    const { events: all } = await admin.events({ type: 'order.refunded', limit: 1000 });
    const refunds = all.filter((e): e is WorldEvent<'order.refunded'> => e.type === 'order.refunded');
    expect(refunds.filter((e) => e.data.referenceId === returnId).map((e) => [e.data.source, e.data.amount])).toEqual([
      ['return', 25],
    ]);

    const expected = ['ReturnCreated', 'ReturnShipped', 'ReturnDelivered', 'ReturnClosed'].flatMap((name) => [
      [name, BUYER, SELLER],
      [name, SELLER, BUYER],
    ]);
    await expect.poll(() => pushesAbout('ReturnId', returnId).length).toBe(expected.length);
    expect(pushesAbout('ReturnId', returnId).sort()).toEqual(expected.sort());
    expect(received.find((p) => p.eventName === 'ReturnShipped')?.callName).toBe('getReturnDetail');
  });
});

describe('escalations and closes', () => {
  it('an inquiry escalated: inquiry.closed (ESCALATED), case.opened; the case refunded: case.closed, EBPClosedCase', async () => {
    const { itemId, transactionId } = rig.purchase();
    const { inquiryId } = await rig.buyer.postOrder.inquiry.createInquiry({ itemId, transactionId });
    const body = { escalateInquiryReason: 'ITEM_NOT_RECEIVED', comments: { content: 'Nothing yet' } };
    const { caseId } = (await rig.buyer.postOrder.inquiry.escalateInquiry(inquiryId!, body)) as { caseId: string };
    await rig.seller.postOrder.case.issueCaseRefund(caseId, {});

    // The case names the inquiry it came from, so its events are about the inquiry too.
    expect((await eventsAbout('inquiryId', inquiryId!)).map((e) => e.type)).toEqual([
      'inquiry.opened',
      'inquiry.closed',
      'case.opened',
      'case.closed',
    ]);
    const [opened, closed] = await eventsAbout('caseId', caseId);
    expect([opened?.type, closed?.type]).toEqual(['case.opened', 'case.closed']);
    expect(opened?.data).toMatchObject({
      caseType: 'ITEM_NOT_RECEIVED',
      inquiryId,
      by: 'BUYER',
      lineItemId: transactionId,
    });
    expect(closed?.data).toMatchObject({ outcome: 'REFUNDED', by: 'SELLER' });
    await expect.poll(() => pushesAbout('CaseId', caseId).length).toBe(2);
    expect(pushesAbout('CaseId', caseId).sort()).toEqual(
      [
        ['EBPClosedCase', BUYER, SELLER],
        ['EBPClosedCase', SELLER, BUYER],
      ].sort(),
    );
    expect(received.find((p) => p.eventName === 'EBPClosedCase')?.body).toMatchObject({
      CaseType: 'EBP_INR',
      ItemId: itemId,
      TransactionId: transactionId,
    });
  });

  it('a return escalated: return.closed (ESCALATED) and case.opened, told by ReturnEscalated and not ReturnClosed', async () => {
    const { itemId, transactionId } = rig.purchase();
    const returnRequest = { itemId, transactionId, reason: 'NOT_AS_DESCRIBED', returnQuantity: 1, type: 'MONEY_BACK' };
    const { returnId } = (await rig.buyer.postOrder.return.createReturnRequest({ returnRequest })) as {
      returnId: string;
    };
    const { caseId } = (await rig.buyer.postOrder.return.escalateReturn(returnId, { reason: 'OTHER' })) as {
      caseId: string;
    };
    const events = await eventsAbout('returnId', returnId);
    expect(events.map((e) => e.type)).toEqual(['return.opened', 'return.closed', 'case.opened']);
    expect(events[1]?.data).toMatchObject({ outcome: 'ESCALATED', by: 'BUYER' });
    expect(events[2]?.data).toMatchObject({ caseId, caseType: 'RETURN' });
    await expect
      .poll(() => pushesAbout('ReturnId', returnId).filter(([name]) => name === 'ReturnEscalated').length)
      .toBe(2);
    expect(pushesAbout('ReturnId', returnId).map(([name]) => name)).not.toContain('ReturnClosed');
  });

  it('an inquiry the buyer closes: inquiry.closed by the buyer; a case the buyer closes: case.closed with its reason', async () => {
    const open = rig.purchase();
    const { inquiryId } = await rig.buyer.postOrder.inquiry.createInquiry(open);
    await rig.buyer.postOrder.inquiry.closeInquiry(inquiryId!, { closeReason: 'ITEM_ARRIVED' });
    expect((await eventsAbout('inquiryId', inquiryId!)).at(-1)?.data).toMatchObject({
      outcome: 'CLOSED_BY_BUYER',
      by: 'BUYER',
    });
    const other = rig.purchase();
    const escalated = await rig.buyer.postOrder.inquiry.createInquiry(other);
    const body = { escalateInquiryReason: 'ITEM_NOT_RECEIVED', comments: { content: 'Still nothing' } };
    const { caseId } = (await rig.buyer.postOrder.inquiry.escalateInquiry(escalated.inquiryId!, body)) as {
      caseId: string;
    };
    await rig.buyer.postOrder.case.closeCase(caseId, { closeReason: 'WORKED_OUT_WITH_SELLER' });
    expect((await eventsAbout('caseId', caseId)).at(-1)).toMatchObject({
      type: 'case.closed',
      data: { outcome: 'CLOSED_BY_BUYER', by: 'BUYER', closeReason: 'WORKED_OUT_WITH_SELLER' },
    });
  });
});
