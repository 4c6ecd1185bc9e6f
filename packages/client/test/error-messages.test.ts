// What a typed error's message says: eBay's headline, then the field, value or scope its answer names, then what to
// do (docs/architecture.md#errors). Every shape eBay answers in, over real HTTP: REST, OAuth, XML and Post-Order
// from a loopback server, and the emulator's own refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccessDeniedError,
  EbayClient,
  InvalidGrantError,
  InvalidScopeError,
  RateLimitError,
  Scope,
  type EbayApiError,
} from '../src/index.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { startEmulator, type EmulatorRig } from './reliability/helpers/emulator-rig.js';

const USER_TOKEN = 'v^1.1#user-token-error-messages';

let server: TestServer;
let ebay: EbayClient;

beforeAll(async () => {
  server = await startTestServer();
  ebay = new EbayClient({
    appId: 'app',
    certId: 'cert-secret-error-messages',
    devId: 'dev',
    ruName: 'ru',
    authToken: 'classic-token-error-messages',
    origin: server.origin,
    maxRetries: 0,
    autoRefreshToken: false,
  });
  await ebay.oauth2.setCredentials(USER_TOKEN);
});
afterAll(async () => {
  await ebay.close();
  await server.close();
});

const failure = (promise: Promise<unknown>): Promise<EbayApiError> =>
  promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error as EbayApiError,
  );

describe('REST errors[]', () => {
  it("2004 names the field from its reason parameter, not eBay's boilerplate long message", async () => {
    server.handler = () => ({
      status: 400,
      body: {
        errors: [
          {
            errorId: 2004,
            domain: 'ACCESS',
            category: 'REQUEST',
            message: 'Invalid request',
            longMessage: 'The request has errors. For help, see the documentation for this API.',
            parameters: [{ name: 'reason', value: 'Could not serialize field [marketplaceId]' }],
          },
        ],
      },
    });
    const error = await failure(ebay.sell.inventory.createOffer({ sku: 'S' }));
    expect(error.message).toBe('Invalid request: Could not serialize field [marketplaceId]');
    expect(error.description).toBe('The request has errors. For help, see the documentation for this API.');
  });

  it('a named parameter shows as name=value; one the message already quotes is not repeated', async () => {
    server.handler = () => ({
      status: 400,
      body: {
        errors: [
          {
            errorId: 25002,
            message: 'Invalid value for sku SKU 1.',
            parameters: [
              { name: 'sku', value: 'SKU 1' },
              { name: 'fieldName', value: 'availableQuantity' },
            ],
          },
        ],
      },
    });
    const error = await failure(ebay.sell.inventory.getInventoryItem('SKU-1'));
    expect(error.message).toBe('Invalid value for sku SKU 1: fieldName=availableQuantity');
  });

  it('1100 names the scope the answer holds and says to sign in again with it', async () => {
    server.handler = () => ({
      status: 403,
      body: {
        errors: [
          {
            errorId: 1100,
            domain: 'ACCESS',
            message: 'Access denied',
            longMessage: 'Insufficient permissions to fulfill the request.',
            parameters: [{ name: 'scope', value: Scope.SELL_INVENTORY }],
          },
        ],
      },
    });
    const error = await failure(ebay.sell.inventory.getInventoryItems());
    expect(error).toBeInstanceOf(AccessDeniedError);
    expect(error.message).toBe(
      `Access denied: Insufficient permissions to fulfill the request; scope=${Scope.SELL_INVENTORY} — the token lacks scope ${Scope.SELL_INVENTORY}: sign in again with it`,
    );
  });

  it("1100 without a scope names the scopes the operation takes, from the client's catalog", async () => {
    server.handler = () => ({
      status: 403,
      body: {
        errors: [
          {
            errorId: 1100,
            domain: 'ACCESS',
            message: 'Access denied',
            longMessage: 'Insufficient permissions to fulfill the request.',
          },
        ],
      },
    });
    const error = await failure(ebay.sell.inventory.getInventoryItems());
    expect(error).toBeInstanceOf(AccessDeniedError);
    expect(error.message).toBe(
      `Access denied: Insufficient permissions to fulfill the request — the token lacks the scope the call takes (${Scope.SELL_INVENTORY} or ${Scope.SELL_INVENTORY_READONLY}): sign in again with it`,
    );
  });

  it('429 says when to try again, from Retry-After', async () => {
    server.handler = () => ({
      status: 429,
      headers: { 'retry-after': '30' },
      body: { errors: [{ errorId: 2001, domain: 'ACCESS', message: 'Too many requests.' }] },
    });
    const error = await failure(ebay.sell.inventory.getInventoryItems());
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.message).toBe('Too many requests — try again in 30 s');
  });

  it('a hostile answer cannot make a long or multi-line message', async () => {
    const long = 'x'.repeat(1_000_000);
    server.handler = () => ({
      status: 400,
      body: {
        errors: [
          {
            errorId: 1,
            message: `Bad\r\nFAKE LOG LINE ${long}`,
            longMessage: `\u001b[2J${long}`,
            parameters: ['y', 'z', 'w', 'v', 'u'].map((c) => ({ name: c.repeat(1_000), value: c.repeat(1_000_000) })),
          },
          ...Array.from({ length: 5000 }, () => ({ errorId: 2, message: long.slice(0, 100) })),
        ],
      },
    });
    const error = await failure(ebay.sell.inventory.getInventoryItems());
    expect(error.message.length).toBeLessThan(1200);
    expect(error.message).not.toMatch(/[\r\n]/);
    expect(error.message).toMatch(/^Bad FAKE LOG LINE x+…: \[2Jx+…; y+… \(and 5000 more errors in \.errors\)$/);
    expect(error.errors).toHaveLength(5001);
  });
});

describe('OAuth {error, error_description}', () => {
  it('invalid_scope names eBay description and says which scopes may be asked for', async () => {
    server.handler = () => ({
      status: 400,
      body: {
        error: 'invalid_scope',
        error_description:
          'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client',
      },
    });
    const error = await failure(ebay.oauth2.mintApplicationAccessToken());
    expect(error).toBeInstanceOf(InvalidScopeError);
    expect(error.message).toMatch(
      /^invalid_scope: The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client — ask only for scopes your keyset is granted/,
    );
  });

  it('invalid_grant for a code says a code is good once, for minutes, and to sign in again', async () => {
    server.handler = () => ({
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description: 'the provided authorization grant code is invalid or was issued to another client',
      },
    });
    const error = await failure(ebay.oauth2.getToken('v^1.1#i^1#code'));
    expect(error).toBeInstanceOf(InvalidGrantError);
    expect(error.message).toBe(
      'eBay refused the authorization code (invalid_grant): the provided authorization grant code is invalid or was issued to another client — a code is good once, for about five minutes, and for the RuName it was issued to; sign in again.',
    );
    expect(error).toMatchObject({ status: 400, code: 'invalid_grant', operation: 'oauth2.getToken' });
  });
});

describe('XML Errors', () => {
  const xml = (call: string, errors: string): { status: number; headers: Record<string, string>; body: string } => ({
    status: 200,
    headers: { 'content-type': 'text/xml' },
    body: `<?xml version="1.0" encoding="UTF-8"?><${call}Response xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Failure</Ack>${errors}</${call}Response>`,
  });

  it('the LongMessage names the tag; its ErrorParameter is not repeated', async () => {
    server.handler = () =>
      xml(
        'GetSellerList',
        '<Errors><ShortMessage>Input data is invalid.</ShortMessage><LongMessage>Input data for tag &lt;StartTimeFrom&gt; is invalid or missing. Please check API documentation.</LongMessage><ErrorCode>37</ErrorCode><SeverityCode>Error</SeverityCode><ErrorParameters ParamID="0"><Value>StartTimeFrom</Value></ErrorParameters></Errors>',
      );
    const error = await failure(ebay.trading.GetSellerList({}));
    expect(error.message).toBe(
      'Input data is invalid: Input data for tag <StartTimeFrom> is invalid or missing. Please check API documentation',
    );
  });

  it('ErrorParameters the LongMessage does not hold are named', async () => {
    server.handler = () =>
      xml(
        'GeteBayOfficialTime',
        '<Errors><ShortMessage>Invalid value for header "X-EBAY-API-COMPATIBILITY-LEVEL".</ShortMessage><LongMessage>Header value is out of range.</LongMessage><ErrorCode>10012</ErrorCode><SeverityCode>Error</SeverityCode><ErrorParameters ParamID="0"><Value>X-EBAY-API-COMPATIBILITY-LEVEL</Value></ErrorParameters><ErrorParameters ParamID="1"><Value>(null)</Value></ErrorParameters></Errors>',
      );
    const error = await failure(ebay.trading.GeteBayOfficialTime());
    expect(error.message).toBe(
      'Invalid value for header "X-EBAY-API-COMPATIBILITY-LEVEL": Header value is out of range; (null)',
    );
  });
});

describe('Post-Order error[]', () => {
  it("the singular parameter's value names the field", async () => {
    server.handler = () => ({
      status: 400,
      body: {
        error: [
          {
            errorId: 1616,
            domain: 'returnErrorDomain',
            category: 'REQUEST',
            message: 'Invalid Input.',
            longMessage: 'Invalid Input.',
            parameter: [{ value: 'returnId', name: 'parameter' }],
          },
        ],
      },
    });
    const error = await failure(ebay.postOrder.return.getReturn('7001'));
    expect(error.message).toBe('Invalid Input: returnId');
  });

  it('the documented errorMessage.error[] shape too', async () => {
    server.handler = () => ({
      status: 400,
      body: {
        errorMessage: {
          error: [{ errorId: 1617, message: 'Invalid return state.', parameter: [{ name: 'state', value: 'CLOSED' }] }],
        },
      },
    });
    const error = await failure(ebay.postOrder.return.getReturn('7001'));
    expect(error.message).toBe('Invalid return state: state=CLOSED');
  });
});

describe("the emulator's refusals", () => {
  let rig: EmulatorRig;
  beforeAll(async () => {
    rig = await startEmulator();
  });
  afterAll(() => rig.close());

  it('a user who granted only fulfillment is told the inventory scope the call needs', async () => {
    const client = rig.client({ maxRetries: 0 });
    const consent = client.oauth2.generateAuthUrl({ scope: [Scope.SELL_FULFILLMENT] });
    await client.oauth2.getToken((await rig.admin.approveConsent(consent)).redirect);
    const error = await failure(client.sell.inventory.getInventoryItems());
    expect(error).toBeInstanceOf(AccessDeniedError);
    expect(error.message).toMatch(/^Access denied: .*sell\.inventory.* — the token lacks .*: sign in again with it/);
  });

  it("an application token sent where a user must act is told the operation's scopes, which eBay's answer lacks", async () => {
    const client = rig.client({ maxRetries: 0 });
    const application = await client.oauth2.tokenNow('application');
    const error = await failure(client.sell.inventory.getInventoryItems({}, { token: application.accessToken }));
    expect(error).toBeInstanceOf(AccessDeniedError);
    expect(error.message).toMatch(/needs a user access token/);
    expect(error.message).toContain(
      `— the token lacks the scope the call takes (${Scope.SELL_INVENTORY} or ${Scope.SELL_INVENTORY_READONLY}): sign in again with it`,
    );
  });

  it('an inventory item whose condition eBay does not have names the field', async () => {
    const client = rig.client({ maxRetries: 0 });
    await rig.signIn(client);
    const error = await failure(
      client.sell.inventory.createOrReplaceInventoryItem('ERR-MSG-1', {
        condition: 'BRAND_NEW' as never,
        product: { title: 'Lamp' },
      }),
    );
    expect(error.message).toBe('Invalid request: Could not serialize field [condition]');
  });
});
