import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EbayClient, type Logger } from '../src/index.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { ED25519_PRIVATE_KEY } from './signing/vectors.js';

const CERT_ID = 'PRD-cert-secret-7f3a9b2c1d';
const AUTH_TOKEN = 'AgAAAA**AQAAAA**aAAAAA**classic-secret-token';
const USER_TOKEN = 'v^1.1#i^1#p^3#r^1#user-secret-access-token';
const REFRESH_TOKEN = 'v^1.1#i^1#p^3#r^1#user-secret-refresh-token';
const JWE = 'eyJhbGciOiJBMjU2R0NNS1ciLCJlbmMiOiJBMjU2R0NNIn0.c2VjcmV0.aXY.Y2lwaGVy.dGFn';
const PRIVATE_KEY_BODY = 'MC4CAQAwBQYDK2VwBCIEIJ+DYvh6SEqVTm50DFtMDoQikTmiCqirVv9mWG9qfSnF';
// Each secret as written, URL-encoded and form-encoded: servers echo bodies and URLs in those spellings.
const SECRETS = [CERT_ID, AUTH_TOKEN, USER_TOKEN, REFRESH_TOKEN, JWE, PRIVATE_KEY_BODY].flatMap((s) => [
  s,
  encodeURIComponent(s),
  new URLSearchParams({ v: s }).toString().slice(2),
]);

let server: TestServer;
let lines: string[];
let ebay: EbayClient;

/** Everything a user could see of an error. */
function surfaces(error: unknown): string[] {
  const e = error as Error & { description?: string };
  return [e.message, String(e.description), String(e.stack), JSON.stringify(e), inspect(e, { depth: 10 }), String(e)];
}

function expectNoSecret(texts: string[]): void {
  for (const text of texts) for (const secret of SECRETS) expect(text).not.toContain(secret);
}

beforeEach(async () => {
  // A hostile server: echoes every header and the body back in its error answers.
  server = await startTestServer((req) =>
    req.path === '/identity/v1/oauth2/token'
      ? {
          status: 400,
          body: { error: 'invalid_grant', error_description: `echo ${JSON.stringify(req.headers)} ${req.text}` },
        }
      : {
          status: 400,
          body: { errors: [{ errorId: 1, message: `echo ${JSON.stringify(req.headers)}`, longMessage: req.text }] },
        },
  );
  lines = [];
  const record = (level: string) => (message: string, meta?: Record<string, unknown>) =>
    lines.push(`${level} ${message} ${meta ? JSON.stringify(meta) : ''}`);
  const logger: Logger = { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
  ebay = new EbayClient({
    appId: 'app-id',
    certId: CERT_ID,
    ruName: 'ru',
    devId: 'dev',
    authToken: AUTH_TOKEN,
    origin: server.origin,
    logger,
    signature: { jwe: JWE, privateKey: ED25519_PRIVATE_KEY },
    clock: { now: () => Date.now(), sleep: async () => undefined },
  });
  await ebay.oauth2.setCredentials({ access_token: USER_TOKEN, refresh_token: REFRESH_TOKEN, expires_in: 7200 });
});
afterEach(async () => {
  await ebay.close();
  await server.close();
});

describe('no secret reaches an error or a log line', () => {
  it('REST errors (signed call, server echoing headers and body)', async () => {
    const error = await ebay
      .request({
        method: 'POST',
        path: '/sell/fulfillment/v1/order/{id}/issue_refund',
        pathParams: { id: '1' },
        body: { note: USER_TOKEN },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'EbayApiError' });
    expectNoSecret(surfaces(error));
    expect(JSON.stringify(error)).toContain('[redacted]');
  });

  it('token errors (refresh and mint with Basic credentials echoed back)', async () => {
    const refresh = await ebay.oauth2.refreshToken().catch((e: unknown) => e);
    const mint = await ebay.oauth2.mintApplicationAccessToken().catch((e: unknown) => e);
    expect(refresh).toMatchObject({ name: 'InvalidGrantError' });
    expectNoSecret([...surfaces(refresh), ...surfaces(mint)]);
    const basic = Buffer.from(`app-id:${CERT_ID}`).toString('base64');
    for (const text of [...surfaces(refresh), ...surfaces(mint)]) expect(text).not.toContain(basic);
  });

  it('an authorization code echoed by the token endpoint (the code is as good as a token until it is used)', async () => {
    const code = 'v^1.1#i^1#f^0#r^1#I^3#p^3#t^Ul41XzE6authorization-code-secret';
    for (const given of [
      code,
      encodeURIComponent(code),
      `https://example.com/accepted?code=${encodeURIComponent(code)}`,
    ]) {
      const error = await ebay.oauth2.getToken(given).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'InvalidGrantError' });
      expect(server.requests.at(-1)!.text).toContain(new URLSearchParams({ code }).toString());
      const seen = [...surfaces(error), String((error as { longMessage?: unknown }).longMessage)];
      for (const text of seen) {
        expect(text).not.toContain(code);
        expect(text).not.toContain(encodeURIComponent(code));
        expect(text).not.toContain(new URLSearchParams({ v: code }).toString().slice(2));
      }
      expectNoSecret(seen);
    }
    expectNoSecret(lines);
    expect(lines.join('\n')).not.toContain(encodeURIComponent('authorization-code-secret'));
  });

  it('retries and other log lines', async () => {
    server.handler = (req) => ({ status: 503, body: { message: `down ${req.headers.authorization}` } });
    await ebay.request({ method: 'GET', path: '/sell/finances/v1/payout' }).catch(() => undefined);
    expect(lines.length).toBeGreaterThan(0);
    expectNoSecret(lines);
  });

  it("a per-call token, an account view's token and a token from the store are masked when echoed", async () => {
    const perCall = 'v^1.1#i^1#per-call-secret-token-42';
    const fromStore = 'v^1.1#i^1#token-from-shared-store-7';
    const forAccount = 'v^1.1#i^1#seller-42-secret-token-9';
    server.handler = (req) => ({
      status: 503,
      body: { errors: [{ errorId: 1, message: `echo ${req.headers.authorization}` }] },
    });
    const perCallError = await ebay
      .request({ method: 'GET', path: '/sell/finances/v1/payout' }, { token: perCall })
      .catch((e: unknown) => e);
    const seller = ebay.forAccount('seller-42');
    await seller.oauth2.setCredentials(forAccount);
    const accountError = await seller
      .request({ method: 'GET', path: '/sell/finances/v1/payout' })
      .catch((e: unknown) => e);
    const storeClient = new EbayClient({
      origin: server.origin,
      maxRetries: 0,
      tokenStore: {
        get: async (key) =>
          key.includes(':user:')
            ? {
                kind: 'user',
                accessToken: fromStore,
                scope: [],
                obtainedAt: Date.now(),
                expiresAt: Date.now() + 3_600_000,
              }
            : undefined,
        set: async () => undefined,
        delete: async () => undefined,
      },
    });
    const storeError = await storeClient
      .request({ method: 'GET', path: '/sell/finances/v1/payout' })
      .catch((e: unknown) => e);
    await storeClient.close();
    const texts = [...surfaces(perCallError), ...surfaces(accountError), ...surfaces(storeError), ...lines];
    expect(lines.some((line) => line.includes('retry'))).toBe(true);
    for (const secret of [perCall, fromStore, forAccount]) for (const text of texts) expect(text).not.toContain(secret);
    expect(String((perCallError as Error).message)).toContain('[redacted]');
  });

  it("calls alternating the client's token and per-call tokens mask each token they send", async () => {
    // The pipeline registers a credential once per Authorization object: a per-call token in between must still
    // be registered, and the client's own token again after it.
    const perCall = ['v^1.1#i^1#alternating-per-call-one', 'v^1.1#i^1#alternating-per-call-two'];
    const call = (token?: string): Promise<unknown> =>
      ebay
        .request({ method: 'GET', path: '/sell/finances/v1/payout' }, token === undefined ? {} : { token })
        .catch((e: unknown) => e);
    const errors = [await call(), await call(perCall[0]), await call(), await call(perCall[1]), await call()];
    const texts = errors.flatMap(surfaces);
    expect(texts.join(' ')).toContain('[redacted]');
    for (const secret of [USER_TOKEN, ...perCall]) for (const text of texts) expect(text).not.toContain(secret);
  });

  it('the client itself does not print its secrets', () => {
    expectNoSecret([inspect(ebay, { depth: 10 }), JSON.stringify(ebay.config), String(Object.keys(ebay.config))]);
    expect(ebay.config.certId).toBe(CERT_ID);
    expect(ebay.config.signature?.jwe).toBe(JWE);
  });
});
