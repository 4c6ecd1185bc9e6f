// Input an attacker (or a buggy client) sends, over HTTP on 127.0.0.1: each is refused or kept harmless, and the
// emulator goes on answering everyone else.
import type { EbayClient, TradingTypes } from 'baykit';
import { EbayApiError, USER_SCOPES } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, DEFAULT_APP } from '../../src/index.js';
import { signedInClient } from './signed-in.js';
import { aspectValues } from '../../src/world/listing-rules.js';
import { LAMP_ITEM_SPECIFICS } from '../xml/helpers.js';

const emulator = createEmulator({ seed: 31, serveRetired: true });
let url: string;
let seller: EbayClient;
let token: string;

beforeAll(async () => {
  ({ url } = await emulator.listen(0));
  seller = await signedInClient(url, USER_SCOPES);
  token = (await seller.oauth2.getCredentials('user'))!.accessToken;
});
afterAll(async () => {
  await seller.close();
  await emulator.close();
});

const LAMP = {
  Title: 'Hostile lamp',
  StartPrice: 10,
  Currency: 'USD',
  Country: 'US',
  Location: 'San Jose, CA',
  PrimaryCategory: { CategoryID: '112581' },
  ConditionID: 1000,
  ItemSpecifics: LAMP_ITEM_SPECIFICS,
} satisfies TradingTypes.ItemInput;

async function tradingError(call: Promise<unknown>): Promise<string | undefined> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof EbayApiError ? JSON.stringify(error.errors) : String(error);
}

describe('listings', () => {
  it("refuses a listing duration that is not one of eBay's, and Browse search keeps answering", async () => {
    for (const ListingDuration of ['Days_999999999999', 'Days_2', 'Forever']) {
      const refused = await tradingError(
        seller.trading.AddItem({ Item: { ...LAMP, ListingType: 'Chinese', Quantity: 1, ListingDuration } }),
      );
      expect(refused, ListingDuration).toContain('Item.ListingDuration');
    }
    const search = await fetch(`${url}/buy/browse/v1/item_summary/search?q=Hostile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(search.status).toBe(200);
  });

  it('refuses a relist with a quantity that is not a whole number from 1', async () => {
    const { ItemID } = await seller.trading.AddFixedPriceItem({
      Item: { ...LAMP, Quantity: 1, ListingDuration: 'GTC' },
    });
    await seller.trading.EndFixedPriceItem({ ItemID: ItemID!, EndingReason: 'NotAvailable' });
    for (const Quantity of [-5, 2.5, 1e308]) {
      const refused = await tradingError(seller.trading.RelistFixedPriceItem({ Item: { ItemID: ItemID!, Quantity } }));
      expect(refused, String(Quantity)).toContain('Item.Quantity');
    }
  });
});

describe('names from a request', () => {
  it('keeps `$&` and `$`` in an id as text in the not-found message', async () => {
    const id = 'ZZ$&$`';
    const answer = await fetch(`${url}/commerce/media/v1_beta/document/${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(404);
    const { errors } = (await answer.json()) as { errors: { message: string }[] };
    expect(errors[0]!.message).toBe(`No document found with id ${id}.`);
  });

  it('answers a marketplace named like an object member as an unknown marketplace (62003)', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const answer = await fetch(`${url}/commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=${name}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status, name).toBe(400);
      expect(((await answer.json()) as { errors: { errorId: number }[] }).errors[0]!.errorId).toBe(62003);
    }
  });

  it('keeps an aspect named __proto__ an aspect', () => {
    const aspects = aspectValues(JSON.parse('{"__proto__":["x"],"Brand":["IKEA"]}'));
    expect(Object.keys(aspects)).toEqual(['__proto__', 'Brand']);
    expect(Object.getPrototypeOf(aspects)).toBe(Object.prototype);
  });
});

describe('the retired services (serveRetired)', () => {
  const finding = (query: string): Promise<Response> =>
    fetch(`${url}/services/search/FindingService/v1?SECURITY-APPNAME=${DEFAULT_APP.appId}&${query}`);

  it('answers an operation name that is no name without a 500', async () => {
    const answer = await finding('OPERATION-NAME=a%20b&keywords=lamp');
    expect(answer.status).toBeLessThan(500);
    expect(await answer.text()).toContain('unknownResponse');
  });

  it('leaves out field names nested past eight levels, without a 500', async () => {
    const deep = Array.from({ length: 5000 }, () => 'a').join('.');
    const answer = await finding(`OPERATION-NAME=findItemsByKeywords&keywords=lamp&${deep}=x`);
    expect(answer.status).toBe(200);
  });
});

describe('inventory item groups', () => {
  it('refuses more than 250 variations in one group (25709)', async () => {
    const variantSKUs = Array.from({ length: 251 }, (_, i) => `V-${i}`);
    const answer = await fetch(`${url}/sell/inventory/v1/inventory_item_group/BIG`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-language': 'en-US' },
      body: JSON.stringify({ title: 'Big', variantSKUs, aspects: {}, variesBy: { specifications: [] } }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: { errorId: number }[] }).errors[0]!.errorId).toBe(25709);
  });
});
