import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, HttpError, sendHtml, sendRedirect } from './http.js';
import { randomToken, safeEqual } from './security.js';

/** The query parameter of the printed address that carries the key. */
const KEY_PARAMETER = 'key';

/**
 * The explorer's per-start key: the proof that a request comes from the person who started it. Any local user can
 * connect to 127.0.0.1, so without it anyone on the machine could read `GET /api/session` (and its CSRF token) and
 * then drive the explorer with the owner's credentials and tokens.
 *
 * The key is random at every start and only ever printed in the address the explorer prints
 * (`http://127.0.0.1:<port>/?key=…`). Opening that address swaps the key for a cookie and redirects to the same
 * page without it, so the key does not stay in the address bar or reach a `Referer`. Every `/api` request must
 * carry the cookie (`check`), compared in constant time.
 *
 * The cookie is `HttpOnly` (no script reads it), `SameSite=Strict` (no request another site starts carries it) and
 * `Path=/api` (sent only where it is needed). Cookies ignore ports, so its name carries this explorer's port, and a
 * server on another port of 127.0.0.1 that the browser visits would see it: the README says so.
 */
export class AccessKey {
  /** `baykit-explorer-<port>-key`. */
  readonly cookieName: string;
  readonly #key: string;
  readonly #origin: string;

  /** `origin` is the explorer's own (`http://127.0.0.1:<port>`); `key` a fresh random one unless given. */
  constructor(origin: string, key: string = randomToken()) {
    this.#origin = origin;
    this.#key = key;
    this.cookieName = `baykit-explorer-${new URL(origin).port}-key`;
  }

  /** The address to print and open: the explorer's origin with `?key=…`. */
  get openUrl(): string {
    return `${this.#origin}/?${KEY_PARAMETER}=${this.#key}`;
  }

  /**
   * A page request that carries `?key=`: with this start's key, sets the cookie and redirects to the same address
   * without the key (303); with another key, answers a 401 page saying to open the address printed last. Returns
   * whether it answered.
   */
  exchange(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    const sent = url.searchParams.get(KEY_PARAMETER);
    if (sent === null || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    res.setHeader('cache-control', 'no-store');
    if (!safeEqual(sent, this.#key)) {
      sendHtml(res, 401, wrongKeyPage(this.#origin));
      return true;
    }
    res.appendHeader('set-cookie', `${this.cookieName}=${this.#key}; Path=/api; HttpOnly; SameSite=Strict`);
    const clean = new URL(url);
    clean.searchParams.delete(KEY_PARAMETER);
    // One leading slash: `//host` would send the browser to another site.
    sendRedirect(res, `${clean.pathname.replace(/^\/+/, '/')}${clean.search}`);
    return true;
  }

  /**
   * Refuses (401) a request without this start's key in its cookie. Every cookie of that name is tried: another
   * server on 127.0.0.1 can set one too (cookies ignore ports), and must not lock the owner out.
   */
  check(req: IncomingMessage): void {
    const sent = cookieValues(req, this.cookieName);
    if (sent.some((value) => safeEqual(value, this.#key))) return;
    throw new HttpError(
      401,
      sent.length === 0
        ? `Open the address the explorer printed in its terminal (${this.#origin}/?key=…): only a browser that opened it can use this explorer.`
        : `This browser holds the key of an earlier start of the explorer (the key changes at every start): open the address it printed last (${this.#origin}/?key=…).`,
    );
  }
}

/** The values of every cookie named `name` in a request. */
function cookieValues(req: IncomingMessage, name: string): string[] {
  const values: string[] = [];
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) values.push(part.slice(at + 1).trim());
  }
  return values;
}

function wrongKeyPage(origin: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>baykit explorer: not this explorer's key</title></head>
<body>
<h1>Not this explorer's key</h1>
<p>The key in this address is not the one of the explorer running at ${escapeHtml(origin)}: the key changes every
time the explorer starts. Open the address it printed last (<code>baykit explorer: ${escapeHtml(origin)}/?key=…</code>
in the terminal where <code>npm start</code> runs).</p>
</body>
</html>
`;
}
