import type { EmulatorContext } from '../context.js';
import { sellerOrders } from '../world/orders.js';
import type { FulfillmentOrder, OrderLine } from '../world/stores/orders.js';
import { findAnyListing } from '../flows/listings.js';
import { noteOn } from '../flows/buying.js';
import { amount, listingType } from './item-render.js';
import { pageOf, text } from './request-body.js';
import { orderXml } from './trading-orders.js';

const DAY = 86_400_000;

/**
 * The period My eBay's sold and unsold views cover unless told otherwise, and the period `Summary`'s
 * `TotalSoldCount`/`TotalSoldValue` cover ("sold in the past 31 days", MyeBaySellingSummaryType).
 */
export const SOLD_PERIOD_DAYS = 31;

/** The longest `DurationInDays` eBay takes for the sold and unsold lists (ItemListCustomizationType: 0 to 60). */
export const MAX_PERIOD_DAYS = 60;

/** One line item the seller sold, with its order. */
export interface SoldLine {
  order: FulfillmentOrder;
  line: OrderLine;
}

/**
 * The start (emulator-clock ms) of a list's `DurationInDays` period, `SOLD_PERIOD_DAYS` when absent; 0 days is
 * today (from midnight UTC). Undefined when the value is not a whole number from 0 to 60.
 */
export function periodStart(options: Record<string, unknown>, now: number): number | undefined {
  if (options.DurationInDays === undefined) return now - SOLD_PERIOD_DAYS * DAY;
  const days = Number(text(options.DurationInDays));
  if (!Number.isInteger(days) || days < 0 || days > MAX_PERIOD_DAYS) return undefined;
  return days === 0 ? now - (now % DAY) : now - days * DAY;
}

/** The orders `seller` sold since `from`, newest first, from the one order store every buy API writes to. */
export function soldOrders(ctx: EmulatorContext, seller: string, from: number): FulfillmentOrder[] {
  return sellerOrders(ctx, seller).filter((order) => Date.parse(order.creationDate) >= from);
}

/** Every line item of `orders`, in their order. */
export function soldLines(orders: readonly FulfillmentOrder[]): SoldLine[] {
  return orders.flatMap((order) => order.lineItems.map((line) => ({ order, line })));
}

const shipped = (order: FulfillmentOrder): boolean => order.lineItems.every((l) => l.shipped >= l.quantity);

/**
 * `OrderStatusFilter` (OrderStatusFilterCodeType): every order of the store is paid at checkout, so
 * `AwaitingPayment` matches none, `AwaitingShipment` the orders with units still to ship and `PaidAndShipped` the
 * rest. Undefined for a value eBay does not define.
 */
function byStatus(filter: string): ((order: FulfillmentOrder) => boolean) | undefined {
  if (filter === '' || filter === 'All') return () => true;
  if (filter === 'AwaitingPayment') return () => false;
  if (filter === 'AwaitingShipment') return (order) => !shipped(order);
  if (filter === 'PaidAndShipped') return shipped;
  return undefined;
}

/** A sold line item as the SoldList's `TransactionType`: who bought, what, how many, for how much, when. */
function soldTransaction(ctx: EmulatorContext, { order, line }: SoldLine, notes: boolean): Record<string, unknown> {
  const listing = findAnyListing(ctx, line.legacyItemId);
  const note = notes ? noteOn(ctx, order.seller, line.legacyItemId) : undefined;
  const lastShipped = order.shipments
    .filter((s) => s.lineItems.some((l) => l.lineItemId === line.lineItemId))
    .map((s) => s.shippedDate)
    .sort()
    .at(-1);
  return {
    Buyer: { Email: `${order.buyer}@example.com`, UserID: order.buyer },
    CreatedDate: order.creationDate,
    // ItemType's fields in the schema's order: ItemID, ListingType, PrivateNotes, Title, SKU.
    Item: {
      ItemID: line.legacyItemId,
      ...(listing ? { ListingType: listingType(listing) } : {}),
      ...(note === undefined ? {} : { PrivateNotes: note }),
      Title: line.title,
      ...(line.sku ? { SKU: line.sku } : {}),
    },
    QuantityPurchased: String(line.quantity),
    TransactionID: line.lineItemId,
    TransactionPrice: amount(line.unitPrice, order.currency),
    PaidTime: order.creationDate,
    ...(line.shipped >= line.quantity && lastShipped ? { ShippedTime: lastShipped } : {}),
    TotalPrice: amount(line.unitPrice * line.quantity, order.currency),
    OrderLineItemID: `${line.legacyItemId}-${line.lineItemId}`,
  };
}

/**
 * GetMyeBaySelling's `SoldList` (PaginatedOrderTransactionArrayType): the caller's orders of the `DurationInDays`
 * period (default 31, at most 60), newest first, filtered by `OrderStatusFilter`, one `Pagination` page (≤ 200).
 * As eBay answers, an order of one line item is an `OrderTransaction` with its `Transaction`, an order of several
 * one with its `Order`. Undefined names the option that is invalid.
 */
export function soldList(
  ctx: EmulatorContext,
  seller: string,
  options: Record<string, unknown>,
  now: number,
): { list: Record<string, unknown> } | { invalid: string } {
  const from = periodStart(options, now);
  if (from === undefined) return { invalid: 'SoldList.DurationInDays' };
  const status = byStatus(text(options.OrderStatusFilter));
  if (!status) return { invalid: 'SoldList.OrderStatusFilter' };
  const orders = soldOrders(ctx, seller, from).filter(status);
  const notes = text(options.IncludeNotes) === 'true';
  const { size, number } = pageOf(options.Pagination, 25, 200);
  const shown = orders.slice((number - 1) * size, number * size);
  const entry = (order: FulfillmentOrder): Record<string, unknown> => {
    const [only, ...more] = order.lineItems;
    return only && more.length === 0
      ? { Transaction: soldTransaction(ctx, { order, line: only }, notes) }
      : { Order: orderXml(order) };
  };
  return {
    list: {
      ...(shown.length ? { OrderTransactionArray: { OrderTransaction: shown.map(entry) } } : {}),
      PaginationResult: {
        TotalNumberOfPages: String(Math.ceil(orders.length / size)),
        TotalNumberOfEntries: String(orders.length),
      },
    },
  };
}
