import { hasMoreTradingPages, tradingPageFields } from 'baykit/catalog';
import type { CallInput, CallOutcome, ParameterDetail, RestCallInput, XmlCallInput } from '../../shared/api.js';
import { callExchange } from './call-summary.js';

/**
 * The same call for the page after the answer's, with what the button says (`offset 3, limit 3`, `page 2 of 4`), or
 * why the answer's `next` link cannot be used (`refused`).
 */
export type NextPage = { input: CallInput; label: string } | { refused: string };

/**
 * The next page of a paged answer, when it has one: a REST answer's `next` link
 * (https://developer.ebay.com/api-docs/buy/browse/types/gct:SearchPagedCollection%3Cgct:ItemSummary%3E, and the
 * same field in every paged collection: docs/ebay-facts.md#pagination), or a Trading answer whose `HasMore…` flag or
 * `PaginationResult` says more pages follow
 * (https://developer.ebay.com/devzone/xml/docs/reference/ebay/types/PaginationType.html). `parameters` are the REST
 * operation's, which a `next` link's query must stay within. Undefined when there is no next page.
 */
export function nextPage(
  input: CallInput,
  outcome: CallOutcome,
  parameters: readonly ParameterDetail[] = [],
): NextPage | undefined {
  if (!outcome.ok || !isRecord(outcome.data)) return undefined;
  return input.kind === 'rest'
    ? nextRestPage(input, outcome, outcome.data, parameters)
    : nextTradingPage(input, outcome.data);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The `next` link read into the form's query, never followed: it must name the origin and path the call went to
 * (a link elsewhere is refused) and only query parameters the operation declares, which replace the form's.
 */
function nextRestPage(
  input: RestCallInput,
  outcome: CallOutcome,
  data: Record<string, unknown>,
  parameters: readonly ParameterDetail[],
): NextPage | undefined {
  const link = data.next;
  if (typeof link !== 'string' || link === '') return undefined;
  const sent = callExchange(outcome)?.request.url;
  const here = sent === undefined ? undefined : parseUrl(sent);
  const next = parseUrl(link, here);
  if (!here || !next) return { refused: `The next link is not a URL this call can follow: ${link}` };
  if (next.origin !== here.origin || next.pathname !== here.pathname)
    return { refused: `The next link points to ${next.origin}${next.pathname}, not to this call's ${here.pathname}.` };
  const declared = new Set(parameters.filter((parameter) => parameter.in === 'query').map(({ name }) => name));
  const query = Object.fromEntries(next.searchParams.entries());
  const unknown = Object.keys(query).filter((name) => !declared.has(name));
  if (unknown.length > 0)
    return { refused: `The next link has query parameters this operation does not take: ${unknown.join(', ')}.` };
  const label = ['offset', 'limit', 'continuation_token']
    .filter((name) => query[name] !== undefined)
    .map((name) => `${name} ${cutToken(query[name] ?? '')}`)
    .join(', ');
  return { input: { ...input, query }, label };
}

function parseUrl(text: string, base?: URL): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

const cutToken = (value: string): string => (value.length > 12 ? `${value.slice(0, 11)}…` : value);

/** `Pagination.PageNumber` one past the answer's `PageNumber` (else the request's, else 1), `EntriesPerPage` kept. */
function nextTradingPage(input: XmlCallInput, data: Record<string, unknown>): NextPage | undefined {
  if (input.service !== 'trading') return undefined;
  const asked = isRecord(input.fields.Pagination) ? Number(input.fields.Pagination.PageNumber) : Number.NaN;
  const answered = Number(data.PageNumber);
  const current = Number.isInteger(answered) && answered > 0 ? answered : Number.isInteger(asked) ? asked : 1;
  if (!hasMoreTradingPages(data, current)) return undefined;
  const total = isRecord(data.PaginationResult) ? Number(data.PaginationResult.TotalNumberOfPages) : Number.NaN;
  const label = `page ${current + 1}${Number.isInteger(total) && total > 0 ? ` of ${total}` : ''}`;
  return { input: { ...input, fields: tradingPageFields(input.fields, current + 1) }, label };
}
