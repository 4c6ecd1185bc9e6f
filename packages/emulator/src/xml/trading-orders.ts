import { cancelStateOf, orderSubtotal, orderTotal, type FulfillmentOrder } from '../world/stores/orders.js';
import { sellerOrders, fulfillmentOrders } from '../world/orders.js';
import { hashString } from '../random.js';
import { amount, transactionVariation } from './item-render.js';
import { list, pageOf, record, text } from './request-body.js';
import { invalidField, success, type TradingCall } from './trading-call.js';

const DAY = 86_400_000;
const CITIES: [string, string, string][] = [
  ['San Jose', 'CA', '95125'],
  ['Austin', 'TX', '78701'],
  ['Portland', 'OR', '97205'],
  ['Boston', 'MA', '02108'],
  ['Denver', 'CO', '80202'],
];

/** The buyer's address: the one given at checkout, else a city picked by the order id. */
function shippingAddress(order: FulfillmentOrder): Record<string, unknown> {
  if (order.shipTo) {
    return {
      Name: order.shipTo.fullName,
      Street1: order.shipTo.addressLine1,
      CityName: order.shipTo.city,
      StateOrProvince: order.shipTo.stateOrProvince ?? '',
      Country: order.shipTo.countryCode,
      PostalCode: order.shipTo.postalCode,
    };
  }
  const [city, state, zip] = CITIES[hashString(order.orderId) % CITIES.length] as [string, string, string];
  return {
    Name: order.buyer,
    Street1: '1 Main St',
    CityName: city,
    StateOrProvince: state,
    Country: 'US',
    CountryName: 'United States',
    PostalCode: zip,
  };
}

/** The tracking numbers of the packages a line item went in, as a `TransactionType`'s `ShippingDetails`. */
function trackingOf(order: FulfillmentOrder, lineItemId: string): Record<string, unknown> {
  const details = order.shipments
    .filter((s) => s.shipmentTrackingNumber && s.lineItems.some((l) => l.lineItemId === lineItemId))
    .map((s) => ({ ShippingCarrierUsed: s.shippingCarrierCode, ShipmentTrackingNumber: s.shipmentTrackingNumber }));
  return details.length ? { ShippingDetails: { ShipmentTrackingDetails: details } } : {};
}

/**
 * Trading's `OrderStatus` of an order: every order of the store is paid (its checkout is complete), so Completed,
 * unless it was cancelled or a buyer asked to cancel it
 * (https://developer.ebay.com/devzone/xml/docs/reference/eBay/types/OrderStatusCodeType.html).
 */
export function tradingOrderStatus(order: FulfillmentOrder): 'Completed' | 'Cancelled' | 'CancelPending' {
  const state = cancelStateOf(order);
  return state === 'CANCELED' ? 'Cancelled' : state === 'IN_PROGRESS' ? 'CancelPending' : 'Completed';
}

/** `CancelStatus` and `CancelReason` of an order someone asked to cancel (CancelStatusCodeType), else nothing. */
function cancelFields(order: FulfillmentOrder): Record<string, unknown> {
  const last = order.cancelRequests?.at(-1);
  if (!last) return {};
  const status = { REQUESTED: 'CancelRequested', COMPLETED: 'CancelComplete', REJECTED: 'CancelRejected' } as const;
  return { CancelReason: last.cancelReason, CancelStatus: status[last.cancelRequestState] };
}

/**
 * `MonetaryDetails.Refunds` of a refunded order (RefundTransactionInfoType,
 * https://developer.ebay.com/devzone/xml/docs/reference/eBay/types/RefundTransactionInfoType.html): one `Refund` per
 * refund the order keeps (world/order-refunds.ts), paid back to the buyer (`PaymentRefund`); nothing before one.
 */
function monetaryRefunds(order: FulfillmentOrder): Record<string, unknown> {
  if (order.refunds.length === 0) return {};
  return {
    MonetaryDetails: {
      Refunds: {
        Refund: order.refunds.map((r) => ({
          RefundType: 'PaymentRefund',
          RefundTo: { '#value': order.buyer, '@_type': 'eBayUser' },
          RefundTime: r.refundDate,
          RefundAmount: amount(r.amount, order.currency),
          ReferenceID: { '#value': r.refundId, '@_type': 'ExternalTransactionID' },
        })),
      },
    },
  };
}

/** An order of the one order store as Trading's `OrderType`: one `Transaction` per line item. */
export function orderXml(order: FulfillmentOrder): Record<string, unknown> {
  const c = order.currency;
  const created = order.creationDate;
  const { invoice } = order;
  const lastShipped = order.shipments
    .map((s) => s.shippedDate)
    .sort()
    .at(-1);
  return {
    OrderID: order.orderId,
    OrderStatus: tradingOrderStatus(order),
    ...(invoice?.adjustment === undefined ? {} : { AdjustmentAmount: amount(invoice.adjustment, c) }),
    AmountPaid: amount(orderTotal(order), c),
    CheckoutStatus: {
      eBayPaymentStatus: 'NoPaymentFailure',
      LastModifiedTime: order.lastModifiedDate,
      PaymentMethod: 'CreditCard',
      Status: 'Complete',
    },
    CreatingUserRole: 'Buyer',
    CreatedTime: created,
    PaymentMethods: invoice?.paymentMethods.length ? invoice.paymentMethods : ['CreditCard'],
    SellerEmail: `${order.seller}@example.com`,
    ShippingAddress: shippingAddress(order),
    ShippingServiceSelected: {
      ShippingService: invoice?.shippingService ?? 'USPSPriority',
      ShippingServiceCost: amount(order.shippingCost, c),
    },
    Subtotal: amount(orderSubtotal(order), c),
    Total: amount(orderTotal(order), c),
    TransactionArray: {
      Transaction: order.lineItems.map((line) => ({
        Buyer: { Email: `${order.buyer}@example.com`, UserID: order.buyer },
        ...trackingOf(order, line.lineItemId),
        CreatedDate: created,
        Item: { ItemID: line.legacyItemId, Site: 'US', Title: line.title, ...(line.sku ? { SKU: line.sku } : {}) },
        QuantityPurchased: String(line.quantity),
        TransactionID: line.lineItemId,
        TransactionPrice: amount(line.unitPrice, c),
        ...transactionVariation(line),
        OrderLineItemID: `${line.legacyItemId}-${line.lineItemId}`,
        ...(invoice ? { InvoiceSentTime: invoice.sentTime } : {}),
      })),
    },
    BuyerUserID: order.buyer,
    PaidTime: created,
    ...(order.status === 'FULFILLED' && lastShipped ? { ShippedTime: lastShipped } : {}),
    ...monetaryRefunds(order),
    SellerUserID: order.seller,
    ...cancelFields(order),
    ContainseBayPlusTransaction: 'false',
  };
}

function dateFilter(value: unknown): number | undefined | 'invalid' {
  if (value === undefined) return undefined;
  const time = Date.parse(text(value));
  return Number.isNaN(time) ? 'invalid' : time;
}

/**
 * GetOrders: the caller's orders from the one order store (the ones sold, or bought with `OrderRole` Buyer), filtered
 * by `OrderIDArray`, `CreateTimeFrom/To`, `ModTimeFrom/To`, `NumberOfDays` and `OrderStatus`, oldest first unless
 * `SortingOrder` is Descending, one `Pagination` page (≤ 100).
 */
export const getOrders: TradingCall = ({ ctx, fields, user, now }) => {
  const bounds: Record<string, number | undefined> = {};
  for (const tag of ['CreateTimeFrom', 'CreateTimeTo', 'ModTimeFrom', 'ModTimeTo']) {
    const time = dateFilter(fields[tag]);
    if (time === 'invalid') return invalidField(tag);
    bounds[tag] = time;
  }
  const days = fields.NumberOfDays === undefined ? undefined : Number(text(fields.NumberOfDays));
  if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > 30)) return invalidField('NumberOfDays');
  const byMod = days !== undefined || bounds.ModTimeFrom !== undefined || bounds.ModTimeTo !== undefined;
  const from = days !== undefined ? now - days * DAY : (bounds.CreateTimeFrom ?? bounds.ModTimeFrom);
  const to = days !== undefined ? undefined : (bounds.CreateTimeTo ?? bounds.ModTimeTo);
  const ids = new Set(list(record(fields.OrderIDArray).OrderID).map(text));
  const status = text(fields.OrderStatus) || 'All';
  const mine =
    text(fields.OrderRole) === 'Buyer'
      ? fulfillmentOrders(ctx).filter((o) => o.buyer === user)
      : sellerOrders(ctx, user);
  let matching = mine
    .filter((o) => {
      const time = Date.parse(byMod && bounds.CreateTimeFrom === undefined ? o.lastModifiedDate : o.creationDate);
      return (
        (ids.size === 0 || ids.has(o.orderId)) &&
        (from === undefined || time >= from) &&
        (to === undefined || time <= to) &&
        (status === 'All' || status === tradingOrderStatus(o))
      );
    })
    .reverse();
  if (text(fields.SortingOrder) === 'Descending') matching = matching.reverse();
  const { size, number } = pageOf(fields.Pagination, 100, 100);
  const page = matching.slice((number - 1) * size, number * size);
  return success({
    PaginationResult: {
      TotalNumberOfPages: String(Math.ceil(matching.length / size)),
      TotalNumberOfEntries: String(matching.length),
    },
    HasMoreOrders: String(number * size < matching.length),
    OrderArray: page.length ? { Order: page.map(orderXml) } : '',
    OrdersPerPage: String(size),
    PageNumber: String(number),
    ReturnedOrderCountActual: String(page.length),
  });
};
