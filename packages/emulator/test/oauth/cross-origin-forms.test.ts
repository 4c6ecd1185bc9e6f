// The consent and sign-in forms over real HTTP: a form posted by a page of another origin changes nothing (403),
// the emulator's own page and programs that are no browser still sign in.
import { EbayClient, Scope } from 'baykit';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../src/index.js';

let emulator: Emulator;
let port: number;
/** The emulator's own origin, `http://127.0.0.1:<port>`. */
let own: string;
let ebay: EbayClient;

interface Answer {
  status: number;
  location: string | undefined;
  type: string | undefined;
  body: string;
}

/** A form POST to the emulator's socket with exactly `headers` besides Host and the form's type. */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => (body += text));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            type: res.headers['content-type'],
            body,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(new URLSearchParams(fields).toString());
  });
}

/** What the emulator's consent page submits when the person presses Approve (or Decline). */
function consentFields(decision: 'approve' | 'decline' = 'approve'): Record<string, string> {
  return {
    client_id: emulator.app.appId,
    redirect_uri: emulator.app.ruName,
    response_type: 'code',
    scope: Scope.SELL_INVENTORY,
    state: 'state-1',
    username: 'chosen_by_the_page',
    decision,
  };
}

/** The headers Chromium sends with a form posted from a page at `origin` to the emulator. */
const postedFrom = (origin: string, site: string): Record<string, string> => ({
  origin,
  'sec-fetch-site': site,
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
});

/** Expects the 403 page of a form from another origin, naming `signal`, and no redirect. */
function expectRefused(answer: Answer, signal: string): void {
  expect(answer.status).toBe(403);
  expect(answer.location).toBeUndefined();
  expect(answer.type).toBe('text/html; charset=utf-8');
  expect(answer.body).toContain('This sign-in form was posted from another site');
  expect(answer.body).toContain(signal);
  expect(answer.body).not.toContain('code=');
}

beforeAll(async () => {
  emulator = createEmulator({ seed: 11 });
  ({ port, url: own } = await emulator.listen(0));
  const { appId, certId, devId, ruName } = emulator.app;
  ebay = new EbayClient({ appId, certId, devId, ruName, origin: own, maxRetries: 0 });
});
afterAll(() => emulator.close());

describe('POST /oauth2/authorize from a page of another origin', () => {
  it.each([
    ['an Origin of another site', { origin: 'http://evil.example' }, 'Origin http://evil.example'],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, 'Sec-Fetch-Site: cross-site'],
    ['Origin: null (a sandboxed frame, a data: page)', { origin: 'null' }, 'Origin null'],
    ['a page on another port of 127.0.0.1 (same-site)', { 'sec-fetch-site': 'same-site' }, 'Sec-Fetch-Site: same-site'],
    [
      'Chromium posting from http://evil.example',
      postedFrom('http://evil.example', 'cross-site'),
      'Origin http://evil.example',
    ],
  ])('refuses %s with a 403 page, and issues no code', async (_name, headers, signal) => {
    expectRefused(await postForm('/oauth2/authorize', consentFields(), headers), signal);
  });

  it('refuses a page on another port of the same host by its Origin alone', async () => {
    const answer = await postForm(
      '/oauth2/authorize',
      consentFields(),
      postedFrom(`http://127.0.0.1:${port + 1}`, 'same-site'),
    );
    expectRefused(answer, `Origin http://127.0.0.1:${port + 1}`);
    // localhost is another origin than 127.0.0.1, though the same machine.
    expectRefused(
      await postForm('/oauth2/authorize', consentFields(), { origin: `http://localhost:${port}` }),
      `Origin http://localhost:${port}`,
    );
  });

  it('refuses a Decline from another origin too (no redirect to the app at all)', async () => {
    expectRefused(
      await postForm('/oauth2/authorize', consentFields('decline'), { origin: 'http://evil.example' }),
      'Origin http://evil.example',
    );
  });
});

describe("POST /oauth2/authorize from the emulator's own page or a program", () => {
  it.each([
    ["the emulator's own page (same-origin)", () => postedFrom(own, 'same-origin')],
    ['curl or a test (no Origin, no Sec-Fetch-Site)', () => ({})],
    ['an address the person typed (Sec-Fetch-Site: none)', () => ({ 'sec-fetch-site': 'none' })],
  ])('approves for %s: a redirect to the app with a code that exchanges', async (_name, headers) => {
    const answer = await postForm('/oauth2/authorize', consentFields(), headers());
    expect(answer.status).toBe(302);
    const location = new URL(answer.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(emulator.app.redirectUrl);
    expect(location.searchParams.get('state')).toBe('state-1');
    const token = await ebay.oauth2.getToken(location.toString());
    expect(token.accessToken).toMatch(/^v\^1\.1#/);
  });

  it('takes the Origin a browser sends when the emulator is addressed as localhost', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/oauth2/authorize',
          method: 'POST',
          headers: {
            host: `localhost:${port}`,
            'content-type': 'application/x-www-form-urlencoded',
            ...postedFrom(`http://localhost:${port}`, 'same-origin'),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(new URLSearchParams(consentFields()).toString());
    });
    expect(answer).toBe(302);
  });
});

describe("POST /ws/eBayISAPI.dll?SignIn (Auth'n'Auth)", () => {
  const signIn = async (headers: Record<string, string>): Promise<{ sessionId: string; answer: Answer }> => {
    const { sessionId } = await ebay.authNAuth.getSessionIdAndAuthUrl();
    const fields = { runame: emulator.app.ruName, SessID: sessionId, username: 'chosen_by_the_page' };
    return { sessionId, answer: await postForm('/ws/eBayISAPI.dll?SignIn', fields, headers) };
  };

  it.each([
    ['an Origin of another site', { origin: 'http://evil.example' }, 'Origin http://evil.example'],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, 'Sec-Fetch-Site: cross-site'],
    ['Origin: null', { origin: 'null' }, 'Origin null'],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }, 'Sec-Fetch-Site: same-site'],
  ])('refuses %s with a 403 page, and the session stays signed out', async (_name, headers, signal) => {
    const { sessionId, answer } = await signIn(headers);
    expectRefused(answer, signal);
    // FetchToken finds no one signed in to the session (eBay's 21916017).
    await expect(ebay.authNAuth.fetchToken(sessionId)).rejects.toMatchObject({ code: 21916017 });
  });

  it.each([
    ["the emulator's own page (same-origin)", () => postedFrom(own, 'same-origin')],
    ['curl or a test (no Origin, no Sec-Fetch-Site)', () => ({})],
  ])('signs the session in for %s', async (_name, headers) => {
    const { sessionId, answer } = await signIn(headers());
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${emulator.app.redirectUrl}?isAuthSuccessful=true&username=chosen_by_the_page`);
    expect((await ebay.authNAuth.fetchToken(sessionId)).eBayAuthToken).toMatch(/^AgAAAA/);
  });
});

describe('the consent and sign-in pages', () => {
  it("may not be framed by any page (a framed form would post from the emulator's own origin)", async () => {
    const { url: signInUrl } = await ebay.authNAuth.getSessionIdAndAuthUrl();
    for (const url of [ebay.oauth2.generateAuthUrl({ state: 's' }), signInUrl]) {
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
