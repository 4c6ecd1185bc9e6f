import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient, InvalidGrantError, NotFoundError, Scope } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';

// The client's integration suite: baykit over real HTTP against the emulator on 127.0.0.1.
let emulator: Emulator;
let origin: string;

const admin = (): EmulatorAdmin => createEmulatorAdmin({ baseUrl: origin });

/** The consent flow as a browser would do it: load the page, submit Approve, follow the redirect. */
async function consent(url: string): Promise<string> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/Approve/);
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    fields.append(
      name!,
      value!
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#39;/g, "'"),
    );
  }
  const approve = /<button[^>]*name="([^"]+)"[^>]*value="([^"]*approve[^"]*)"/i.exec(html);
  if (approve) fields.append(approve[1]!, approve[2]!);
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? new URL(url).pathname;
  const decision = await fetch(new URL(action.replace(/&amp;/g, '&'), url), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
  expect(decision.status).toBe(302);
  return decision.headers.get('location')!;
}

beforeAll(async () => {
  emulator = createEmulator({ seed: 7 });
  origin = (await emulator.listen(0)).url;
});
afterAll(() => emulator.close());

function client(): EbayClient {
  const app = emulator.app;
  return new EbayClient({ appId: app.appId, certId: app.certId, devId: app.devId, ruName: app.ruName, origin });
}

describe('baykit against the emulator', () => {
  it('runs the consent flow end to end and calls a user API', async () => {
    const ebay = client();
    const redirect = await consent(ebay.oauth2.generateAuthUrl({ scope: [Scope.SELL_INVENTORY], state: 'xyz' }));
    const url = new URL(redirect);
    expect(url.searchParams.get('state')).toBe('xyz');
    expect(url.searchParams.get('expires_in')).toBe('299');
    const token = await ebay.oauth2.getToken(redirect);
    expect(token.refreshToken).toBeDefined();
    await ebay.sell.inventory.createOrReplaceInventoryItem('SKU-1', {
      product: { title: 'Red shoes' },
      condition: 'NEW',
    });
    expect((await ebay.sell.inventory.getInventoryItem('SKU-1')).product?.title).toBe('Red shoes');
    // A used code cannot be exchanged again.
    await expect(ebay.oauth2.getToken(redirect)).rejects.toBeInstanceOf(InvalidGrantError);
    await ebay.close();
  });

  it('refreshes once when every token expires, then succeeds', async () => {
    const ebay = client();
    await ebay.oauth2.getToken(await consent(ebay.oauth2.generateAuthUrl({ scope: [Scope.SELL_INVENTORY] })));
    await admin().expireTokens();
    const before = (await admin().requests()).requests.length;
    await ebay.sell.inventory.getInventoryItems({ limit: 5 });
    const after = (await admin().requests()).requests.slice(before);
    expect(after.filter((r) => r.path === '/identity/v1/oauth2/token')).toHaveLength(1);
    await ebay.close();
  });

  it('publishes an offer that Browse then finds', async () => {
    const ebay = client();
    await ebay.oauth2.getToken(
      await consent(ebay.oauth2.generateAuthUrl({ scope: [Scope.SELL_INVENTORY, Scope.SELL_ACCOUNT] })),
    );
    // The test seller's own return policy (seeded), and payment and fulfillment policies it creates.
    const { returnPolicies } = await ebay.sell.account.getReturnPolicies({ marketplace_id: 'EBAY_US' });
    const policy = { marketplaceId: 'EBAY_US', categoryTypes: [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES' }] };
    const { paymentPolicyId } = await ebay.sell.account.createPaymentPolicy({ ...policy, name: 'Pay now' });
    const { fulfillmentPolicyId } = await ebay.sell.account.createFulfillmentPolicy({ ...policy, name: 'Ship fast' });
    await ebay.sell.inventory.createInventoryLocation('WH-PUB', {
      location: { address: { country: 'US', postalCode: '95125' } },
    });
    await ebay.sell.inventory.createOrReplaceInventoryItem('SKU-PUB', {
      product: { title: 'Emulated Kayak', aspects: { Brand: ['Wilson'] } },
      condition: 'NEW',
      availability: { shipToLocationAvailability: { quantity: 2 } },
    });
    // What publishing needs: a location, the three listing policies, a category, a price and a quantity.
    const { offerId } = await ebay.sell.inventory.createOffer({
      sku: 'SKU-PUB',
      marketplaceId: 'EBAY_US',
      format: 'FIXED_PRICE',
      categoryId: '310', // Sporting Goods > Other Sporting Goods: a leaf that requires Brand
      merchantLocationKey: 'WH-PUB',
      listingPolicies: {
        fulfillmentPolicyId: fulfillmentPolicyId!,
        paymentPolicyId: paymentPolicyId!,
        returnPolicyId: returnPolicies![0]!.returnPolicyId!,
      },
      pricingSummary: { price: { value: '99.00', currency: 'USD' } },
    });
    const { listingId } = await ebay.sell.inventory.publishOffer(offerId!);
    const buyer = client();
    const item = await buyer.buy.browse.getItem(`v1|${listingId}|0`);
    expect(item.title).toBe('Emulated Kayak');
    const found = await buyer.buy.browse.search({ q: 'emulated kayak' });
    expect(found.itemSummaries?.map((s) => s.itemId)).toContain(`v1|${listingId}|0`);
    await ebay.sell.inventory.withdrawOffer(offerId!);
    await expect(buyer.buy.browse.getItem(`v1|${listingId}|0`)).rejects.toBeInstanceOf(NotFoundError);
    await ebay.close();
    await buyer.close();
  });

  it('runs Inventory bulk calls entry by entry, 207 when some fail', async () => {
    const ebay = client();
    await ebay.oauth2.getToken(await consent(ebay.oauth2.generateAuthUrl({ scope: [Scope.SELL_INVENTORY] })));
    const created = await ebay.withResponse(
      ebay.sell.inventory.bulkCreateOrReplaceInventoryItem({
        requests: [
          { sku: 'B-1', locale: 'en_US', product: { title: 'One' } },
          { sku: 'B-2', locale: 'en_US', product: { title: 'Two' } },
        ],
      }),
    );
    expect(created.status).toBe(200);
    expect(created.data?.responses?.map((r) => [r.sku, r.statusCode])).toEqual([
      ['B-1', 201],
      ['B-2', 201],
    ]);
    const got = await ebay.withResponse(
      ebay.sell.inventory.bulkGetInventoryItem({ requests: [{ sku: 'B-1' }, { sku: 'NOPE' }] }),
    );
    expect(got.status).toBe(207);
    expect(got.data?.responses?.map((r) => [r.sku, r.statusCode, r.inventoryItem?.product?.title])).toEqual([
      ['B-1', 200, 'One'],
      ['NOPE', 404, undefined],
    ]);
    await ebay.close();
  });

  it('pages Browse search with next links and filters', async () => {
    const ebay = client();
    const seen: string[] = [];
    for await (const summary of ebay.paginate(ebay.buy.browse.search, {
      q: 'shoes',
      filter: 'price:[10..200],conditions:{NEW}',
      limit: 50,
    })) {
      seen.push(summary.itemId ?? '');
      expect(Number(summary.price?.value)).toBeGreaterThanOrEqual(10);
    }
    expect(seen.length).toBeGreaterThan(50);
    expect(new Set(seen).size).toBe(seen.length);
    await ebay.close();
  });

  it('answers every other operation from the spec, with eBay-shaped errors for bad input', async () => {
    const ebay = client();
    const policies = await ebay.sell.account
      .getFulfillmentPolicies({ marketplace_id: 'EBAY_US' })
      .catch((e: unknown) => e);
    expect(policies).toBeInstanceOf(Error); // no user token yet: the client asks for one
    await ebay.oauth2.getToken(await consent(ebay.oauth2.generateAuthUrl({ scope: [Scope.SELL_ACCOUNT] })));
    const answer = await ebay.sell.account.getFulfillmentPolicies({ marketplace_id: 'EBAY_US' });
    expect(answer).toBeTypeOf('object');
    const bad = await ebay.buy.browse.search({ filter: 'price:[10..50]' }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 400, domain: 'API_BROWSE' });
    await ebay.close();
  });

  it('accepts calls signed with a key from Key Management and rejects tampered ones', async () => {
    const app = emulator.app;
    const keys = client();
    const key = await keys.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
    expect(key.privateKey).toBeDefined();
    const signer = new EbayClient({
      appId: app.appId,
      certId: app.certId,
      ruName: app.ruName,
      origin,
      signature: { jwe: key.jwe!, privateKey: key.privateKey! },
    });
    await signer.oauth2.getToken(
      await consent(signer.oauth2.generateAuthUrl({ scope: [Scope.SELL_FULFILLMENT, Scope.SELL_FINANCES] })),
    );
    const { orders = [] } = await signer.sell.fulfillment.getOrders({
      filter: 'orderfulfillmentstatus:{NOT_STARTED}',
      limit: 5,
    });
    const orderId = orders[0]!.orderId!;
    const refund = { reasonForRefund: 'BUYER_CANCEL', orderLevelRefundAmount: { value: '1.00', currency: 'USD' } };
    await expect(signer.sell.fulfillment.issueRefund(orderId, refund)).resolves.toMatchObject({
      refundStatus: 'PENDING',
    });
    const token = (await signer.oauth2.getCredentials())!.accessToken;
    // Tampered on the way: the body no longer matches its Content-Digest.
    const tampering = new EbayClient({
      origin,
      signature: { jwe: key.jwe!, privateKey: key.privateKey! },
      fetch: (input, init) => fetch(input, { ...init, body: JSON.stringify({ ...refund, reasonForRefund: 'OTHER' }) }),
    });
    await tampering.oauth2.setCredentials(token);
    await expect(tampering.sell.fulfillment.issueRefund(orderId, refund)).rejects.toMatchObject({ code: 215120 });
    // Unsigned, a call eBay requires to be signed is refused too.
    const unsigned = new EbayClient({ origin });
    await unsigned.oauth2.setCredentials(token);
    await expect(unsigned.sell.finances.getPayouts()).rejects.toMatchObject({ code: 215120 });
    await Promise.all([keys.close(), signer.close(), tampering.close(), unsigned.close()]);
  });

  it("runs the Auth'n'Auth flow and a Trading call with the classic token", async () => {
    const ebay = client();
    const { sessionId, url } = await ebay.authNAuth.getSessionIdAndAuthUrl();
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const form = await page.text();
    const action = /<form[^>]*action="([^"]*)"/.exec(form)?.[1] ?? new URL(url).pathname + new URL(url).search;
    const fields = new URLSearchParams();
    for (const [, name, value] of form.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields.append(name!, value!.replace(/&amp;/g, '&'));
    const signedIn = await fetch(new URL(action.replace(/&amp;/g, '&'), url), {
      method: 'POST',
      body: fields,
      redirect: 'manual',
    });
    expect(signedIn.status).toBe(302);
    const { eBayAuthToken } = await ebay.authNAuth.fetchToken(sessionId);
    expect(eBayAuthToken).toMatch(/^AgAAAA\*\*/);
    const time = await ebay.trading.GeteBayOfficialTime();
    expect(time.Ack).toBe('Success');
    await expect(ebay.trading.call('NotARealCall')).rejects.toMatchObject({ code: 2 });
    await ebay.close();
  });
});
