import { ValidationError } from '../errors/validation-error.js';
import { lowerCaseKeys } from '../internal/headers.js';
import { isPlainObject } from '../internal/objects.js';
import type { OperationArguments, OperationSpec } from './operation.js';

export type { OperationArguments };
import type { CallOptions, RestCall } from './request.js';

/** An operation's arguments by name, as `ebay.call(operationId, args, options)` takes them. */
export interface CallArgs {
  /** Path values by parameter name (`{ item_id: 'v1|1|0' }`). */
  path?: Readonly<Record<string, string | number>>;
  /** Query parameters by name. */
  query?: Readonly<Record<string, unknown>>;
  /** The request body, for an operation that takes one. */
  body?: unknown;
  /** Header parameters (`Content-Range`, …); merged into `options.headers`. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Names the positional arguments `(…pathValues, body?, query?, options?)` of a generated method by the operation's
 * shape (docs/architecture.md#client-api-contract; the inverse of `operationArguments`, ./arguments.ts), then checks
 * them as `ebay.call` does.
 */
export function readArguments(spec: OperationSpec, args: readonly unknown[]): OperationArguments {
  let index = 0;
  const path: Record<string, unknown> = {};
  for (const name of spec.pathParams) path[name] = args[index++];
  const body = spec.body ? args[index++] : undefined;
  const query = spec.query && spec.query.length > 0 ? args[index++] : undefined;
  return checkArguments(spec, { path, body, query }, args[index]);
}

/**
 * The one check of an operation's arguments, for generated methods and `ebay.call` alike: a missing path value,
 * body, required query parameter or required header, or a part of the wrong kind, raises `ValidationError` naming
 * it before any request is made. `args.headers` join `options.headers`.
 */
export function checkArguments(spec: OperationSpec, args: unknown, rawOptions: unknown): OperationArguments {
  const { path, body, query: rawQuery, headers } = objectPart(spec, 'arguments', args) ?? {};
  const pathValues = objectPart(spec, 'path', path);
  const pathParams: Record<string, string | number> = {};
  for (const name of spec.pathParams) {
    // Own values only: a value inherited from a prototype (a polluted Object.prototype) never fills a path.
    const value = pathValues && Object.hasOwn(pathValues, name) ? pathValues[name] : undefined;
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
      throw new ValidationError(`${spec.id}: path parameter "${name}" is required (a non-empty string).`, {
        parameter: name,
      });
    }
    pathParams[name] = value;
  }
  if (spec.body?.required && (body === undefined || body === null)) {
    throw new ValidationError(`${spec.id}: a request body is required.`, { parameter: 'body' });
  }
  if (!spec.body && body !== undefined) {
    throw new ValidationError(`${spec.id} takes no body.`, { parameter: 'body' });
  }
  const query = objectPart(spec, 'query', rawQuery);
  for (const parameter of spec.query ?? []) {
    const value = query?.[parameter.name];
    if (parameter.required && (value === undefined || value === null || value === '')) {
      throw new ValidationError(`${spec.id}: query parameter "${parameter.name}" is required.`, {
        parameter: parameter.name,
      });
    }
  }
  if (rawOptions !== undefined && !isPlainObject(rawOptions)) {
    throw new ValidationError(`${spec.id}: the options (the last argument) must be an object.`, {
      parameter: 'options',
    });
  }
  const given = rawOptions as CallOptions | undefined;
  const extra = objectPart(spec, 'headers', headers) as Record<string, string> | undefined;
  const options = extra ? { ...given, headers: { ...given?.headers, ...extra } } : given;
  for (const header of spec.headers ?? []) {
    if (header.required && !hasHeader(options?.headers, header.name)) {
      throw new ValidationError(`${spec.id}: header "${header.name}" is required; pass it in options.headers.`, {
        parameter: header.name,
      });
    }
  }
  return { pathParams, body, query, options };
}

/** A part of a call's arguments that must be a plain object when given (`null` counts as not given). */
function objectPart(spec: OperationSpec, part: string, value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw new ValidationError(`${spec.id}: ${part} must be an object.`, { parameter: part });
  return value;
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
