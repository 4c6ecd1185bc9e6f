import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccessDeniedError,
  ConnectionError,
  EbayApiError,
  EbayClient,
  InvalidAccessTokenError,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
} from '../../src/index.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

let server: TestServer;
let ebay: EbayClient;

beforeAll(async () => {
  server = await startTestServer(() => ({ status: 200, body: {} }));
  ebay = new EbayClient({
    appId: 'app',
    certId: 'cert',
    origin: server.origin,
    maxRetries: 0,
    autoRefreshToken: false,
  });
  await ebay.oauth2.setCredentials('v^1.1#user-token-error-classes');
});
afterAll(async () => {
  await ebay.close();
  await server.close();
});

/** eBay's common and per-API error ids with the status eBay sends them with (docs/ebay-facts.md, "Errors"). */
const ERRORS: [number, number, string, string, new (...args: never[]) => EbayApiError][] = [
  [1001, 401, 'OAuth', 'Invalid access token', InvalidAccessTokenError],
  [1002, 400, 'OAuth', 'Missing access token', EbayApiError],
  [1100, 403, 'ACCESS', 'Access denied', AccessDeniedError],
  [2001, 429, 'ACCESS', 'Too many requests.', RateLimitError],
  [2003, 500, 'ACCESS', 'Internal error', ServerError],
  [2004, 400, 'ACCESS', 'Invalid request', EbayApiError],
  [3001, 400, 'ROUTING', 'Request rejected', EbayApiError],
  [3002, 400, 'ROUTING', 'Malformed request', EbayApiError],
  [11001, 404, 'API_BROWSE', 'The specified item ID was not found.', NotFoundError],
  [195001, 404, 'API_NOTIFICATION', 'The specified key id is invalid.', NotFoundError],
  [25002, 400, 'API_INVENTORY', 'Invalid value for a field.', EbayApiError],
  [25001, 500, 'API_INVENTORY', 'A system error has occurred.', ServerError],
];

describe('the error class follows the status and errorId, not the domain alone', () => {
  it.each(ERRORS)('errorId %i (HTTP %i, domain %s: "%s")', async (errorId, status, domain, message, ErrorClass) => {
    server.handler = () => ({ status, body: { errors: [{ errorId, domain, category: 'REQUEST', message }] } });
    const error = await ebay.sell.inventory.getInventoryItems().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EbayApiError);
    expect((error as Error).constructor).toBe(ErrorClass);
    expect(error).toMatchObject({ status, code: errorId, domain });
    // eBay's message first; what to do may follow (docs/architecture.md#errors).
    expect((error as Error).message.startsWith(message.replace(/\.$/, ''))).toBe(true);
  });

  it('a malformed JSON body (2004 in domain ACCESS) does not read as "access denied"', async () => {
    server.handler = () => ({
      status: 400,
      body: {
        errors: [
          {
            errorId: 2004,
            domain: 'ACCESS',
            category: 'REQUEST',
            message: 'Invalid request',
            parameters: [{ name: 'reason', value: 'Could not serialize field [product]' }],
          },
        ],
      },
    });
    const error = await ebay.sell.inventory.createOrReplaceInventoryItem('SKU-1', {}).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AccessDeniedError);
    expect(error).toMatchObject({ name: 'EbayApiError', code: 2004, errors: [{ parameters: [{ name: 'reason' }] }] });
  });
});

describe('headlines say what to fix', () => {
  it('wrong app credentials: the message names appId/certId, the code stays invalid_client', async () => {
    server.handler = () => ({
      status: 401,
      body: { error: 'invalid_client', error_description: 'client authentication failed' },
    });
    const error = await ebay.oauth2.mintApplicationAccessToken().catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'EbayApiError',
      status: 401,
      code: 'invalid_client',
      description: 'client authentication failed',
    });
    expect((error as Error).message).toMatch(/^eBay refused the app credentials \(appId\/certId\)/);
    expect((error as Error).message).toContain('(invalid_client)');
  });

  it('a POST whose connection was reset is not retried, and the error says so', async () => {
    const retrying = new EbayClient({ origin: server.origin, maxRetries: 2 });
    await retrying.oauth2.setCredentials('v^1.1#user-token-error-classes');
    server.handler = () => ({ reset: true });
    const before = server.requests.length;
    const error = await retrying.sell.inventory.bulkCreateOffer({ requests: [] }).catch((e: unknown) => e);
    await retrying.close();
    expect(server.requests.length - before).toBe(1);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toContain('Not retried: eBay may already have carried out this POST');
  });

  it('a POST that timed out is not retried, and the error says so', async () => {
    const retrying = new EbayClient({ origin: server.origin, maxRetries: 2, timeoutMs: 50 });
    await retrying.oauth2.setCredentials('v^1.1#user-token-error-classes');
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.handler = async () => {
      await held;
      return { status: 200, body: {} };
    };
    const before = server.requests.length;
    const error = await retrying.sell.inventory.bulkCreateOffer({ requests: [] }).catch((e: unknown) => e);
    answer();
    await retrying.close();
    expect(server.requests.length - before).toBe(1);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toContain('Not retried');
  });

  it('a GET whose connection was reset is retried, without that note', async () => {
    let calls = 0;
    server.handler = () => (++calls === 1 ? { reset: true } : { status: 200, body: { total: 0 } });
    const retrying = new EbayClient({
      origin: server.origin,
      maxRetries: 2,
      clock: { now: () => Date.now(), sleep: async () => undefined },
    });
    await retrying.oauth2.setCredentials('v^1.1#user-token-error-classes');
    await expect(retrying.sell.inventory.getInventoryItems()).resolves.toEqual({ total: 0 });
    await retrying.close();
    expect(calls).toBe(2);
  });
});
