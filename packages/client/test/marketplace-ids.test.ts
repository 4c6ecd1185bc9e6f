// A marketplace id (or Global ID) that is not eBay's is refused wherever it enters the client, before anything is
// sent: the constructor, a call's `marketplaceId` option and a call's own headers. The server counts requests.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  EbayClient,
  globalIdProblem,
  MARKETPLACE_IDS,
  marketplaceIdProblem,
  ValidationError,
} from '../src/index.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let ebay: EbayClient;

beforeEach(async () => {
  server = await startTestServer(() => ({ status: 200, body: { ok: true } }));
  ebay = new EbayClient({ appId: 'app', certId: 'cert', authToken: 'classic', origin: server.origin });
  await ebay.oauth2.setCredentials('v^1.1#i^1#user-token');
});
afterEach(async () => {
  await ebay.close();
  await server.close();
});

async function refusal(call: Promise<unknown>): Promise<ValidationError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

describe('a call with an unknown marketplace id', () => {
  it('refuses the option marketplaceId, naming the id meant, before any request (token requests too)', async () => {
    const error = await refusal(ebay.buy.browse.search({ q: 'shoes' }, { marketplaceId: 'EBAY_USA' as never }));
    expect(error.message).toMatch(
      /option "marketplaceId" must be one of eBay's marketplace ids, and "EBAY_USA" is not/,
    );
    expect(error.message).toContain('did you mean EBAY_US?');
    expect(error.parameter).toBe('marketplaceId');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses an X-EBAY-C-MARKETPLACE-ID header in any case, listing every id when none is close', async () => {
    const error = await refusal(
      ebay.sell.fulfillment.getOrders({ limit: 1 }, { headers: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_XX' } }),
    );
    expect(error.message).toContain('header "X-EBAY-C-MARKETPLACE-ID" in option "headers" must be one of');
    expect(error.message).not.toContain('did you mean');
    expect(error.message).toContain(MARKETPLACE_IDS.join(', '));
    const lower = await refusal(
      ebay.sell.fulfillment.getOrders({}, { headers: { 'x-ebay-c-marketplace-id': 'ebay-de' } }),
    );
    expect(lower.message).toContain('did you mean EBAY_DE?');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses an X-EBAY-SOA-GLOBAL-ID header of an XML call that holds a marketplace id', async () => {
    const error = await refusal(
      ebay.trading.GeteBayOfficialTime({}, { headers: { 'X-EBAY-SOA-GLOBAL-ID': 'EBAY_US' } }),
    );
    expect(error.message).toContain('must be one of eBay\'s Global IDs, and "EBAY_US" is not: did you mean EBAY-US?');
    expect(server.requests).toHaveLength(0);
  });

  it("sends eBay's ids as given", async () => {
    await ebay.sell.fulfillment.getOrders({}, { marketplaceId: 'EBAY_MOTORS_US' });
    await ebay.sell.fulfillment.getOrders({}, { headers: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_DE' } });
    expect(server.requests.map((r) => r.headers['x-ebay-c-marketplace-id'])).toEqual(['EBAY_MOTORS_US', 'EBAY_DE']);
  });
});

describe('the client options', () => {
  it('name the id meant, in the constructor and in EBAY_MARKETPLACE_ID', () => {
    expect(() => new EbayClient({ marketplaceId: 'EBAY_UK' as never })).toThrow(
      new ConfigError(
        `Option "marketplaceId" must be one of eBay's marketplace ids, and "EBAY_UK" is not: did you mean EBAY_GB? They are ${MARKETPLACE_IDS.join(', ')}.`,
      ),
    );
    expect(() =>
      EbayClient.fromEnv({}, { EBAY_APP_ID: 'a', EBAY_CERT_ID: 'c', EBAY_MARKETPLACE_ID: 'EBAY_MOTORS' }),
    ).toThrow(
      /^EBAY_MARKETPLACE_ID must be one of eBay's marketplace ids, and "EBAY_MOTORS" is not: did you mean EBAY_MOTORS_US\?/,
    );
  });
});

describe('marketplaceIdProblem and globalIdProblem', () => {
  it('say nothing of an id eBay has', () => {
    expect(marketplaceIdProblem('EBAY_US')).toBeUndefined();
    expect(globalIdProblem('EBAY-ENCA')).toBeUndefined();
  });

  it.each([
    ['EBAY_USA', 'EBAY_US'],
    ['EBAY-DE', 'EBAY_DE'],
    ['ebay_gb', 'EBAY_GB'],
    ['fr', 'EBAY_FR'],
    ['EBAY_UK', 'EBAY_GB'],
    ['EBAY_MOTORS', 'EBAY_MOTORS_US'],
  ])('suggest for %s the marketplace id %s', (given, meant) => {
    expect(marketplaceIdProblem(given)).toContain(`did you mean ${meant}?`);
  });

  it.each([
    ['EBAY_DE', 'EBAY-DE'],
    ['EBAY-UK', 'EBAY-GB'],
    ['EBAY-CA', 'EBAY-ENCA'],
  ])('suggest for %s the Global ID %s', (given, meant) => {
    expect(globalIdProblem(given)).toContain(`did you mean ${meant}?`);
  });

  it('guess nothing for a country eBay has no marketplace for, and never quote what does not look like an id', () => {
    expect(marketplaceIdProblem('EBAY_XX')).toMatch(/"EBAY_XX" is not\. They are EBAY_AT, /);
    const secret = 'v^1.1#i^1#p^3#r^1#secret';
    expect(marketplaceIdProblem(secret)).toMatch(/, and the value given is not[.:]/);
    expect(marketplaceIdProblem(secret)).not.toContain('secret');
    expect(marketplaceIdProblem(undefined)).toMatch(/and the value given is not\./);
  });
});
