// Loaded with the sending half of a call (run-call.ts); the services table and the site checks, which the package
// root reaches, come in `codec` (codec.ts says why).
import { requireOption, type ResolvedConfig } from '../config.js';
import type { XmlCodec } from './codec.js';
import type { XmlServiceName } from './services.js';

/** What the XML services table says about a service's headers (its generated rows, as one type). */
interface ServiceHeaderRow {
  readonly serviceName?: string;
  /** Header names (URL parameter names for Client Alerts) of the values every call carries. */
  readonly headers: {
    readonly callName: string;
    readonly version: string;
    readonly siteId?: string;
    readonly globalId?: string;
    readonly serviceName?: string;
    readonly appId?: string;
  };
  readonly fixedHeaders?: Readonly<Record<string, string>>;
  readonly keyHeaders?: { readonly appId: string; readonly devId: string; readonly certId: string };
  readonly iafToken?: 'user' | 'application';
}

/** The row of `service` in `@baykit/spec`'s XML services table (codegen: `packages/codegen/src/data/xml-services.ts`). */
export function serviceRow(codec: XmlCodec, service: XmlServiceName): ServiceHeaderRow {
  return codec.XML_SERVICE_TABLE[service];
}

/**
 * The headers of a call of `service` (for Client Alerts, a GET, its URL parameters), read from the XML services table:
 * the App ID where it names the caller, the call name, the site (numeric or global id), the version, the service
 * name, then the headers with a fixed value. Which token goes along, and the keyset headers, are the runtime's.
 */
export function serviceHeaders(
  codec: XmlCodec,
  service: XmlServiceName,
  callName: string,
  version: string,
  config: ResolvedConfig,
  siteId: number | undefined,
): Record<string, string> {
  const row = serviceRow(codec, service);
  const names = row.headers;
  const out: Record<string, string> = {};
  if (names.appId) out[names.appId] = requireOption(config, 'appId', `${service} calls`);
  out[names.callName] = callName;
  if (names.siteId) out[names.siteId] = String(codec.numericSiteId(config, siteId, service));
  out[names.version] = version;
  if (names.globalId) out[names.globalId] = codec.globalIdOf(config, siteId, service);
  if (names.serviceName && row.serviceName) out[names.serviceName] = row.serviceName;
  return Object.assign(out, row.fixedHeaders);
}

/** The keyset headers of `row` (Trading's sign-in and token calls), each option required. */
export function keyHeaders(row: ServiceHeaderRow, config: ResolvedConfig, callName: string): Record<string, string> {
  const names = row.keyHeaders;
  if (!names) return {};
  const purpose = `${callName} (authenticated by the keyset)`;
  return {
    [names.appId]: requireOption(config, 'appId', purpose),
    [names.devId]: requireOption(config, 'devId', purpose),
    [names.certId]: requireOption(config, 'certId', purpose),
  };
}
