import type { IncomingMessage } from 'node:http';
import type { RelayKey } from './relay-key.js';

/** The relay's limits (docs/security.md#baykit-proxy): what one request may carry. */
export const RELAY_LIMITS = {
  /** A request body, in bytes: eBay's largest uploads (images, feed files) stay under it. */
  requestBytes: 32 * 1024 * 1024,
  /** Header lines of a request. */
  headers: 100,
  /** An answer's bytes kept for the contract check and the cassette; the rest is relayed and not checked. */
  checkedBytes: 8 * 1024 * 1024,
} as const;

/** Why the relay refuses a request: the status and one sentence saying what to change. */
export interface Refusal {
  readonly status: number;
  readonly message: string;
}

/** A path segment `.` or `..`, spelled out or percent-encoded. */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

/** A request the guard let through: the path and query to forward, the relay's key taken off. */
export interface Admitted {
  readonly path: string;
}

/**
 * Why the relay must not forward `req`, or the path to forward. It answers only requests meant for itself: a path
 * (never an absolute URL, which is how a client asks an open proxy to reach any host), with a `Host` naming this
 * relay (so a web page that rebinds a name to 127.0.0.1 gets nothing), not from a web page (browsers add `Origin` or
 * `Sec-Fetch-Site`; eBay's clients do not), under this start's key (`key`: another local user gets nothing), within
 * the header and body limits, and without `.` or `..` segments or backslashes (a path value stays the one segment it
 * is; URL parsers read `\` as `/`, so `\..\` is a dot segment too).
 */
export function refusalOf(req: IncomingMessage, ownHosts: ReadonlySet<string>, key: RelayKey): Refusal | Admitted {
  const target = req.url ?? '';
  if (!target.startsWith('/'))
    return { status: 400, message: "baykit proxy relays paths only: point your client's origin at it." };
  if (!ownHosts.has((req.headers.host ?? '').toLowerCase()))
    return { status: 421, message: `baykit proxy answers requests for ${[...ownHosts][0] ?? 'itself'} only.` };
  if (req.headers.origin !== undefined || req.headers['sec-fetch-site'] !== undefined)
    return { status: 403, message: 'baykit proxy takes no requests from web pages.' };
  const forwarded = key.strip(target);
  if (forwarded === undefined)
    return {
      status: 403,
      message: `baykit proxy takes requests only under the origin it printed at start (http://${[...ownHosts][0] ?? '127.0.0.1'}/<key>, a new key at every start): point your client's origin there.`,
    };
  if (req.rawHeaders.length / 2 > RELAY_LIMITS.headers)
    return { status: 431, message: `baykit proxy takes at most ${RELAY_LIMITS.headers} headers.` };
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > RELAY_LIMITS.requestBytes)
    return { status: 413, message: `baykit proxy takes request bodies of up to ${RELAY_LIMITS.requestBytes} bytes.` };
  const path = forwarded.split('?')[0] ?? '';
  if (path.includes('\\')) return { status: 400, message: 'baykit proxy refuses paths with a backslash.' };
  if (path.split('/').some((segment) => DOT_SEGMENT.test(segment)))
    return { status: 400, message: 'baykit proxy refuses paths with . or .. segments.' };
  return { path: forwarded };
}

/** Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1), plus those the connection names. */
const HOP_BY_HOP: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** `headers` without the hop-by-hop ones and without `drop` (lower-case names). */
export function endToEnd<T>(
  headers: Readonly<Record<string, T | undefined>>,
  drop: readonly string[] = [],
): Record<string, T> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const out: Record<string, T> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.includes(name) && !drop.includes(name))
      out[name] = value;
  return out;
}
