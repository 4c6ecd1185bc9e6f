// The arguments' shape against the client's catalog entry (path, query, headers); the body and Trading fields are
// checked by @baykit/spec's one argument validator (argument-problems.ts there).
import { bodyProblems, MAX_PROBLEMS } from '@baykit/spec';
import { idHeaderProblem, type OperationSpec } from 'baykit';

/** What an agent sends to call_operation: named parts, as `octokit.request(route, params)` takes them. */
export interface RestArguments {
  path?: Record<string, unknown> | undefined;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  headers?: Record<string, string> | undefined;
}

/** Headers an agent may set on any REST call besides the operation's own header parameters (lower case). */
const CALL_HEADERS = new Set(['x-ebay-c-marketplace-id', 'content-language', 'accept-language', 'x-ebay-c-enduserctx']);

/**
 * The problems of a REST call's arguments, checked against the operation before anything is sent: every path
 * value, known and required query parameters, allowed headers (a marketplace id one of eBay's), and the body against its schema (types, required
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
  for (const [name, value] of Object.entries(args.headers ?? {})) {
    const wrongId = idHeaderProblem(name, value);
    if (!headerNames.has(name.toLowerCase()))
      problems.push(`headers.${name}: not a header this call takes (they are: ${[...headerNames].join(', ')}).`);
    else if (wrongId) problems.push(`headers.${name}: ${wrongId}.`);
  }
  if (args.body !== undefined && !spec.body) problems.push('body: this operation takes no body.');
  else if (spec.body?.required && (args.body === undefined || args.body === null)) problems.push('body: required.');
  else if (args.body !== undefined && spec.body?.contentType === 'application/json')
    problems.push(...bodyProblems(spec.api, spec.id, args.body));
  return problems.slice(0, MAX_PROBLEMS);
}

export { tradingProblems } from '@baykit/spec';
