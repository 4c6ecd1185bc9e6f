import type { EmulatorContext } from '../context.js';
import { findOrder, fulfillmentOrders } from '../world/orders.js';
import type { FulfillmentOrder, OrderLine } from '../world/stores/orders.js';
import type { XmlFailure } from './envelope.js';
import { text } from './request-body.js';
import { itemNotFound, type TradingCallResult } from './trading-call.js';

/** Some line items of one order of the one order store. */
export interface SaleLines {
  order: FulfillmentOrder;
  lines: OrderLine[];
}

/** Which side of an order the caller must be on: the seller's calls (CompleteSale, SendInvoice) or either side. */
export type SaleParty = 'seller' | 'either';

/**
 * Error 37 naming `tag`, with the rule the value broke in place of "Please check API documentation." eBay answers
 * 37 for an input it cannot use; where it has a more specific code for a rule, the emulator does not know it
 * (README "eBay's refusals").
 */
export function refused(tag: string, rule: string): TradingCallResult {
  return { ok: false, failures: [refusal(tag, rule)] };
}

/** The failure of {@link refused}. */
export function refusal(tag: string, rule: string): XmlFailure {
  return {
    code: '37',
    shortMessage: 'Input data is invalid.',
    longMessage: `Input data for tag <${tag}> is invalid or missing. ${rule}`,
    parameters: [tag],
  };
}

/** The `<ItemID>-<TransactionID>` of a line item, Trading's `OrderLineItemID`. */
export function orderLineItemId(line: OrderLine): string {
  return `${line.legacyItemId}-${line.lineItemId}`;
}

const isParty = (order: FulfillmentOrder, user: string, party: SaleParty): boolean =>
  order.seller === user || (party === 'either' && order.buyer === user);

/**
 * The order lines a Trading call names: `OrderID` (every line of the order), else `OrderLineItemID`, else `ItemID`
 * with `TransactionID` (or `ItemID` alone when the caller has exactly one line of that listing). Another user's
 * order is as unknown as a made-up id: error 17 for an `ItemID` with no line of the caller's, error 37 for the
 * other ids.
 */
export function findSale(
  ctx: EmulatorContext,
  user: string,
  fields: Record<string, unknown>,
  party: SaleParty,
): SaleLines | TradingCallResult {
  const orderId = text(fields.OrderID);
  if (orderId) {
    const order = findOrder(ctx, orderId);
    return order && isParty(order, user, party)
      ? { order, lines: order.lineItems }
      : refused('OrderID', 'No order of yours has this id.');
  }
  const lineId = text(fields.OrderLineItemID);
  const [itemId = '', transactionId = ''] = lineId
    ? lineId.split('-', 2)
    : [text(fields.ItemID), text(fields.TransactionID)];
  const tag = lineId ? 'OrderLineItemID' : 'TransactionID';
  const mine = fulfillmentOrders(ctx)
    .filter((order) => isParty(order, user, party))
    .flatMap((order) => order.lineItems.filter((l) => l.legacyItemId === itemId).map((line) => ({ order, line })));
  if (mine.length === 0)
    return lineId ? refused(tag, 'No order line item of yours has this id.') : itemNotFound(itemId);
  const found = transactionId ? mine.filter(({ line }) => line.lineItemId === transactionId) : mine;
  if (found.length === 1 && found[0]) return { order: found[0].order, lines: [found[0].line] };
  return refused(
    tag,
    transactionId
      ? 'No order line item of yours has this id.'
      : 'The item sold more than once: name the TransactionID.',
  );
}
