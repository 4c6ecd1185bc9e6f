import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessKey } from './http/access-key.js';
import { answerCallback } from './sign-in/callback.js';
import { INBOX_PATH } from './notifications/notifications.js';
import { HttpError, sendProblem } from './http/http.js';
import type { Warn } from './files/private-file.js';
import type { Router } from './http/router.js';
import { setSecurityHeaders, type RequestGuard } from './http/security.js';
import type { SignInCookie } from './sign-in/sign-in-cookie.js';
import type { SignInFlows } from './sign-in/sign-in.js';

/** Everything the request handler routes to. */
export interface HandlerParts {
  /** The explorer's own URL (`http://127.0.0.1:<port>`), the base of every request URL. */
  url: string;
  guard: RequestGuard;
  /** The per-start key every `/api` request must carry (in its `x-baykit-key` header). */
  access: AccessKey;
  /** The `/api/*` routes. */
  router: Router;
  flows: SignInFlows;
  signInCookie: SignInCookie;
  /** The built SPA. */
  serveStatic: (req: IncomingMessage, res: ServerResponse) => void;
  /** The notification inbox the emulator pushes to (outside /api: no CSRF token, a push is not a browser). */
  inbox?: { handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> };
  log?: (line: string) => void;
  warn: Warn;
}

/** A Node request handler. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The back end's request handler, in a fixed order: log line and security headers for every answer, the Host
 * check, then `/api/*` (no-store, the access key, the state-change guard, the router), the notification inbox,
 * `GET /callback`, and the SPA.
 *
 * Outside `/api` no key is asked for, each for its reason: the inbox is posted to by servers (the emulator, eBay),
 * which hold no key; `/callback` is a navigation (from eBay's or the emulator's sign-in page), which cannot carry a
 * header, so it acts only on a return proved by the single-use state of a sign-in started through `/api`
 * (sign-in.ts); the SPA is the same public build for everyone and holds no data.
 */
export function createRequestHandler(parts: HandlerParts): RequestHandler {
  const { guard, router } = parts;
  return async (req, res) => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    // Only the path is ever logged: /callback's query holds the authorization code.
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    res.on('finish', () =>
      parts.log?.(`${method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`),
    );
    setSecurityHeaders(res);
    try {
      guard.checkHost(req);
      const requestUrl = new URL(req.url ?? '/', parts.url);
      if (requestUrl.pathname === '/api' || requestUrl.pathname.startsWith('/api/')) {
        res.setHeader('cache-control', 'no-store');
        parts.access.check(req);
        if (guard.isStateChanging(method)) guard.checkStateChange(req);
        const match = router.match(method, requestUrl.pathname);
        if (match.kind === 'not-found') throw new HttpError(404, `No such endpoint: ${method} ${requestUrl.pathname}.`);
        if (match.kind === 'method-not-allowed') {
          res.setHeader('allow', match.allowed.join(', '));
          throw new HttpError(405, `${requestUrl.pathname} takes ${match.allowed.join(', ')}, not ${method}.`);
        }
        await match.handler({ req, res, params: match.params, url: requestUrl });
      } else if (requestUrl.pathname === INBOX_PATH && parts.inbox) {
        res.setHeader('cache-control', 'no-store');
        await parts.inbox.handle(req, res, requestUrl);
      } else if (requestUrl.pathname === '/callback' && method === 'GET') {
        await answerCallback(req, res, requestUrl, parts.flows, parts.signInCookie);
      } else if (method === 'GET' || method === 'HEAD') {
        parts.serveStatic(req, res);
      } else {
        throw new HttpError(405, `${method} is not served here.`);
      }
    } catch (error) {
      answerError(res, error, parts.warn);
    }
  };
}

function answerError(res: ServerResponse, error: unknown, warn: Warn): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendProblem(res, error.status, error.message);
    return;
  }
  // Only the class name: an unexpected error's message could quote a request value.
  warn(`unexpected failure (${error instanceof Error ? error.name : typeof error}) while answering a request.`);
  sendProblem(res, 500, 'The explorer back end failed unexpectedly; see its terminal.');
}
