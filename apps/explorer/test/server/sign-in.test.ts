import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProblem, SignInStart, TokenPanel } from '../../shared/api.js';
import { ConsentStates, STATE_TTL_MS } from '../../server/sign-in-state.js';
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

  it('registers the emulator app with this explorer\'s /callback', () => {
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
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toMatch(/^\/\?signin=failed&reason=.*state/);
  });

  it('refuses a callback with a state it did not issue, without exchanging the code', async () => {
    const consentUrl = await startConsent({ scopes: [SCOPE, SELL_INVENTORY] });
    const callback = new URL(await submitSignInPage(consentUrl, 'approve'));
    const before = (await panel()).history.length;
    callback.searchParams.set('state', 'forged-state-value');
    const refused = await h.get(callback.toString());
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toContain('signin=failed');
    expect((await panel()).history.length).toBe(before);
    const noState = new URL(callback);
    noState.searchParams.delete('state');
    expect((await h.get(noState.toString())).headers.get('location')).toContain('signin=failed');
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
    const { url } = (await start.json()) as SignInStart;
    expect(url.startsWith(`${h.explorer.emulatorUrl}/ws/eBayISAPI.dll?SignIn&runame=`)).toBe(true);
    const callback = await submitSignInPage(url, 'sign-in');
    expect(new URL(callback).searchParams.get('isAuthSuccessful')).toBe('true');
    const done = await h.get(callback);
    expect(done.headers.get('location')).toBe('/?signin=done');
    const tokens = await panel();
    const classic = tokens.tokens.find((t) => t.kind === 'authnauth');
    expect(classic).toMatchObject({ grant: 'FetchToken', hasRefreshToken: false, scopes: [] });
    expect(classic?.masked).toContain('chars');
    expect(tokens.history.at(-1)).toMatchObject({ kind: 'authnauth', event: 'signed-in' });
    // The session was used up: a second redirect has nothing to complete.
    expect((await h.get(callback)).headers.get('location')).toContain('signin=failed');
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
    expect(after.history.filter((e) => e.event === 'signed-out').map((e) => e.kind).sort()).toEqual(
      before.tokens.map((t) => t.kind).sort(),
    );
    expect((await panel()).tokens).toEqual([]);
  });
});

describe('consent states', () => {
  it('are single use and expire after 10 minutes', () => {
    let now = 1_000_000;
    const states = new ConsentStates(() => now);
    const used = states.create('local', [SCOPE]);
    expect(states.take(used)).toMatchObject({ ok: true, consent: { env: 'local', scopes: [SCOPE] } });
    expect(states.take(used).ok).toBe(false);
    const late = states.create('sandbox', [SCOPE]);
    now += STATE_TTL_MS;
    expect(states.take(late).ok).toBe(false);
    const forgotten = states.create('sandbox', [SCOPE]);
    states.forget('sandbox');
    expect(states.take(forgotten).ok).toBe(false);
  });
});
