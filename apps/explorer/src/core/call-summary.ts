import type { CallInput, CallOutcome, Exchange } from '../../shared/api.js';

/** How many values a history row shows before it says "…". */
const SUMMARY_VALUES = 4;
/** How long one shown value may be. */
const VALUE_CHARS = 40;

/** The exchange of the operation itself (the last one with purpose `call`), not its token requests. */
export function callExchange(outcome: CallOutcome): Exchange | undefined {
  return [...outcome.exchanges].reverse().find((exchange) => exchange.purpose === 'call');
}

const cut = (text: string): string => (text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS)}…` : text);

/**
 * What tells one call apart from another of the same operation, for a history row: the path values and the
 * non-empty query values of a REST call (`item_id=v1|1|0 · q=phone`), the top-level plain fields of an XML call.
 */
export function callSummary(input: CallInput): string {
  const pairs: [string, string][] =
    input.kind === 'rest'
      ? [...Object.entries(input.path), ...Object.entries(input.query)].filter(([, value]) => value !== '')
      : Object.entries(input.fields).flatMap(([name, value]): [string, string][] =>
          typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
            ? [[name, String(value)]]
            : [],
        );
  const shown = pairs.slice(0, SUMMARY_VALUES).map(([name, value]) => `${name}=${cut(value)}`);
  if (pairs.length > SUMMARY_VALUES) shown.push('…');
  return shown.join(' · ');
}

/** The operation's request line without the origin (`GET /buy/browse/v1/item/v1%7C1%7C0`), when it was sent. */
export function callRequestLine(outcome: CallOutcome): string | undefined {
  const exchange = callExchange(outcome);
  if (!exchange) return undefined;
  try {
    const url = new URL(exchange.request.url);
    return `${exchange.request.method} ${url.pathname}${url.search}`;
  } catch {
    return `${exchange.request.method} ${exchange.request.url}`;
  }
}
