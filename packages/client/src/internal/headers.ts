/** A copy of `headers` with lower-case names (HTTP header names are case-insensitive). */
export function lowerCaseKeys(headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers) for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  return out;
}

/** Characters a header value may not hold: CR, LF, NUL and the other controls (tab is allowed; RFC 9110 §5.5). */
const BAD_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
/** An HTTP header name: a token (RFC 9110 §5.6.2). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Why `value` cannot be sent as a header value, or undefined when it can. The value itself is never quoted:
 * it may be a token.
 */
export function headerValueProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return `must be a string, got ${value === null ? 'null' : typeof value}`;
  return BAD_VALUE.test(value)
    ? 'holds a line break or another control character, which cannot go into an HTTP header'
    : undefined;
}

/**
 * Headers a transport sets itself, from the connection, the body (`Content-Length`) or the URL (`Host`), by lower-case
 * name: a caller's own one could frame the body otherwise (a short `Content-Length`, a `Transfer-Encoding`) and have
 * the rest read as another request. undici refuses the connection's from a request; Node would send them.
 */
export const TRANSPORT_HEADERS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'expect',
  'te',
  'host',
]);

/** Whether `name` is a valid HTTP header name. */
export function isHeaderName(name: string): boolean {
  return TOKEN.test(name);
}

/**
 * Answer headers as Node's http module and undici give them (lower-case names, an array for a repeated header) as
 * one string each, repeated ones joined with `, `. Most answers repeat none: then the record itself is returned.
 */
export function joinedHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  for (const name in headers) {
    if (typeof headers[name] !== 'string') return joinRepeated(headers);
  }
  return headers as Record<string, string>;
}

function joinRepeated(headers: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
