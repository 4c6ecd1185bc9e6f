import { EbayClient, USER_SCOPES } from 'baykit';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createEmulator, DEFAULT_APP } from '../../src/index.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';

const emulator = createEmulator();
let ebay: EbayClient;

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  ebay = new EbayClient({
    appId: DEFAULT_APP.appId,
    certId: DEFAULT_APP.certId,
    ruName: DEFAULT_APP.ruName,
    origin: url,
  });
});
beforeEach(() => emulator.reset());
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

async function signIn(): Promise<void> {
  const consentUrl = ebay.oauth2.generateAuthUrl({ scope: USER_SCOPES.filter((s) => s.includes('sell.fulfillment')) });
  const { redirect } = await createEmulatorAdmin({ baseUrl: emulator.url! }).approveConsent(consentUrl);
  await ebay.oauth2.getToken(redirect);
}

it('serves seeded items through Browse search and getItem', async () => {
  const [item] = emulator.seed.items([{ title: 'Zebra striped umbrella', price: 12.5, condition: 'USED' }]);
  expect(item?.itemId).toMatch(/^v1\|\d+\|0$/);
  const found = (await ebay.buy.browse.search({ q: 'zebra umbrella' })) as { itemSummaries?: { itemId: string }[] };
  expect(found.itemSummaries?.map((s) => s.itemId)).toEqual([item?.itemId]);
  await expect(ebay.buy.browse.getItem(item?.itemId ?? '')).resolves.toMatchObject({
    title: 'Zebra striped umbrella',
    price: { value: '12.50', currency: 'USD' },
  });
});

it('serves seeded orders through Fulfillment getOrder and getOrders, newest first', async () => {
  const [order] = emulator.seed.orders([
    { buyer: 'seed_buyer', lineItems: [{ title: 'Brass compass', unitPrice: 30, quantity: 2, sku: 'COMPASS-1' }] },
  ]);
  await signIn();
  const one = await ebay.sell.fulfillment.getOrder(order?.orderId ?? '');
  expect(one).toMatchObject({ orderId: order?.orderId, buyer: { username: 'seed_buyer' } });
  const list = (await ebay.sell.fulfillment.getOrders({ limit: '5' })) as { orders: { orderId: string }[] };
  expect(list.orders[0]?.orderId).toBe(order?.orderId);
});

it('refuses seeds that are not what it serves, naming the field', () => {
  expect(() => emulator.seed.items([{ title: '', price: 1 }])).toThrow(/items\[0\]\.title/);
  expect(() => emulator.seed.items([{ title: 'x', price: -1 }])).toThrow(/items\[0\]\.price/);
  expect(() => emulator.seed.orders([{ lineItems: [] }])).toThrow(/orders\[0\]\.lineItems/);
});

it('forgets seeded data on reset', async () => {
  const [item] = emulator.seed.items([{ title: 'Temporary lantern', price: 5 }]);
  emulator.reset();
  await expect(ebay.buy.browse.getItem(item?.itemId ?? '')).rejects.toMatchObject({ status: 404 });
});
