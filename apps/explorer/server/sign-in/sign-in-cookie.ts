import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATE_TTL_MS } from './sign-in-state.js';

/**
 * The cookie that carries the `state` of the Auth'n'Auth sign-in started last, for a return whose URL cannot
 * carry it: the emulator's sign-in page redirects to its app's fixed redirect URL and drops `ruparams`.
 *
 * `SameSite=Strict` is what makes it a proof: the browser sends it on the emulator's redirect (127.0.0.1 on
 * another port is the same site) but never on a request another site starts, image or link alike. `HttpOnly`
 * keeps it from scripts, `Path=/callback` from every other request. Cookies ignore ports, so the name carries
 * this explorer's port: two explorers on one machine keep their own.
 */
export class SignInCookie {
  /** `baykit-explorer-<port>-signin`. */
  readonly name: string;

  constructor(port: number) {
    this.name = `baykit-explorer-${port}-signin`;
  }

  /** Sets the cookie to `state` (state values are base64url, safe in a cookie as they are). */
  set(res: ServerResponse, state: string): void {
    res.appendHeader('set-cookie', this.#cookie(state, Math.floor(STATE_TTL_MS / 1000)));
  }

  /** Removes the cookie from the browser. */
  clear(res: ServerResponse): void {
    res.appendHeader('set-cookie', this.#cookie('', 0));
  }

  /** The cookie's value in a request, if it carries one. */
  read(req: IncomingMessage): string | undefined {
    for (const part of (req.headers.cookie ?? '').split(';')) {
      const at = part.indexOf('=');
      if (at > 0 && part.slice(0, at).trim() === this.name) return part.slice(at + 1).trim() || undefined;
    }
    return undefined;
  }

  #cookie(value: string, maxAgeSeconds: number): string {
    return `${this.name}=${value}; Path=/callback; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict`;
  }
}
