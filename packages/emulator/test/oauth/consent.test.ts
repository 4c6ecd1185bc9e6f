import { EbayClient, Scope } from 'baykit';
import { describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/context.js';
import { approveConsent, handleAuthorize, handleToken } from '../../src/oauth/index.js';
import { EmulatorRequest } from '../../src/request.js';
import { APP, ORIGIN, formPost, request, testContext, tokenRequest } from './context.js';

const SCOPES = [Scope.SELL_INVENTORY, Scope.SELL_ACCOUNT_READONLY];

function consentQuery(overrides: Record<string, string | undefined> = {}): string {
  const params: Record<string, string | undefined> = {
    client_id: APP.appId,
    redirect_uri: APP.ruName,
    response_type: 'code',
    scope: SCOPES.join(' '),
    state: 'xyz-123',
    ...overrides,
  };
  // Built like baykit's generateAuthUrl: spaces as %20.
  return Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}

/** The hidden and visible fields of the consent form, as a browser would submit them. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="(?:hidden|text)"[^>]*?name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  }
  return fields;
}

async function exchange(ctx: EmulatorContext, redirectUrl: string): Promise<Record<string, unknown>> {
  const code = new URL(redirectUrl).searchParams.get('code')!;
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: APP.ruName }).toString();
  return (await (await handleToken(tokenRequest(form), ctx)).json()) as Record<string, unknown>;
}

describe('GET /oauth2/authorize', () => {
  it('shows a consent page naming the app and the scopes, with a prefilled user and Approve / Decline', async () => {
    const { ctx } = testContext();
    const response = await handleAuthorize(
      request(`/oauth2/authorize?${consentQuery({ prompt: 'login', locale: 'de-DE' })}`),
      ctx,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toMatch(/<h1>baykit-test-app [^<]*<\/h1>/);
    for (const scope of SCOPES) expect(html).toContain(`<li><code>${scope}</code></li>`);
    expect(html).toContain('<form method="post" action="/oauth2/authorize">');
    expect(html).toContain('<label for="username">');
    expect(html).toContain('<button type="submit" name="decision" value="approve">Approve</button>');
    expect(html).toContain('<button type="submit" name="decision" value="decline">Decline</button>');
    expect(formFields(html)).toEqual({
      client_id: APP.appId,
      redirect_uri: APP.ruName,
      response_type: 'code',
      scope: SCOPES.join(' '),
      state: 'xyz-123',
      prompt: 'login',
      locale: 'de-DE',
      username: 'testuser_baykit',
    });
  });

  it('escapes a state that carries markup', async () => {
    const { ctx } = testContext();
    const state = '"><script>alert(1)</script>';
    const html = await (await handleAuthorize(request(`/oauth2/authorize?${consentQuery({ state })}`), ctx)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(formFields(html).state).toBe(state);
  });

  it.each([
    ['an unknown client_id', { client_id: '<b>nobody</b>' }],
    ['a URL as redirect_uri', { redirect_uri: APP.redirectUrl }],
    ['no response_type', { response_type: undefined }],
    ['response_type token', { response_type: 'token' }],
    ['no scope', { scope: undefined }],
    ['an unknown scope', { scope: 'https://api.ebay.com/oauth/api_scope/nope' }],
  ])('answers an HTML error page with 400 for %s', async (_name, overrides) => {
    const { ctx } = testContext();
    const response = await handleAuthorize(request(`/oauth2/authorize?${consentQuery(overrides)}`), ctx);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<p role="alert">');
    expect(html).not.toContain('<b>');
  });
});

describe('POST /oauth2/authorize', () => {
  it('Approve redirects to the app with state, the URL-encoded code and expires_in=299, and the code exchanges', async () => {
    const { ctx, store } = testContext();
    const page = await (await handleAuthorize(request(`/oauth2/authorize?${consentQuery()}`), ctx)).text();
    const response = await handleAuthorize(
      formPost('/oauth2/authorize', { ...formFields(page), username: 'seller_two', decision: 'approve' }),
      ctx,
    );
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location).toMatch(
      /^http:\/\/127\.0\.0\.1:5173\/callback\?state=xyz-123&code=v%5E1\.1%23i%5E1%23[^&]+&expires_in=299$/,
    );
    const tokens = await exchange(ctx, location);
    expect(tokens.token_type).toBe('User Access Token');
    expect(store.check(String(tokens.access_token))).toMatchObject({
      ok: true,
      info: { grant: 'user', user: 'seller_two', scopes: SCOPES },
    });
  });

  it('Decline redirects with error=access_denied, a description and the state, and no code', async () => {
    const { ctx } = testContext();
    const fields = Object.fromEntries(new URLSearchParams(consentQuery()));
    const response = await handleAuthorize(formPost('/oauth2/authorize', { ...fields, decision: 'decline' }), ctx);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(APP.redirectUrl);
    expect([...location.searchParams.keys()]).toEqual(['error', 'error_description', 'state']);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('xyz-123');
  });

  it('refuses a forged form for another RuName with the 400 error page', async () => {
    const { ctx } = testContext();
    const fields = Object.fromEntries(new URLSearchParams(consentQuery({ redirect_uri: 'evil-RuName' })));
    const response = await handleAuthorize(formPost('/oauth2/authorize', { ...fields, decision: 'approve' }), ctx);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('approveConsent', () => {
  it("approves baykit's own consent URL, and baykit's getToken exchanges the redirect URL", async () => {
    const { ctx, store } = testContext();
    const seen: string[] = [];
    const client = new EbayClient({
      appId: APP.appId,
      certId: APP.certId,
      ruName: APP.ruName,
      origin: ORIGIN,
      scope: SCOPES,
      maxRetries: 0,
      fetch: async (input, init) => {
        const req = new EmulatorRequest(new Request(input, init));
        seen.push(`${req.method} ${req.path}`);
        return handleToken(req, ctx);
      },
    });
    const redirect = approveConsent(client.oauth2.generateAuthUrl({ state: 's1' }), ctx, 'seller_three');
    expect(typeof redirect).toBe('string');
    const token = await client.oauth2.getToken(String(redirect));
    expect(seen).toEqual(['POST /identity/v1/oauth2/token']);
    expect(token.refreshToken).toMatch(/^v\^1\.1#/);
    expect(store.check(token.accessToken)).toMatchObject({ ok: true, info: { user: 'seller_three', scopes: SCOPES } });
  });

  it('answers a 400 { error } response for a consent URL the page would refuse', async () => {
    const { ctx } = testContext();
    const answer = approveConsent(
      `https://auth.ebay.com/oauth2/authorize?${consentQuery({ client_id: 'nobody' })}`,
      ctx,
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('nobody') });
  });
});
