import type { EmulatorContext } from '../context.js';
import type { EmulatorRequest } from '../request.js';
import { DEFAULT_TEST_USER, authStoreOf } from './auth-store.js';
import { refuseFormFromAnotherOrigin } from './form-guard.js';
import { escapeHtml, hiddenFields, htmlErrorPage, htmlPage, redirect } from './html.js';

/** The result of signing a session in. */
export type SignInResult =
  { ok: true; redirectUrl: string; user: string } | { ok: false; reason: 'unknown' | 'expired' };

const TITLE = 'Sign-in failed';

/**
 * `GET|POST /ws/eBayISAPI.dll?SignIn&runame=…&SessID=…` (docs/ebay-facts.md#session-and-sign-in-flow): the Auth'n'Auth sign-in page,
 * and its form, which signs the session in and redirects to the app; the form is taken only from the emulator's
 * own page (`refuseFormFromAnotherOrigin`). Parameter names are matched in any case: eBay documents `runame`,
 * ebay-api (hendt) sends `RuName`.
 */
export async function handleSignIn(req: EmulatorRequest, ctx: EmulatorContext): Promise<Response> {
  if (req.method === 'POST') {
    const refused = refuseFormFromAnotherOrigin(req);
    if (refused) return refused;
  }
  if (!hasParam(req.url.searchParams, 'signin')) {
    return htmlErrorPage(400, TITLE, 'This emulator answers only the SignIn command of eBayISAPI.dll.');
  }
  const fields = req.method === 'POST' ? await req.form() : req.url.searchParams;
  const ruName = param(fields, 'runame') ?? param(req.url.searchParams, 'runame');
  const sessionId = param(fields, 'sessid') ?? param(req.url.searchParams, 'sessid');
  if (!ruName || !sessionId)
    return htmlErrorPage(400, TITLE, 'The sign-in URL needs runame and SessID (from GetSessionID).');
  const found = authStoreOf(ctx).session(sessionId);
  if (!found.ok) return htmlErrorPage(400, TITLE, sessionMessage(found.reason));
  if (found.session.ruName !== ruName) {
    return htmlErrorPage(400, TITLE, 'runame is not the RuName the session was created for (GetSessionID).');
  }
  if (req.method !== 'POST') return signInPage(ruName, sessionId, found.session.appId);
  const user = fields.get('username')?.trim() || DEFAULT_TEST_USER;
  const result = signInSession(sessionId, user, ctx);
  if (!result.ok) return htmlErrorPage(400, TITLE, sessionMessage(result.reason));
  return redirect(result.redirectUrl);
}

/**
 * Signs an Auth'n'Auth session in as `user` (what the sign-in form does; tests and the admin API call it
 * directly) and returns the app's accept URL the browser is sent to.
 */
export function signInSession(sessionId: string, user: string, ctx: EmulatorContext): SignInResult {
  const signed = authStoreOf(ctx).signIn(sessionId, user);
  if (!signed.ok) return signed;
  const app = ctx.apps.get(signed.session.appId);
  // An app removed after GetSessionID cannot be redirected to: treat its sessions as gone.
  if (!app) return { ok: false, reason: 'unknown' };
  const url = new URL(app.redirectUrl);
  url.searchParams.append('isAuthSuccessful', 'true');
  url.searchParams.append('username', signed.session.user ?? user);
  return { ok: true, redirectUrl: url.toString(), user: signed.session.user ?? user };
}

function signInPage(ruName: string, sessionId: string, appId: string): Response {
  const body = `<h1>Sign in to authorize ${escapeHtml(appId)}</h1>
<p class="note">The baykit emulator's Auth'n'Auth sign-in page: no real eBay account is involved.</p>
<form method="post" action="/ws/eBayISAPI.dll?SignIn">
${hiddenFields({ runame: ruName, SessID: sessionId })}
<label for="username">Test user name</label>
<input type="text" id="username" name="username" value="${escapeHtml(DEFAULT_TEST_USER)}" autocomplete="username" required>
<div class="actions">
<button type="submit" name="decision" value="sign-in">Agree and sign in</button>
</div>
</form>`;
  return htmlPage(`Sign in to authorize ${appId}`, body);
}

function sessionMessage(reason: 'unknown' | 'expired'): string {
  return reason === 'expired'
    ? 'The SessID has expired: a session must be signed in within 5 minutes of GetSessionID.'
    : 'The SessID is unknown: call GetSessionID for a new one.';
}

function param(params: URLSearchParams, lowerName: string): string | undefined {
  for (const [name, value] of params) if (name.toLowerCase() === lowerName && value !== '') return value;
  return undefined;
}

function hasParam(params: URLSearchParams, lowerName: string): boolean {
  for (const name of params.keys()) if (name.toLowerCase() === lowerName) return true;
  return false;
}
