import type { EmulatorRequest } from '../request.js';
import { jsonResponse } from '../json-response.js';

/** The names a loopback emulator answers to without configuration. */
const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** Who may use the emulator over HTTP (and its admin API): the hosts it answers to and the port it listens on. */
export interface AdminAccess {
  /**
   * Extra Host values to accept besides the loopback names (`allowedHosts`): `name` (with the listening port) or
   * `name:port` (exactly, e.g. behind a port mapping). Lower case.
   */
  readonly allowedHosts: readonly string[];
  /** The port the emulator listens on; undefined when it only answers in process (then any port is accepted). */
  port(): number | undefined;
}

function refuse(status: 403 | 415, error: string): Response {
  return jsonResponse({ error }, { status });
}

/** `name` and `name:port` of a URL (`[::1]` keeps its brackets; the default port is written out). */
function authority(url: URL): { name: string; port: string } {
  return { name: url.hostname.toLowerCase(), port: url.port || (url.protocol === 'https:' ? '443' : '80') };
}

/**
 * eBay's own API host names (production and sandbox: `api.ebay.com`, `apiz.sandbox.ebay.com`, `open.api.ebay.com`,
 * …). eBay's routes answer them as well: a client that rewrites only the address (and keeps `Host`, which its
 * request signature covers as `@authority`), or a hosts file that points eBay's names here, reaches the emulator
 * under eBay's names. No web page can make a browser send them to this machine (DNS rebinding needs a name the
 * attacker controls), so they open nothing to pages. The admin API still takes only its own names.
 */
const EBAY_API_HOST = /^(api|apiz|apix|apim|tppz|auth|signin|open\.api|svcs|clientalerts)(\.sandbox)?\.ebay\.com$/;

/** Whether `url` names one of eBay's API hosts (see EBAY_API_HOST). */
export function isEbayApiHost(url: URL): boolean {
  return EBAY_API_HOST.test(url.hostname.toLowerCase());
}

function isAllowedName(name: string, access: AdminAccess): boolean {
  return LOOPBACK_HOSTS.includes(name) || access.allowedHosts.includes(name);
}

/**
 * Why a request addressed to `url` is not for this emulator, or undefined when it is: the Host must be a loopback
 * name on the listening port, or an `allowedHosts` entry. A DNS-rebound page (a name of the attacker's that now
 * points at 127.0.0.1) still sends its own name as Host, so this one rule keeps web pages away from every route:
 * the admin API, and eBay's routes (which would mint tokens with the public test keys and create notification
 * destinations for such a page).
 */
export function foreignHost(url: URL, access: AdminAccess): string | undefined {
  const { name, port } = authority(url);
  const listening = access.port();
  const hostAllowed =
    access.allowedHosts.includes(`${name}:${port}`) ||
    (isAllowedName(name, access) && (listening === undefined || String(listening) === port));
  if (hostAllowed) return undefined;
  const names = [
    ...LOOPBACK_HOSTS.map((h) => (listening === undefined ? h : `${h}:${listening}`)),
    ...access.allowedHosts,
  ];
  return `Refused: the Host header must name this emulator (${names.join(', ')}); add other names with the allowedHosts option or --allowed-host.`;
}

/**
 * Which header shows that `req` was sent by a web page of another origin, or undefined when none does: an `Origin`
 * other than the origin the request was addressed to (`Origin: null` included, which sandboxed frames and `data:`
 * pages send: it names no page that could be trusted), or a `Sec-Fetch-Site` other than `same-origin` (`same-site` too:
 * every port of 127.0.0.1 is the same site, and another user's server may be listening on one). `Sec-Fetch-Site:
 * none` passes, as does a request with neither header: the browser sends `none` only for what the person did
 * themselves (an address typed, a bookmark), and programs (tests, curl, SDKs) send neither. Browsers set both
 * headers and no page script can change them. The one rule for every route that refuses pages of other origins:
 * the admin API and the sign-in and consent forms.
 */
export function fromAnotherOrigin(req: EmulatorRequest): string | undefined {
  const origin = req.headers.get('origin');
  // Exact text: browsers send the serialised origin (lower-case host, no default port), which URL.origin matches.
  if (origin !== null && origin !== req.url.origin) return `Origin ${origin}`;
  const site = req.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site: ${site}`;
  return undefined;
}

/**
 * Refuses admin requests a web page could make: the admin API resets state, expires tokens, injects faults and
 * shows the request log, so it answers only requests addressed to this emulator by name (`foreignHost`), never
 * ones from a page of another origin (`fromAnotherOrigin`), and takes state changes only as
 * `Content-Type: application/json`, which no page can send cross-origin without a preflight the emulator never
 * grants. Like the explorer's own guard (apps/explorer/server/http/security.ts), plus `[::1]` and `allowedHosts`.
 * Undefined when the request may go on.
 */
export function refuseAdminRequest(req: EmulatorRequest, access: AdminAccess): Response | undefined {
  const foreign = foreignHost(req.url, access);
  if (foreign) return refuse(403, foreign);
  const elsewhere = fromAnotherOrigin(req);
  if (elsewhere) {
    return refuse(
      403,
      `Refused: the admin API takes no requests from web pages of other origins (${elsewhere}); call it from a test or a script, not a web page.`,
    );
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json')
      return refuse(
        415,
        `Refused: send Content-Type: application/json with ${req.method} /__emulator/… (a JSON body, {} when there is nothing to say).`,
      );
  }
  return undefined;
}
