import { XML_PATHS, XML_PRODUCTION_HOSTS } from '@baykit/spec/xml-services';

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

/** The host name (no scheme) of a host kind in production or sandbox. */
export function ebayHost(kind: HostKind, sandbox: boolean): string {
  const host = XML_HOSTS[kind] ?? `${kind}.ebay.com`;
  return sandbox ? host.replace(/\.ebay\.com$/, '.sandbox.ebay.com') : host;
}

/** `https://{host}` for a host kind, or the configured `origin`. */
export function baseUrl(kind: HostKind, settings: HostSettings): string {
  return settings.origin ?? `https://${ebayHost(kind, settings.sandbox)}`;
}
