// The selling fees a paid sale carries in Finances. ILLUSTRATIVE RATES: eBay's final value fee is a percentage of the
// total amount of the sale that depends on the category and the seller, plus a fixed per-order fee of $0.40 on
// orders over $10 and $0.30 on smaller ones (eBay's seller update of winter 2024,
// https://www.ebay.com/sellercenter/resources/seller-updates/2024-winter/financials). The emulator charges one rate,
// FINAL_VALUE_FEE_RATE, for every category: a stand-in for testing the arithmetic of a program, not eBay's price list.
// eBay deducts these fees from the sale (Transaction `totalFeeAmount`, the line items' `marketplaceFees`,
// https://developer.ebay.com/api-docs/sell/finances/types/pay:Transaction).
import { orderSubtotal, orderTotal, type FulfillmentOrder } from './stores/orders.js';

/** The emulator's final value fee rate for every category (illustrative; eBay's rates vary by category). */
export const FINAL_VALUE_FEE_RATE = 0.1325;

/** One fee deducted from a sale (Finances `Fee`: `feeType` and `amount`). */
export interface SaleFee {
  feeType: 'FINAL_VALUE_FEE' | 'FINAL_VALUE_FEE_FIXED_PER_ORDER';
  amount: number;
}

/** A line item of a sale: what the fees are charged on (`feeBasisAmount`) and the fees. */
export interface SaleLine {
  lineItemId: string;
  feeBasis: number;
  fees: SaleFee[];
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** The per-order part of the final value fee: $0.40 for an order over $10, else $0.30 (in the order's currency). */
export function perOrderFee(total: number): number {
  return total > 10 ? 0.4 : 0.3;
}

/**
 * The fees of `order`'s sale, per line item: each line's share of the order total (its items, an equal share of
 * shipping, less its share of any coupon) is its fee basis, charged FINAL_VALUE_FEE_RATE; the first line carries the
 * per-order fee. The bases add up to the order total.
 */
export function saleLines(order: FulfillmentOrder): SaleLine[] {
  const total = orderTotal(order);
  const subtotal = orderSubtotal(order);
  const shipping = order.shippingCost / Math.max(order.lineItems.length, 1);
  let left = total;
  return order.lineItems.map((line, i) => {
    const cost = line.unitPrice * line.quantity;
    const discount = subtotal > 0 ? ((order.discount ?? 0) * cost) / subtotal : 0;
    const last = i === order.lineItems.length - 1;
    const feeBasis = last ? cents(left) : cents(cost + shipping - discount);
    left -= feeBasis;
    const fees: SaleFee[] = [{ feeType: 'FINAL_VALUE_FEE', amount: cents(feeBasis * FINAL_VALUE_FEE_RATE) }];
    if (i === 0) fees.push({ feeType: 'FINAL_VALUE_FEE_FIXED_PER_ORDER', amount: perOrderFee(total) });
    return { lineItemId: line.lineItemId, feeBasis, fees };
  });
}

/**
 * What eBay keeps of `order`'s sale: every fee of every line (Fulfillment's `totalMarketplaceFee`, the sum Finances
 * deducts; https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:Order).
 */
export function totalSaleFees(order: FulfillmentOrder): number {
  const fees = saleLines(order).flatMap((line) => line.fees);
  return cents(fees.reduce((sum, fee) => sum + fee.amount, 0));
}
