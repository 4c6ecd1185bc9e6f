import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, type ApiProblem } from '../../shared/api.js';
import { INDEX_HTML, rawRequest, startHarness, type Harness } from './explorer-harness.js';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

describe('explorer back end: security', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const expectSecurityHeaders = (response: Response) => {
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  };

  it('sends the CSP and security headers on API answers, with no-store', async () => {
    const response = await h.get('/api/session');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the security headers on the SPA, its assets, its fallback and on errors', async () => {
    for (const path of ['/', '/assets/app.js', '/operations/buy.browse/getItem', '/api/nope']) {
      const response = await h.get(path);
      expectSecurityHeaders(response);
      if (path !== '/api/nope') expect(response.status).toBe(200);
    }
    expect(await (await h.get('/some/app/route')).text()).toBe(INDEX_HTML);
    expect(await (await h.get('/assets/app.js')).text()).toContain('console.log');
  });

  it('answers an unknown API path with a 404 problem instead of the SPA', async () => {
    const response = await h.get('/api/nope');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiProblem).error).toContain('No such endpoint');
  });

  it('gives each process its own random CSRF token', async () => {
    expect(h.session.csrfToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const other = await startHarness();
    try {
      expect(other.session.csrfToken).not.toBe(h.session.csrfToken);
    } finally {
      await other.close();
    }
  });

  it('refuses a POST without the CSRF token (403, saying what is missing)', async () => {
    const response = await fetch(`${h.url}/api/auth/local/application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...h.keyHeader },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiProblem).error).toContain(CSRF_HEADER);
  });

  it('refuses a wrong CSRF token', async () => {
    const response = await h.api(
      'POST',
      '/api/auth/local/application',
      {},
      { [CSRF_HEADER]: `${h.session.csrfToken}x` },
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiProblem).error).toContain('does not match');
  });

  it('refuses a state-changing request that is not JSON (a form post from another site)', async () => {
    const response = await fetch(`${h.url}/api/tokens/local`, {
      method: 'DELETE',
      headers: { 'content-type': 'text/plain', [CSRF_HEADER]: h.session.csrfToken, ...h.keyHeader },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiProblem).error).toContain('application/json');
  });

  it('refuses a foreign Origin even with the right token', async () => {
    const response = await h.api('POST', '/api/auth/local/application', {}, { origin: 'http://evil.example' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiProblem).error).toContain('Origin');
    const nullOrigin = await h.api('POST', '/api/auth/local/application', {}, { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
  });

  it('accepts its own origin and its localhost twin', async () => {
    const port = new URL(h.url).port;
    for (const origin of [h.url, `http://localhost:${port}`]) {
      const response = await h.api('POST', '/api/auth/local/application', {}, { origin });
      expect(response.status).toBe(200);
    }
  });

  it('refuses a foreign Host header (DNS rebinding), also on GET', async () => {
    const port = new URL(h.url).port;
    const foreign = await rawRequest(`${h.url}/api/session`, {
      headers: { host: `attacker.example:${port}`, ...h.keyHeader },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).not.toContain(h.session.csrfToken);
    expect(foreign.headers['content-security-policy']).toBe(CSP);
    const otherPort = await rawRequest(`${h.url}/`, { headers: { host: '127.0.0.1:1' } });
    expect(otherPort.status).toBe(403);
    const localhost = await rawRequest(`${h.url}/api/session`, {
      headers: { host: `localhost:${port}`, ...h.keyHeader },
    });
    expect(localhost.status).toBe(200);
  });

  it('answers malformed JSON with a 400 problem that does not echo the body', async () => {
    const response = await fetch(`${h.url}/api/auth/local/application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: h.session.csrfToken, ...h.keyHeader },
      body: '{"scopes": [secret-value',
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as ApiProblem;
    expect(problem.error).toContain('not valid JSON');
    expect(problem.error).not.toContain('secret-value');
  });

  it('refuses a body over 5 MB', async () => {
    const response = await h.api('POST', '/api/auth/local/application', { padding: 'x'.repeat(5 * 1024 * 1024 + 10) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ApiProblem).error).toContain('5 MB');
  });

  it('answers the wrong method with 405 and unknown environments with 404', async () => {
    expect((await h.api('PUT', '/api/tokens/local', {})).status).toBe(405);
    const unknown = await h.get('/api/tokens/staging');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ApiProblem).error).toContain('local, sandbox or production');
  });

  it('listens on 127.0.0.1 only', () => {
    expect(h.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(h.explorer.emulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
