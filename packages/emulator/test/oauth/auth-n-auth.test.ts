import { describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/context.js';
import {
  authenticateClassic,
  checkKeyHeaders,
  confirmIdentity,
  fetchToken,
  getSessionId,
  handleSignIn,
  signInSession,
} from '../../src/oauth/index.js';
import { APP, OTHER_APP, formPost, request, testContext } from './context.js';

const DAY = 86_400;

function newSession(ctx: EmulatorContext): string {
  const result = getSessionId(ctx, { appId: APP.appId, ruName: APP.ruName });
  if (!result.ok) throw new Error(`GetSessionID failed: ${result.code}`);
  return result.fields.SessionID;
}

function signInUrl(sessionId: string, runame = 'runame', ruName = APP.ruName): string {
  // As baykit builds it (docs/ebay-facts.md#session-and-sign-in-flow): the bare SignIn command, then runame and the URL-encoded SessID.
  return `/ws/eBayISAPI.dll?SignIn&${runame}=${encodeURIComponent(ruName)}&SessID=${encodeURIComponent(sessionId)}`;
}

function keyHeaders(overrides: Record<string, string> = {}): Headers {
  return new Headers({
    'X-EBAY-API-APP-NAME': APP.appId,
    'X-EBAY-API-DEV-NAME': APP.devId,
    'X-EBAY-API-CERT-NAME': APP.certId,
    ...overrides,
  });
}

describe("Auth'n'Auth: GetSessionID → sign-in → FetchToken", () => {
  it('signs a session in through the page and fetches a classic token that lasts about 18 months', async () => {
    const { ctx, clock } = testContext();
    const sessionId = newSession(ctx);
    expect(sessionId).toHaveLength(40);
    expect(fetchToken(ctx, { appId: APP.appId, sessionId })).toMatchObject({ ok: false, code: '21916017' });

    const page = await handleSignIn(request(signInUrl(sessionId)), ctx);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/ws/eBayISAPI.dll?SignIn">');
    expect(html).toContain('<input type="text" id="username" name="username" value="testuser_baykit"');
    expect(html).toContain('>Agree and sign in</button>');

    const posted = await handleSignIn(
      formPost('/ws/eBayISAPI.dll?SignIn', { runame: APP.ruName, SessID: sessionId, username: 'seller_a' }),
      ctx,
    );
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toBe(
      'http://127.0.0.1:5173/callback?isAuthSuccessful=true&username=seller_a',
    );

    const fetched = fetchToken(ctx, { appId: APP.appId, sessionId });
    if (!fetched.ok) throw new Error(`FetchToken failed: ${fetched.code}`);
    expect(fetched.fields.eBayAuthToken).toMatch(/^AgAAAA\*\*AQAAAA\*\*aAAAAA\*\*/);
    const hard = Date.parse(fetched.fields.HardExpirationTime);
    expect(fetched.fields.HardExpirationTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((hard - clock.now()) / 1000 / DAY).toBeGreaterThan(540);
    expect((hard - clock.now()) / 1000 / DAY).toBeLessThan(550);
    // eBay keeps the session → token pair: fetching again gives the same token.
    expect(fetchToken(ctx, { appId: APP.appId, sessionId })).toEqual(fetched);
    expect(authenticateClassic(fetched.fields.eBayAuthToken, ctx)).toMatchObject({
      ok: true,
      token: { user: 'seller_a', appId: APP.appId },
    });
  });

  it('accepts RuName in any case on the sign-in URL (HENDT writes RuName)', async () => {
    const { ctx } = testContext();
    for (const name of ['RuName', 'RUNAME', 'runame']) {
      expect((await handleSignIn(request(signInUrl(newSession(ctx), name)), ctx)).status).toBe(200);
    }
  });

  it('signInSession signs in directly and returns the redirect', () => {
    const { ctx } = testContext();
    const sessionId = newSession(ctx);
    expect(signInSession(sessionId, 'seller_b', ctx)).toEqual({
      ok: true,
      user: 'seller_b',
      redirectUrl: 'http://127.0.0.1:5173/callback?isAuthSuccessful=true&username=seller_b',
    });
    expect(fetchToken(ctx, { appId: APP.appId, sessionId }).ok).toBe(true);
    expect(signInSession('no-such-session', 'x', ctx)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('answers 400 HTML error pages for an unknown, expired or mismatched session', async () => {
    const { ctx, clock } = testContext();
    const expired = newSession(ctx);
    const mismatched = newSession(ctx);
    const unknown = await handleSignIn(request(signInUrl('A'.repeat(40))), ctx);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('<p role="alert">');
    expect((await handleSignIn(request(signInUrl(mismatched, 'runame', OTHER_APP.ruName)), ctx)).status).toBe(400);
    expect(
      (await handleSignIn(request(`/ws/eBayISAPI.dll?SingleSignOn&runame=${APP.ruName}&SessID=${expired}`), ctx))
        .status,
    ).toBe(400);
    clock.advance(300);
    const late = await handleSignIn(
      formPost('/ws/eBayISAPI.dll?SignIn', { runame: APP.ruName, SessID: expired, username: 'u' }),
      ctx,
    );
    expect(late.status).toBe(400);
    expect(late.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(fetchToken(ctx, { appId: APP.appId, sessionId: expired })).toMatchObject({ ok: false, code: '21916016' });
  });

  it("FetchToken refuses another app's session and a missing SessionID", () => {
    const { ctx } = testContext();
    const sessionId = newSession(ctx);
    signInSession(sessionId, 'u', ctx);
    expect(fetchToken(ctx, { appId: OTHER_APP.appId, sessionId })).toMatchObject({ ok: false, code: '21916016' });
    expect(fetchToken(ctx, { appId: APP.appId, sessionId: '' })).toMatchObject({
      ok: false,
      code: '37',
      parameters: ['SessionID'],
    });
  });

  it('ConfirmIdentity names who signed in to the session, and refuses it before sign-in and to another app', () => {
    const { ctx } = testContext();
    const sessionId = newSession(ctx);
    expect(confirmIdentity(ctx, { appId: APP.appId, sessionId })).toMatchObject({ ok: false, code: '21916017' });
    signInSession(sessionId, 'seller_b', ctx);
    expect(confirmIdentity(ctx, { appId: APP.appId, sessionId })).toEqual({ ok: true, fields: { UserID: 'seller_b' } });
    expect(confirmIdentity(ctx, { appId: OTHER_APP.appId, sessionId })).toMatchObject({ ok: false, code: '21916016' });
    expect(confirmIdentity(ctx, { appId: APP.appId, sessionId: 'nope' })).toMatchObject({
      ok: false,
      code: '21916016',
    });
    expect(confirmIdentity(ctx, { appId: APP.appId, sessionId: '' })).toMatchObject({ ok: false, code: '37' });
  });

  it('GetSessionID refuses a RuName that is not the app’s with error 37 on RuName', () => {
    const { ctx } = testContext();
    expect(getSessionId(ctx, { appId: APP.appId, ruName: OTHER_APP.ruName })).toEqual({
      ok: false,
      code: '37',
      shortMessage: 'Input data is invalid.',
      longMessage: 'Input data for tag <RuName> is invalid or missing. Please check API documentation.',
      parameters: ['RuName'],
    });
    expect(getSessionId(ctx, { appId: APP.appId, ruName: undefined })).toMatchObject({ ok: false, code: '37' });
  });
});

describe('checkKeyHeaders', () => {
  it('accepts the three keys of a registered app', () => {
    const { ctx } = testContext();
    expect(checkKeyHeaders(ctx, keyHeaders())).toEqual({ ok: true, app: APP, appId: APP.appId });
  });

  it.each([
    ['an unknown app name', { 'X-EBAY-API-APP-NAME': 'nobody' }, '127'],
    ["another app's dev name", { 'X-EBAY-API-DEV-NAME': OTHER_APP.devId }, '124'],
    ["another app's cert name", { 'X-EBAY-API-CERT-NAME': OTHER_APP.certId }, '131'],
  ])('refuses %s', (_name, overrides, code) => {
    const { ctx } = testContext();
    const result = checkKeyHeaders(ctx, keyHeaders(overrides));
    expect(result).toMatchObject({ ok: false, failure: { code } });
    expect(JSON.stringify(result)).not.toContain(OTHER_APP.certId);
  });
});

describe('authenticateClassic', () => {
  it('answers 931 for an unknown token and 932 after the HardExpirationTime', () => {
    const { ctx, store, clock } = testContext();
    const token = store.issueClassicToken(APP.appId).token;
    expect(authenticateClassic('AgAAAA**nope', ctx)).toEqual({
      ok: false,
      failure: {
        code: '931',
        shortMessage: 'Auth token is invalid.',
        longMessage: 'Validation of the authentication token in API request failed.',
      },
    });
    clock.advance(547 * DAY);
    expect(authenticateClassic(token, ctx).ok).toBe(true);
    clock.advance(DAY);
    expect(authenticateClassic(token, ctx)).toMatchObject({
      ok: false,
      failure: { code: '932', shortMessage: 'Auth token is hard expired.' },
    });
  });
});
