import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, DeprecatedApiError, EbayClient, restCatalog, type Logger } from '../src/index.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// The lifecycle rules of docs/api.md ("What changed since the seed-era contracts"), through the client over HTTP:
// decommissioned calls refused before sending unless allowRetired, the others sent with one warning per
// operation per client, and aliases of renamed and moved operations calling the new request.

let server: TestServer;
const warnings: string[] = [];
const logger: Logger = { warn: (message) => warnings.push(message) };
const clients: EbayClient[] = [];

function client(extra: ConstructorParameters<typeof EbayClient>[0] = {}): EbayClient {
  const ebay = new EbayClient({ appId: 'app', certId: 'cert-lifecycle', origin: server.origin, logger, ...extra });
  clients.push(ebay);
  return ebay;
}

beforeAll(async () => {
  server = await startTestServer((req) =>
    req.path === '/identity/v1/oauth2/token'
      ? { body: { access_token: 'app-token', expires_in: 7200, token_type: 'Application Access Token' } }
      : { body: { ok: true, path: req.path } },
  );
});
beforeEach(() => {
  warnings.length = 0;
  server.requests.length = 0;
});
afterAll(async () => {
  for (const ebay of clients) await ebay.close();
  await server.close();
});

const apiCalls = (): string[] =>
  server.requests.filter((r) => r.path !== '/identity/v1/oauth2/token').map((r) => `${r.method} ${r.path}`);

describe('decommissioned operations', () => {
  it('are refused before anything is sent, with what happened, when and what instead', async () => {
    const ebay = client();
    await ebay.oauth2.setCredentials('user-token');
    const error = await ebay.sell.compliance
      .getListingViolations({ compliance_type: 'PRODUCT_ADOPTION' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeprecatedApiError);
    expect(error).toMatchObject({ status: 'decommissioned', date: '2026-03-30', replacement: undefined });
    expect((error as Error).message).toBe(
      'eBay decommissioned the Sell Compliance API on 2026-03-30, so sell.compliance.getListingViolations fails at eBay. No API replacement: listing violations moved to Seller Hub (Performance tab). To send it anyway, pass allowRetired: true.',
    );
    expect(apiCalls()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('are sent with allowRetired, per call or for the client, with one warning per operation per client', async () => {
    const ebay = client();
    await ebay.oauth2.setCredentials('user-token');
    await ebay.sell.compliance.getListingViolationsSummary({}, { allowRetired: true });
    await ebay.sell.compliance.getListingViolationsSummary({}, { allowRetired: true });
    // Per call, false wins over nothing; the client option is the default.
    await expect(ebay.sell.compliance.getListingViolationsSummary({}, { allowRetired: false })).rejects.toBeInstanceOf(
      DeprecatedApiError,
    );
    const allowing = client({ allowRetired: true });
    await allowing.oauth2.setCredentials('user-token');
    await allowing.sell.compliance.getListingViolationsSummary();
    await expect(
      allowing.sell.compliance.getListingViolationsSummary({}, { allowRetired: false }),
    ).rejects.toBeInstanceOf(DeprecatedApiError);
    expect(apiCalls()).toEqual([
      'GET /sell/compliance/v1/listing_violation_summary',
      'GET /sell/compliance/v1/listing_violation_summary',
      'GET /sell/compliance/v1/listing_violation_summary',
    ]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^eBay decommissioned the Sell Compliance API on 2026-03-30/);
  });

  it('refuses a non-boolean allowRetired option', () => {
    expect(() => client({ allowRetired: 'yes' as unknown as boolean })).toThrow(ConfigError);
  });
});

describe('removed operations', () => {
  it('are sent, with one warning per operation per client naming the contract they left', async () => {
    const ebay = client();
    await ebay.buy.marketing.getAlsoBoughtByProduct({ epid: '1' });
    await ebay.buy.marketing.getAlsoBoughtByProduct({ epid: '2' });
    await ebay.buy.marketing.getAlsoViewedByProduct({ epid: '3' });
    expect(apiCalls()).toHaveLength(3);
    expect(warnings).toEqual([
      "buy.marketing.getAlsoBoughtByProduct is not in eBay's current contract (Buy Marketing API v1_beta.2.0); it may fail at eBay.",
      "buy.marketing.getAlsoViewedByProduct is not in eBay's current contract (Buy Marketing API v1_beta.2.0); it may fail at eBay.",
    ]);
    // Another client warns again; an account view of the same client does not.
    await ebay.forAccount('other').buy.marketing.getAlsoBoughtByProduct({ epid: '4' });
    expect(warnings).toHaveLength(2);
    await client().buy.marketing.getAlsoBoughtByProduct({ epid: '5' });
    expect(warnings).toHaveLength(3);
  });
});

describe('renamed and moved operations', () => {
  it('keep their old names as aliases that send the new request, with a warning naming it', async () => {
    const ebay = client();
    await ebay.oauth2.setCredentials('user-token');
    await ebay.sell.account.getInventoryLocation('WH 1');
    await ebay.sell.account.getSalesTaxJurisdictions('CA');
    await ebay.commerce.notification.test('SUB-1');
    await ebay.buy.order.getGuestCheckoutSession('S-1');
    expect(apiCalls()).toEqual([
      'GET /sell/inventory/v1/location/WH%201',
      'GET /sell/metadata/v1/country/CA/sales_tax_jurisdiction',
      'POST /commerce/notification/v1/subscription/SUB-1/test',
      'GET /buy/order/v2/guest_checkout_session/S-1',
    ]);
    expect(warnings).toEqual([
      'sell.account.getInventoryLocation moved: it is now sell.inventory.getInventoryLocation, which this method calls. Call sell.inventory.getInventoryLocation directly.',
      'sell.account.getSalesTaxJurisdictions moved: it is now sell.metadata.getSalesTaxJurisdictions, which this method calls. Call sell.metadata.getSalesTaxJurisdictions directly.',
      'commerce.notification.test was renamed: it is now commerce.notification.testSubscription, which this method calls. Call commerce.notification.testSubscription directly.',
      'buy.order.getGuestCheckoutSession moved: it is now buy.orderV2.getGuestCheckoutSession, which this method calls. Call buy.orderV2.getGuestCheckoutSession directly.',
    ]);
    // The new names are plain active operations.
    await ebay.sell.inventory.getInventoryLocation('WH 1');
    expect(warnings).toHaveLength(4);
  });

  it('are marked @deprecated in the generated types, with the date or the replacement', () => {
    const account = readFileSync(new URL('../src/generated/sell-account.gen.ts', import.meta.url), 'utf8');
    expect(account).toContain(
      "   * @deprecated sell.account.getInventoryLocation moved: it is now sell.inventory.getInventoryLocation, which this method calls. Call sell.inventory.getInventoryLocation directly.\n   */\n  declare readonly getInventoryLocation: SellInventoryApi['getInventoryLocation'];",
    );
    const compliance = readFileSync(new URL('../src/generated/sell-compliance.gen.ts', import.meta.url), 'utf8');
    expect(compliance).toContain('@deprecated eBay decommissioned the Sell Compliance API on 2026-03-30');
    const xml = readFileSync(new URL('../src/generated/xml.gen.ts', import.meta.url), 'utf8');
    expect(xml).toMatch(
      /`GetCategories` @deprecated eBay decommissioned the Trading API call GetCategories on 2026-04-15/,
    );
  });
});

describe('the catalog', () => {
  it('gives every operation that is not active a lifecycle with a message, and no active one a lifecycle', () => {
    const statuses = new Map<string, number>();
    for (const ops of Object.values(restCatalog)) {
      for (const spec of Object.values(ops)) {
        if (!spec.lifecycle) continue;
        expect(spec.lifecycle.message).toMatch(new RegExp(`${spec.api}\\.${spec.id}`));
        statuses.set(spec.lifecycle.status, (statuses.get(spec.lifecycle.status) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(statuses)).toEqual({ removed: 25, decommissioned: 3, moved: 16, renamed: 1 });
  });
});

describe('developer.clientRegistration (mutual TLS on tppz)', () => {
  it('is refused against eBay without a fetch that presents a certificate, and sent to another origin', async () => {
    const ebay = new EbayClient({ appId: 'app', certId: 'cert-lifecycle' });
    clients.push(ebay);
    await expect(ebay.developer.clientRegistration.registerClient({})).rejects.toThrow(/mutual TLS/);
    await client().developer.clientRegistration.registerClient({ client_name: 'x' });
    expect(apiCalls()).toEqual(['POST /developer/registration/v1/client/register']);
  });
});
