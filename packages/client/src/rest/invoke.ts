import { ValidationError } from '../errors/validation-error.js';
import { lowerCaseKeys } from '../internal/headers.js';
import { isPlainObject } from '../internal/objects.js';
import type { OperationSpec } from './operation.js';
import type { CallOptions, RestCall } from './request.js';

/** The positional arguments of a generated method, sorted into their roles. */
export interface OperationArguments {
  pathParams: Record<string, string | number>;
  body: unknown;
  query: Readonly<Record<string, unknown>> | undefined;
  options: CallOptions | undefined;
}

/**
 * Splits `(…pathValues, body?, query?, options?)` by the operation's shape (docs/architecture.md#client-api-contract;
 * the inverse of `operationArguments`, ./arguments.ts) and checks what is required, so a missing argument raises
 * `ValidationError` naming it before any request is made.
 */
export function readArguments(spec: OperationSpec, args: readonly unknown[]): OperationArguments {
  let index = 0;
  const pathParams: Record<string, string | number> = {};
  for (const name of spec.pathParams) {
    const value = args[index++];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
      throw new ValidationError(`${spec.id}: path parameter "${name}" is required (a non-empty string).`, {
        parameter: name,
      });
    }
    pathParams[name] = value;
  }
  const body = spec.body ? args[index++] : undefined;
  if (spec.body?.required && (body === undefined || body === null)) {
    throw new ValidationError(`${spec.id}: a request body is required.`, { parameter: 'body' });
  }
  const rawQuery = spec.query && spec.query.length > 0 ? args[index++] : undefined;
  if (rawQuery !== undefined && rawQuery !== null && !isPlainObject(rawQuery)) {
    throw new ValidationError(`${spec.id}: query must be an object of query parameters.`, { parameter: 'query' });
  }
  const query = (rawQuery ?? undefined) as Record<string, unknown> | undefined;
  for (const parameter of spec.query ?? []) {
    const value = query?.[parameter.name];
    if (parameter.required && (value === undefined || value === null || value === '')) {
      throw new ValidationError(`${spec.id}: query parameter "${parameter.name}" is required.`, {
        parameter: parameter.name,
      });
    }
  }
  const rawOptions = args[index];
  if (rawOptions !== undefined && !isPlainObject(rawOptions)) {
    throw new ValidationError(`${spec.id}: the last argument must be an options object.`, { parameter: 'options' });
  }
  const options = rawOptions as CallOptions | undefined;
  for (const header of spec.headers ?? []) {
    if (header.required && !hasHeader(options?.headers, header.name)) {
      throw new ValidationError(`${spec.id}: header "${header.name}" is required; pass it in options.headers.`, {
        parameter: header.name,
      });
    }
  }
  return { pathParams, body, query, options };
}

function hasHeader(headers: Readonly<Record<string, string>> | undefined, name: string): boolean {
  return lowerCaseKeys(headers)[name.toLowerCase()] !== undefined;
}

/** Trims surrounding whitespace of the named top-level string fields (our rule for free-text reason fields). */
function trimFields(body: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields || !isPlainObject(body)) return body;
  const out: Record<string, unknown> = { ...body };
  for (const field of fields) {
    const value = out[field];
    if (typeof value === 'string') out[field] = value.trim();
  }
  return out;
}

/** The REST call an operation and its arguments describe. */
export function operationCall(spec: OperationSpec, args: OperationArguments): RestCall {
  return {
    operation: spec.id,
    method: spec.method,
    host: spec.host,
    path: spec.path,
    pathParams: args.pathParams,
    query: args.query,
    body: trimFields(args.body, spec.trim),
    contentType: spec.body?.contentType,
    grant: spec.grant,
    authScheme: spec.auth ?? 'Bearer',
    // No spread in this literal: V8 builds a literal with one through a slow path, on every call.
    headers: spec.accept ? { accept: spec.accept } : undefined,
    responseType: spec.response,
    mustSign: spec.sign ?? false,
    scopes: spec.scopes,
  };
}
