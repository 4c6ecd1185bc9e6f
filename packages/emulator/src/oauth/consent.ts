import type { EmulatorContext } from '../context.js';
import type { EmulatorRequest } from '../request.js';
import type { AppRegistration } from '../types.js';
import { AUTHORIZATION_CODE_TTL_SECONDS, DEFAULT_TEST_USER, authStoreOf } from './auth-store.js';
import { refuseFormFromAnotherOrigin } from './form-guard.js';
import { escapeHtml, hiddenFields, htmlErrorPage, htmlPage, redirect } from './html.js';
import { parseScopes, unknownScopes } from './scopes.js';
import { jsonResponse } from '../json-response.js';

/** A consent request that names a registered app, its RuName and known scopes. */
export interface ConsentRequest {
  app: AppRegistration;
  scopes: string[];
  /** The raw scope parameter, carried through the form unchanged. */
  scope: string;
  state?: string;
  prompt?: string;
  locale?: string;
}

const DECLINED = 'The user declined to grant the application access.';

/**
 * `GET /oauth2/authorize` (docs/ebay-facts.md#consent-url-and-redirect): the consent page, or an HTML error page with status 400
 * when the client id, RuName, response type or scopes are wrong — eBay shows an error page then too,
 * since it cannot trust the redirect.
 */
export async function handleAuthorize(req: EmulatorRequest, ctx: EmulatorContext): Promise<Response> {
  if (req.method === 'POST') return handleConsentForm(req, ctx);
  const parsed = readConsentRequest(req.url.searchParams, ctx);
  if (!parsed.ok) return htmlErrorPage(400, 'Consent request rejected', parsed.message);
  return consentPage(parsed.request);
}

/**
 * What the admin API's `POST /__emulator/consent/approve` does: approves a consent URL (the one
 * `generateAuthUrl` built, on any host) for `user` and returns the URL eBay would redirect the browser to.
 * A URL the consent page would refuse gives a 400 `{ error }` answer instead, ready for the admin API to send.
 */
export function approveConsent(url: string, ctx: EmulatorContext, user: string = DEFAULT_TEST_USER): string | Response {
  let params: URLSearchParams;
  try {
    params = new URL(url, ctx.origin).searchParams;
  } catch {
    return jsonResponse({ error: 'url is not a URL' }, { status: 400 });
  }
  const parsed = readConsentRequest(params, ctx);
  if (!parsed.ok) return jsonResponse({ error: parsed.message }, { status: 400 });
  return approvedRedirect(parsed.request, user, ctx);
}

/** Validates the parameters of a consent request. */
export function readConsentRequest(
  params: URLSearchParams,
  ctx: EmulatorContext,
): { ok: true; request: ConsentRequest } | { ok: false; message: string } {
  const clientId = params.get('client_id') ?? '';
  const app = ctx.apps.get(clientId);
  if (!app) return { ok: false, message: `client_id "${clientId}" is not a registered application.` };
  if (params.get('redirect_uri') !== app.ruName) {
    return {
      ok: false,
      message: `redirect_uri must be the RuName of ${app.appId} ("${app.ruName}"), not a URL or another RuName.`,
    };
  }
  if (params.get('response_type') !== 'code') return { ok: false, message: 'response_type must be "code".' };
  const scope = params.get('scope') ?? '';
  const scopes = parseScopes(scope);
  if (scopes.length === 0) return { ok: false, message: 'scope is missing: name at least one OAuth scope.' };
  const unknown = unknownScopes(scopes);
  if (unknown.length > 0) return { ok: false, message: `Unknown scope: ${unknown.join(' ')}` };
  const request: ConsentRequest = { app, scopes, scope };
  for (const name of ['state', 'prompt', 'locale'] as const) {
    const value = params.get(name);
    if (value !== null) request[name] = value;
  }
  return { ok: true, request };
}

/** `POST /oauth2/authorize`: the consent form's Approve or Decline, from the emulator's own page only. */
async function handleConsentForm(req: EmulatorRequest, ctx: EmulatorContext): Promise<Response> {
  const refused = refuseFormFromAnotherOrigin(req);
  if (refused) return refused;
  const form = await req.form();
  const parsed = readConsentRequest(form, ctx);
  if (!parsed.ok) return htmlErrorPage(400, 'Consent request rejected', parsed.message);
  const decision = form.get('decision');
  if (decision === 'approve') {
    const user = form.get('username')?.trim() || DEFAULT_TEST_USER;
    return redirect(approvedRedirect(parsed.request, user, ctx));
  }
  if (decision === 'decline') return redirect(declinedRedirect(parsed.request));
  return htmlErrorPage(400, 'Consent request rejected', 'Choose Approve or Decline.');
}

function approvedRedirect(request: ConsentRequest, user: string, ctx: EmulatorContext): string {
  const { app, scopes } = request;
  const code = authStoreOf(ctx).createCode({ appId: app.appId, ruName: app.ruName, scopes, user });
  // Parameter order as captured from eBay: state, code (URL-encoded), expires_in (docs/ebay-facts.md#consent-url-and-redirect).
  return withQuery(app.redirectUrl, [
    ['state', request.state],
    ['code', code.code],
    ['expires_in', String(AUTHORIZATION_CODE_TTL_SECONDS)],
  ]);
}

function declinedRedirect(request: ConsentRequest): string {
  // eBay sends a decline to the RuName's "declined URL"; the emulator registers one URL for both (docs/ebay-facts.md#consent-url-and-redirect, [L]).
  return withQuery(request.app.redirectUrl, [
    ['error', 'access_denied'],
    ['error_description', DECLINED],
    ['state', request.state],
  ]);
}

function withQuery(base: string, params: [string, string | undefined][]): string {
  const url = new URL(base);
  for (const [name, value] of params) if (value !== undefined) url.searchParams.append(name, value);
  return url.toString();
}

function consentPage(request: ConsentRequest): Response {
  const app = escapeHtml(request.app.appId);
  const scopes = request.scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('\n');
  const body = `<h1>${app} wants access to your eBay account</h1>
<p class="note">The baykit emulator's consent page: no real eBay account is involved.</p>
<h2 id="scopes-heading">Requested permissions</h2>
<ul aria-labelledby="scopes-heading">
${scopes}
</ul>
<form method="post" action="/oauth2/authorize">
${hiddenFields({
  client_id: request.app.appId,
  redirect_uri: request.app.ruName,
  response_type: 'code',
  scope: request.scope,
  state: request.state,
  prompt: request.prompt,
  locale: request.locale,
})}
<label for="username">Test user name</label>
<input type="text" id="username" name="username" value="${escapeHtml(DEFAULT_TEST_USER)}" autocomplete="username" required>
<div class="actions">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="decline">Decline</button>
</div>
</form>`;
  return htmlPage(`Grant access to ${request.app.appId}`, body);
}
