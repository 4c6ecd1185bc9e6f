import { Scope } from 'baykit';
import { describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/context.js';
import { authenticateIaf, authenticateRest, handleToken, type AuthNeed } from '../../src/oauth/index.js';
import { APP, request, testContext, tokenRequest } from './context.js';

const USER_OP: AuthNeed = {
  grant: 'user',
  scopes: [Scope.SELL_INVENTORY, Scope.SELL_INVENTORY_READONLY],
  scheme: 'Bearer',
};
const APP_OP: AuthNeed = { grant: 'application', scopes: [Scope.BUY_ITEM_FEED], scheme: 'Bearer' };
const AUTO_OP: AuthNeed = { grant: 'auto', scopes: [Scope.API], scheme: 'Bearer' };
const POST_ORDER: AuthNeed = { grant: 'user', scopes: [], scheme: 'IAF' };

function call(ctx: EmulatorContext, need: AuthNeed, authorization?: string): ReturnType<typeof authenticateRest> {
  return authenticateRest(
    request('/sell/inventory/v1/inventory_item', authorization === undefined ? {} : { headers: { authorization } }),
    ctx,
    need,
  );
}

async function errorOf(
  result: ReturnType<typeof authenticateRest>,
): Promise<{ status: number; errorId: number; body: unknown }> {
  if (result.ok) throw new Error('expected a failure');
  const body = (await result.response.json()) as { errors: { errorId: number }[] };
  return { status: result.response.status, errorId: body.errors[0]!.errorId, body };
}

describe('authenticateRest', () => {
  it('passes a user token granted one of the scopes eBay lists as alternatives', () => {
    const { ctx, store } = testContext();
    const token = store.issue('user', APP.appId, [Scope.SELL_INVENTORY_READONLY]);
    expect(call(ctx, USER_OP, `Bearer ${token.token}`)).toEqual({ ok: true, token });
  });

  it('answers 401 / 1002 without an Authorization header', async () => {
    const { ctx } = testContext();
    expect(await errorOf(call(ctx, USER_OP))).toMatchObject({
      status: 401,
      errorId: 1002,
      body: { errors: [{ errorId: 1002, domain: 'OAuth', category: 'REQUEST', message: 'Missing access token' }] },
    });
    expect(await errorOf(call(ctx, USER_OP, '   '))).toMatchObject({ status: 401, errorId: 1002 });
  });

  it.each([
    ['an unknown token', () => 'Bearer v^1.1#i^1#p^3#r^1#nope'],
    ['a wrong scheme word', (token: string) => `Token ${token}`],
    ['a token without a scheme word', (token: string) => token],
    ['the scheme word alone', () => 'Bearer'],
  ])('answers 401 / 1001 for %s', async (_name, header) => {
    const { ctx, store } = testContext();
    const token = store.issue('user', APP.appId, [Scope.SELL_INVENTORY]).token;
    expect(await errorOf(call(ctx, USER_OP, header(token)))).toMatchObject({
      status: 401,
      errorId: 1001,
      body: { errors: [{ message: 'Invalid access token' }] },
    });
  });

  it('answers 401 / 1001 for an expired token and after expireAll', async () => {
    const { ctx, store, clock } = testContext();
    const old = store.issue('user', APP.appId, [Scope.SELL_INVENTORY]).token;
    clock.advance(7200);
    expect(await errorOf(call(ctx, USER_OP, `Bearer ${old}`))).toMatchObject({ status: 401, errorId: 1001 });
    const fresh = store.issue('user', APP.appId, [Scope.SELL_INVENTORY]).token;
    expect(call(ctx, USER_OP, `Bearer ${fresh}`).ok).toBe(true);
    store.expireAll();
    expect(await errorOf(call(ctx, USER_OP, `Bearer ${fresh}`))).toMatchObject({ status: 401, errorId: 1001 });
  });

  it('accepts the scheme word in any case', () => {
    const { ctx, store } = testContext();
    const token = store.issue('user', APP.appId, [Scope.SELL_INVENTORY]).token;
    expect(call(ctx, USER_OP, `bearer ${token}`).ok).toBe(true);
  });

  it('answers 403 / 1100 for an application token on a user operation, whatever its scopes', async () => {
    const { ctx, store } = testContext();
    // Issued directly with a user scope, so only the kind of token can be what is refused.
    const token = store.issue('application', APP.appId, [Scope.SELL_INVENTORY]).token;
    expect(await errorOf(call(ctx, USER_OP, `Bearer ${token}`))).toMatchObject({
      status: 403,
      errorId: 1100,
      body: {
        errors: [
          {
            domain: 'ACCESS',
            message: 'Access denied',
            longMessage: 'Insufficient permissions to fulfill the request.',
            parameters: [{ name: 'reason', value: expect.stringContaining('needs a user access token') }],
          },
        ],
      },
    });
  });

  it('answers 403 / 1100 for a user token on an operation whose scopes only application tokens hold', async () => {
    const { ctx, store } = testContext();
    // Issued directly with the scope, so only what a user token can hold is what is refused.
    const token = store.issue('user', APP.appId, [Scope.BUY_ITEM_FEED]).token;
    expect(await errorOf(call(ctx, APP_OP, `Bearer ${token}`))).toMatchObject({ status: 403, errorId: 1100 });
  });

  it('passes a user token granted the base scope on an operation the catalog gives an application token', () => {
    const { ctx, store } = testContext();
    const browse: AuthNeed = { grant: 'application', scopes: [Scope.API], scheme: 'Bearer' };
    expect(call(ctx, browse, `Bearer ${store.issue('user', APP.appId, [Scope.API]).token}`).ok).toBe(true);
  });

  it('answers 403 / 1100 when none of the scopes was granted', async () => {
    const { ctx, store } = testContext();
    const token = store.issue('user', APP.appId, [Scope.SELL_FINANCES]).token;
    expect(await errorOf(call(ctx, USER_OP, `Bearer ${token}`))).toMatchObject({ status: 403, errorId: 1100 });
  });

  it('takes either kind of token for an auto operation', () => {
    const { ctx, store } = testContext();
    for (const grant of ['user', 'application'] as const) {
      expect(call(ctx, AUTO_OP, `Bearer ${store.issue(grant, APP.appId, [Scope.API]).token}`).ok).toBe(true);
    }
  });

  it('Post-Order takes IAF <user token> and TOKEN <classic token> in any case, not Bearer', async () => {
    const { ctx, store } = testContext();
    const oauth = store.issue('user', APP.appId, [Scope.API]).token;
    const classic = store.issueClassicToken(APP.appId, 'seller_c');
    expect(call(ctx, POST_ORDER, `IAF ${oauth}`).ok).toBe(true);
    expect(call(ctx, POST_ORDER, `TOKEN ${classic.token}`)).toMatchObject({
      ok: true,
      token: { token: classic.token, grant: 'user', user: 'seller_c' },
    });
    expect(call(ctx, POST_ORDER, `Token ${classic.token}`).ok).toBe(true);
    expect(await errorOf(call(ctx, POST_ORDER, `Bearer ${oauth}`))).toMatchObject({ status: 401, errorId: 1001 });
    expect(await errorOf(call(ctx, POST_ORDER, 'TOKEN AgAAAA**unknown'))).toMatchObject({ status: 401, errorId: 1001 });
    expect(await errorOf(call(ctx, POST_ORDER, `IAF ${classic.token}`))).toMatchObject({ status: 401, errorId: 1001 });
    // TOKEN is Post-Order's word only.
    expect(await errorOf(call(ctx, USER_OP, `TOKEN ${classic.token}`))).toMatchObject({ status: 401, errorId: 1001 });
  });

  it('a refresh token still mints a working token after expireAll', async () => {
    const { ctx, store } = testContext();
    const code = store.createCode({
      appId: APP.appId,
      ruName: APP.ruName,
      scopes: [Scope.SELL_INVENTORY],
      user: 'u',
    }).code;
    const exchange = async (form: Record<string, string>): Promise<Record<string, string>> =>
      (await (await handleToken(tokenRequest(new URLSearchParams(form).toString()), ctx)).json()) as Record<
        string,
        string
      >;
    const first = await exchange({ grant_type: 'authorization_code', code, redirect_uri: APP.ruName });
    store.expireAll();
    expect(call(ctx, USER_OP, `Bearer ${first.access_token}`).ok).toBe(false);
    const renewed = await exchange({ grant_type: 'refresh_token', refresh_token: first.refresh_token! });
    expect(call(ctx, USER_OP, `Bearer ${renewed.access_token}`).ok).toBe(true);
  });
});

describe('authenticateIaf', () => {
  it('passes a user token', () => {
    const { ctx, store } = testContext();
    const token = store.issue('user', APP.appId, [Scope.API]);
    expect(authenticateIaf(token.token, ctx, { grant: 'user' })).toEqual({ ok: true, token });
  });

  it('answers 21917053 for an expired token', () => {
    const { ctx, store, clock } = testContext();
    const token = store.issue('user', APP.appId, [Scope.API]).token;
    clock.advance(7200);
    expect(authenticateIaf(token, ctx, { grant: 'user' })).toEqual({
      ok: false,
      failure: { code: '21917053', shortMessage: 'Expired IAF token.', longMessage: 'IAF token supplied is expired. ' },
    });
  });

  it.each([
    ['an unknown token', 'v^1.1#nope'],
    ['no token', undefined],
  ])('answers 21916984 for %s', (_name, value) => {
    const { ctx } = testContext();
    expect(authenticateIaf(value, ctx, { grant: 'user' })).toEqual({
      ok: false,
      failure: { code: '21916984', shortMessage: 'Invalid IAF token.', longMessage: 'IAF token supplied is invalid.' },
    });
  });

  it('answers 21916984 for an application token where a user token is needed, and takes it for auto', () => {
    const { ctx, store } = testContext();
    const token = store.issue('application', APP.appId, [Scope.API]).token;
    expect(authenticateIaf(token, ctx, { grant: 'user' })).toMatchObject({ ok: false, failure: { code: '21916984' } });
    expect(authenticateIaf(token, ctx, { grant: 'auto' }).ok).toBe(true);
  });
});
