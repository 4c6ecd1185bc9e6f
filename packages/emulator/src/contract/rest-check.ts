import { schemaCatalog } from '@baykit/spec';
import type { OperationSpec } from 'baykit';
import type { Drift } from './drift.js';
import { bodyJson, type ExchangeToCheck } from './exchange.js';
import type { StrictSchemaValidator } from './strict-validator.js';

/**
 * Statuses and error ids any REST call may answer, whatever its contract lists: eBay documents them once as errors
 * common to every API (https://developer.ebay.com/develop/api/sell/error_codes,
 * https://developer.ebay.com/api-docs/static/handling-error-messages.html; docs/ebay-facts.md#common-error-ids):
 * an invalid or missing token (401, 1001–1003), access denied (403, 1100), too many requests (429, 2001), an internal
 * error (5xx, 2003), an invalid or rejected request (2004, 3001, 3002). The contracts leave 5xx out of our catalog.
 */
const COMMON_STATUSES: ReadonlySet<number> = new Set([401, 403, 429]);
const COMMON_ERROR_IDS: ReadonlySet<number> = new Set([1001, 1002, 1003, 1100, 2001, 2003, 2004, 3001, 3002]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The error ids of an error answer, from each of eBay's JSON error shapes (REST `errors`, Post-Order `error`). */
function errorIds(body: unknown): { path: string; id: number }[] {
  if (!isRecord(body)) return [];
  const [name, list] = Array.isArray(body.errors)
    ? ['errors', body.errors]
    : Array.isArray(body.error)
      ? ['error', body.error]
      : isRecord(body.errorMessage) && Array.isArray(body.errorMessage.error)
        ? ['errorMessage.error', body.errorMessage.error]
        : ['', []];
  return (list as unknown[]).flatMap((entry, i) =>
    isRecord(entry) && (typeof entry.errorId === 'number' || typeof entry.errorId === 'string')
      ? [{ path: `${name}[${i}].errorId`, id: Number(entry.errorId) }]
      : [],
  );
}

/** Differences of the request: query parameters the operation lacks or requires, and the JSON body. */
function requestDrift(spec: OperationSpec, url: URL, exchange: ExchangeToCheck, schemas: StrictSchemaValidator) {
  const out: Omit<Drift, 'operation' | 'side'>[] = [];
  const known = new Map((spec.query ?? []).map((parameter) => [parameter.name, parameter]));
  for (const name of new Set(url.searchParams.keys()))
    if (!known.has(name))
      out.push({
        kind: 'unknown-field',
        path: `query.${name}`,
        detail: `The contract has no query parameter ${name}.`,
      });
  for (const parameter of known.values())
    if (parameter.required && !url.searchParams.has(parameter.name))
      out.push({
        kind: 'missing-field',
        path: `query.${parameter.name}`,
        detail: `The contract requires the query parameter ${parameter.name}, and it is missing.`,
      });
  if (spec.body && !/json/i.test(spec.body.contentType)) return out;
  const body = bodyJson(exchange.request.body);
  if (body.unreadable) out.push({ kind: 'unreadable-body', path: 'body', detail: body.unreadable });
  else if (body.value === undefined && spec.body?.required)
    out.push({
      kind: 'missing-field',
      path: 'body',
      detail: 'The contract requires a request body, and it is missing.',
    });
  else if (body.value !== undefined)
    for (const drift of schemas.requestDrift(spec.api, spec.id, body.value))
      out.push({ ...drift, path: drift.path ? `body.${drift.path}` : 'body' });
  return out;
}

/** Differences of the answer: a status or error id the contract does not list, and a success body's fields. */
function responseDrift(spec: OperationSpec, exchange: ExchangeToCheck, schemas: StrictSchemaValidator) {
  const out: Omit<Drift, 'operation' | 'side'>[] = [];
  const contract = schemaCatalog[spec.api]?.operations[spec.id];
  const status = exchange.response.status;
  const listed =
    status >= 500 ||
    COMMON_STATUSES.has(status) ||
    (contract?.statuses ?? []).includes(status) ||
    Object.hasOwn(contract?.errors ?? {}, String(status));
  if (!listed) {
    const known = [...(contract?.statuses ?? []), ...Object.keys(contract?.errors ?? {})].join(', ');
    out.push({
      kind: 'unlisted-status',
      path: 'status',
      detail: `The contract lists ${known || 'no status'}, not ${status}.`,
    });
  }
  const body = bodyJson(exchange.response.body);
  if (body.unreadable) {
    out.push({ kind: 'unreadable-body', path: 'body', detail: body.unreadable });
    return out;
  }
  if (status >= 200 && status < 300 && body.value !== undefined)
    for (const drift of schemas.responseDrift(spec.api, spec.id, body.value))
      out.push({ ...drift, path: drift.path ? `body.${drift.path}` : 'body' });
  if (status >= 400 && status < 500) {
    const ids = contract?.errors?.[String(status)] ?? [];
    // A status the contract lists without naming its ids (getInventoryItem's 404) takes any id the API's contracts
    // name (25710, which its other operations list for 404); one that names them takes those.
    const apiIds = listed && ids.length === 0 ? (schemaCatalog[spec.api]?.errorCodes ?? {}) : {};
    for (const { path, id } of errorIds(body.value))
      if (!ids.includes(id) && !COMMON_ERROR_IDS.has(id) && !Object.hasOwn(apiIds, String(id)))
        out.push({
          kind: 'unlisted-error-id',
          path: `body.${path}`,
          detail: `The contract lists ${ids.length > 0 ? ids.join(', ') : 'no error id'} for ${status}, not ${id}.`,
        });
  }
  return out;
}

/** The differences between a REST exchange and the contract of its operation `spec`. */
export function checkRestExchange(
  spec: OperationSpec,
  url: URL,
  exchange: ExchangeToCheck,
  schemas: StrictSchemaValidator,
): Drift[] {
  const operation = `${spec.api}.${spec.id}`;
  return [
    ...requestDrift(spec, url, exchange, schemas).map((d) => ({ operation, side: 'request' as const, ...d })),
    ...responseDrift(spec, exchange, schemas).map((d) => ({ operation, side: 'response' as const, ...d })),
  ];
}
