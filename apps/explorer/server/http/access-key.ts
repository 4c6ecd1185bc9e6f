import type { IncomingMessage } from 'node:http';
import { ACCESS_KEY_FRAGMENT, ACCESS_KEY_HEADER } from '../../shared/api.js';
import { HttpError } from './http.js';
import { randomToken, safeEqual } from './security.js';

/**
 * The explorer's per-start key: the proof that a request comes from the person who started it. Any local user can
 * connect to 127.0.0.1, so without it anyone on the machine could read `GET /api/session` (and its CSRF token) and
 * then drive the explorer with the owner's credentials and tokens.
 *
 * The key is random at every start and only ever printed, in the fragment of the address the explorer prints
 * (`http://127.0.0.1:<port>/#key=…`): a browser sends no fragment to any server, nor in a `Referer`. The app
 * (`src/core/page-key.ts`) keeps it in the storage of the explorer's own origin and sends it in the
 * `x-baykit-key` header of every `/api` request (`check`, compared in constant time).
 *
 * Why a header and no cookie: cookies ignore ports, and `SameSite` counts every port of 127.0.0.1 as one site, so a
 * server another user runs on any port of 127.0.0.1 would be sent a key cookie by the owner's browser. Storage
 * belongs to one origin (scheme, host and port), so no other origin reads the key; and a page of another origin
 * that tried to send the header would need a CORS preflight, which the explorer never grants.
 */
export class AccessKey {
  readonly #key: string;
  readonly #origin: string;

  /** `origin` is the explorer's own (`http://127.0.0.1:<port>`); `key` a fresh random one unless given. */
  constructor(origin: string, key: string = randomToken()) {
    this.#origin = origin;
    this.#key = key;
  }

  /** The address to print and open: the explorer's origin with `#key=…`. */
  get openUrl(): string {
    return `${this.#origin}/#${ACCESS_KEY_FRAGMENT}=${this.#key}`;
  }

  /** Refuses (401) a request without this start's key in its `x-baykit-key` header, saying what to open. */
  check(req: IncomingMessage): void {
    const sent = req.headers[ACCESS_KEY_HEADER];
    if (typeof sent === 'string' && safeEqual(sent, this.#key)) return;
    throw new HttpError(
      401,
      sent === undefined
        ? `Open the address the explorer printed in its terminal (${this.#origin}/#key=…): only a browser that opened it can use this explorer.`
        : `This page holds the key of an earlier start of the explorer (the key changes at every start): open the address it printed last (${this.#origin}/#key=…).`,
    );
  }
}
