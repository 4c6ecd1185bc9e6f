import type { EmulatorContext } from '../context.js';
import { flowState, randomFor } from '../context.js';
import { browseCatalog } from '../flows/catalog-items.js';
import { amount } from './listings.js';
import { list, pageOf, record, text } from './request-body.js';
import { invalidField, success, type TradingCall } from './trading-call.js';

/** One seeded sale of the signed-in seller, as Trading GetOrders serves it. */
export interface TradingOrder {
  orderId: string;
  status: 'Active' | 'Completed' | 'Cancelled';
  created: number;
  buyer: string;
  itemId: string;
  title: string;
  quantity: number;
  unitPrice: number;
  shipping: number;
  transactionId: string;
}

/** Seeded orders per emulator. */
export const TRADING_ORDER_COUNT = 57;

const DAY = 86_400_000;
const CITIES: [string, string, string][] = [
  ['San Jose', 'CA', '95125'],
  ['Austin', 'TX', '78701'],
  ['Portland', 'OR', '97205'],
  ['Boston', 'MA', '02108'],
  ['Denver', 'CO', '80202'],
];

/** The seller's orders, oldest first, generated from the seed on first use (`randomFor(ctx, 'trading-orders')`). */
export function tradingOrders(ctx: EmulatorContext): readonly TradingOrder[] {
  return flowState(ctx, 'trading-orders', () => {
    const random = randomFor(ctx, 'trading-orders');
    const catalog = browseCatalog(ctx).items;
    const now = ctx.clock.now();
    const orders: TradingOrder[] = [];
    for (let i = 0; i < TRADING_ORDER_COUNT; i++) {
      const item = random.pick(catalog);
      const roll = random.next();
      orders.push({
        orderId: `${random.int(10, 27)}-${random.string(5, '0123456789')}-${random.string(5, '0123456789')}`,
        status: roll < 0.85 ? 'Completed' : roll < 0.95 ? 'Active' : 'Cancelled',
        created: now - random.int(1, 90 * 24) * 3_600_000,
        buyer: `buyer_${random.string(6, 'abcdefghijklmnopqrstuvwxyz')}`,
        itemId: item.legacyItemId,
        title: item.title,
        quantity: random.int(1, 3),
        unitPrice: item.price,
        shipping: random.pick([0, 4.99, 7.95]),
        transactionId: String(random.int(1_000_000_000, 2_999_999_999)) + String(random.int(100, 999)),
      });
    }
    return orders.sort((a, b) => a.created - b.created);
  });
}

function orderXml(order: TradingOrder, seller: string, cityIndex: number): Record<string, unknown> {
  const subtotal = order.unitPrice * order.quantity;
  const created = new Date(order.created).toISOString();
  const paid = order.status === 'Completed';
  const [city, state, zip] = CITIES[cityIndex % CITIES.length] as [string, string, string];
  return {
    OrderID: order.orderId,
    OrderStatus: order.status,
    AmountPaid: amount(paid ? subtotal + order.shipping : 0, 'USD'),
    CheckoutStatus: {
      eBayPaymentStatus: 'NoPaymentFailure',
      LastModifiedTime: created,
      PaymentMethod: 'CreditCard',
      Status: paid ? 'Complete' : 'Incomplete',
    },
    CreatingUserRole: 'Buyer',
    CreatedTime: created,
    PaymentMethods: ['CreditCard'],
    SellerEmail: `${seller}@example.com`,
    ShippingAddress: {
      Name: order.buyer,
      Street1: '1 Main St',
      CityName: city,
      StateOrProvince: state,
      Country: 'US',
      CountryName: 'United States',
      PostalCode: zip,
    },
    ShippingServiceSelected: { ShippingService: 'USPSPriority', ShippingServiceCost: amount(order.shipping, 'USD') },
    Subtotal: amount(subtotal, 'USD'),
    Total: amount(subtotal + order.shipping, 'USD'),
    TransactionArray: {
      Transaction: [
        {
          Buyer: { Email: `${order.buyer}@example.com`, UserID: order.buyer },
          CreatedDate: created,
          Item: { ItemID: order.itemId, Site: 'US', Title: order.title },
          QuantityPurchased: String(order.quantity),
          TransactionID: order.transactionId,
          TransactionPrice: amount(order.unitPrice, 'USD'),
          OrderLineItemID: `${order.itemId}-${order.transactionId}`,
        },
      ],
    },
    BuyerUserID: order.buyer,
    ...(paid ? { PaidTime: new Date(order.created + 3_600_000).toISOString() } : {}),
    SellerUserID: seller,
    ContainseBayPlusTransaction: 'false',
  };
}

function dateFilter(value: unknown): number | undefined | 'invalid' {
  if (value === undefined) return undefined;
  const time = Date.parse(text(value));
  return Number.isNaN(time) ? 'invalid' : time;
}

/**
 * GetOrders: the seller's seeded orders, filtered by `OrderIDArray`, `CreateTimeFrom/To` (or `ModTimeFrom/To`,
 * the same here), `NumberOfDays` and `OrderStatus`, sorted by `SortingOrder`, one `Pagination` page (≤ 100).
 */
export const getOrders: TradingCall = ({ ctx, fields, user, now }) => {
  if (text(fields.OrderRole) === 'Buyer') {
    return success({
      PaginationResult: { TotalNumberOfPages: '0', TotalNumberOfEntries: '0' },
      HasMoreOrders: 'false',
      OrderArray: '',
      OrdersPerPage: '100',
      PageNumber: '1',
      ReturnedOrderCountActual: '0',
    });
  }
  const bounds: Record<string, number | undefined> = {};
  for (const tag of ['CreateTimeFrom', 'CreateTimeTo', 'ModTimeFrom', 'ModTimeTo']) {
    const time = dateFilter(fields[tag]);
    if (time === 'invalid') return invalidField(tag);
    bounds[tag] = time;
  }
  const days = fields.NumberOfDays === undefined ? undefined : Number(text(fields.NumberOfDays));
  if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > 30)) return invalidField('NumberOfDays');
  const from = days !== undefined ? now - days * DAY : (bounds.CreateTimeFrom ?? bounds.ModTimeFrom);
  const to = days !== undefined ? undefined : (bounds.CreateTimeTo ?? bounds.ModTimeTo);
  const ids = new Set(list(record(fields.OrderIDArray).OrderID).map(text));
  const status = text(fields.OrderStatus) || 'All';
  const all = tradingOrders(ctx);
  let matching = all.filter(
    (o) =>
      (ids.size === 0 || ids.has(o.orderId)) &&
      (from === undefined || o.created >= from) &&
      (to === undefined || o.created <= to) &&
      (status === 'All' || status === o.status),
  );
  if (text(fields.SortingOrder) === 'Descending') matching = [...matching].reverse();
  const { size, number } = pageOf(fields.Pagination, 100, 100);
  const page = matching.slice((number - 1) * size, number * size);
  return success({
    PaginationResult: {
      TotalNumberOfPages: String(Math.ceil(matching.length / size)),
      TotalNumberOfEntries: String(matching.length),
    },
    HasMoreOrders: String(number * size < matching.length),
    OrderArray: page.length ? { Order: page.map((o) => orderXml(o, user, all.indexOf(o))) } : '',
    OrdersPerPage: String(size),
    PageNumber: String(number),
    ReturnedOrderCountActual: String(page.length),
  });
};
