import type { EmulatorContext } from '../context.js';
import { fulfillmentOrders, sellerOrders } from '../world/orders.js';
import type { FulfillmentOrder, OrderLine } from '../world/stores/orders.js';
import { findAnyListing } from '../flows/listings.js';
import { amount, tradingItem, transactionVariation } from './item-render.js';
import { list, pageOf, record, text } from './request-body.js';
import { invalidField, itemNotFound, success, type TradingCall, type TradingCallResult } from './trading-call.js';

const DAY = 86_400_000;

interface Sale {
  order: FulfillmentOrder;
  line: OrderLine;
}

/** A line item of the one order store as Trading's `TransactionType`. */
function transactionXml({ order, line }: Sale, withItem: boolean, withOrder: boolean): Record<string, unknown> {
  const c = order.currency;
  return {
    AmountPaid: amount(line.unitPrice * line.quantity, c),
    Buyer: { Email: `${order.buyer}@example.com`, UserID: order.buyer },
    CreatedDate: order.creationDate,
    ...(withItem
      ? { Item: { ItemID: line.legacyItemId, Title: line.title, ...(line.sku ? { SKU: line.sku } : {}) } }
      : {}),
    QuantityPurchased: String(line.quantity),
    Status: {
      CheckoutStatus: 'CheckoutComplete',
      CompleteStatus: 'Complete',
      LastTimeModified: order.lastModifiedDate,
    },
    TransactionID: line.lineItemId,
    TransactionPrice: amount(line.unitPrice, c),
    ...(line.shipped >= line.quantity ? { ShippedTime: order.lastModifiedDate } : {}),
    ...(withOrder ? { ContainingOrder: { OrderID: order.orderId, OrderStatus: 'Completed' } } : {}),
    ...transactionVariation(line),
    OrderLineItemID: `${line.legacyItemId}-${line.lineItemId}`,
    PaidTime: order.creationDate,
  };
}

/** The `ModTimeFrom`/`ModTimeTo` or `NumberOfDays` window of a transactions call, or the tag that is invalid. */
function windowOf(fields: Record<string, unknown>, now: number): { from?: number; to?: number } | string {
  if (fields.NumberOfDays !== undefined) {
    const days = Number(text(fields.NumberOfDays));
    return Number.isInteger(days) && days >= 1 && days <= 30 ? { from: now - days * DAY } : 'NumberOfDays';
  }
  const out: { from?: number; to?: number } = {};
  for (const [tag, key] of [
    ['ModTimeFrom', 'from'],
    ['ModTimeTo', 'to'],
  ] as const) {
    if (fields[tag] === undefined) continue;
    const time = Date.parse(text(fields[tag]));
    if (Number.isNaN(time)) return tag;
    out[key] = time;
  }
  return out;
}

/** One page of sales as the transactions calls answer it. */
function salesPage(
  fields: Record<string, unknown>,
  now: number,
  sales: Sale[],
  withItem: boolean,
): { fields: Record<string, unknown> } | TradingCallResult {
  const window = windowOf(fields, now);
  if (typeof window === 'string') return invalidField(window);
  const matching = sales
    .filter(({ order }) => {
      const modified = Date.parse(order.lastModifiedDate);
      return (
        (window.from === undefined || modified >= window.from) && (window.to === undefined || modified <= window.to)
      );
    })
    .reverse();
  const { size, number } = pageOf(fields.Pagination, 100, 200);
  const page = matching.slice((number - 1) * size, number * size);
  return {
    fields: {
      PaginationResult: {
        TotalNumberOfPages: String(Math.ceil(matching.length / size)),
        TotalNumberOfEntries: String(matching.length),
      },
      HasMoreTransactions: String(number * size < matching.length),
      TransactionsPerPage: String(size),
      PageNumber: String(number),
      ReturnedTransactionCountActual: String(page.length),
      TransactionArray: page.length
        ? {
            Transaction: page.map((sale) =>
              transactionXml(sale, withItem, text(fields.IncludeContainingOrder) === 'true'),
            ),
          }
        : '',
    },
  };
}

function salesOf(orders: readonly FulfillmentOrder[]): Sale[] {
  return orders.flatMap((order) => order.lineItems.map((line) => ({ order, line })));
}

/**
 * GetSellerTransactions: the caller's sold line items from the one order store (Fulfillment's orders), changed in
 * the `ModTimeFrom`/`ModTimeTo` or `NumberOfDays` window, filtered by `SKUArray`, one `Pagination` page; each with its
 * order when `IncludeContainingOrder` is true.
 */
export const getSellerTransactions: TradingCall = ({ ctx, fields, user, now }) => {
  const skus = new Set(list(record(fields.SKUArray).SKU).map(text).filter(Boolean));
  const sales = salesOf(sellerOrders(ctx, user)).filter(({ line }) => skus.size === 0 || skus.has(line.sku));
  const page = salesPage(fields, now, sales, true);
  return 'ok' in page ? page : success({ ...page.fields, Seller: { UserID: user } });
};

function itemFields(ctx: EmulatorContext, itemId: string, sales: Sale[]): Record<string, unknown> {
  const listing = findAnyListing(ctx, itemId);
  if (listing) return tradingItem(ctx, listing);
  const line = sales[0]?.line;
  return { ItemID: itemId, ...(line ? { Title: line.title } : {}) };
}

/**
 * GetItemTransactions: the sales of one listing (`ItemID`, or the listing of `OrderLineItemID`) from the one order
 * store, as its seller or buyer sees them, with the listing itself; error 17 when neither listing nor sale exists.
 */
export const getItemTransactions: TradingCall = ({ ctx, fields, user, now }) => {
  const lineId = text(fields.OrderLineItemID);
  const itemId = text(fields.ItemID) || lineId.split('-')[0] || '';
  if (!itemId) return invalidField('ItemID');
  const transactionId = text(fields.TransactionID) || lineId.split('-')[1] || '';
  const sales = salesOf(fulfillmentOrders(ctx).filter((o) => o.seller === user || o.buyer === user)).filter(
    ({ line }) => line.legacyItemId === itemId && (!transactionId || line.lineItemId === transactionId),
  );
  if (sales.length === 0 && !findAnyListing(ctx, itemId)) return itemNotFound(itemId);
  const page = salesPage(fields, now, sales, false);
  return 'ok' in page ? page : success({ ...page.fields, Item: itemFields(ctx, itemId, sales) });
};
