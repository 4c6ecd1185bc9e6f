import type { ResolvedConfig } from '../config.js';
import { ConfigError } from '../errors/config-error.js';
import type { HostKind } from '../hosts.js';
import { SiteId } from '../enums/site-id.js';
import { XML_SERVICE_TABLE } from '@baykit/spec/xml-services';

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

/**
 * Built by a (pure) call, not a module-level literal, so bundles without the XML services leave it out. Namespace,
 * method and version come from the XML services table @baykit/spec generates from `xml/services.json`.
 */
function serviceDefinitions(): Readonly<Record<XmlServiceName, XmlServiceDefinition>> {
  const definition = (name: XmlServiceName): XmlServiceDefinition => {
    const service: { method: 'POST' | 'GET'; version: string; namespace?: string } = XML_SERVICE_TABLE[name];
    return {
      name,
      host: name,
      method: service.method,
      ...(service.namespace ? { namespace: service.namespace } : {}),
      version: service.version,
    };
  };
  return {
    trading: definition('trading'),
    shopping: definition('shopping'),
    finding: definition('finding'),
    merchandising: definition('merchandising'),
    clientAlerts: definition('clientAlerts'),
  };
}

/**
 * A set of Trading calls from the XML services table, built by a (pure) call so bundles without the XML services
 * leave the table out (a property read at module level would keep it).
 */
function tradingCalls(kind: keyof typeof XML_SERVICE_TABLE.trading.calls): ReadonlySet<string> {
  return new Set(XML_SERVICE_TABLE.trading.calls[kind]);
}

/** Trading calls authenticated by the App/Dev/Cert key headers instead of a user token (docs/ebay-facts.md#session-and-sign-in-flow). */
export const KEY_AUTHENTICATED_CALLS: ReadonlySet<string> = /* @__PURE__ */ tradingCalls('keys');

/** Trading calls that also carry the key headers besides the token they act on. */
export const KEY_HEADER_CALLS: ReadonlySet<string> = /* @__PURE__ */ tradingCalls('keysAndToken');

/** Trading calls eBay requires to be signed for EU/UK sellers (docs/ebay-facts.md#which-calls-are-signed). */
export const SIGNED_TRADING_CALLS: ReadonlySet<string> = /* @__PURE__ */ tradingCalls('signed');

/**
 * The Global ID of each numeric site id, from the small `SiteId` map (keyed by Global ID with `-` as `_`) rather
 * than the `SITES` table, so a program's XML calls do not carry the sites' names, codes and languages.
 */
function globalIdOfSite(siteId: unknown): string | undefined {
  const entry = Object.entries(SiteId).find(([, id]) => id === siteId);
  return entry?.[0].replace('_', '-');
}

/** The numeric site id for a call, or a `ConfigError` (Trading, Shopping and Client Alerts need one). */
export function numericSiteId(config: ResolvedConfig, override: number | undefined, service: XmlServiceName): number {
  const siteId = override ?? config.siteId;
  if (!Number.isInteger(siteId) || globalIdOfSite(siteId) === undefined) {
    throw new ConfigError(
      `${service} calls need a numeric siteId (e.g. 0 for US, 3 for UK, 77 for Germany). Got ${JSON.stringify(siteId)}.`,
    );
  }
  return siteId;
}

/** The Finding/Merchandising global id (`EBAY-US`, …) of the site id. */
export function globalIdOf(config: ResolvedConfig, override: number | undefined, service: XmlServiceName): string {
  const globalId = globalIdOfSite(numericSiteId(config, override, service));
  if (!globalId) throw new ConfigError(`No global id for site ${String(override ?? config.siteId)}.`);
  return globalId;
}
