import { isMarketplaceId, MARKETPLACE_IDS, type OperationSpec } from 'baykit';
import { restError, type RestErrorEntry } from '../errors.js';
import { schemaCatalog } from './schema/catalog.js';
import { inputErrors } from './schema/domains.js';

// `X-EBAY-C-MARKETPLACE-ID` takes one of eBay's marketplace ids
// (https://developer.ebay.com/api-docs/static/rest-request-components.html#marketpl). The contracts list, per
// operation, the error eBay answers a marketplace it does not serve with: Browse search 11011 "The marketplace value
// … is not supported" (https://developer.ebay.com/api-docs/buy/browse/resources/item_summary/methods/search#h2-error-codes),
// Account 50117 "Invalid marketplaceId in HTTP request header", Taxonomy 62003 "The specified marketplace ID was not
// found". An operation whose contract lists none gets its API's generic invalid-value error naming the header: what
// eBay answers there is not documented (packages/emulator/README.md says so).

const HEADER = 'X-EBAY-C-MARKETPLACE-ID';

/** A message whose subject is something else that a marketplace may not support (a filter, a field, a currency). */
const OTHER_SUBJECT =
  /filter|currency|categor|event|offer|sku|session|query string|'(?!marketplaceId'|X-EBAY-C-MARKETPLACE-ID')[^']+'/i;

/** One operation's answer for an unknown marketplace id: status, error and message template. */
interface MarketplaceAnswer {
  status: number;
  entry: Omit<RestErrorEntry, 'message' | 'longMessage'>;
  template: string;
}

const chosen = new Map<string, MarketplaceAnswer>();

/**
 * How well a contract message says "this marketplace id is wrong": 3 names the header, 2 says the id is invalid or
 * not found, 1 that it is not supported; 0 is no fit.
 */
function fit(message: string): number {
  if (!/marketplace/i.test(message) || OTHER_SUBJECT.test(message)) return 0;
  if (/X-EBAY-C-MARKETPLACE-ID/i.test(message) && /invalid/i.test(message)) return 3;
  if (/invalid|not valid|not found/i.test(message)) return 2;
  return /not supported|unsupported/i.test(message) ? 1 : 0;
}

function answerFor(spec: OperationSpec): MarketplaceAnswer {
  const key = `${spec.api}.${spec.id}`;
  const known = chosen.get(key);
  if (known) return known;
  const doc = schemaCatalog[spec.api];
  const errors = doc?.operations[spec.id]?.errors ?? {};
  let answer: MarketplaceAnswer | undefined;
  let best = 0;
  for (const status of ['400', '409']) {
    for (const errorId of errors[status] ?? []) {
      const [domain = '', category = 'REQUEST', message = ''] = doc?.errorCodes?.[errorId] ?? [];
      const score = fit(message);
      if (score <= best || !domain) continue;
      best = score;
      const entry = { errorId, domain, category: category as RestErrorEntry['category'] };
      answer = { status: Number(status), entry, template: message };
    }
  }
  if (!answer) {
    const generic = inputErrors(spec.api);
    const entry = { errorId: generic.invalid.errorId, domain: generic.domain, category: 'REQUEST' as const };
    answer = { status: 400, entry, template: generic.invalid.message.replace('{field}', HEADER) };
  }
  chosen.set(key, answer);
  return answer;
}

/**
 * Fills a contract template: a placeholder of several marketplaces (`{allowedMarketplaces}`, `{marketplaceIds}`,
 * `[marketplace_ids]`) with eBay's ids, any other (`{marketplaceId}`, `{{marketplaceId}}`) with the value sent.
 * Functions, so `$&` in a request's value stays text.
 */
function fill(template: string, value: string): string {
  return template
    .replace(/\{+([^{}]*)\}+|\[(marketplace_ids)\]/g, (_whole, name: string | undefined, list?: string) =>
      list || /allowed|supported|valid|s$/i.test(name ?? '') ? MARKETPLACE_IDS.join(', ') : value,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * eBay's answer to a request of `spec` whose `X-EBAY-C-MARKETPLACE-ID` is not one of eBay's marketplace ids, or
 * undefined when it is one or absent (a missing required header is the header check's to answer).
 */
export function refuseUnknownMarketplace(spec: OperationSpec, headers: Headers): Response | undefined {
  const value = headers.get(HEADER);
  if (!value || isMarketplaceId(value)) return undefined;
  const answer = answerFor(spec);
  const message = fill(answer.template, value);
  return restError(answer.status, {
    ...answer.entry,
    message,
    longMessage: message,
    parameters: [{ name: HEADER, value }],
  });
}

/** The status and error id `refuseUnknownMarketplace` answers `spec` with (tests and the README's table). */
export function unknownMarketplaceError(spec: OperationSpec): { status: number; errorId: number } {
  const { status, entry } = answerFor(spec);
  return { status, errorId: entry.errorId };
}
