import { loadTradingSchema, requestBodySchema, tradingCallFields, type InlinedSchema } from '@baykit/spec';
import type { OperationSpec } from 'baykit';

/** What an agent sends to call_operation: named parts, as `octokit.request(route, params)` takes them. */
export interface RestArguments {
  path?: Record<string, unknown> | undefined;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  headers?: Record<string, string> | undefined;
}

/** Headers an agent may set on any REST call besides the operation's own header parameters (lower case). */
const CALL_HEADERS = new Set(['x-ebay-c-marketplace-id', 'content-language', 'accept-language', 'x-ebay-c-enduserctx']);
/** Most problems one answer lists (the first ones are enough to fix). */
const MAX_PROBLEMS = 20;
/** Deeper than any eBay body; a deeper argument is refused rather than walked. */
const MAX_DEPTH = 32;

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value;

function checkValue(schema: InlinedSchema, value: unknown, at: string, depth: number, problems: string[]): void {
  if (problems.length >= MAX_PROBLEMS) return;
  if (depth > MAX_DEPTH) {
    problems.push(`${at}: nested deeper than ${MAX_DEPTH} levels.`);
    return;
  }
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  const kind = kindOf(value);
  if (type === 'integer') {
    if (
      !(typeof value === 'number' && Number.isInteger(value)) &&
      !(typeof value === 'string' && /^-?\d+$/.test(value))
    )
      problems.push(`${at}: expected a whole number, got ${kind}.`);
    return;
  }
  if (type === 'number') {
    if (
      typeof value !== 'number' &&
      !(typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    )
      problems.push(`${at}: expected a number, got ${kind}.`);
    return;
  }
  if (type === 'boolean') {
    if (typeof value !== 'boolean') problems.push(`${at}: expected true or false, got ${kind}.`);
    return;
  }
  if (type === 'string') {
    if (typeof value !== 'string') problems.push(`${at}: expected a string, got ${kind}.`);
    else if (schema.enum?.length && !schema.enum.includes(value))
      problems.push(`${at}: "${value}" is not one of ${schema.enum.join(', ')}.`);
    return;
  }
  if (type === 'array') {
    if (!Array.isArray(value)) {
      problems.push(`${at}: expected an array, got ${kind}.`);
      return;
    }
    if (schema.items)
      value.forEach((item, i) => checkValue(schema.items as InlinedSchema, item, `${at}[${i}]`, depth + 1, problems));
    return;
  }
  if (type === 'object' || schema.additionalProperties) {
    if (kind !== 'object') {
      problems.push(`${at}: expected an object, got ${kind}.`);
      return;
    }
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (record[name] === undefined) problems.push(`${at}.${name}: required.`);
    // An object inlined only by name (a cycle, or past the inlining depth) is not checked further.
    if (!schema.properties && !schema.additionalProperties) return;
    for (const [name, child] of Object.entries(record)) {
      const field = schema.properties?.[name] ?? schema.additionalProperties;
      if (!field) {
        const known = Object.keys(schema.properties ?? {});
        problems.push(
          `${at}.${name}: not a field of ${schema.title ?? 'this object'} (fields: ${known.slice(0, 30).join(', ')}).`,
        );
      } else if (child !== null && child !== undefined) checkValue(field, child, `${at}.${name}`, depth + 1, problems);
    }
  }
}

/**
 * The problems of a REST call's arguments, checked against the operation before anything is sent: every path
 * value, known and required query parameters, allowed headers, and the body against its schema (types, required
 * fields, fixed enumerations, unknown fields). Empty when the call may go.
 */
export function restProblems(spec: OperationSpec, args: RestArguments): string[] {
  const problems: string[] = [];
  for (const name of spec.pathParams) {
    const value = args.path?.[name];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '')
      problems.push(`path.${name}: required (a non-empty string).`);
  }
  for (const name of Object.keys(args.path ?? {}))
    if (!spec.pathParams.includes(name))
      problems.push(`path.${name}: not a path parameter (they are: ${spec.pathParams.join(', ') || 'none'}).`);
  const queryNames = (spec.query ?? []).map((q) => q.name);
  for (const [name, value] of Object.entries(args.query ?? {})) {
    if (!queryNames.includes(name))
      problems.push(`query.${name}: not a query parameter (they are: ${queryNames.join(', ') || 'none'}).`);
    else if (typeof value === 'object' && value !== null) problems.push(`query.${name}: expected a string or number.`);
  }
  for (const q of spec.query ?? [])
    if (q.required && (args.query?.[q.name] === undefined || args.query[q.name] === ''))
      problems.push(`query.${q.name}: required.`);
  const headerNames = new Set([...CALL_HEADERS, ...(spec.headers ?? []).map((h) => h.name.toLowerCase())]);
  for (const name of Object.keys(args.headers ?? {}))
    if (!headerNames.has(name.toLowerCase()))
      problems.push(`headers.${name}: not a header this call takes (they are: ${[...headerNames].join(', ')}).`);
  if (args.body !== undefined && !spec.body) problems.push('body: this operation takes no body.');
  else if (spec.body?.required && (args.body === undefined || args.body === null)) problems.push('body: required.');
  else if (args.body !== undefined && spec.body?.contentType === 'application/json') {
    const schema = requestBodySchema(spec.api, spec.id);
    if (schema) checkValue(schema, args.body, 'body', 0, problems);
  }
  return problems.slice(0, MAX_PROBLEMS);
}

/**
 * The problems of a Trading call's fields: each top-level field must be one of the call's request fields, and
 * each required one (or one of its group) must be there. Nested fields go as sent; eBay checks them.
 */
export async function tradingProblems(call: string, fields: Record<string, unknown>): Promise<string[]> {
  const known = tradingCallFields(await loadTradingSchema(), call, 1);
  if (!known) return [];
  const problems: string[] = [];
  const names = known.map((f) => f.path);
  for (const name of Object.keys(fields))
    if (!names.includes(name) && !name.startsWith('@_'))
      problems.push(`fields.${name}: not a field of ${call}Request (fields: ${names.slice(0, 40).join(', ')}).`);
  for (const field of known)
    if (field.required && fields[field.path] === undefined && !(field.oneOf ?? []).some((o) => fields[o] !== undefined))
      problems.push(`fields.${field.path}: required${field.oneOf ? ` (or ${field.oneOf.join(' or ')})` : ''}.`);
  return problems.slice(0, MAX_PROBLEMS);
}
