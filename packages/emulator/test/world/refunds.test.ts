import { EbayClient } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from '../integration/signed-in.js';

// Refunds reach the order and Finances whatever made them (issue 37): Fulfillment issueRefund, an approved
// cancellation, a Post-Order return refund. Over HTTP through baykit: getOrder's paymentSummary and
// orderPaymentStatus, Trading GetOrders' MonetaryDetails, Finances getTransactions filtered by the order, and the
// `order.refunded` events.

const BUYER = 'testuser_refunds_buyer';
const SCOPES = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  'https://api.ebay.com/oauth/api_scope/sell.finances',
];
const emulator = createEmulator({ seed: 37 });
let seller: EbayClient;
let buyer: EbayClient;
let admin: EmulatorAdmin;

/** A new unshipped order of BUYER's with the test seller: two line items, 20 + 2 × 15 = 50 USD, free shipping. */
function purchase(): { orderId: string; legacyOrderId: string; lineItemIds: string[] } {
  const [order] = emulator.seed.orders([
    {
      buyer: BUYER,
      lineItems: [
        { title: 'Oak spoon', unitPrice: 20 },
        { title: 'Linen towel', unitPrice: 15, quantity: 2 },
      ],
    },
  ]);
  return {
    orderId: order!.orderId,
    legacyOrderId: order!.legacyOrderId,
    lineItemIds: order!.lineItems.map((l) => l.lineItemId),
  };
}

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  admin = createEmulatorAdmin({ baseUrl: url });
  const keys = new EbayClient({ appId: emulator.app.appId, certId: emulator.app.certId, origin: url });
  const key = await keys.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  await keys.close();
  // Refunds, Post-Order decisions and Finances reads must be signed, as eBay requires of EU/UK sellers.
  const options = { maxRetries: 0, signature: { jwe: key.jwe!, privateKey: key.privateKey! } };
  [seller, buyer] = await Promise.all([
    signedInClient(url, SCOPES, undefined, options),
    signedInClient(url, SCOPES.slice(0, 1), BUYER, options),
  ]);
});
afterAll(async () => {
  await Promise.all([seller.close(), buyer.close()]);
  await emulator.close();
});

describe('a partial issueRefund', () => {
  it('makes the order PARTIALLY_REFUNDED with the refund in paymentSummary, its line item, Trading and Finances', async () => {
    const other = purchase();
    const { orderId, lineItemIds } = purchase();
    expect((await seller.sell.fulfillment.getOrder(orderId)).orderPaymentStatus).toBe('PAID');

    const { refundId } = await seller.sell.fulfillment.issueRefund(orderId, {
      reasonForRefund: 'ITEM_DAMAGED',
      refundItems: [{ lineItemId: lineItemIds[1]!, refundAmount: { value: '12.50', currency: 'USD' } }],
    });
    const order = await seller.sell.fulfillment.getOrder(orderId);
    expect(order.orderPaymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(order.paymentSummary?.refunds).toEqual([
      {
        refundId,
        refundDate: expect.any(String),
        amount: { value: '12.50', currency: 'USD' },
        refundStatus: 'PENDING',
      },
    ]);
    expect(order.paymentSummary?.totalDueSeller).toEqual({ value: '37.50', currency: 'USD' });
    expect(order.lineItems?.map((l) => l.refunds)).toEqual([
      undefined,
      [{ refundId, refundDate: expect.any(String), amount: { value: '12.50', currency: 'USD' } }],
    ]);

    const trading = await seller.trading.GetOrders({ OrderIDArray: { OrderID: [orderId] } });
    expect(trading.OrderArray?.Order?.[0]?.MonetaryDetails?.Refunds?.Refund).toEqual([
      {
        RefundType: 'PaymentRefund',
        RefundTo: { '#value': BUYER, '@_type': 'eBayUser' },
        RefundTime: order.paymentSummary?.refunds?.[0]?.refundDate,
        RefundAmount: { '#value': '12.50', '@_currencyID': 'USD' },
        ReferenceID: { '#value': refundId, '@_type': 'ExternalTransactionID' },
      },
    ]);

    const finances = await seller.sell.finances.getTransactions({ filter: `orderId:{${orderId}}` });
    expect(finances?.total).toBe(2);
    expect(
      finances?.transactions?.map((t) => [t.transactionType, t.bookingEntry, t.amount, t.orderId, t.transactionId]),
    ).toEqual([
      // The sale is credited net of its fees (world/fees.ts: 13.25 % of 50.00 and the $0.40 per-order fee).
      ['SALE', 'CREDIT', { value: '42.97', currency: 'USD' }, orderId, orderId],
      ['REFUND', 'DEBIT', { value: '12.50', currency: 'USD' }, orderId, refundId],
    ]);
    expect(finances?.transactions?.every((t) => t.transactionDate !== undefined)).toBe(true);
    const refundsOnly = await seller.sell.finances.getTransactions({
      filter: `orderId:{${orderId}},transactionType:{REFUND}`,
    });
    expect(refundsOnly?.transactions?.map((t) => t.transactionId)).toEqual([refundId]);
    // The other order's money stays with it.
    const untouched = await seller.sell.finances.getTransactions({ filter: `orderId:{${other.orderId}}` });
    expect(untouched?.transactions?.map((t) => t.transactionType)).toEqual(['SALE']);

    const refunded = await admin.events({ type: 'order.refunded' });
    expect(refunded.events.map((e) => e.data)).toEqual([
      expect.objectContaining({
        orderId,
        refundId,
        amount: 12.5,
        currency: 'USD',
        source: 'issueRefund',
        lineItems: [{ lineItemId: lineItemIds[1], amount: 12.5 }],
      }),
    ]);
  });
});

describe('an approved cancellation of a paid order', () => {
  it('refunds what is left in full: FULLY_REFUNDED, a REFUND in Finances, order.refunded from the cancellation', async () => {
    const { orderId, legacyOrderId } = purchase();
    const { cancelId } = (await buyer.postOrder.cancellation.createCancellation({
      legacyOrderId,
      cancelReason: 'BUYER_CANCEL_ORDER',
    })) as { cancelId: string };
    expect((await seller.sell.fulfillment.getOrder(orderId)).orderPaymentStatus).toBe('PAID');
    await seller.postOrder.cancellation.approveCancellationRequest(cancelId);

    const order = await seller.sell.fulfillment.getOrder(orderId);
    expect(order.orderPaymentStatus).toBe('FULLY_REFUNDED');
    expect(order.paymentSummary?.refunds).toEqual([
      expect.objectContaining({ amount: { value: '50.00', currency: 'USD' }, refundReferenceId: cancelId }),
    ]);
    expect(order.paymentSummary?.totalDueSeller).toEqual({ value: '0.00', currency: 'USD' });
    // A minute later on the emulator's clock the refund has gone through.
    emulator.clock.advance(61);
    expect((await seller.sell.fulfillment.getOrder(orderId)).paymentSummary?.refunds?.[0]?.refundStatus).toBe(
      'REFUNDED',
    );

    const finances = await seller.sell.finances.getTransactions({ filter: `orderId:{${orderId}}` });
    expect(finances?.transactions?.map((t) => [t.transactionType, t.amount?.value])).toEqual([
      ['SALE', '42.97'],
      ['REFUND', '50.00'],
    ]);
    const events = await admin.events({ type: 'order.*' });
    const mine = events.events.filter((e) => 'orderId' in e.data && e.data.orderId === orderId).map((e) => e.type);
    expect(mine).toEqual(['order.placed', 'order.paid', 'order.cancelled', 'order.refunded']);
    expect(events.events.at(-1)?.data).toMatchObject({ source: 'cancellation', referenceId: cancelId, amount: 50 });
  });
});
