import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tokenKey, type AccessToken } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileTokenStore } from '../../server/files/token-file-store.js';
import { HISTORY_LIMIT, maskToken, TokenHistory } from '../../server/environments/tokens.js';
import type { ApiProblem, TokenPanel } from '../../shared/api.js';
import { startHarness, submitSignInPage, type Harness } from './explorer-harness.js';

const APP_SCOPE = 'https://api.ebay.com/oauth/api_scope';
const BUY_DEAL = 'https://api.ebay.com/oauth/api_scope/buy.deal';

describe('explorer back end: token panel', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const panel = async (): Promise<TokenPanel> => (await (await h.get('/api/tokens/local')).json()) as TokenPanel;

  it('starts empty', async () => {
    expect(await panel()).toEqual({ env: 'local', tokens: [], history: [] });
  });

  it('mints an application token with the default scope', async () => {
    const response = await h.api('POST', '/api/auth/local/application', {});
    expect(response.status).toBe(200);
    const result = (await response.json()) as TokenPanel;
    const app = result.tokens.find((t) => t.kind === 'application');
    expect(app).toMatchObject({ grant: 'client_credentials', scopes: [APP_SCOPE], hasRefreshToken: false });
    expect(Date.parse(app?.expiresAt ?? '')).toBeGreaterThan(Date.parse(app?.obtainedAt ?? ''));
    expect(result.history).toEqual([expect.objectContaining({ kind: 'application', event: 'minted' })]);
  });

  it('mints an application token with the scopes the body names', async () => {
    const result = (await (
      await h.api('POST', '/api/auth/local/application', { scopes: [APP_SCOPE, BUY_DEAL] })
    ).json()) as TokenPanel;
    expect(result.tokens.find((t) => t.kind === 'application')?.scopes).toEqual([APP_SCOPE, BUY_DEAL]);
  });

  it('refreshes the application token on request (a new token, refreshed-manually)', async () => {
    const before = (await panel()).tokens.find((t) => t.kind === 'application');
    const response = await h.api('POST', '/api/tokens/local/refresh', { kind: 'application' });
    expect(response.status).toBe(200);
    const after = (await response.json()) as TokenPanel;
    expect(after.tokens.find((t) => t.kind === 'application')?.masked).not.toBe(before?.masked);
    expect(after.history.at(-1)).toMatchObject({ kind: 'application', event: 'refreshed-manually' });
  });

  it('refreshes the user token with its refresh token (grant refresh_token, scopes kept)', async () => {
    const { url } = (await (await h.api('POST', '/api/auth/local/consent/start', {})).json()) as { url: string };
    await h.get(await submitSignInPage(url, 'approve'));
    const signedIn = (await panel()).tokens.find((t) => t.kind === 'user');
    const response = await h.api('POST', '/api/tokens/local/refresh', { kind: 'user' });
    expect(response.status).toBe(200);
    const result = (await response.json()) as TokenPanel;
    const user = result.tokens.find((t) => t.kind === 'user');
    expect(user).toMatchObject({ grant: 'refresh_token', hasRefreshToken: true, scopes: signedIn?.scopes });
    expect(user?.masked).not.toBe(signedIn?.masked);
    expect(result.history.at(-1)).toMatchObject({ kind: 'user', event: 'refreshed-manually' });
    expect(result.history.some((e) => e.event === 'refreshed')).toBe(false);
  });

  it("records a failed refresh and answers 409 with baykit's message", async () => {
    await h.api('DELETE', '/api/tokens/local', {});
    const response = await h.api('POST', '/api/tokens/local/refresh', { kind: 'user' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiProblem).error).toContain('refresh');
    expect((await panel()).history.at(-1)).toMatchObject({ kind: 'user', event: 'failed' });
  });

  it('refuses a refresh of an unknown kind', async () => {
    const response = await h.api('POST', '/api/tokens/local/refresh', { kind: 'authnauth' });
    expect(response.status).toBe(400);
  });

  it('never sends a token in full', async () => {
    await h.api('POST', '/api/auth/local/application', {});
    const text = await (await h.get('/api/tokens/local')).text();
    expect(text).not.toMatch(/v\^1\.1/);
    for (const token of (JSON.parse(text) as TokenPanel).tokens) expect(token.masked.startsWith('••••')).toBe(true);
  });
});

describe('token history and masking', () => {
  it('keeps the newest 100 events, newest last', () => {
    const history = new TokenHistory();
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) history.add('application', 'minted', `#${i}`);
    const list = history.list();
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0]?.detail).toBe('#5');
    expect(list.at(-1)?.detail).toBe(`#${HISTORY_LIMIT + 4}`);
  });

  it('masks to the length and the last four characters', () => {
    expect(maskToken('v^1.1#i^1#abcdefghijklmnopWXYZ')).toBe('••••WXYZ (30 chars)');
    expect(maskToken('short')).toBe('•••• (5 chars)');
  });
});

describe('file token store', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'baykit-token-store-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const token: AccessToken = {
    kind: 'user',
    accessToken: 'v^1.1#i^1#sandbox-user-access-token-0001',
    refreshToken: 'v^1.1#i^1#sandbox-refresh-token-0001',
    expiresAt: Date.now() + 7_200_000,
    refreshTokenExpiresAt: Date.now() + 86_400_000,
    scope: [APP_SCOPE],
    obtainedAt: Date.now(),
  };

  it('persists tokens in a 0600 file and reads them back', () => {
    const store = new FileTokenStore(dir, () => {});
    store.set('k1', token);
    expect(statSync(join(dir, 'tokens.json')).mode & 0o777).toBe(0o600);
    expect(new FileTokenStore(dir, () => {}).get('k1')).toEqual(token);
    store.delete('k1');
    expect(new FileTokenStore(dir, () => {}).get('k1')).toBeUndefined();
  });

  it('ignores a corrupt file with one warning that does not quote it', () => {
    const corrupt = mkdtempSync(join(tmpdir(), 'baykit-token-store-corrupt-'));
    writeFileSync(join(corrupt, 'tokens.json'), '{"version":1,"tokens":{"k":"v^1.1#i^1#leaked-secret-value"');
    const warnings: string[] = [];
    const store = new FileTokenStore(corrupt, (m) => warnings.push(m));
    expect(store.keys()).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toContain('leaked-secret-value');
    writeFileSync(
      join(corrupt, 'tokens.json'),
      JSON.stringify({ version: 1, tokens: { good: token, bad: { accessToken: 'leaked-secret-value' } } }),
    );
    const partial: string[] = [];
    expect(new FileTokenStore(corrupt, (m) => partial.push(m)).keys()).toEqual(['good']);
    expect(partial).toHaveLength(1);
    expect(partial[0]).not.toContain('leaked-secret-value');
    rmSync(corrupt, { recursive: true, force: true });
  });

  it('keeps sandbox tokens across restarts of the explorer, and forgets them on sign-out', async () => {
    const home = join(dir, 'home');
    const first = await startHarness({ dataDir: home });
    const appId = 'Sandbox-App-SBX-1234';
    try {
      expect(
        (await first.api('PUT', '/api/environments/sandbox/credentials', { appId, certId: 'SBX-cert-secret-5678' }))
          .status,
      ).toBe(200);
    } finally {
      await first.close();
    }
    // A token baykit would have stored after a sandbox sign-in (no real eBay call in tests).
    new FileTokenStore(home, () => {}).set(tokenKey({ environment: 'sandbox', appId, kind: 'user' }), token);

    const second = await startHarness({ dataDir: home });
    try {
      const result = (await (await second.get('/api/tokens/sandbox')).json()) as TokenPanel;
      expect(result.tokens).toEqual([
        expect.objectContaining({
          kind: 'user',
          grant: 'authorization_code',
          hasRefreshToken: true,
          masked: maskToken(token.accessToken),
        }),
      ]);
      const signedOut = (await (await second.api('DELETE', '/api/tokens/sandbox', {})).json()) as TokenPanel;
      expect(signedOut.tokens).toEqual([]);
      expect(readFileSync(join(home, 'tokens.json'), 'utf8')).not.toContain(token.accessToken);
    } finally {
      await second.close();
    }
  });
});
