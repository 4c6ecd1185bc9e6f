import type { ResolvedConfig } from '../config.js';
import { ConfigError } from '../errors/config-error.js';
import type { HostKind } from '../hosts.js';
import { siteById } from '../enums/site-id.js';
import { XML_NAMESPACES } from './namespaces.js';

/** The XML services (docs/ebay-facts.md#xml-services). */
export type XmlServiceName = 'trading' | 'shopping' | 'finding' | 'merchandising' | 'clientAlerts';

/** What differs between the XML services: where they live, their envelope and version (lifecycle: `XML_LIFECYCLE`). */
export interface XmlServiceDefinition {
  name: XmlServiceName;
  host: HostKind;
  method: 'POST' | 'GET';
  namespace?: string;
  /** The version header or parameter value sent by default. */
  version: string;
}

/** Definitions of the five services. */
export const XML_SERVICES: Readonly<Record<XmlServiceName, XmlServiceDefinition>> =
  /* @__PURE__ */ serviceDefinitions();

/** Built by a (pure) call, not a module-level literal, so bundles without the XML services leave it out. */
function serviceDefinitions(): Readonly<Record<XmlServiceName, XmlServiceDefinition>> {
  return {
    trading: { name: 'trading', host: 'trading', method: 'POST', namespace: XML_NAMESPACES.trading, version: '967' },
    shopping: {
      name: 'shopping',
      host: 'shopping',
      method: 'POST',
      namespace: XML_NAMESPACES.shopping,
      version: '863',
    },
    finding: {
      name: 'finding',
      host: 'finding',
      method: 'POST',
      namespace: XML_NAMESPACES.finding,
      version: '1.13.0',
    },
    merchandising: {
      name: 'merchandising',
      host: 'merchandising',
      method: 'POST',
      namespace: XML_NAMESPACES.merchandising,
      version: '1.1.0',
    },
    clientAlerts: {
      name: 'clientAlerts',
      host: 'clientAlerts',
      method: 'GET',
      version: '643',
    },
  };
}

/** Trading calls authenticated by the App/Dev/Cert key headers instead of a user token (docs/ebay-facts.md#session-and-sign-in-flow). */
export const KEY_AUTHENTICATED_CALLS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'GetSessionID',
  'FetchToken',
  'ConfirmIdentity',
]);

/** Trading calls that also carry the key headers besides the token they act on. */
export const KEY_HEADER_CALLS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'GetSessionID',
  'FetchToken',
  'ConfirmIdentity',
  'GetTokenStatus',
  'RevokeToken',
]);

/** Trading calls eBay requires to be signed for EU/UK sellers (docs/ebay-facts.md#which-calls-are-signed). */
export const SIGNED_TRADING_CALLS: ReadonlySet<string> = /* @__PURE__ */ new Set(['GetAccount']);

/** The numeric site id for a call, or a `ConfigError` (Trading, Shopping and Client Alerts need one). */
export function numericSiteId(config: ResolvedConfig, override: number | undefined, service: XmlServiceName): number {
  const siteId = override ?? config.siteId;
  if (!Number.isInteger(siteId) || siteById(siteId) === undefined) {
    throw new ConfigError(
      `${service} calls need a numeric siteId (e.g. 0 for US, 3 for UK, 77 for Germany). Got ${JSON.stringify(siteId)}.`,
    );
  }
  return siteId;
}

/** The Finding/Merchandising global id (`EBAY-US`, …) of the site id. */
export function globalIdOf(config: ResolvedConfig, override: number | undefined, service: XmlServiceName): string {
  const site = siteById(numericSiteId(config, override, service));
  if (!site) throw new ConfigError(`No global id for site ${String(override ?? config.siteId)}.`);
  return site.globalId;
}
