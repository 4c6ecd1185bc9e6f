// An X-EBAY-C-MARKETPLACE-ID that is not one of eBay's marketplace ids, over HTTP on 127.0.0.1: refused with the
// error the operation's contract lists for it, before the request is read further. baykit refuses such an id itself
// before sending, so these requests are written by hand with a token baykit got.
import type { EbayClient } from 'baykit';
import { MARKETPLACE_IDS, restCatalog, USER_SCOPES } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { unknownMarketplaceError } from '../../src/rest/marketplace-header.js';
import { signedInClient } from './signed-in.js';

const emulator = createEmulator({ seed: 3 });
let url: string;
let seller: EbayClient;
let userToken: string;
let appToken: string;

beforeAll(async () => {
  ({ url } = await emulator.listen(0));
  seller = await signedInClient(url, USER_SCOPES);
  userToken = (await seller.oauth2.getCredentials('user'))!.accessToken;
  appToken = (await seller.oauth2.mintApplicationAccessToken()).accessToken;
});
afterAll(async () => {
  await seller.close();
  await emulator.close();
});

interface ErrorBody {
  errors: { errorId: number; domain: string; message: string; parameters: { name: string; value: string }[] }[];
}

async function get(path: string, token: string, marketplace: string): Promise<{ status: number; body: ErrorBody }> {
  const response = await fetch(`${url}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-ebay-c-marketplace-id': marketplace },
  });
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

describe('an unknown X-EBAY-C-MARKETPLACE-ID', () => {
  it("gets Browse getItem's 11011 naming the id sent and eBay's ids", async () => {
    const { status, body } = await get('/buy/browse/v1/item/v1%7C110000000000%7C0', appToken, 'EBAY_XX');
    expect(status).toBe(400);
    const [error] = body.errors;
    expect(error).toMatchObject({ errorId: 11011, domain: 'API_BROWSE' });
    expect(error?.message).toBe(
      `The marketplace value EBAY_XX is not supported. The supported values are: ${MARKETPLACE_IDS.join(', ')}`,
    );
    expect(error?.parameters).toEqual([{ name: 'X-EBAY-C-MARKETPLACE-ID', value: 'EBAY_XX' }]);
  });

  it("gets Browse search's 409 12019, the only marketplace error its contract lists", async () => {
    const { status, body } = await get('/buy/browse/v1/item_summary/search?q=shoes', appToken, 'EBAY_XX');
    expect(status).toBe(409);
    expect(body.errors[0]).toMatchObject({ errorId: 12019 });
    expect(body.errors[0]?.message).toMatch(
      /^Currently, the EBAY_XX marketplace is not supported\. The supported Marketplaces are: EBAY_AT, /,
    );
  });

  it("gets the Account API's error for the header itself (50117) where its contract lists one", async () => {
    expect(unknownMarketplaceError(restCatalog['sell.account']!.getAdvertisingEligibility!)).toEqual({
      status: 400,
      errorId: 50117,
    });
    const { status, body } = await get('/sell/account/v1/advertising_eligibility', userToken, 'EBAY_USA');
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({
      errorId: 50117,
      message: "Invalid marketplaceId in HTTP request header 'X-EBAY-C-MARKETPLACE-ID' EBAY_USA.",
    });
  });

  it("gets the API's generic invalid-value error naming the header where the contract lists none", async () => {
    expect(unknownMarketplaceError(restCatalog['sell.fulfillment']!.getOrders!)).toEqual({
      status: 400,
      errorId: 2004,
    });
    const { status, body } = await get('/sell/fulfillment/v1/order', userToken, 'ebay_us');
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({
      errorId: 2004,
      parameters: [{ name: 'X-EBAY-C-MARKETPLACE-ID', value: 'ebay_us' }],
    });
  });

  it("answers eBay's ids as before", async () => {
    const found = await get('/buy/browse/v1/item_summary/search?q=shoes', appToken, 'EBAY_DE');
    expect(found.status).toBe(200);
    expect((await get('/sell/fulfillment/v1/order', userToken, 'EBAY_MOTORS_US')).status).toBe(200);
  });
});
