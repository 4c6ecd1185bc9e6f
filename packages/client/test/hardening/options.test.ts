import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, EbayClient, ValidationError, type EbayClientOptions } from '../../src/index.js';
import { OPTION_NAMES } from '../../src/config.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const SECRET = 'v^1.1#i^1#secret-token-with-crlf';

let server: TestServer;
let ebay: EbayClient;

beforeAll(async () => {
  server = await startTestServer(() => ({ status: 200, body: {} }));
  ebay = new EbayClient({ appId: 'app', certId: 'cert', devId: 'dev', origin: server.origin });
  await ebay.oauth2.setCredentials('v^1.1#user-token-options');
});
afterAll(async () => {
  await ebay.close();
  await server.close();
});

describe('per-call options that cannot go on the wire raise ValidationError naming the option, before any request', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['marketplaceId', { marketplaceId: 'EBAY_US\r\nX-Injected: 1' }, 'marketplaceId'],
    ['acceptLanguage', { acceptLanguage: 'en-US\nX-Injected: 1' }, 'acceptLanguage'],
    ['contentLanguage', { contentLanguage: 'en-US\r' }, 'contentLanguage'],
    ['endUserCtx', { endUserCtx: 'contextualLocation=country%3DUS\r\n' }, 'endUserCtx'],
    ['token', { token: `${SECRET}\r\nX-Injected: 1` }, 'token'],
    ['a header value', { headers: { 'X-Custom': `ok\r\nX-Injected: ${SECRET}` } }, 'headers'],
    ['a header name', { headers: { 'X Custom\r\n': 'ok' } }, 'headers'],
    ['a NUL in a header value', { headers: { 'X-Custom': 'a\0b' } }, 'headers'],
    ['timeoutMs', { timeoutMs: -1 }, 'timeoutMs'],
    ['maxResponseBytes', { maxResponseBytes: 0 }, 'maxResponseBytes'],
  ];

  it.each(cases)('REST: %s', async (_what, options, parameter) => {
    const before = server.requests.length;
    const error = await ebay.buy.browse.getItem('v1|1|0', {}, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).parameter).toBe(parameter);
    expect((error as Error).message).toContain(`"${parameter}"`);
    expect((error as Error).message).not.toContain(SECRET);
    expect(server.requests.length).toBe(before);
  });

  it.each(
    cases.filter(([, options]) => 'headers' in options || 'timeoutMs' in options || 'maxResponseBytes' in options),
  )('XML: %s', async (_what, options, parameter) => {
    const before = server.requests.length;
    const error = await ebay.trading.GeteBayOfficialTime({}, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).parameter).toBe(parameter);
    expect(server.requests.length).toBe(before);
  });

  it('a tab inside a header value is allowed and sent', async () => {
    await ebay.sell.inventory.getInventoryItem('SKU-1', { headers: { 'X-Custom': 'a\tb' } });
    expect(server.requests.at(-1)!.headers['x-custom']).toBe('a\tb');
  });
});

describe('client options', () => {
  it.each([
    ['acceptLanguage', { acceptLanguage: 'en-US\r\nX: 1' }],
    ['contentLanguage', { contentLanguage: 'de-DE\n' }],
    ['endUserCtx', { endUserCtx: 'a\rb' }],
  ])('%s with a line break raises ConfigError at construction', (name, options) => {
    expect(() => new EbayClient(options)).toThrow(ConfigError);
    expect(() => new EbayClient(options)).toThrow(`Option "${name}"`);
  });

  it.each([
    ['appID', 'appId'],
    ['certID', 'certId'],
    ['marketPlaceId', 'marketplaceId'],
    ['timeout', 'timeoutMs'],
    ['maxRetry', 'maxRetries'],
    ['tokenstore', 'tokenStore'],
  ])('an unknown option (%s) raises ConfigError at construction naming the closest one (%s)', (wrong, right) => {
    const make = (): EbayClient => new EbayClient({ [wrong]: 'x' } as EbayClientOptions);
    expect(make).toThrow(ConfigError);
    expect(make).toThrow(`Unknown option "${wrong}": did you mean "${right}"?`);
  });

  it('an unknown option far from every known one lists the known options', () => {
    expect(() => new EbayClient({ zzzzzzzz: 1 } as EbayClientOptions)).toThrow(
      /Unknown option "zzzzzzzz"\. Known options: appId, /,
    );
  });

  it('every option of EbayClientOptions is known (no valid option is refused)', () => {
    type Missing = Exclude<keyof EbayClientOptions, (typeof OPTION_NAMES)[number]>;
    // Fails the typecheck when an option is added to EbayClientOptions but not to OPTION_NAMES.
    const complete: [Missing] extends [never] ? true : false = true;
    expect(complete).toBe(true);
    const all = Object.fromEntries(OPTION_NAMES.map((name) => [name, undefined])) as EbayClientOptions;
    expect(() => new EbayClient(all)).not.toThrow();
  });
});
