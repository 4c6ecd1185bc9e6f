import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, DEFAULT_APP } from '../../src/index.js';

// The retired services' documented GET forms, under serveRetired, over real HTTP: Finding and Merchandising take
// their call in the query string (`OPERATION-NAME`, `SECURITY-APPNAME` / `CONSUMER-ID`, `RESPONSE-DATA-FORMAT`, then
// the fields as name-value pairs), Shopping its `callname`; each answers XML, or its own JSON when asked.

const retired = createEmulator({ seed: 3, serveRetired: true });
const current = createEmulator({ seed: 3 });
let origin = '';
let currentOrigin = '';
let appToken = '';

type Json = Record<string, unknown>;

beforeAll(async () => {
  origin = (await retired.listen(0)).url;
  currentOrigin = (await current.listen(0)).url;
  const answer = await fetch(`${origin}/identity/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${DEFAULT_APP.appId}:${DEFAULT_APP.certId}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope',
  });
  appToken = ((await answer.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await retired.close();
  await current.close();
});

const FINDING = '/services/search/FindingService/v1';
const APP = DEFAULT_APP.appId;

async function getJson(path: string, headers: Record<string, string> = {}): Promise<Json> {
  const answer = await fetch(`${origin}${path}`, { headers });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  return (await answer.json()) as Json;
}

describe('Finding GET form', () => {
  it('answers findItemsByKeywords in JSON, every value wrapped in an array', async () => {
    const query = `OPERATION-NAME=findItemsByKeywords&SERVICE-VERSION=1.13.0&SECURITY-APPNAME=${APP}&RESPONSE-DATA-FORMAT=JSON&REST-PAYLOAD&keywords=lamp&paginationInput.entriesPerPage=2`;
    const body = await getJson(`${FINDING}?${query}`);
    const [response] = body.findItemsByKeywordsResponse as Json[];
    expect(response).toMatchObject({ ack: ['Success'], version: ['1.13.0'], timestamp: [expect.any(String)] });
    const [result] = response!.searchResult as Json[];
    expect(result!['@count']).toBe('2');
    const items = result!.item as Json[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ itemId: [expect.stringMatching(/^\d{12}$/)], globalId: ['EBAY-US'] });
    expect(String((items[0]!.title as string[])[0]).toLowerCase()).toContain('lamp');
    const [status] = items[0]!.sellingStatus as Json[];
    expect((status!.currentPrice as Json[])[0]).toEqual({
      '@currencyId': 'USD',
      __value__: expect.stringMatching(/^\d+\.\d\d$/),
    });
    expect((response!.paginationOutput as Json[])[0]).toMatchObject({ entriesPerPage: ['2'], pageNumber: ['1'] });
  });

  it('answers in XML by default, and reads indexed item filters under mixed-case parameter names', async () => {
    const query = `Operation-Name=findItemsAdvanced&Service-Version=1.13.0&Security-AppName=${APP}&REST-Payload&keywords=lamp&itemFilter(0).name=MaxPrice&itemFilter(0).value(0)=60&sortOrder=PricePlusShippingLowest`;
    const answer = await fetch(`${origin}${FINDING}?${query}`);
    expect(answer.headers.get('content-type')).toMatch(/^text\/xml/);
    const xml = await answer.text();
    expect(xml).toMatch(
      /^<\?xml[^>]*>\s*<findItemsAdvancedResponse xmlns="http:\/\/www\.ebay\.com\/marketplace\/search\/v1\/services">/,
    );
    expect(xml).toContain('<ack>Success</ack>');
    const prices = [...xml.matchAll(/<currentPrice currencyId="USD">([\d.]+)<\/currentPrice>/g)].map((m) =>
      Number(m[1]),
    );
    expect(prices.length).toBeGreaterThan(0);
    expect(Math.max(...prices)).toBeLessThanOrEqual(60);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("refuses an unknown App ID with Finding's 11002, in JSON when JSON was asked", async () => {
    const body = await getJson(
      `${FINDING}?OPERATION-NAME=findItemsByKeywords&SECURITY-APPNAME=nobody&RESPONSE-DATA-FORMAT=JSON&keywords=lamp`,
    );
    const [response] = body.findItemsByKeywordsResponse as Json[];
    expect(response!.ack).toEqual(['Failure']);
    const [message] = response!.errorMessage as Json[];
    expect((message!.error as Json[])[0]).toMatchObject({ errorId: ['11002'] });
  });
});

describe('Merchandising GET form', () => {
  it('answers getMostWatchedItems in JSON, without Finding’s arrays', async () => {
    const query = `OPERATION-NAME=getMostWatchedItems&SERVICE-NAME=MerchandisingService&SERVICE-VERSION=1.1.0&CONSUMER-ID=${APP}&RESPONSE-DATA-FORMAT=JSON&REST-PAYLOAD&maxResults=3`;
    const body = await getJson(`/MerchandisingService?${query}`);
    const response = body.getMostWatchedItemsResponse as Json;
    expect(response).toMatchObject({ ack: 'Success', version: '1.13.0' });
    const items = (response.itemRecommendations as Json).item as Json[];
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({
      itemId: expect.stringMatching(/^\d{12}$/),
      buyItNowPrice: { '@currencyId': 'USD', __value__: expect.any(String) },
      watchCount: expect.stringMatching(/^\d+$/),
    });
    const counts = items.map((item) => Number(item.watchCount));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('Shopping GET form', () => {
  const single = `/shopping?callname=GetSingleItem&appid=${APP}&version=1199&siteid=0&responseencoding=JSON&ItemID=110000007919`;

  it('answers GetSingleItem in JSON: no root element, amounts as Value and CurrencyID, counts as numbers', async () => {
    const body = await getJson(single, { 'x-ebay-api-iaf-token': appToken });
    expect(body).toMatchObject({ Ack: 'Success', Version: expect.any(String), Build: expect.any(String) });
    expect(body.Item).toMatchObject({
      ItemID: '110000007919',
      ListingStatus: 'Active',
      CurrentPrice: { Value: expect.any(Number), CurrencyID: 'USD' },
      Quantity: expect.any(Number),
      ConditionID: expect.any(Number),
    });
  });

  it('answers GetMultipleItems for comma-separated ids, an unknown one as a warning', async () => {
    const body = await getJson(
      `/shopping?callname=GetMultipleItems&version=1199&responseencoding=JSON&ItemID=110000000000,110000007919,1`,
      { 'x-ebay-api-iaf-token': appToken },
    );
    expect(body.Ack).toBe('Warning');
    expect((body.Item as Json[]).map((item) => item.ItemID)).toEqual(['110000000000', '110000007919']);
    expect((body.Errors as Json[])[0]).toMatchObject({ ErrorCode: '10.12', SeverityCode: 'Warning' });
  });

  it('needs the IAF token even with appid, as eBay did since 2021 (1.33)', async () => {
    const body = await getJson(single);
    expect(body).toMatchObject({ Ack: 'Failure', Errors: [{ ErrorCode: '1.33' }] });
  });
});

describe('without serveRetired', () => {
  it.each([
    [`${FINDING}?OPERATION-NAME=findItemsByKeywords&SECURITY-APPNAME=${APP}&RESPONSE-DATA-FORMAT=JSON&keywords=lamp`],
    [`/MerchandisingService?OPERATION-NAME=getMostWatchedItems&CONSUMER-ID=${APP}&RESPONSE-DATA-FORMAT=JSON`],
    [`/shopping?callname=GetSingleItem&responseencoding=JSON&ItemID=110000007919`],
  ])('still answers %s with the routing 404', async (path) => {
    const answer = await fetch(`${currentOrigin}${path}`, { headers: { 'x-ebay-api-iaf-token': appToken } });
    expect(answer.status).toBe(404);
  });
});
