import { EbayClient, EbayApiError, NotFoundError } from 'baykit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmulator, DEFAULT_APP } from '../../src/index.js';

// Buy Order v2 guest checkout over the Browse catalog, through baykit over HTTP with an application token.

const emulator = createEmulator({ seed: 6 });
let ebay: EbayClient;
const address = {
  addressLine1: '1 Main St',
  city: 'San Jose',
  stateOrProvince: 'CA',
  postalCode: '95125',
  country: 'US',
  recipient: { firstName: 'Ada', lastName: 'Lovelace' },
};

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  ebay = new EbayClient({
    appId: DEFAULT_APP.appId,
    certId: DEFAULT_APP.certId,
    origin: url,
    scope: ['https://api.ebay.com/oauth/api_scope/buy.guest.order'],
  });
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

it('prices a session from the catalog, with delivery choices, quantity, coupon and address changes', async () => {
  const [item] = emulator.seed.items([{ title: 'Brass telescope', price: 40 }]);
  const session = await ebay.buy.orderV2.initiateGuestCheckoutSession({
    contactEmail: 'ada@example.com',
    shippingAddress: address,
    lineItemInputs: [{ itemId: item?.itemId, quantity: 2 }],
  });
  const id = session.checkoutSessionId ?? '';
  const line = session.lineItems?.[0];
  expect(line).toMatchObject({ itemId: item?.itemId, title: 'Brass telescope', quantity: 2 });
  expect(line?.shippingOptions?.map((o) => [o.shippingOptionId, o.selected])).toEqual([
    ['STANDARD', true],
    ['EXPEDITED', false],
  ]);
  expect(session.pricingSummary).toMatchObject({
    priceSubtotal: { value: '80.00', currency: 'USD' },
    deliveryCost: { value: '5.00' },
    total: { value: '85.00' },
  });

  await ebay.buy.orderV2.updateGuestQuantity(id, { lineItemId: line?.lineItemId, quantity: 1 });
  await ebay.buy.orderV2.updateGuestShippingOption(id, { lineItemId: line?.lineItemId, shippingOptionId: 'EXPEDITED' });
  const coupon = await ebay.buy.orderV2.applyGuestCoupon(id, { redemptionCode: 'BAYKIT10' });
  expect(coupon.pricingSummary).toMatchObject({
    priceSubtotal: { value: '40.00' },
    deliveryCost: { value: '15.00' },
    priceDiscount: { value: '4.00' },
    total: { value: '51.00' },
  });
  expect(coupon.appliedCoupons).toEqual([{ redemptionCode: 'BAYKIT10' }]);
  const moved = await ebay.buy.orderV2.updateGuestShippingAddress(id, { ...address, city: 'Santa Cruz' });
  expect(moved.shippingAddress?.city).toBe('Santa Cruz');
  const removed = await ebay.buy.orderV2.removeGuestCoupon(id, { redemptionCode: 'BAYKIT10' });
  expect(removed.pricingSummary?.total?.value).toBe('55.00');
  await expect(ebay.buy.orderV2.getGuestCheckoutSession(id)).resolves.toMatchObject({ checkoutSessionId: id });
});

it('says what is wrong: unknown items, bad e-mail, empty carts, coupons and sessions', async () => {
  const start = (body: Record<string, unknown>) =>
    ebay.buy.orderV2
      .initiateGuestCheckoutSession({
        contactEmail: 'ada@example.com',
        shippingAddress: address,
        lineItemInputs: [{ itemId: 'v1|110000000000|0', quantity: 1 }],
        ...body,
      })
      .catch((e: unknown) => e);
  expect(await start({ lineItemInputs: [{ itemId: 'v1|999|0', quantity: 1 }] })).toMatchObject({
    status: 400,
    domain: 'API_ORDER',
  });
  expect(await start({ contactEmail: 'not-an-email' })).toBeInstanceOf(EbayApiError);
  expect(await start({ lineItemInputs: [] })).toMatchObject({ status: 400 });

  const session = (await start({})) as { checkoutSessionId: string };
  await expect(
    ebay.buy.orderV2.applyGuestCoupon(session.checkoutSessionId, { redemptionCode: 'FREE' }),
  ).rejects.toMatchObject({ status: 400 });
  // Names of Object.prototype are no coupons either.
  for (const redemptionCode of ['constructor', '__proto__', 'toString'])
    await expect(
      ebay.buy.orderV2.applyGuestCoupon(session.checkoutSessionId, { redemptionCode }),
    ).rejects.toMatchObject({
      status: 400,
    });
  await expect(ebay.buy.orderV2.getGuestCheckoutSession('000000000000')).rejects.toBeInstanceOf(NotFoundError);
});
