import type { EmulatorContext } from '../context.js';
import { emit } from '../world/events.js';
import { fulfillmentOrders } from '../world/orders.js';
import { statusOf, type FulfillmentOrder, type OrderLine } from '../world/stores/orders.js';
import { list, record, text } from './request-body.js';
import { failure, success, type TradingCall, type TradingCallResult } from './trading-call.js';
import { checkFeedback, storeFeedback, type NewFeedback } from './trading-feedback.js';
import { findSale, refused, type SaleLines } from './trading-sales.js';

/** Tracking numbers are letters and digits (as Fulfillment's createShippingFulfillment takes them). */
const TRACKING = /^[A-Za-z0-9]{1,60}$/;
const TRACKING_TAG = 'Shipment.ShipmentTrackingDetails';
/** The emulator's bounds on what an order keeps: its packages, and a carrier name's characters (eBay states none). */
const MAX_PACKAGES = 100;
const MAX_CARRIER = 60;

const isTrue = (value: unknown): boolean => /^(true|1)$/i.test(text(value));

interface Package {
  carrier: string;
  number: string;
}

/** The packages of a CompleteSale `Shipment`, or the refusal of the first bad one. */
function packagesOf(
  ctx: EmulatorContext,
  order: FulfillmentOrder,
  shipment: Record<string, unknown>,
): Package[] | TradingCallResult {
  // Who each tracking number already went to: eBay refuses one used for another buyer's order (KB 5021).
  const usedFor = new Map<string, Set<string>>();
  for (const o of fulfillmentOrders(ctx))
    for (const { shipmentTrackingNumber: n } of o.shipments)
      if (n) usedFor.set(n, (usedFor.get(n) ?? new Set()).add(o.buyer));
  const packages = new Map<string, Package>();
  for (const detail of list(shipment.ShipmentTrackingDetails).map(record)) {
    const carrier = text(detail.ShippingCarrierUsed);
    const number = text(detail.ShipmentTrackingNumber);
    if (!carrier) return refused(`${TRACKING_TAG}.ShippingCarrierUsed`, 'A tracking number needs its carrier.');
    if (carrier.length > MAX_CARRIER)
      return refused(`${TRACKING_TAG}.ShippingCarrierUsed`, `A carrier name has at most ${MAX_CARRIER} characters.`);
    if (!TRACKING.test(number))
      return refused(`${TRACKING_TAG}.ShipmentTrackingNumber`, 'A tracking number is 1 to 60 letters and digits.');
    if ([...(usedFor.get(number) ?? [])].some((buyer) => buyer !== order.buyer))
      return failure({
        code: '21916964',
        shortMessage: 'Duplicate tracking number.',
        longMessage: `The tracking number ${number} is already used for another buyer's order.`,
        parameters: [number],
      });
    // The same number twice in one request is one package.
    packages.set(number, { carrier, number });
  }
  const known = new Set(order.shipments.map((s) => s.shipmentTrackingNumber));
  const fresh = [...packages.keys()].filter((n) => !known.has(n)).length;
  if (order.shipments.length + fresh > MAX_PACKAGES)
    return refused(TRACKING_TAG, `An order keeps at most ${MAX_PACKAGES} packages.`);
  return [...packages.values()];
}

/** Marks `lines` shipped: one package per tracking number (none when the seller gives none), as Fulfillment records them. */
function ship(ctx: EmulatorContext, { order, lines }: SaleLines, packages: Package[], shippedAt: number): void {
  const unshipped = lines.filter((l) => l.shipped < l.quantity);
  const known = new Set(order.shipments.map((s) => s.shipmentTrackingNumber));
  const fresh = packages.filter((p) => !known.has(p.number));
  if (fresh.length === 0 && unshipped.length === 0) return;
  const random = ctx.state.world.orders.random;
  const ids = new Set(order.shipments.map((s) => s.fulfillmentId));
  const fulfillmentIds: string[] = [];
  for (const p of fresh.length ? fresh : [{ carrier: '', number: '' }]) {
    let fulfillmentId = p.number;
    while (fulfillmentId === '' || ids.has(fulfillmentId)) fulfillmentId = random.string(12, '0123456789');
    ids.add(fulfillmentId);
    fulfillmentIds.push(fulfillmentId);
    order.shipments.push({
      fulfillmentId,
      lineItems: lines.map((l) => ({ lineItemId: l.lineItemId, quantity: l.quantity })),
      shippedDate: new Date(shippedAt).toISOString(),
      shippingCarrierCode: p.carrier,
      shipmentTrackingNumber: p.number,
    });
  }
  // What this call ships of each line not yet shipped in full.
  const shipping = unshipped.map((l) => ({ lineItemId: l.lineItemId, quantity: l.quantity - l.shipped }));
  for (const line of lines) line.shipped = line.quantity;
  // Only lines this call shipped are marked shipped now; tracking added to shipped lines ships nothing new.
  if (shipping.length === 0) return;
  emit(ctx, 'order.shipped', {
    orderId: order.orderId,
    legacyOrderId: order.legacyOrderId,
    buyer: order.buyer,
    seller: order.seller,
    lineItems: shipping,
    fulfillmentIds,
    shippedDate: new Date(shippedAt).toISOString(),
  });
}

/** Marks `lines` not shipped: they leave the order's packages (a package left empty goes). */
function unship({ order, lines }: SaleLines): void {
  const ids = new Set(lines.map((l) => l.lineItemId));
  order.shipments = order.shipments
    .map((s) => ({ ...s, lineItems: s.lineItems.filter((l) => !ids.has(l.lineItemId)) }))
    .filter((s) => s.lineItems.length > 0);
  for (const line of lines) line.shipped = 0;
}

/** The feedback CompleteSale's `FeedbackInfo` leaves, one entry per line, or the refusal. */
function feedbackOf(
  ctx: EmulatorContext,
  user: string,
  sale: SaleLines,
  info: Record<string, unknown>,
  now: number,
): NewFeedback[] | TradingCallResult {
  const entries = sale.lines.map((line: OrderLine): NewFeedback => ({
    order: sale.order,
    line,
    targetUser: text(info.TargetUser),
    commentType: text(info.CommentType),
    commentText: text(info.CommentText),
    prefix: 'FeedbackInfo.',
  }));
  for (const entry of entries) {
    const refusal = checkFeedback(ctx, user, entry, now);
    if (refusal) return refusal;
  }
  return entries;
}

/**
 * CompleteSale: the seller of the order (`OrderID`), or of the order line (`OrderLineItemID`, `ItemID` and
 * `TransactionID`), marks it shipped (`Shipped`, or a `Shipment` with tracking numbers: Fulfillment's getOrder and
 * getShippingFulfillments then show it) or not shipped, confirms it paid, and leaves the buyer feedback
 * (`FeedbackInfo`, into the one feedback store). Everything is checked before anything changes.
 */
export const completeSale: TradingCall = ({ ctx, fields, user, now }) => {
  const sale = findSale(ctx, user, fields, 'seller');
  if ('ok' in sale) return sale;
  // Every order of the store was paid at checkout; eBay takes Paid=false only for payments made outside eBay.
  if (fields.Paid !== undefined && !isTrue(fields.Paid))
    return refused('Paid', 'This order was paid through eBay checkout; it cannot be marked unpaid.');
  const shipment = record(fields.Shipment);
  const packages = packagesOf(ctx, sale.order, shipment);
  if ('ok' in packages) return packages;
  let shippedAt = now;
  if (shipment.ShippedTime !== undefined) {
    shippedAt = Date.parse(text(shipment.ShippedTime));
    if (Number.isNaN(shippedAt) || shippedAt > now + 60_000)
      return refused('Shipment.ShippedTime', 'ShippedTime must not be in the future.');
  }
  const markShipped =
    fields.Shipped !== undefined ? isTrue(fields.Shipped) : packages.length > 0 || shipment.ShippedTime !== undefined;
  if (fields.Shipped !== undefined && !markShipped && packages.length > 0)
    return refused('Shipped', 'A shipment with tracking numbers cannot be marked not shipped.');
  const feedback =
    fields.FeedbackInfo === undefined ? [] : feedbackOf(ctx, user, sale, record(fields.FeedbackInfo), now);
  if ('ok' in feedback) return feedback;

  if (markShipped) ship(ctx, sale, packages, shippedAt);
  else if (fields.Shipped !== undefined) unship(sale);
  for (const entry of feedback) storeFeedback(ctx, user, entry, now);
  sale.order.status = statusOf(sale.order.lineItems);
  sale.order.lastModifiedDate = new Date(now).toISOString();
  return success({});
};

/**
 * SendInvoice: the seller sends the buyer of the order (`OrderID`, `OrderLineItemID`, or `ItemID` and
 * `TransactionID`) an invoice; the order keeps it (sent time, payment methods, shipping service, adjustment) and
 * GetOrders shows it. The emulator's orders are paid at checkout, so the invoice changes no amount.
 */
export const sendInvoice: TradingCall = ({ ctx, fields, user, now }) => {
  const sale = findSale(ctx, user, fields, 'seller');
  if ('ok' in sale) return sale;
  const options = list(fields.ShippingServiceOptions).map(record);
  const raw = fields.AdjustmentAmount;
  const adjustment = Number(text(typeof raw === 'object' && raw !== null ? record(raw)['#value'] : raw));
  const shippingService = text(options[0]?.ShippingService);
  sale.order.invoice = {
    sentTime: new Date(now).toISOString(),
    paymentMethods: list(fields.PaymentMethods).map(text),
    ...(shippingService ? { shippingService } : {}),
    // The schema check has refused a value that is not a number.
    ...(raw === undefined || !Number.isFinite(adjustment) ? {} : { adjustment }),
  };
  sale.order.lastModifiedDate = new Date(now).toISOString();
  return success({});
};

/**
 * AddOrder: combines two or more of the seller's transactions with one buyer into one order. eBay combines only
 * unpaid transactions; every transaction of the emulator's order store was paid at checkout, so after the
 * ownership and buyer checks the call answers that refusal.
 */
export const addOrder: TradingCall = ({ ctx, fields, user }) => {
  const order = record(fields.Order);
  const transactions = list(record(order.TransactionArray).Transaction).map(record);
  if (transactions.length < 2) return refused('Order.TransactionArray', 'An order combines two or more transactions.');
  const sales: SaleLines[] = [];
  for (const t of transactions) {
    const sale = findSale(ctx, user, { ItemID: record(t.Item).ItemID, TransactionID: t.TransactionID }, 'seller');
    if ('ok' in sale) return sale;
    sales.push(sale);
  }
  if (new Set(sales.map((s) => s.order.buyer)).size > 1)
    return refused('Order.TransactionArray', 'The transactions of an order have one buyer.');
  const [first] = sales;
  return refused(
    'Order.TransactionArray',
    `Transaction ${first?.lines[0]?.lineItemId ?? ''} is paid: only unpaid transactions combine into an order.`,
  );
};

/** The Trading calls that act on the seller's orders in the one order store. */
export const ORDER_ACTION_CALLS: Readonly<Record<string, TradingCall>> = {
  CompleteSale: completeSale,
  SendInvoice: sendInvoice,
  AddOrder: addOrder,
};
