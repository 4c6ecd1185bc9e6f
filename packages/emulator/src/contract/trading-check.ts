import { parseXmlFields } from '../xml/parse-fields.js';
import {
  validateTradingRequest,
  validateTradingResponse,
  type ResponseProblem,
  type TradingSchema,
} from '../xml/trading-validate.js';
import type { Drift, DriftKind } from './drift.js';
import { bodyText, type ExchangeToCheck } from './exchange.js';

type Found = Omit<Drift, 'operation' | 'side'>;

/** The drift kind of an error the emulator's request validation would answer: 21927, 10009 or 37 (trading-validate.ts). */
const REQUEST_KINDS: Readonly<Record<string, DriftKind>> = { '21927': 'unknown-field', '10009': 'missing-field' };

/** The drift kind of a problem `validateTradingResponse` reports, by the sentence it writes. */
function responseKind(problem: ResponseProblem): DriftKind {
  if (/ has no (element|attribute) /.test(problem.problem)) return 'unknown-field';
  if (/^required attribute /.test(problem.problem)) return 'missing-field';
  if (/ is not a value of /.test(problem.problem)) return 'unknown-value';
  return 'wrong-type';
}

/** The content of `<Call>Request` or `<Call>Response`; a drift when the body is missing or no XML. */
function fieldsOf(text: string | undefined, call: string): { fields?: Record<string, unknown>; drift?: Found } {
  if (text === undefined)
    return {
      drift: { kind: 'missing-field', path: 'body', detail: `A ${call} message has an XML body; this one has none.` },
    };
  const fields = parseXmlFields(text, call);
  return fields ? { fields } : { drift: { kind: 'unreadable-body', path: 'body', detail: 'The body is not XML.' } };
}

function requestDrift(schema: TradingSchema, call: string, exchange: ExchangeToCheck): Found[] {
  const { fields, drift } = fieldsOf(bodyText(exchange.request.body), call);
  if (!fields) return drift ? [drift] : [];
  // WarningLevel High: the validation then reports every element the schema lacks (warning 21927), not only errors.
  const { errors, warnings } = validateTradingRequest(schema, call, { ...fields, WarningLevel: 'High' });
  return [...errors, ...warnings].map((failure) => {
    const tag = failure.parameters?.[0] ?? '';
    const kind = REQUEST_KINDS[failure.code] ?? 'invalid-value';
    return { kind, path: tag ? `body.${tag}` : 'body', detail: failure.longMessage ?? failure.shortMessage };
  });
}

function responseDrift(schema: TradingSchema, call: string, exchange: ExchangeToCheck): Found[] {
  const out: Found[] = [];
  // Trading answers every call with 200 and puts its errors in the body (docs/ebay-facts.md#xml-services).
  if (exchange.response.status !== 200)
    out.push({
      kind: 'unlisted-status',
      path: 'status',
      detail: `Trading answers 200, not ${exchange.response.status}.`,
    });
  const { fields, drift } = fieldsOf(bodyText(exchange.response.body), call);
  if (!fields) return drift && exchange.response.status === 200 ? [...out, drift] : out;
  for (const problem of validateTradingResponse(schema, call, fields))
    out.push({
      kind: responseKind(problem),
      path: problem.path ? `body.${problem.path}` : 'body',
      detail: `${problem.problem}.`,
    });
  return out;
}

/**
 * The differences between a Trading exchange and Trading's schema (XSD-derived, @baykit/spec): in the request an
 * element the schema lacks, a value not of its type or enumeration, a field the call requires left out; in the answer
 * the same, and a status other than 200. Read by the emulator's own validations (xml/trading-validate.ts).
 */
export function checkTradingExchange(schema: TradingSchema, call: string, exchange: ExchangeToCheck): Drift[] {
  const operation = `trading.${call}`;
  if (!schema.requestOf.has(call))
    return [
      {
        operation,
        side: 'request',
        kind: 'unknown-operation',
        path: '',
        detail: `Trading's schema has no call ${call}.`,
      },
    ];
  return [
    ...requestDrift(schema, call, exchange).map((d) => ({ operation, side: 'request' as const, ...d })),
    ...responseDrift(schema, call, exchange).map((d) => ({ operation, side: 'response' as const, ...d })),
  ];
}
