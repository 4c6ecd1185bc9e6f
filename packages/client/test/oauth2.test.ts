import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  EbayClient,
  InvalidAccessTokenError,
  InvalidGrantError,
  InvalidScopeError,
  TokenError,
  ValidationError,
  type AccessToken,
} from '../src/index.js';
import { APP_ID, CERT_ID, RU_NAME, fakeEbay, type FakeEbay } from './helpers/fake-ebay.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let fake: FakeEbay;
let clients: EbayClient[];

function client(extra: Partial<ConstructorParameters<typeof EbayClient>[0]> = {}): EbayClient {
  const c = new EbayClient({ appId: APP_ID, certId: CERT_ID, ruName: RU_NAME, origin: server.origin, ...extra });
  clients.push(c);
  return c;
}

function expiredUserToken(refreshToken: string): AccessToken {
  return {
    kind: 'user',
    accessToken: 'v^1.1#i^1#expired-user-token-0000000000',
    refreshToken,
    expiresAt: Date.now() - 1000,
    obtainedAt: Date.now() - 7_201_000,
    scope: ['https://api.ebay.com/oauth/api_scope/sell.inventory', 'https://api.ebay.com/oauth/api_scope/sell.account'],
  };
}

beforeEach(async () => {
  fake = fakeEbay();
  server = await startTestServer(fake.handler);
  clients = [];
});

afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

describe('application token', () => {
  it('mints with client credentials: POST, form-encoded, Basic auth, default scope', async () => {
    const ebay = client();
    const token = await ebay.oauth2.getAccessToken();
    expect(token).toMatch(/^v\^1\.1#/);
    expect(server.requests).toHaveLength(1);
    const req = server.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/identity/v1/oauth2/token');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${APP_ID}:${CERT_ID}`).toString('base64')}`);
    expect(req.text).toBe('grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope');
  });

  it('reuses a fresh application token and re-mints shortly before expiry', async () => {
    let now = 1_700_000_000_000;
    const ebay = client({ clock: { now: () => now, sleep: async () => undefined } });
    const first = await ebay.oauth2.getAccessToken();
    expect(await ebay.oauth2.getAccessToken()).toBe(first);
    now += 7200_000 - 4 * 60_000; // inside the five-minute renew margin
    const second = await ebay.oauth2.getAccessToken();
    expect(second).not.toBe(first);
    expect(fake.tokenRequests).toHaveLength(2);
  });

  it('asks only for application-grantable scopes when the client scope mixes in user scopes', async () => {
    const ebay = client({
      scope: ['https://api.ebay.com/oauth/api_scope', 'https://api.ebay.com/oauth/api_scope/sell.inventory'],
    });
    await ebay.oauth2.getAccessToken();
    expect(fake.tokenRequests[0]!.get('scope')).toBe('https://api.ebay.com/oauth/api_scope');
  });

  it('50 concurrent first calls send exactly one token request', async () => {
    const ebay = client();
    const tokens = await Promise.all(Array.from({ length: 50 }, () => ebay.oauth2.getAccessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(fake.tokenRequests).toHaveLength(1);
  });

  it('a wrong cert id gives invalid_client as a typed EbayApiError without the secret', async () => {
    const ebay = client({ certId: 'SBX-wrong-secret-value-999' });
    const error = await ebay.oauth2.getAccessToken().catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'EbayApiError', status: 401, code: 'invalid_client' });
    expect((error as Error).message).toMatch(
      /^eBay refused the app credentials \(appId\/certId\).*\(invalid_client\)$/,
    );
    expect(JSON.stringify(error)).not.toContain('SBX-wrong-secret-value-999');
  });

  it('invalid_scope maps to InvalidScopeError', async () => {
    fake.tokenFailure = {
      status: 400,
      body: {
        error: 'invalid_scope',
        error_description:
          'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client',
      },
    };
    const error = await client()
      .oauth2.getAccessToken()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidScopeError);
    expect((error as InvalidScopeError).description).toMatch(/requested scope is invalid/);
  });
});

describe('consent URL', () => {
  it('carries client id, RuName, code response, %20-joined scopes, state, prompt and locale', () => {
    const ebay = new EbayClient({ appId: APP_ID, certId: CERT_ID, ruName: RU_NAME });
    const url = ebay.oauth2.generateAuthUrl({
      scope: ['https://api.ebay.com/oauth/api_scope', 'https://api.ebay.com/oauth/api_scope/sell.inventory'],
      state: 'st@te/1',
      prompt: 'login',
      locale: 'de-DE',
    });
    expect(url).toBe(
      'https://auth.ebay.com/oauth2/authorize?client_id=baykit-test-app-id&redirect_uri=baykit-test-RuName&response_type=code' +
        '&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope%20https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope%2Fsell.inventory' +
        '&state=st%40te%2F1&prompt=login&locale=de-DE',
    );
  });

  it('uses the sandbox consent host and the origin override', () => {
    const sandbox = new EbayClient({ appId: APP_ID, ruName: RU_NAME, sandbox: true });
    expect(sandbox.oauth2.generateAuthUrl()).toMatch(/^https:\/\/auth\.sandbox\.ebay\.com\/oauth2\/authorize\?/);
    const local = new EbayClient({ appId: APP_ID, ruName: RU_NAME, origin: 'http://127.0.0.1:4010' });
    expect(local.oauth2.generateAuthUrl()).toMatch(/^http:\/\/127\.0\.0\.1:4010\/oauth2\/authorize\?/);
  });

  it('requires ruName with a ConfigError that names it', () => {
    const ebay = new EbayClient({ appId: APP_ID, certId: CERT_ID });
    expect(() => ebay.oauth2.generateAuthUrl()).toThrow(ConfigError);
    expect(() => ebay.oauth2.generateAuthUrl()).toThrow(/ruName/);
  });
});

describe('code exchange', () => {
  const RAW_CODE = 'v^1.1#i^1#r^1#I^3#f^0#p^3#t^Ul41XzA6MkVDRDA2NjM1QzA3RjBFMjA4QjQ0MjE3NzRGQTQxRjdfMF8xI0VeMjYw';
  const ENCODED = encodeURIComponent(RAW_CODE); // as it appears in the redirect: v%5E1.1%23i%5E1%23…

  it.each([
    ['the raw code', RAW_CODE],
    ['the URL-encoded code from the redirect', ENCODED],
    ['the whole redirect URL', `https://example.com/accepted?state=abc&code=${ENCODED}&expires_in=299`],
  ])('sends %s decoded once and form-encoded once', async (_label, input) => {
    const ebay = client();
    const token = await ebay.oauth2.getToken(input);
    const req = server.requests[0]!;
    const encodedOnce = new URLSearchParams({ code: RAW_CODE }).toString();
    expect(req.text).toBe(`grant_type=authorization_code&${encodedOnce}&redirect_uri=${RU_NAME}`);
    expect(req.text).toContain('code=v%5E1.1%23i%5E1%23');
    expect(req.text).not.toContain('%25'); // never double-encoded
    expect(fake.tokenRequests[0]!.get('code')).toBe(RAW_CODE);
    expect(token).toMatchObject({ kind: 'user', refreshToken: expect.stringMatching(/refresh/) });
    expect(await ebay.oauth2.getAccessToken()).toBe(token.accessToken);
  });

  it('records the consent scopes as granted and refreshes with exactly them', async () => {
    const ebay = client();
    const scope = [
      'https://api.ebay.com/oauth/api_scope/sell.inventory',
      'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
    ];
    ebay.oauth2.generateAuthUrl({ scope });
    const token = await ebay.oauth2.getToken(RAW_CODE);
    expect(token.scope).toEqual(scope);
    await ebay.oauth2.refreshToken();
    const refresh = fake.tokenRequests[1]!;
    expect(refresh.get('grant_type')).toBe('refresh_token');
    expect(refresh.get('refresh_token')).toBe(token.refreshToken);
    expect(refresh.get('scope')).toBe(scope.join(' '));
  });

  it('keeps the refresh token when the refresh response has none', async () => {
    const ebay = client();
    const first = await ebay.oauth2.getToken(RAW_CODE);
    const second = await ebay.oauth2.refreshToken();
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).toBe(first.refreshToken);
  });

  it('a declined redirect raises a ValidationError that says so', async () => {
    const error = await client()
      .oauth2.getToken('https://example.com/declined?error=access_denied')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ValidationError', message: expect.stringMatching(/access_denied/) });
    expect(server.requests).toHaveLength(0);
  });
});

describe('refresh', () => {
  it('says exactly what is missing when there is nothing to refresh', async () => {
    const ebay = client();
    await expect(ebay.oauth2.refreshToken()).rejects.toThrow(
      new TokenError(
        'Missing credentials. To refresh a token an application access token or user access token must be already set.',
      ),
    );
    await ebay.oauth2.setCredentials('v^1.1#bare-user-token-without-refresh');
    await expect(ebay.oauth2.refreshToken()).rejects.toThrow(
      'Failed to refresh the user access token. Token or refresh_token is not set.',
    );
    await expect(ebay.oauth2.refreshUserAccessToken()).rejects.toBeInstanceOf(TokenError);
  });

  it('refuses a bad token given to setCredentials behind a slow store write: only that call rejects, nothing is left unhandled', async () => {
    // A store whose writes wait (Redis, a database): the refused token's promise waits behind the first write.
    const tokens = new Map<string, AccessToken>();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const store = {
      get: (key: string) => tokens.get(key),
      set: async (key: string, token: AccessToken) => {
        await released;
        tokens.set(key, token);
      },
      delete: (key: string) => void tokens.delete(key),
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const ebay = client({ tokenStore: store });
      const first = ebay.oauth2.setCredentials('v^1.1#kept-token');
      const refused = ebay.oauth2.setCredentials('').catch((error: unknown) => error);
      // The user-token half, which reads the token, is loaded (the client's import() gets the same module); then
      // every step queued on it runs while the first write still waits: a rejection nobody handles shows now.
      await import('../src/auth/user-grant.js');
      await new Promise((resolve) => setImmediate(resolve));
      release();
      await first;
      expect(await refused).toBeInstanceOf(ValidationError);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      expect((await ebay.oauth2.getCredentials())?.accessToken).toBe('v^1.1#kept-token');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('accepts eBay token JSON in setCredentials and announces every new token', async () => {
    const ebay = client();
    const seen: string[] = [];
    ebay.oauth2.on('refresh', (token, { kind }) => seen.push(`${kind}:${token.accessToken.slice(-50, -41)}`));
    await ebay.oauth2.setCredentials({
      access_token: 'v^1.1#given',
      expires_in: 7200,
      refresh_token: 'v^1.1#refresh-given-000',
    });
    await ebay.oauth2.refreshToken();
    await ebay.oauth2.mintApplicationAccessToken();
    expect(seen).toEqual([expect.stringMatching(/^user:/), expect.stringMatching(/^application:/)]);
    expect(fake.tokenRequests[0]!.get('refresh_token')).toBe('v^1.1#refresh-given-000');
  });

  it('reports a throwing refresh listener in the log, still calls the others, and stops calling one taken off', async () => {
    const warnings: string[] = [];
    const ebay = client({ logger: { warn: (message: string) => warnings.push(message) } });
    const kinds: string[] = [];
    const removed = (): void => void kinds.push('removed');
    ebay.oauth2.on('refresh', () => {
      throw new Error('listener broke');
    });
    ebay.oauth2.on('refresh', (_token, { kind }) => kinds.push(kind));
    ebay.oauth2.on('refresh', removed).off('refresh', removed);
    const token = await ebay.oauth2.mintApplicationAccessToken();
    expect(token.kind).toBe('application');
    expect(kinds).toEqual(['application']);
    expect(warnings).toEqual(['A refresh listener threw: listener broke']);
  });

  it('50 concurrent calls with an expired token cause exactly one refresh request and all succeed', async () => {
    const ebay = client();
    await ebay.oauth2.setCredentials(expiredUserToken('v^1.1#refresh-good'));
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ebay.request<{ ok: boolean; token: string }>({ method: 'GET', path: '/protected' }),
      ),
    );
    expect(fake.tokenRequests).toHaveLength(1);
    expect(fake.tokenRequests[0]!.get('grant_type')).toBe('refresh_token');
    expect(results.every((r) => r.ok)).toBe(true);
    expect(new Set(results.map((r) => r.token)).size).toBe(1);
  });

  it('50 concurrent calls whose token eBay rejects (expiry unknown) refresh once and retry once each', async () => {
    const ebay = client();
    await ebay.oauth2.setCredentials({ ...expiredUserToken('v^1.1#refresh-good'), expiresAt: undefined });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ebay.request<{ ok: boolean }>({ method: 'GET', path: '/protected' })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(fake.tokenRequests).toHaveLength(1);
    const protectedCalls = server.requests.filter((r) => r.path === '/protected');
    expect(protectedCalls).toHaveLength(100); // each call: one rejected attempt, one retry
  });

  it('a refresh that fails with invalid_grant fails every waiting call with InvalidGrantError and is not retried', async () => {
    const ebay = client();
    fake.tokenFailure = {
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description: 'the provided authorization refresh token is invalid or was issued to another client',
      },
    };
    await ebay.oauth2.setCredentials(expiredUserToken('v^1.1#refresh-revoked'));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => ebay.request({ method: 'GET', path: '/protected' })),
    );
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof InvalidGrantError)).toBe(true);
    expect(fake.tokenRequests).toHaveLength(1);
    // A later call with the same dead refresh token does not hammer the token endpoint either.
    await expect(ebay.request({ method: 'GET', path: '/protected' })).rejects.toBeInstanceOf(InvalidGrantError);
    expect(fake.tokenRequests).toHaveLength(1);
  });

  it('the same with rejected (expiry unknown) tokens: one refresh, every call gets InvalidGrantError', async () => {
    const ebay = client();
    fake.tokenFailure = {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'the provided authorization refresh token is invalid' },
    };
    await ebay.oauth2.setCredentials({ ...expiredUserToken('v^1.1#refresh-revoked'), expiresAt: undefined });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => ebay.request({ method: 'GET', path: '/protected' })),
    );
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof InvalidGrantError)).toBe(true);
    expect(fake.tokenRequests).toHaveLength(1);
  });

  it('with autoRefreshToken off, a rejected token surfaces as InvalidAccessTokenError and nothing is refreshed', async () => {
    const ebay = client({ autoRefreshToken: false });
    await ebay.oauth2.setCredentials({ ...expiredUserToken('v^1.1#refresh-good'), expiresAt: undefined });
    await expect(ebay.request({ method: 'GET', path: '/protected' })).rejects.toBeInstanceOf(InvalidAccessTokenError);
    expect(fake.tokenRequests).toHaveLength(0);
  });

  it('retries once, never loops, when the refreshed token is rejected too', async () => {
    const ebay = client();
    await ebay.oauth2.setCredentials({ ...expiredUserToken('v^1.1#refresh-good'), expiresAt: undefined });
    fake.valid = new Set(); // nothing is ever accepted
    const origValid = fake.valid;
    origValid.add = () => origValid; // tokens minted are never valid
    await expect(ebay.request({ method: 'GET', path: '/protected' })).rejects.toBeInstanceOf(InvalidAccessTokenError);
    expect(fake.tokenRequests).toHaveLength(1);
    expect(server.requests.filter((r) => r.path === '/protected')).toHaveLength(2);
  });

  it('a 403 from the inventory area and a 401 from post-order trigger one refresh', async () => {
    const ebay = client();
    await ebay.oauth2.setCredentials({ ...expiredUserToken('v^1.1#refresh-good'), expiresAt: undefined });
    await ebay.request({ method: 'GET', path: '/sell/inventory/v1/inventory_item' });
    const stale = server.requests.find((r) => r.path.startsWith('/sell/inventory/'))!;
    expect(stale.headers.authorization).toBe('Bearer v^1.1#i^1#expired-user-token-0000000000');
    expect(fake.tokenRequests).toHaveLength(1);

    const other = client();
    await other.oauth2.setCredentials({ ...expiredUserToken('v^1.1#refresh-good'), expiresAt: undefined });
    await other.request({ method: 'GET', path: '/post-order/v2/return/search' });
    const post = server.requests.filter((r) => r.path === '/post-order/v2/return/search');
    expect(post.map((r) => r.headers.authorization?.split(' ')[0])).toEqual(['IAF', 'IAF']);
    expect(fake.tokenRequests).toHaveLength(2);
  });

  it('a call needing a user token without one says how to get one', async () => {
    const error = await client()
      .request({ method: 'GET', path: '/protected', grant: 'user' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenError);
    expect((error as Error).message).toMatch(/generateAuthUrl.*getToken|setCredentials/);
  });
});
