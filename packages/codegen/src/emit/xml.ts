import { HEADER } from './common.js';

/** One XML service as services.json describes it. */
export interface XmlServiceSpec {
  name: string;
  calls: string[];
  status: string;
  version?: number;
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

/**
 * The `xml.gen.ts` module: every XML service's call names (from services.json) and its class of one-line
 * call methods. Trading calls baykit types get their request and response types; the others take and give
 * plain objects.
 */
export function emitXml(services: XmlServiceSpec[], pagedTrading: ReadonlySet<string>): string {
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
      `/** \`ebay.${service.name}\`: the ${TITLE[service.name]}${service.status === 'live' ? '' : `, ${service.status}`}. Each call resolves to the content of \`<CallName>Response\`. */`,
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
      out.push(
        `  /** \`${call}\`${paged ? ' · pages with `ebay.paginate`' : ''} */`,
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
