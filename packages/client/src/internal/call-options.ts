import { marketplaceHeaderProblem, marketplaceIdProblem } from '../enums/unknown-id.js';
import { ValidationError } from '../errors/validation-error.js';
import { headerValueProblem, isHeaderName, TRANSPORT_HEADERS } from './headers.js';
import { isPlainObject } from './objects.js';

/** The per-call options REST and XML calls share, as far as they must be checked before sending. */
export interface CheckedCallOptions {
  headers?: Readonly<Record<string, string>> | undefined;
  marketplaceId?: string | undefined;
  acceptLanguage?: string | undefined;
  contentLanguage?: string | undefined;
  endUserCtx?: string | undefined;
  token?: string | undefined;
  timeoutMs?: number | undefined;
  maxResponseBytes?: number | undefined;
}

const HEADER_OPTIONS = ['marketplaceId', 'acceptLanguage', 'contentLanguage', 'endUserCtx', 'token'] as const;

/**
 * Checks the per-call options of `operation` before anything is sent, so a value that cannot go on the wire
 * (a header value with CR/LF, a header name with a space, a negative limit) raises `ValidationError` naming the
 * option instead of a transport error mid-call. So does a marketplace id that is not eBay's, in the `marketplaceId`
 * option or a header (`idHeaderProblem`: `X-EBAY-C-MARKETPLACE-ID` by default; XML calls pass the check that also
 * knows `X-EBAY-SOA-GLOBAL-ID`). Values are never quoted, `token` and headers may be secrets, except such an id when
 * it looks like one.
 */
export function checkCallOptions(
  operation: string,
  options: CheckedCallOptions,
  idHeaderProblem: (name: string, value: unknown) => string | undefined = marketplaceHeaderProblem,
): void {
  for (const name of HEADER_OPTIONS) {
    const value = options[name];
    if (value === undefined) continue;
    const problem = headerValueProblem(value) ?? (name === 'marketplaceId' ? marketplaceIdProblem(value) : undefined);
    if (problem) throw new ValidationError(`${operation}: option "${name}" ${problem}.`, { parameter: name });
  }
  if (options.headers !== undefined) {
    if (!isPlainObject(options.headers)) {
      throw new ValidationError(`${operation}: option "headers" must be an object of header names to values.`, {
        parameter: 'headers',
      });
    }
    for (const [name, value] of Object.entries(options.headers)) {
      if (!isHeaderName(name)) {
        throw new ValidationError(
          `${operation}: option "headers" has an invalid header name ${JSON.stringify(name.slice(0, 64))}.`,
          {
            parameter: 'headers',
          },
        );
      }
      const problem = TRANSPORT_HEADERS.has(name.toLowerCase())
        ? "is the transport's to set, from the body and the connection: leave it out"
        : (headerValueProblem(value) ?? idHeaderProblem(name, value));
      if (problem)
        throw new ValidationError(`${operation}: header "${name}" in option "headers" ${problem}.`, {
          parameter: 'headers',
        });
    }
  }
  checkPositive(operation, 'timeoutMs', options.timeoutMs);
  checkPositive(operation, 'maxResponseBytes', options.maxResponseBytes);
}

function checkPositive(operation: string, name: string, value: unknown): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new ValidationError(`${operation}: option "${name}" must be a number > 0. Got ${JSON.stringify(value)}.`, {
      parameter: name,
    });
  }
}
