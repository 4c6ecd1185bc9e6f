import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_HEADER } from '../../shared/api.js';
import { HttpError } from './http.js';

/**
 * The Content-Security-Policy of every answer: only the explorer's own scripts, styles and API, no framing.
 * The app never needs inline code, so a slip that echoes request data into a page still cannot run script.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Methods that change state and therefore need the CSRF token, a JSON body and a same-origin `Origin`. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sets the headers every answer carries (pages, assets, API, errors). */
export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
}

/** A fresh random token (URL-safe base64), for the CSRF token and OAuth `state` values. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  // Comparing against itself keeps the time the same when only the lengths differ.
  return timingSafeEqual(left, left.length === right.length ? right : left) && left.length === right.length;
}

/**
 * The guard in front of every request: a Host check against DNS rebinding, and for state-changing requests
 * the CSRF token, a JSON content type and a same-origin `Origin`.
 */
export class RequestGuard {
  readonly #port: number;
  readonly #csrfToken: string;

  constructor(port: number, csrfToken: string) {
    this.#port = port;
    this.#csrfToken = csrfToken;
  }

  /** The hosts a browser uses to reach this explorer: `127.0.0.1:<port>` and `localhost:<port>`. */
  get allowedHosts(): string[] {
    return [`127.0.0.1:${this.#port}`, `localhost:${this.#port}`];
  }

  /**
   * Refuses a request whose Host is not this explorer: a page on another site that rebinds its DNS name to
   * 127.0.0.1 still sends its own name as Host.
   */
  checkHost(req: IncomingMessage): void {
    const host = (req.headers.host ?? '').toLowerCase();
    if (!this.allowedHosts.includes(host)) {
      throw new HttpError(
        403,
        `Refused: the Host header must be ${this.allowedHosts.join(' or ')} (this explorer answers only on its own address).`,
      );
    }
  }

  /** Whether `method` changes state (and so needs `checkStateChange`). */
  isStateChanging(method: string): boolean {
    return STATE_CHANGING.has(method);
  }

  /** Refuses a state-changing request without the CSRF token, a JSON content type or with a foreign Origin. */
  checkStateChange(req: IncomingMessage): void {
    const origin = req.headers.origin;
    if (origin !== undefined && !this.allowedHosts.some((host) => origin === `http://${host}`)) {
      throw new HttpError(403, `Refused: the Origin header must be http://${this.allowedHosts.join(' or http://')}.`);
    }
    const sent = req.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || sent === '') {
      throw new HttpError(403, `Refused: the ${CSRF_HEADER} header is missing (take its value from GET /api/session).`);
    }
    if (!safeEqual(sent, this.#csrfToken)) {
      throw new HttpError(
        403,
        `Refused: the ${CSRF_HEADER} header does not match this explorer's session (reload the page).`,
      );
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new HttpError(403, 'Refused: a state-changing request must send Content-Type: application/json.');
    }
  }
}
