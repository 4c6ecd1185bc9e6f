import { Scope } from 'baykit';
import { describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/context.js';
import { handleToken, type MemoryAuthStore } from '../../src/oauth/index.js';
import { APP, OTHER_APP, basic, testContext, tokenRequest } from './context.js';

const INVALID_SCOPE = {
  error: 'invalid_scope',
  error_description: 'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client',
};
const INVALID_CODE = {
  error: 'invalid_grant',
  error_description: 'the provided authorization grant code is invalid or was issued to another client',
};
const INVALID_REFRESH = {
  error: 'invalid_grant',
  error_description: 'the provided authorization refresh token is invalid or was issued to another client',
};
const INVALID_REQUEST = {
  error: 'invalid_request',
  error_description: 'request is missing a required parameter or malformed.',
};
const INVALID_CLIENT = { error: 'invalid_client', error_description: 'client authentication failed' };

async function post(
  ctx: EmulatorContext,
  body: string,
  authorization?: string,
): Promise<{ status: number; body: Record<string, unknown>; response: Response }> {
  const response = await handleToken(tokenRequest(body, authorization), ctx);
  return { status: response.status, body: (await response.clone().json()) as Record<string, unknown>, response };
}

function code(
  store: MemoryAuthStore,
  scopes: string[] = [Scope.SELL_INVENTORY, Scope.SELL_FULFILLMENT],
  app = APP,
): string {
  return store.createCode({ appId: app.appId, ruName: app.ruName, scopes, user: 'seller_one' }).code;
}

function codeForm(value: string, ruName = APP.ruName): string {
  return new URLSearchParams({ grant_type: 'authorization_code', code: value, redirect_uri: ruName }).toString();
}

async function userTokens(
  ctx: EmulatorContext,
  store: MemoryAuthStore,
  scopes?: string[],
): Promise<Record<string, unknown>> {
  return (await post(ctx, codeForm(code(store, scopes)))).body;
}

describe('POST /identity/v1/oauth2/token — client credentials', () => {
  it('mints an application token for the base scope when no scope is named', async () => {
    const { ctx, store } = testContext();
    const { status, body, response } = await post(ctx, 'grant_type=client_credentials');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['access_token', 'expires_in', 'token_type']);
    expect(body).toMatchObject({ expires_in: 7200, token_type: 'Application Access Token' });
    expect(body.access_token).toMatch(/^v\^1\.1#i\^1#p\^1#r\^0#/);
    expect(store.check(String(body.access_token))).toMatchObject({
      ok: true,
      info: { grant: 'application', appId: APP.appId, scopes: [Scope.API] },
    });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['+ (form-encoded space)', `${Scope.API}+${Scope.BUY_ITEM_FEED}`],
    ['%20', `${encodeURIComponent(Scope.API)}%20${encodeURIComponent(Scope.BUY_ITEM_FEED)}`],
    [
      'a literal %20 after one decode (double-encoded)',
      `${encodeURIComponent(Scope.API)}%2520${encodeURIComponent(Scope.BUY_ITEM_FEED)}`,
    ],
  ])('splits scopes separated by %s', async (_name, scope) => {
    const { ctx, store } = testContext();
    const { body } = await post(ctx, `grant_type=client_credentials&scope=${scope}`);
    const check = store.check(String(body.access_token));
    expect(check.ok && check.info.scopes).toEqual([Scope.API, Scope.BUY_ITEM_FEED]);
  });

  it('expires_in follows the emulator tokenTtlSeconds', async () => {
    const { ctx } = testContext({ tokenTtlSeconds: 60 });
    expect((await post(ctx, 'grant_type=client_credentials')).body.expires_in).toBe(60);
  });

  it.each([
    ['a user-only scope', Scope.SELL_INVENTORY],
    ['an unknown scope', 'https://api.ebay.com/oauth/api_scope/no.such.scope'],
  ])('refuses %s with 400 invalid_scope', async (_name, scope) => {
    const { ctx } = testContext();
    const { status, body } = await post(
      ctx,
      new URLSearchParams({ grant_type: 'client_credentials', scope: `${Scope.API} ${scope}` }).toString(),
    );
    expect(status).toBe(400);
    expect(body).toEqual(INVALID_SCOPE);
  });
});

describe('POST /identity/v1/oauth2/token — client authentication and malformed requests', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a wrong cert id', basic(APP.appId, 'wrong-cert')],
    ['an unknown app id', basic('nobody', APP.certId)],
    ["another app's cert id", basic(APP.appId, OTHER_APP.certId)],
    ['a Bearer header', 'Bearer abc'],
    ['broken base64', 'Basic %%%'],
  ])('answers 401 invalid_client for %s', async (_name, authorization) => {
    const { ctx } = testContext();
    const { status, body, response } = await post(ctx, 'grant_type=client_credentials', authorization ?? '');
    expect(status).toBe(401);
    expect(body).toEqual(INVALID_CLIENT);
    expect(response.headers.get('www-authenticate')).toBe('Basic');
  });

  it('answers 400 invalid_request without grant_type', async () => {
    const { ctx } = testContext();
    expect(await post(ctx, 'scope=x')).toMatchObject({ status: 400, body: INVALID_REQUEST });
  });

  it('answers 400 unsupported_grant_type for an unknown grant', async () => {
    const { ctx } = testContext();
    const { status, body } = await post(ctx, 'grant_type=password&username=a&password=b');
    expect(status).toBe(400);
    expect(body.error).toBe('unsupported_grant_type');
    expect(typeof body.error_description).toBe('string');
  });
});

describe('POST /identity/v1/oauth2/token — authorization code', () => {
  it('exchanges a code for a user token and a refresh token, fields in eBay order', async () => {
    const { ctx, store } = testContext();
    const { status, body } = await post(ctx, codeForm(code(store)));
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'refresh_token_expires_in',
      'token_type',
    ]);
    expect(body).toMatchObject({
      expires_in: 7200,
      refresh_token_expires_in: 47304000,
      token_type: 'User Access Token',
    });
    expect(body.access_token).toMatch(/^v\^1\.1#i\^1#p\^3#r\^1#/);
    expect(body.refresh_token).toMatch(/^v\^1\.1#i\^1#p\^3#r\^1#/);
    expect(store.check(String(body.access_token))).toMatchObject({
      ok: true,
      info: {
        grant: 'user',
        appId: APP.appId,
        user: 'seller_one',
        scopes: [Scope.SELL_INVENTORY, Scope.SELL_FULFILLMENT],
      },
    });
  });

  it('takes a code only once', async () => {
    const { ctx, store } = testContext();
    const form = codeForm(code(store));
    expect((await post(ctx, form)).status).toBe(200);
    expect(await post(ctx, form)).toMatchObject({ status: 400, body: INVALID_CODE });
  });

  it('refuses a code after its 299 seconds', async () => {
    const { ctx, store, clock } = testContext();
    const early = code(store);
    const late = code(store);
    clock.advance(298);
    expect((await post(ctx, codeForm(early))).status).toBe(200);
    clock.advance(2);
    expect(await post(ctx, codeForm(late))).toMatchObject({ status: 400, body: INVALID_CODE });
  });

  it("refuses another app's code, and the code still works for its own app", async () => {
    const { ctx, store } = testContext();
    const value = code(store);
    expect(await post(ctx, codeForm(value, OTHER_APP.ruName), basic(OTHER_APP.appId, OTHER_APP.certId))).toMatchObject({
      status: 400,
      body: INVALID_CODE,
    });
    expect((await post(ctx, codeForm(value))).status).toBe(200);
  });

  it.each([
    ['a URL as redirect_uri', 'http://127.0.0.1:5173/callback'],
    ['another RuName', OTHER_APP.ruName],
  ])('refuses %s with invalid_grant', async (_name, redirectUri) => {
    const { ctx, store } = testContext();
    expect(await post(ctx, codeForm(code(store), redirectUri))).toMatchObject({ status: 400, body: INVALID_CODE });
  });

  it('refuses a code that was URL-encoded twice (the classic client bug)', async () => {
    const { ctx, store } = testContext();
    expect(await post(ctx, codeForm(encodeURIComponent(code(store))))).toMatchObject({
      status: 400,
      body: INVALID_CODE,
    });
  });

  it.each([
    ['code', `grant_type=authorization_code&redirect_uri=${APP.ruName}`],
    ['redirect_uri', 'grant_type=authorization_code&code=abc'],
  ])('answers invalid_request without %s', async (_name, form) => {
    const { ctx } = testContext();
    expect(await post(ctx, form)).toMatchObject({ status: 400, body: INVALID_REQUEST });
  });
});

describe('POST /identity/v1/oauth2/token — refresh token', () => {
  const refreshForm = (token: string, scope?: string): string =>
    new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: token,
      ...(scope === undefined ? {} : { scope }),
    }).toString();

  it('mints a user token with the granted scopes when none are named, and no new refresh token', async () => {
    const { ctx, store } = testContext();
    const first = await userTokens(ctx, store);
    const { status, body } = await post(ctx, refreshForm(String(first.refresh_token)));
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['access_token', 'expires_in', 'token_type']);
    expect(body).toMatchObject({ expires_in: 7200, token_type: 'User Access Token' });
    expect(body.access_token).not.toBe(first.access_token);
    expect(store.check(String(body.access_token))).toMatchObject({
      ok: true,
      info: { grant: 'user', user: 'seller_one', scopes: [Scope.SELL_INVENTORY, Scope.SELL_FULFILLMENT] },
    });
  });

  it('narrows to a subset of the granted scopes', async () => {
    const { ctx, store } = testContext();
    const first = await userTokens(ctx, store);
    const { body } = await post(ctx, refreshForm(String(first.refresh_token), Scope.SELL_INVENTORY));
    const check = store.check(String(body.access_token));
    expect(check.ok && check.info.scopes).toEqual([Scope.SELL_INVENTORY]);
  });

  it('never widens: a scope that was not consented is invalid_scope, even after narrowing once', async () => {
    const { ctx, store } = testContext();
    const first = await userTokens(ctx, store);
    const refresh = String(first.refresh_token);
    await post(ctx, refreshForm(refresh, Scope.SELL_INVENTORY));
    expect(await post(ctx, refreshForm(refresh, `${Scope.SELL_INVENTORY} ${Scope.SELL_FINANCES}`))).toMatchObject({
      status: 400,
      body: INVALID_SCOPE,
    });
    const { body } = await post(ctx, refreshForm(refresh));
    const check = store.check(String(body.access_token));
    expect(check.ok && check.info.scopes).toEqual([Scope.SELL_INVENTORY, Scope.SELL_FULFILLMENT]);
  });

  it('keeps working after the access token expires, until its 47304000 seconds are up', async () => {
    const { ctx, store, clock } = testContext();
    const first = await userTokens(ctx, store);
    clock.advance(7200);
    expect(store.check(String(first.access_token))).toEqual({ ok: false, reason: 'expired' });
    expect((await post(ctx, refreshForm(String(first.refresh_token)))).status).toBe(200);
    clock.advance(47304000);
    expect(await post(ctx, refreshForm(String(first.refresh_token)))).toMatchObject({
      status: 400,
      body: INVALID_REFRESH,
    });
  });

  it("refuses an unknown refresh token and another app's", async () => {
    const { ctx, store } = testContext();
    const first = await userTokens(ctx, store);
    expect(await post(ctx, refreshForm('v^1.1#nope'))).toMatchObject({ status: 400, body: INVALID_REFRESH });
    const other = await post(ctx, refreshForm(String(first.refresh_token)), basic(OTHER_APP.appId, OTHER_APP.certId));
    expect(other).toMatchObject({ status: 400, body: INVALID_REFRESH });
  });

  it('refuses an access token sent as a refresh token', async () => {
    const { ctx, store } = testContext();
    const first = await userTokens(ctx, store);
    expect(await post(ctx, refreshForm(String(first.access_token)))).toMatchObject({
      status: 400,
      body: INVALID_REFRESH,
    });
  });

  it('answers invalid_request without refresh_token', async () => {
    const { ctx } = testContext();
    expect(await post(ctx, 'grant_type=refresh_token')).toMatchObject({ status: 400, body: INVALID_REQUEST });
  });
});
