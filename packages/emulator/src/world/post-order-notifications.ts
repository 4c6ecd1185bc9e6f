// Trading platform notifications about returns and cases, as consequences of the Post-Order events (wired in
// world/subscribers.ts), whether an API call or a simulated event made the change. eBay's pages:
// ReturnCreated (https://developer.ebay.com/api-docs/static/pn_return-created.html), ReturnShipped
// (…/pn_return-shipped.html), ReturnDelivered (…/pn_return-delivered.html), ReturnClosed (…/pn_return-closed.html)
// and ReturnEscalated (…/pn_return-escalated.html) go to the subscribed buyer and seller; EBPClosedCase
// (…/pn_ebp-closed-case.html) to either. Their samples carry the record's id, the notification's CreationDate and the
// other party (OtherPartyId, OtherPartyRole), and name the call that reads the rest (getReturnDetail,
// getEBPCaseDetail). The emulator sends those fields in that call's `…Response`, signed like every platform push
// (eBay's samples show a bare `NotificationEvent` body: see packages/emulator/README.md, what is modelled).
import type { EmulatorContext } from '../context.js';
import { platformPush } from './platform-push.js';
import type { CaseRef, OrderRef, WorldEvent } from './events.js';

/** Sends `event` to the buyer and to the seller of `about` (each as its own preferences say), naming the other. */
function toBothParties(
  ctx: EmulatorContext,
  about: OrderRef,
  event: string,
  call: string,
  fields: (other: { OtherPartyId: string; OtherPartyRole: 'BUYER' | 'SELLER' }) => Record<string, unknown>,
): void {
  void platformPush(ctx, about.buyer, event, call, fields({ OtherPartyId: about.seller, OtherPartyRole: 'SELLER' }));
  void platformPush(ctx, about.seller, event, call, fields({ OtherPartyId: about.buyer, OtherPartyRole: 'BUYER' }));
}

/** Sends return notification `event` about return `returnId` of `about`, created at `created`, to both members. */
function returnPush(ctx: EmulatorContext, about: OrderRef, returnId: string, event: string, created: string): void {
  toBothParties(ctx, about, event, 'getReturnDetail', (other) => ({
    ReturnId: returnId,
    CreationDate: created,
    ...other,
  }));
}

/** `return.opened`: `ReturnCreated`. */
export function platformReturnCreated(event: WorldEvent<'return.opened'>, ctx: EmulatorContext): void {
  returnPush(ctx, event.data, event.data.returnId, 'ReturnCreated', event.created);
}

/** `return.updated`: `ReturnShipped` when the buyer shipped it back, `ReturnDelivered` when the seller received it. */
export function platformReturnMoved(event: WorldEvent<'return.updated'>, ctx: EmulatorContext): void {
  const { step, returnId } = event.data;
  const name = step === 'SHIPPED' ? 'ReturnShipped' : step === 'DELIVERED' ? 'ReturnDelivered' : undefined;
  if (name) returnPush(ctx, event.data, returnId, name, event.created);
}

/**
 * `return.closed`: `ReturnClosed`, except for an escalation, which `ReturnEscalated` tells (eBay's page says the
 * return is closed then; whether ReturnClosed follows too is not documented).
 */
export function platformReturnClosed(event: WorldEvent<'return.closed'>, ctx: EmulatorContext): void {
  if (event.data.outcome !== 'ESCALATED')
    returnPush(ctx, event.data, event.data.returnId, 'ReturnClosed', event.created);
}

/**
 * `case.opened` from a return: `ReturnEscalated`. Trading's event list also names `OrderInquiryEscalatedToCase`, but
 * eBay documents no payload for it, so an inquiry becoming a case sends nothing.
 */
export function platformReturnEscalated(event: WorldEvent<'case.opened'>, ctx: EmulatorContext): void {
  const { returnId } = event.data;
  if (returnId !== undefined) returnPush(ctx, event.data, returnId, 'ReturnEscalated', event.created);
}

/** eBay's case type in the EBP notifications (its sample shows `EBP_INR` for an item not received). */
function ebpCaseType(c: CaseRef): string {
  return c.caseType === 'ITEM_NOT_RECEIVED' ? 'EBP_INR' : 'RETURN';
}

/** `case.closed`: `EBPClosedCase` to both members. */
export function platformCaseClosed(event: WorldEvent<'case.closed'>, ctx: EmulatorContext): void {
  const c = event.data;
  toBothParties(ctx, c, 'EBPClosedCase', 'getEBPCaseDetail', (other) => ({
    CaseId: c.caseId,
    CaseType: ebpCaseType(c),
    ItemId: c.itemId,
    TransactionId: c.lineItemId,
    CreationDate: event.created,
    ...other,
  }));
}
