import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProblem, SignInStart, TokenPanel } from '../../shared/api.js';
import { SignInStates, STATE_TTL_MS } from '../../server/sign-in/sign-in-state.js';
import { startHarness, submitSignInPage, type Harness } from './explorer-harness.js';

const SCOPE = 'https://api.ebay.com/oauth/api_scope';
const SELL_INVENTORY = 'https://api.ebay.com/oauth/api_scope/sell.inventory';

describe('explorer back end: sign-in flows against the embedded emulator', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const panel = async (): Promise<TokenPanel> => (await (await h.get('/api/tokens/local')).json()) as TokenPanel;
  const startConsent = async (body: unknown = {}): Promise<string> => {
    const response = await h.api('POST', '/api/auth/local/consent/start', body);
    expect(response.status).toBe(200);
    return ((await response.json()) as SignInStart).url;
  };

  it("registers the emulator app with this explorer's /callback", () => {
    expect(h.session.emulator.redirectUrl).toBe(`${h.url}/callback`);
    expect(h.session.emulator.url).toBe(h.explorer.emulatorUrl);
  });

  it('runs the consent flow like a browser: emulator page, approve, /callback, signed in', async () => {
    const consentUrl = await startConsent();
    expect(consentUrl.startsWith(`${h.explorer.emulatorUrl}/oauth2/authorize?`)).toBe(true);
    const params = new URL(consentUrl).searchParams;
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    expect(params.get('scope')).toContain(SELL_INVENTORY);

    const callback = await submitSignInPage(consentUrl, 'approve');
    expect(callback.startsWith(`${h.url}/callback?`)).toBe(true);
    const done = await h.get(callback);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/?signin=done');

    const tokens = await panel();
    const user = tokens.tokens.find((t) => t.kind === 'user');
    expect(user).toMatchObject({ grant: 'authorization_code', hasRefreshToken: true });
    expect(user?.scopes).toContain(SELL_INVENTORY);
    expect(user?.masked).toMatch(/^••••.{4} \(\d+ chars\)$/);
    expect(Date.parse(user?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    expect(user?.refreshTokenExpiresAt).toBeDefined();
    expect(tokens.history.at(-1)).toMatchObject({ kind: 'user', event: 'signed-in' });

    // The same redirect again (a replay, or a reload of the callback page) finds its state used up.
    const replay = await h.get(callback);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toMatch(/state is unknown, expired or already used\. Nothing was changed/);
  });

  it('refuses a callback with a state it did not issue, without exchanging the code', async () => {
    const consentUrl = await startConsent({ scopes: [SCOPE, SELL_INVENTORY] });
    const callback = new URL(await submitSignInPage(consentUrl, 'approve'));
    const before = (await panel()).history.length;
    callback.searchParams.set('state', 'forged-state-value');
    const refused = await h.get(callback.toString());
    expect(refused.status).toBe(400);
    expect((await panel()).history.length).toBe(before);
    const noState = new URL(callback);
    noState.searchParams.delete('state');
    expect((await h.get(noState.toString())).status).toBe(400);
    const declinedWithoutState = await h.get('/callback?error=access_denied');
    expect(declinedWithoutState.status).toBe(400);
    expect((await panel()).history.length).toBe(before);
  });

  it('records a declined consent as a failed event', async () => {
    const consentUrl = await startConsent();
    const callback = await submitSignInPage(consentUrl, 'decline');
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    const answer = await h.get(callback);
    expect(answer.headers.get('location')).toBe('/?signin=failed&reason=consent%20declined');
    expect((await panel()).history.at(-1)).toMatchObject({ kind: 'user', event: 'failed' });
  });

  it('completes a consent from a pasted redirect URL (consent/complete), checking its state once', async () => {
    const consentUrl = await startConsent({ scopes: [SCOPE, SELL_INVENTORY] });
    const redirectUrl = await submitSignInPage(consentUrl, 'approve');
    const response = await h.api('POST', '/api/auth/local/consent/complete', { redirectUrl });
    expect(response.status).toBe(200);
    const user = ((await response.json()) as TokenPanel).tokens.find((t) => t.kind === 'user');
    expect(user?.scopes).toEqual([SCOPE, SELL_INVENTORY]);
    const again = await h.api('POST', '/api/auth/local/consent/complete', { redirectUrl });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiProblem).error).toContain('state');
  });

  it('refuses consent/complete without a code', async () => {
    const response = await h.api('POST', '/api/auth/local/consent/complete', {});
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiProblem).error).toContain('redirectUrl');
  });

  it('refuses unknown scopes shapes with 400', async () => {
    const response = await h.api('POST', '/api/auth/local/consent/start', { scopes: 'not-a-list' });
    expect(response.status).toBe(400);
  });

  it("runs Auth'n'Auth: GetSessionID, the sign-in page, /callback, FetchToken", async () => {
    const start = await h.api('POST', '/api/auth/local/authnauth/start', {});
    expect(start.status).toBe(200);
    const cookie = start.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const { url } = (await start.json()) as SignInStart;
    expect(url.startsWith(`${h.explorer.emulatorUrl}/ws/eBayISAPI.dll?SignIn&runame=`)).toBe(true);
    const callback = await submitSignInPage(url, 'sign-in');
    expect(new URL(callback).searchParams.get('isAuthSuccessful')).toBe('true');
    // The emulator's redirect carries no state: the browser's sign-in cookie does.
    const done = await h.get(callback, { cookie });
    expect(done.headers.get('location')).toBe('/?signin=done');
    const tokens = await panel();
    const classic = tokens.tokens.find((t) => t.kind === 'authnauth');
    expect(classic).toMatchObject({ grant: 'FetchToken', hasRefreshToken: false, scopes: [] });
    expect(classic?.masked).toContain('chars');
    expect(tokens.history.at(-1)).toMatchObject({ kind: 'authnauth', event: 'signed-in' });
    // The session was used up: a second redirect has nothing to complete.
    expect((await h.get(callback, { cookie })).status).toBe(400);
  });

  it("completes Auth'n'Auth through authnauth/complete, and refuses it when nothing is pending", async () => {
    const { url } = (await (await h.api('POST', '/api/auth/local/authnauth/start', {})).json()) as SignInStart;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    await submitSignInPage(url, 'sign-in');
    const complete = await h.api('POST', '/api/auth/local/authnauth/complete', {});
    expect(complete.status).toBe(200);
    const nothing = await h.api('POST', '/api/auth/local/authnauth/complete', {});
    expect(nothing.status).toBe(409);
    expect(((await nothing.json()) as ApiProblem).error).toContain("Auth'n'Auth");
  });

  it('signs out: every token of the environment is forgotten', async () => {
    const before = await panel();
    expect(before.tokens.length).toBeGreaterThan(0);
    const response = await h.api('DELETE', '/api/tokens/local', {});
    expect(response.status).toBe(200);
    const after = (await response.json()) as TokenPanel;
    expect(after.tokens).toEqual([]);
    expect(
      after.history
        .filter((e) => e.event === 'signed-out')
        .map((e) => e.kind)
        .sort(),
    ).toEqual(before.tokens.map((t) => t.kind).sort());
    expect((await panel()).tokens).toEqual([]);
  });
});

describe("explorer back end: an Auth'n'Auth return must carry the state of its sign-in", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const history = async (): Promise<TokenPanel['history']> =>
    ((await (await h.get('/api/tokens/local')).json()) as TokenPanel).history;
  /** Starts Auth'n'Auth as the browser app does: the sign-in URL, and the cookie the answer set (`name=value`). */
  const start = async (): Promise<{ url: string; cookie: string; setCookie: string[] }> => {
    const response = await h.api('POST', '/api/auth/local/authnauth/start', {});
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie();
    return { url: ((await response.json()) as SignInStart).url, cookie: setCookie[0]?.split(';')[0] ?? '', setCookie };
  };

  it('refuses a return without it (a cross-site image or link): nothing is cancelled or written', async () => {
    const { url, cookie } = await start();
    const before = await history();
    for (const query of [
      'isAuthSuccessful=false',
      'isAuthSuccessful=true&username=testuser',
      'isAuthSuccessful=false&state=forged-state-value',
    ]) {
      const refused = await h.get(`/callback?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toContain('text/html');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.text()).toContain('Nothing was changed');
    }
    expect(await history()).toEqual(before);
    // The sign-in the forged returns aimed at still completes, with the cookie the browser keeps for it.
    const callback = await submitSignInPage(url, 'sign-in');
    const done = await h.get(callback, { cookie });
    expect(done.headers.get('location')).toBe('/?signin=done');
    expect((await history()).at(-1)).toMatchObject({ kind: 'authnauth', event: 'signed-in' });
  });

  it("keeps the state in a cookie only this explorer's /callback gets, and never from another site", async () => {
    const { setCookie } = await start();
    expect(setCookie).toHaveLength(1);
    const port = new URL(h.url).port;
    expect(setCookie[0]).toMatch(new RegExp(`^baykit-explorer-${port}-signin=[A-Za-z0-9_-]{30,}; `));
    expect(setCookie[0]).toContain('; Path=/callback');
    expect(setCookie[0]).toContain('; HttpOnly');
    expect(setCookie[0]).toContain('; SameSite=Strict');
    expect(setCookie[0]).toMatch(/; Max-Age=\d+/);
  });

  it('completes from a return carrying the state in its URL (eBay passes ruparams back), without the cookie', async () => {
    const { url } = await start();
    const state = new URLSearchParams(new URL(url).searchParams.get('ruparams') ?? '').get('state');
    expect(state).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    expect(url).toContain(`&ruparams=state%3D${state}`);
    const callback = new URL(await submitSignInPage(url, 'sign-in'));
    callback.searchParams.set('state', state ?? '');
    expect((await h.get(callback.toString())).headers.get('location')).toBe('/?signin=done');
    expect((await h.get(callback.toString())).status).toBe(400);
  });

  it('ends a declined sign-in once, from a return with its state in the URL: one failed entry, the cookie cleared', async () => {
    const { url, cookie } = await start();
    const state = new URLSearchParams(new URL(url).searchParams.get('ruparams') ?? '').get('state') ?? '';
    const before = (await history()).length;
    const declined = await h.get(`/callback?isAuthSuccessful=false&state=${state}`, { cookie });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe('/?signin=failed&reason=sign-in%20declined');
    expect(declined.headers.getSetCookie()[0]).toMatch(/^baykit-explorer-\d+-signin=; .*Max-Age=0/);
    expect((await history()).slice(before)).toEqual([expect.objectContaining({ kind: 'authnauth', event: 'failed' })]);
    expect((await h.get(`/callback?isAuthSuccessful=false&state=${state}`, { cookie })).status).toBe(400);
    expect((await h.api('POST', '/api/auth/local/authnauth/complete', {})).status).toBe(409);
  });

  it('uses up nothing on a return proved by the cookie alone until FetchToken gives the token (a page on another port cannot end a sign-in)', async () => {
    // A page on any port of 127.0.0.1 is the same site, so the browser sends it the sign-in cookie when it
    // navigates to /callback: with the return's own word (accepted or declined) only.
    const { url, cookie } = await start();
    const before = await history();
    for (const query of ['isAuthSuccessful=true&username=testuser', 'isAuthSuccessful=false', 'isAuthSuccessful=']) {
      const early = await h.get(`/callback?${query}`, { cookie });
      expect(early.status, query).toBe(400);
      expect(early.headers.getSetCookie(), query).toEqual([]);
      expect(await early.text()).toContain('Nothing was changed');
    }
    expect(await history()).toEqual(before);
    // The owner's own return, after signing in on the emulator's page, still completes the sign-in.
    const callback = await submitSignInPage(url, 'sign-in');
    const done = await h.get(callback, { cookie });
    expect(done.headers.get('location')).toBe('/?signin=done');
    expect((await history()).slice(before.length)).toEqual([
      expect.objectContaining({ kind: 'authnauth', event: 'signed-in' }),
    ]);
    // Once: the same return again has nothing left.
    expect((await h.get(callback, { cookie })).status).toBe(400);
  });

  it('accepts only the sign-in started last, and nothing after authnauth/complete took it', async () => {
    const first = await start();
    const second = await start();
    expect((await h.get('/callback?isAuthSuccessful=false', { cookie: first.cookie })).status).toBe(400);
    await submitSignInPage(second.url, 'sign-in');
    expect((await h.api('POST', '/api/auth/local/authnauth/complete', {})).status).toBe(200);
    const before = await history();
    expect((await h.get('/callback?isAuthSuccessful=false', { cookie: second.cookie })).status).toBe(400);
    expect(await history()).toEqual(before);
  });
});

describe('sign-in states', () => {
  it('are single use and expire after 10 minutes', () => {
    let now = 1_000_000;
    const states = new SignInStates(() => now);
    const used = states.createConsent('local', [SCOPE]);
    expect(states.take(used)).toMatchObject({ ok: true, pending: { flow: 'consent', env: 'local', scopes: [SCOPE] } });
    expect(states.take(used).ok).toBe(false);
    const late = states.createConsent('sandbox', [SCOPE]);
    now += STATE_TTL_MS;
    expect(states.take(late).ok).toBe(false);
    const forgotten = states.createConsent('sandbox', [SCOPE]);
    states.forget('sandbox');
    expect(states.take(forgotten).ok).toBe(false);
  });

  it("keep one Auth'n'Auth state per environment: a newer start drops the older one, not a consent's", () => {
    const states = new SignInStates();
    const consent = states.createConsent('local', [SCOPE]);
    const older = states.createAuthNAuth('local');
    const other = states.createAuthNAuth('sandbox');
    const newer = states.createAuthNAuth('local');
    expect(states.take(older).ok).toBe(false);
    expect(states.take(newer)).toMatchObject({ ok: true, pending: { flow: 'authnauth', env: 'local' } });
    expect(states.take(other).ok).toBe(true);
    expect(states.take(consent).ok).toBe(true);
    expect(states.take(undefined)).toEqual({ ok: false, reason: 'the return carries no sign-in state' });
  });
});
