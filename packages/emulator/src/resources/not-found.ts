import type { OperationSpec } from 'baykit';
import { restError, type RestErrorEntry } from '../errors.js';
import { schemaCatalog } from '../rest/schema/catalog.js';
import { squash } from '../rest/schema/contract-errors.js';
import { errorDomain, inputErrors } from '../rest/schema/domains.js';

/** A message that says "no such resource". */
const NOT_FOUND =
  /not (be )?found|does not exist|doesn't exist|no longer exists?|could not find|couldn't find|didn't find|not recognized|\bno \w+( \w+)? found/i;

/** A message that says an id is bad, which names the id (`Invalid/Missing customPolicyId`; not "Missing field"). */
const INVALID = /invalid|not valid|incorrect|unrecognized/i;

/** One operation's answer for an id nobody created, or a value it does not take: status and error from its contract. */
interface NotFoundAnswer {
  status: number;
  errorId: number;
  domain: string;
  category: RestErrorEntry['category'];
  template: string;
}

const chosen = new Map<string, NotFoundAnswer>();

/**
 * How well a message fits an unknown `field`: 4 names the field and says "not found", 3 names it and says
 * "invalid", 2 names its first word ("The checkout session requested does not exist") and says "not found"; 0 is
 * no fit.
 */
function fit(message: string, field: string): number {
  const text = squash(message);
  const names =
    message.includes('{fieldName}') ||
    text.includes(squash(field)) ||
    text.includes(`${squash(field.replace(/Id$|Key$/, ''))}id`);
  const found = NOT_FOUND.exec(message);
  if (names && found) return 4;
  if (names && INVALID.test(message)) return 3;
  // The subject before the verdict: "The checkout session requested does not exist", not "… does not exist in the
  // promotion".
  const first = (field.match(/^[a-z]+/)?.[0] ?? field).toLowerCase();
  const subject = message.toLowerCase().indexOf(first);
  if (found && subject >= 0 && subject < found.index) return 2;
  return 0;
}

/**
 * The error eBay's contract lists for an unknown `field` of this operation: of the errors its 4xx answers list,
 * the one whose message best says that this id names nothing (see `fit`), 404 before 400; an id listed only
 * under 400 comes with 404 where the operation also declares a 404 without ids. When the contract lists none,
 * 404 with the API's documented invalid-value error (2004 "Invalid request" where it documents none).
 */
function answerFor(spec: OperationSpec, field: string): NotFoundAnswer {
  const key = `${spec.api}.${spec.id}:${field}`;
  const known = chosen.get(key);
  if (known) return known;
  const doc = schemaCatalog[spec.api];
  const errors = doc?.operations[spec.id]?.errors ?? {};
  let answer: NotFoundAnswer | undefined;
  let best = 0;
  for (const status of ['404', '400', '409']) {
    for (const id of errors[status] ?? []) {
      const [domain = errorDomain(spec.api), category = 'REQUEST', message = ''] = doc?.errorCodes?.[id] ?? [];
      const score = fit(message, field);
      if (score <= best) continue;
      best = score;
      answer = {
        status: status === '400' && (errors['404'] ?? []).length === 0 && '404' in errors ? 404 : Number(status),
        errorId: id,
        domain,
        category: category as RestErrorEntry['category'],
        template: message,
      };
    }
  }
  if (!answer) {
    const generic = inputErrors(spec.api);
    answer = {
      status: 404,
      errorId: generic.invalid.errorId,
      domain: generic.domain,
      category: 'REQUEST',
      template: generic.invalid.message.replace('{field}', '{fieldName}'),
    };
  }
  chosen.set(key, answer);
  return answer;
}

/**
 * Fills a contract message template in one pass, by a function (braces or `$&` in an id stay text): a placeholder
 * named as the field itself (`{packageId}`, `{orderLineitemId}` for `orderLineItemId`) with the id, `{fieldName}` and
 * other names of ids with the field's name, `{additionalInfo}` with nothing, the rest with the id.
 */
function fill(template: string, field: string, value: string): string {
  return template
    .replace(/\{([^}]*)\}/g, (_whole, name: string) => {
      if (name === 'additionalInfo') return '';
      if (squash(name) === squash(field)) return value;
      return /^(fieldName|field|[a-zA-Z]*[iI]d|[a-zA-Z]*Name)$/.test(name) ? field : value;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The error answer itself: the message repeated as `longMessage`, the refused value named, as eBay writes them. */
function errorAnswer(answer: NotFoundAnswer, message: string, field: string, value: string): Response {
  return restError(answer.status, {
    errorId: answer.errorId,
    domain: answer.domain,
    category: answer.category ?? 'REQUEST',
    message,
    longMessage: message,
    parameters: [{ name: field, value }],
  });
}

/** eBay's answer to `spec` for the id `value` (in the field `field`) that names nothing: status, id and message. */
export function notFound(spec: OperationSpec, field: string, value: string): Response {
  const answer = answerFor(spec, field);
  return errorAnswer(answer, fill(answer.template, field, value), field, value);
}

/**
 * The error `errorId` exactly as `spec`'s contract lists it: the status it is listed under (no 404 for a 400, as
 * `notFound` chooses for ids), its domain, category and message template. Throws when the contract does not list
 * it for the operation, so an error id written in the emulator is always one eBay documents there.
 */
function listed(spec: OperationSpec, errorId: number): NotFoundAnswer {
  const doc = schemaCatalog[spec.api];
  const errors = doc?.operations[spec.id]?.errors ?? {};
  const status = Object.keys(errors).find((code) => errors[code]?.includes(errorId));
  const [domain, category = 'REQUEST', template = ''] = doc?.errorCodes?.[errorId] ?? [];
  if (!status || !domain) throw new Error(`${spec.api}.${spec.id}: the contract lists no error ${errorId}`);
  return { status: Number(status), errorId, domain, category: category as RestErrorEntry['category'], template };
}

/**
 * eBay's answer to `spec` for a value it does not take in `field` (a report type, a standards program, a payments
 * program on a site it does not run on): the contract's error `errorId`, with its status. In the message a
 * `{supported…}` placeholder lists `valid`, any other the refused value.
 */
export function refusedValue(
  spec: OperationSpec,
  errorId: number,
  field: string,
  value: string,
  valid: readonly string[] = [],
): Response {
  const answer = listed(spec, errorId);
  const message = answer.template
    // Functions, so `$&` in a request's value stays text.
    .replace(/\{supported[^}]*\}/gi, () => valid.join(', '))
    .replace(/\{[^}]*\}/g, () => value)
    .replace(/\s+/g, ' ')
    .trim();
  return errorAnswer(answer, message, field, value);
}

/** The status and error id `refusedValue` answers `spec` with for `errorId` (the tests of the closed values). */
export function refusedValueError(spec: OperationSpec, errorId: number): { status: number; errorId: number } {
  const { status } = listed(spec, errorId);
  return { status, errorId };
}

/** The status and error id `notFound` answers `spec` with (tests and the README's table). */
export function notFoundError(spec: OperationSpec, field: string): { status: number; errorId: number } {
  const { status, errorId } = answerFor(spec, field);
  return { status, errorId };
}
