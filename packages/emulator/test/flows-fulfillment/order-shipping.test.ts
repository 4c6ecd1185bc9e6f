// What an order says about its shipping and fees: where it goes (every order, seeded or placed), by when, and what
// eBay keeps, as getOrder answers it.
import { beforeEach, describe, expect, it } from 'vitest';
import { FULFILLMENT_FLOWS, sellerOrders } from '../../src/flows/fulfillment/index.js';
import { placeOrder } from '../../src/flows/fulfillment/place-order.js';
import { DEFAULT_TEST_USER } from '../../src/oauth/auth-store.js';
import type { EmulatorContext } from '../../src/context.js';
import { saleLines } from '../../src/world/fees.js';
import { callFlow, list, testContext, type Loose } from '../flow-harness.js';

let ctx: EmulatorContext;
const getOrder = async (orderId: string): Promise<Loose> =>
  (await callFlow(FULFILLMENT_FLOWS, ctx, 'sell.fulfillment.getOrder', { params: { orderId } })).json;

beforeEach(() => {
  ctx = testContext(3);
});

describe('an order', () => {
  it("ships to its seeded buyer's example address, with phone and e-mail", async () => {
    const seeded = sellerOrders(ctx, DEFAULT_TEST_USER).find((o) => o.buyer === 'ann.buyer');
    const order = await getOrder(seeded?.orderId ?? '');
    const [start] = list(order.fulfillmentStartInstructions);
    expect(start?.shippingStep).toMatchObject({
      shipTo: {
        fullName: 'Ann Buyer',
        contactAddress: {
          addressLine1: '202 Example Avenue',
          city: 'Portland',
          stateOrProvince: 'OR',
          countryCode: 'US',
        },
        primaryPhone: { phoneNumber: '5550102' },
        email: 'annbuyer@example.com',
      },
    });
  });

  it('placed without an address (a simulated purchase) ships to its buyer, with a ship-by date and delivery window', async () => {
    const placed = placeOrder(ctx, {
      lineItems: [{ legacyItemId: '110000000001', sku: 'A-1', title: 'Brass Latch', quantity: 1, unitPrice: 20 }],
      buyer: 'retro_rita',
      seller: DEFAULT_TEST_USER,
      currency: 'USD',
      shippingCost: 0,
      creationDate: '2026-11-20T17:00:00.000Z',
    });
    const order = await getOrder(placed.orderId);
    const [start] = list(order.fulfillmentStartInstructions);
    expect(start).toMatchObject({
      minEstimatedDeliveryDate: '2026-11-23T00:00:00.000Z',
      maxEstimatedDeliveryDate: '2026-11-26T00:00:00.000Z',
      // Sent false, as eBay's answers do for an order the seller ships (test/cassettes/ebay-samples/README.md).
      ebaySupportedFulfillment: false,
      shippingStep: { shipTo: { fullName: 'Rita Retro', contactAddress: { city: 'Boston' } } },
    });
    expect(list(order.lineItems)[0]).toMatchObject({
      appliedPromotions: [],
      taxes: [],
      lineItemFulfillmentInstructions: {
        shipByDate: '2026-11-21T23:59:59.000Z',
        minEstimatedDeliveryDate: '2026-11-23T00:00:00.000Z',
        maxEstimatedDeliveryDate: '2026-11-26T00:00:00.000Z',
        guaranteedDelivery: false,
      },
    });
    expect(order).not.toHaveProperty('legacyOrderId');
  });

  it('answers totalMarketplaceFee as the sum of the fees Finances books for the sale', async () => {
    const seeded = sellerOrders(ctx, DEFAULT_TEST_USER).find((o) => o.lineItems.length > 1);
    if (!seeded) throw new Error('the seed has no order of several lines');
    const fees = saleLines(seeded).flatMap((l) => l.fees.map((f) => f.amount));
    const expected = (Math.round(fees.reduce((a, b) => a + b, 0) * 100) / 100).toFixed(2);
    expect((await getOrder(seeded.orderId)).totalMarketplaceFee).toEqual({ value: expected, currency: 'USD' });
  });
});
