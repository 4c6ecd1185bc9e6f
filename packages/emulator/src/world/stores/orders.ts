import { randomForSeed } from '../../random.js';
import type { SeededRandom } from '../../random.js';
import { DEFAULT_TEST_USER } from '../../oauth/test-user.js';
import type { RefundSource } from '../events.js';
import { buyerShipTo, type ShipTo } from './seed/buyers.js';

export type { ShipTo } from './seed/buyers.js';

/** An order's (and a line item's) fulfillment status as the Fulfillment API reports it. */
export type OrderFulfillmentStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'FULFILLED';

/** One line item of a seeded order (prices in the order's currency, as numbers). */
export interface OrderLine {
  lineItemId: string;
  legacyItemId: string;
  sku: string;
  title: string;
  quantity: number;
  unitPrice: number;
  /** Units shipped so far (shipping fulfillments). */
  shipped: number;
  /** The variation bought from a multiple-variation listing: its aspects (Fulfillment `variationAspects`). */
  variationAspects?: { name: string; value: string }[];
}

/** One shipping fulfillment (package) of an order. */
export interface ShippingRecord {
  fulfillmentId: string;
  lineItems: { lineItemId: string; quantity: number }[];
  shippedDate: string;
  shippingCarrierCode: string;
  shipmentTrackingNumber: string;
}

/** Emulator-clock ms after which a PENDING refund reads as REFUNDED. */
export const REFUND_SETTLE_MS = 60_000;

/**
 * A refund to the order's buyer, whatever made it (Fulfillment `issueRefund`, a return, inquiry or case refund, a
 * cancellation), as the `order.refunded` consequence writes it (world/order-refunds.ts). PENDING settles to
 * REFUNDED a minute (emulator clock) later.
 */
export interface RefundRecord {
  refundId: string;
  amount: number;
  refundDate: string;
  /** Emulator-clock ms at which the refund counts as REFUNDED. */
  settlesAt: number;
  /** What made it (`order.refunded`'s source). */
  source?: RefundSource;
  /** The Post-Order record it settles (Fulfillment's `refundReferenceId`), when it came from one. */
  referenceId?: string;
  /** The line items it is for, with their share; empty or absent for a refund of the whole order. */
  lineItems?: { lineItemId: string; amount: number }[];
}

/** The last invoice the seller sent for an order (Trading SendInvoice), as GetOrders shows it. */
export interface InvoiceRecord {
  sentTime: string;
  /** `BuyerPaymentMethodCodeType` values the invoice offers. */
  paymentMethods: string[];
  /** The shipping service the invoice names (its first `ShippingServiceOptions`). */
  shippingService?: string;
  /** `AdjustmentAmount`: an extra charge (positive) or discount (negative) on the invoice. */
  adjustment?: number;
}

/** A request to cancel an order as the order keeps it (Fulfillment's `CancelRequest`, Trading's `CancelStatus`). */
export interface OrderCancelRequest {
  /** The Post-Order `cancelId`. */
  cancelRequestId: string;
  cancelInitiator: 'BUYER' | 'SELLER';
  cancelReason: string;
  cancelRequestedDate: string;
  /** Fulfillment's CancelRequestStateEnum. */
  cancelRequestState: 'REQUESTED' | 'COMPLETED' | 'REJECTED';
  cancelCompletedDate?: string;
}

/**
 * An order: the one record Fulfillment (getOrders, getOrder), Trading (GetOrders, GetAccount), Post-Order (returns,
 * inquiries, cases, cancellations refer to its line items), Commerce Feedback and Buy Order checkout read and write
 * (docs/architecture.md#one-world-one-store-per-thing).
 */
export interface FulfillmentOrder {
  orderId: string;
  /** `<legacyItemId>-<lineItemId>` of the first line item (Post-Order cancellations use it). */
  legacyOrderId: string;
  creationDate: string;
  lastModifiedDate: string;
  status: OrderFulfillmentStatus;
  buyer: string;
  seller: string;
  currency: string;
  shippingCost: number;
  /** Coupon savings on the items (Buy Order checkout), taken off the total. */
  discount?: number;
  shipTo?: ShipTo;
  salesRecordReference: string;
  lineItems: OrderLine[];
  shipments: ShippingRecord[];
  refunds: RefundRecord[];
  invoice?: InvoiceRecord;
  /** Requests to cancel it, oldest first (written by the cancellation consequences, world/order-cancellation.ts). */
  cancelRequests?: OrderCancelRequest[];
  /** When it was cancelled (ISO 8601); absent while it stands. */
  cancelledDate?: string;
  /**
   * The buyer's payment, for an order placed awaiting it (world/payment-state.ts reads it); absent for an
   * order paid at checkout, whose payment date is its creation date.
   */
  payment?: OrderPayment;
}

/** The payment of an order placed unpaid: still pending, declined, or paid later (world/payment.ts writes it). */
export interface OrderPayment {
  status: 'PENDING' | 'FAILED' | 'PAID';
  /** When the buyer paid (ISO 8601), once paid. */
  paidDate?: string;
  /** When the last payment attempt was declined (ISO 8601). */
  failedDate?: string;
}

/** Fulfillment's CancelStateEnum of an order: cancelled, a request open, or none. */
export function cancelStateOf(order: FulfillmentOrder): 'CANCELED' | 'IN_PROGRESS' | 'NONE_REQUESTED' {
  if (order.cancelledDate !== undefined) return 'CANCELED';
  return order.cancelRequests?.some((r) => r.cancelRequestState === 'REQUESTED') ? 'IN_PROGRESS' : 'NONE_REQUESTED';
}

/** The one order store: every order (sold by anyone, bought by anyone) newest first, by id, and a random source for new ids. */
export interface FulfillmentState {
  orders: FulfillmentOrder[];
  byId: Map<string, FulfillmentOrder>;
  /** The orders the seed made, newest first: what the other seeded records (returns, feedback, disputes) are about. */
  seeded: readonly FulfillmentOrder[];
  random: SeededRandom;
}

/** The test seller's orders in the seeded set. */
export const SEEDED_ORDER_COUNT = 60;

/** The seller of the test user's seeded purchase (what the user's buyer-side calls find). */
export const OTHER_SELLER = 'vintage_finds_store';

const PRODUCTS = [
  'Wireless Headphones',
  'Leather Wallet',
  'Vintage Camera Lens',
  'Running Shoes',
  'Ceramic Mug Set',
  'Mechanical Keyboard',
  'Hiking Backpack',
  'Smart Watch Band',
  'LED Desk Lamp',
  'Guitar Strings',
];
/** The buyers of the seeded orders (a simulated purchase is made by the first unless told). */
export const SEEDED_BUYERS: readonly string[] = [
  'jsmith_42',
  'ann.buyer',
  'collector_mike',
  'sunny-deals',
  'k_tanaka',
  'maria_g88',
  'bargainhunter7',
  'retro_rita',
];
const CARRIERS = ['USPS', 'UPS', 'FEDEX'];

const digits = (random: SeededRandom, n: number): string => random.string(n, '0123456789');

/** A fresh order id `NN-NNNNN-NNNNN`, unique among `taken`. */
export function newOrderId(random: SeededRandom, taken: ReadonlyMap<string, unknown>): string {
  for (;;) {
    const id = `${random.int(10, 29)}-${random.int(10000, 99999)}-${random.int(10000, 99999)}`;
    if (!taken.has(id)) return id;
  }
}

/** The status an order has once its line items shipped as far as they did. */
export function statusOf(lines: readonly OrderLine[]): OrderFulfillmentStatus {
  if (lines.every((l) => l.shipped >= l.quantity)) return 'FULFILLED';
  return lines.some((l) => l.shipped > 0) ? 'IN_PROGRESS' : 'NOT_STARTED';
}

function seedShipment(random: SeededRandom, order: FulfillmentOrder, lines: OrderLine[], at: number): void {
  for (const line of lines) line.shipped = line.quantity;
  const tracking = `94${digits(random, 20)}`;
  order.shipments.push({
    fulfillmentId: tracking,
    lineItems: lines.map((l) => ({ lineItemId: l.lineItemId, quantity: l.quantity })),
    shippedDate: new Date(at).toISOString(),
    shippingCarrierCode: random.pick(CARRIERS),
    shipmentTrackingNumber: tracking,
  });
}

function seedOrders(random: SeededRandom): FulfillmentState {
  const byId = new Map<string, FulfillmentOrder>();
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < SEEDED_ORDER_COUNT; i++) {
    const created = start + i * 36 * 3600_000 + random.int(0, 20 * 3600_000);
    const roll = random.next();
    const status: OrderFulfillmentStatus = roll < 0.3 ? 'NOT_STARTED' : roll < 0.5 ? 'IN_PROGRESS' : 'FULFILLED';
    const count = status === 'IN_PROGRESS' ? random.int(2, 3) : random.int(1, 3);
    const lines: OrderLine[] = [];
    for (let n = 0; n < count; n++) {
      const product = random.pick(PRODUCTS);
      lines.push({
        lineItemId: `10${digits(random, 10)}`,
        legacyItemId: `1${digits(random, 11)}`,
        sku: `SKU-${product.split(' ')[0]?.toUpperCase() ?? 'ITEM'}-${random.int(100, 999)}`,
        title: product,
        quantity: random.int(1, 3),
        unitPrice: random.int(499, 19999) / 100,
        shipped: 0,
      });
    }
    const orderId = newOrderId(random, byId);
    const first = lines[0] as OrderLine;
    const buyer = random.pick(SEEDED_BUYERS);
    const order: FulfillmentOrder = {
      orderId,
      legacyOrderId: `${first.legacyItemId}-${first.lineItemId}`,
      creationDate: new Date(created).toISOString(),
      lastModifiedDate: new Date(created).toISOString(),
      status,
      buyer,
      seller: DEFAULT_TEST_USER,
      currency: 'USD',
      shippingCost: random.pick([0, 0, 4.99, 7.5]),
      shipTo: buyerShipTo(buyer),
      salesRecordReference: String(1000 + i),
      lineItems: lines,
      shipments: [],
      refunds: [],
    };
    const shippedAt = created + 26 * 3600_000;
    if (status === 'FULFILLED') seedShipment(random, order, lines, shippedAt);
    if (status === 'IN_PROGRESS') seedShipment(random, order, [first], shippedAt);
    if (status !== 'NOT_STARTED') order.lastModifiedDate = new Date(shippedAt).toISOString();
    byId.set(orderId, order);
  }
  const bought = purchaseOfTestUser();
  byId.set(bought.orderId, bought);
  const orders = [...byId.values()].sort((a, b) => (a.creationDate < b.creationDate ? 1 : -1));
  return { orders, byId, seeded: [...orders], random };
}

/** The test user's purchase from another seller: the order its seeded buyer-side return is about. */
function purchaseOfTestUser(): FulfillmentOrder {
  const line: OrderLine = {
    lineItemId: '2765432109',
    legacyItemId: '186543210987',
    sku: 'COMPASS-1',
    title: 'Antique Brass Compass',
    quantity: 1,
    unitPrice: 42.5,
    shipped: 1,
  };
  const created = new Date(Date.UTC(2026, 1, 2)).toISOString();
  return {
    orderId: '21-09876-54321',
    legacyOrderId: `${line.legacyItemId}-${line.lineItemId}`,
    creationDate: created,
    lastModifiedDate: new Date(Date.UTC(2026, 1, 3)).toISOString(),
    status: 'FULFILLED',
    buyer: DEFAULT_TEST_USER,
    seller: OTHER_SELLER,
    currency: 'USD',
    shippingCost: 0,
    shipTo: buyerShipTo(DEFAULT_TEST_USER),
    salesRecordReference: '7001',
    lineItems: [line],
    shipments: [
      {
        fulfillmentId: '9400111899223100000001',
        lineItems: [{ lineItemId: line.lineItemId, quantity: 1 }],
        shippedDate: new Date(Date.UTC(2026, 1, 3)).toISOString(),
        shippingCarrierCode: 'USPS',
        shipmentTrackingNumber: '9400111899223100000001',
      },
    ],
    refunds: [],
  };
}

/** The order store an emulator with `seed` starts with (the World makes it on first use). */
export function seedOrderStore(seed: number): FulfillmentState {
  return seedOrders(randomForSeed(seed, 'orders'));
}

/** The orders an emulator created with `seed` starts with, newest first (what `seededOrders` gives it). */
export function seededOrdersOf(seed: number): readonly FulfillmentOrder[] {
  return seedOrderStore(seed).seeded;
}

/** The order with id `orderId` (or legacy order id) in `state`, if any. */
export function findOrderIn(state: FulfillmentState, orderId: string): FulfillmentOrder | undefined {
  return state.byId.get(orderId) ?? state.orders.find((o) => o.legacyOrderId === orderId);
}

/** The order's merchandise subtotal. */
export function orderSubtotal(order: FulfillmentOrder): number {
  return order.lineItems.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}

/** The order's merchandise subtotal plus shipping, less any coupon savings. */
export function orderTotal(order: FulfillmentOrder): number {
  return Math.round((orderSubtotal(order) + order.shippingCost - (order.discount ?? 0)) * 100) / 100;
}

/** What the order's buyer got back so far, in the order's currency. */
export function refundedTotal(order: FulfillmentOrder): number {
  return Math.round(order.refunds.reduce((sum, r) => sum + r.amount, 0) * 100) / 100;
}
