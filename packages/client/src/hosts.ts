import { XML_PATHS, XML_PRODUCTION_HOSTS } from '@baykit/spec/xml-services';
import { ValidationError } from './errors/validation-error.js';

/** The eBay hosts baykit talks to, by role (docs/ebay-facts.md#oauth-and-sign-in-hosts, #session-and-sign-in-flow, #xml-service-endpoints, #rest-hosts). */
export type HostKind =
  | 'api'
  | 'apiz'
  | 'apix'
  | 'apim'
  | 'tppz'
  | 'auth'
  | 'signin'
  | 'trading'
  | 'shopping'
  | 'finding'
  | 'merchandising'
  | 'clientAlerts';

/**
 * The production hosts not named after their kind: the XML services', from the table @baykit/spec generates
 * (xml/services.json). Every other kind is its own host name (`apiz` → apiz.ebay.com); sandbox inserts `sandbox.`
 * before `ebay.com`.
 */
const XML_HOSTS: Readonly<Partial<Record<HostKind, string>>> = XML_PRODUCTION_HOSTS;

/** The OAuth token endpoint's path. */
export const TOKEN_PATH = '/identity/v1/oauth2/token';
/** The OAuth consent page's path. */
export const AUTHORIZE_PATH = '/oauth2/authorize';
/** The Auth'n'Auth sign-in page's path. */
export const SIGNIN_PATH = '/ws/eBayISAPI.dll';

/**
 * Fixed paths of the non-REST endpoints (the same paths the emulator serves; the XML ones from the table
 * @baykit/spec generates). The OAuth code uses the constants above, so a program without XML calls does not carry
 * the XML paths.
 */
export const ENDPOINT_PATHS = /* @__PURE__ */ endpointPaths();

/** Built by a (pure) call, so bundles that never read it leave it and the XML paths out. */
function endpointPaths() {
  return {
    token: TOKEN_PATH,
    authorize: AUTHORIZE_PATH,
    signin: SIGNIN_PATH,
    trading: XML_PATHS.trading,
    shopping: XML_PATHS.shopping,
    finding: XML_PATHS.finding,
    merchandising: XML_PATHS.merchandising,
    clientAlerts: XML_PATHS.clientAlerts,
  } as const;
}

/** Where requests go: eBay production, eBay sandbox, or one origin for everything (the emulator). */
export interface HostSettings {
  sandbox: boolean;
  /** When set, every URL uses this scheme, host and port instead of eBay's. */
  origin?: string | undefined;
}

/** The kinds named after their host (`apiz` → apiz.ebay.com); the XML services' are in XML_HOSTS. */
const OWN_NAME_KINDS = /^(?:api[zxm]?|tppz|auth|signin)$/;

/**
 * The host name (no scheme) of a host kind in production or sandbox. A kind outside `HostKind` (from code that is not
 * type-checked, e.g. `ebay.request({ host })`) is refused: a host name is never made from a caller's text.
 */
export function ebayHost(kind: HostKind, sandbox: boolean): string {
  let host = Object.hasOwn(XML_HOSTS, kind) ? XML_HOSTS[kind] : undefined;
  if (host === undefined && OWN_NAME_KINDS.test(kind)) host = `${kind}.ebay.com`;
  if (host === undefined)
    throw new ValidationError(
      `Unknown eBay host ${JSON.stringify(String(kind))}: use api, apiz, apix, apim, tppz, auth, signin or an XML service's name.`,
      { parameter: 'host' },
    );
  return sandbox ? host.replace(/\.ebay\.com$/, '.sandbox.ebay.com') : host;
}

/** `https://{host}` for a host kind, or the configured `origin` (the kind is checked either way). */
export function baseUrl(kind: HostKind, settings: HostSettings): string {
  const host = ebayHost(kind, settings.sandbox);
  return settings.origin ?? `https://${host}`;
}
