import { xmlCallLifecycleMessage } from '@baykit/spec/facts';
import type { LifecycleFile } from '../lifecycle.js';
import { HEADER } from './common.js';

/** One XML service as services.json describes it. */
export interface XmlServiceSpec {
  name: string;
  calls: string[];
  status: string;
  version?: number;
  /** eBay's production and sandbox host names. */
  host?: { production: string; sandbox: string };
  path?: string;
  method?: 'GET' | 'POST';
  namespace?: string;
}

const CLASS: Record<string, string> = {
  trading: 'TradingApi',
  shopping: 'ShoppingApi',
  finding: 'FindingApi',
  merchandising: 'MerchandisingApi',
  clientAlerts: 'ClientAlertsApi',
};

const TITLE: Record<string, string> = {
  trading: 'Trading API',
  shopping: 'Shopping API',
  finding: 'Finding API',
  merchandising: 'Merchandising API',
  clientAlerts: 'Client Alerts API',
};

/** The names of the constant holding a service's call names (`TRADING_CALLS`). */
function callsConst(service: string): string {
  return `${service.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_CALLS`;
}

/** One XML lifecycle entry as generated: status, date, replacement and the sentence errors and warnings use. */
interface XmlEntry {
  status: string;
  date?: string;
  replacement?: string;
  message: string;
}

/** Lifecycle of XML services (key `finding`) and Trading calls (key `trading.GetCategories`), from lifecycle.json. */
export function xmlLifecycle(lifecycle: LifecycleFile | undefined): Map<string, XmlEntry> {
  const out = new Map<string, XmlEntry>();
  if (!lifecycle) return out;
  const instead = (replacement: string | null | undefined): string =>
    replacement ? ` Use ${replacement} instead.` : '';
  for (const entry of lifecycle.apis) {
    if (entry.kind !== 'xml' || entry.status === 'active') continue;
    out.set(entry.api, {
      status: entry.status,
      ...(entry.date ? { date: entry.date } : {}),
      ...(entry.replacement ? { replacement: entry.replacement } : {}),
      message: `eBay ${entry.status} the ${TITLE[entry.api] ?? entry.api}${entry.date ? ` on ${entry.date}` : ''}; its calls fail at eBay.${instead(entry.replacement)}${entry.hint ? ` ${entry.hint}` : ''}`,
    });
  }
  for (const entry of lifecycle.xmlCalls) {
    if (entry.status === 'active') continue;
    out.set(`${entry.service}.${entry.call}`, {
      status: entry.status,
      ...(entry.date ? { date: entry.date } : {}),
      ...(entry.replacement ? { replacement: entry.replacement } : {}),
      message: xmlCallLifecycleMessage(TITLE[entry.service] ?? entry.service, entry.call, {
        status: entry.status,
        ...(entry.date ? { date: entry.date } : {}),
        ...(entry.replacement ? { replacement: entry.replacement } : {}),
      }),
    });
  }
  return out;
}

/**
 * The `xml-lifecycle.gen.ts` module: `XML_LIFECYCLE`, read by the XML runtime before it sends a call. Services are
 * whole entries; calls are grouped by service and by what happened to them, their sentence made by the client's
 * `xmlLifecycleTable` (the same `xmlCallLifecycleMessage` as here), which keeps the table small in bundles.
 */
export function emitXmlLifecycle(entries: Map<string, XmlEntry>): string {
  const services: string[] = [];
  const groups = new Map<string, string[]>();
  for (const [key, entry] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const [service = '', call] = key.split('.');
    if (call === undefined) {
      services.push(`    ${JSON.stringify(key)}: ${JSON.stringify(entry)},`);
      continue;
    }
    const { message: _, ...facts } = entry;
    const group = JSON.stringify([service, TITLE[service] ?? service, facts]);
    groups.set(group, [...(groups.get(group) ?? []), call]);
  }
  const out = [
    HEADER,
    "import { xmlLifecycleTable, type XmlLifecycle } from '../xml/lifecycle.js';",
    '',
    '/** XML services (`finding`) and calls (`trading.GetCategories`) eBay retired (lifecycle.json of the specs). */',
    'export const XML_LIFECYCLE: Readonly<Record<string, XmlLifecycle>> = /* @__PURE__ */ xmlLifecycleTable(',
    '  {',
    ...services,
    '  },',
    '  [',
    ...[...groups].map(([group, calls]) => `    [${group.slice(1, -1)}, ${JSON.stringify(calls.join(' '))}],`),
    '  ],',
    ');',
  ];
  return `${out.join('\n')}\n`;
}

/**
 * The `xml.gen.ts` module: every XML service's call names (from services.json) and its class of one-line
 * call methods. Trading calls baykit types get their request and response types; the others take and give
 * plain objects.
 */
export function emitXml(
  services: XmlServiceSpec[],
  pagedTrading: ReadonlySet<string>,
  lifecycle?: LifecycleFile,
): string {
  const retired = xmlLifecycle(lifecycle);
  const deprecated = (key: string): string[] => {
    const entry = retired.get(key);
    return entry ? [` * @deprecated ${entry.message}`] : [];
  };
  const out: string[] = [
    HEADER,
    "import type { Paged } from '../rest/bind.js';",
    "import { bindXmlCalls, type XmlCallMethod, type XmlGenericCall } from '../xml/bind-calls.js';",
    "import type { TradingPageItemOf, TradingRequestOf, TradingResponseOf, XmlBody } from '../xml/call-types.js';",
    "import type { XmlFields } from '../xml/builder.js';",
    "import type { XmlRuntime } from '../xml/runtime.js';",
    '',
  ];
  for (const service of services) {
    const calls = [...service.calls];
    out.push(
      `/** The ${calls.length} call names of the ${TITLE[service.name]} (${service.status}). */`,
      `export const ${callsConst(service.name)} = [`,
      ...calls.map((c) => `  '${c}',`),
      '] as const;',
      '',
      '/**',
      ` * \`ebay.${service.name}\`: the ${TITLE[service.name]}${service.status === 'live' ? '' : `, ${service.status}`}. Each call resolves to the content of \`<CallName>Response\`.`,
      ...deprecated(service.name),
      ' */',
      `export class ${CLASS[service.name]} {`,
      '  /** Any call of this service by name (`NoCallError` without one). */',
      '  declare readonly call: XmlGenericCall;',
      '',
    );
    for (const call of calls) {
      const method =
        service.name === 'trading'
          ? `XmlCallMethod<TradingRequestOf<'${call}'>, TradingResponseOf<'${call}'>>`
          : 'XmlCallMethod<XmlFields, XmlBody>';
      const paged = service.name === 'trading' && pagedTrading.has(call);
      const entry = retired.get(`${service.name}.${call}`);
      out.push(
        entry
          ? `  /** \`${call}\`${paged ? ' · pages with `ebay.paginate`' : ''} @deprecated ${entry.message} */`
          : `  /** \`${call}\`${paged ? ' · pages with `ebay.paginate`' : ''} */`,
        `  declare readonly ${call}: ${paged ? `Paged<${method}, TradingPageItemOf<'${call}'>>` : method};`,
      );
    }
    out.push(
      '',
      '  constructor(runtime: XmlRuntime) {',
      `    bindXmlCalls(this, runtime, '${service.name}', ${callsConst(service.name)});`,
      '  }',
      '}',
      '',
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}
