import { CassetteError } from '../errors/cassette-error.js';
import {
  CASSETTE_VERSION,
  type Cassette,
  type CassetteExchange,
  type CassetteHeader,
  type CassetteMessageBody,
} from './types.js';

/** The largest cassette `parseCassette` reads (characters): bigger ones are refused before anything is parsed. */
export const MAX_CASSETTE_LENGTH = 256 * 1024 * 1024;
/** The most exchanges one cassette may hold. */
export const MAX_CASSETTE_EXCHANGES = 100_000;
/** How deep a line's JSON may nest (a line, not a body: bodies are strings inside it). */
const MAX_LINE_DEPTH = 16;

type Json = Record<string, unknown>;

/**
 * Reads a cassette (JSON Lines: a header, then one exchange per line). Blank lines and a final newline are allowed.
 * Throws `CassetteError` naming the line and what is wrong with it: not JSON, a missing or mistyped field, an
 * exchange out of order, a text over the size limits.
 */
export function parseCassette(text: string): Cassette {
  if (text.length > MAX_CASSETTE_LENGTH)
    throw new CassetteError(0, `it is ${text.length} characters, over the ${MAX_CASSETTE_LENGTH} a cassette may be.`);
  const lines = text.split('\n');
  let header: CassetteHeader | undefined;
  const exchanges: CassetteExchange[] = [];
  for (const [index, raw] of lines.entries()) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') continue;
    const value = jsonLine(line, index + 1);
    if (!header) {
      header = readHeader(value, index + 1);
      continue;
    }
    if (exchanges.length === MAX_CASSETTE_EXCHANGES)
      throw new CassetteError(index + 1, `a cassette holds at most ${MAX_CASSETTE_EXCHANGES} exchanges; split it.`);
    const exchange = readExchange(value, index + 1);
    const previous = exchanges.at(-1)?.seq ?? 0;
    if (exchange.seq <= previous)
      throw new CassetteError(index + 1, `"seq" is ${exchange.seq} after ${previous}; exchanges go in the order sent.`);
    exchanges.push(exchange);
  }
  if (!header) throw new CassetteError(1, 'the cassette is empty; line 1 must be its header ({"cassette":1,…}).');
  return { header, exchanges };
}

/** One cassette line (a header or an exchange) as JSON, with no newline inside and none at the end. */
export function formatCassetteLine(value: CassetteHeader | CassetteExchange): string {
  // JSON.stringify escapes newlines inside strings, so a line never breaks; U+2028/2029 are escaped for readers
  // that split on them.
  return JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A whole cassette as text: the header, each exchange, a newline after every line. */
export function formatCassette(cassette: Cassette): string {
  return [cassette.header, ...cassette.exchanges].map((line) => `${formatCassetteLine(line)}\n`).join('');
}

function jsonLine(line: string, at: number): Json {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new CassetteError(at, `not JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!isObject(value)) throw new CassetteError(at, 'must be a JSON object.');
  if (depthOver(value, MAX_LINE_DEPTH)) throw new CassetteError(at, `nests deeper than ${MAX_LINE_DEPTH} levels.`);
  return value;
}

function readHeader(value: Json, at: number): CassetteHeader {
  if (value.cassette !== CASSETTE_VERSION)
    throw new CassetteError(
      at,
      'line 1 must be the header with "cassette": 1' +
        (value.cassette === undefined ? '' : ` (this one says ${JSON.stringify(value.cassette)})`) +
        '.',
    );
  const header: CassetteHeader = {
    cassette: CASSETTE_VERSION,
    recordedAt: field(value, 'recordedAt', 'string', at),
    recorder: field(value, 'recorder', 'string', at),
    redacted: field(value, 'redacted', 'boolean', at),
    personalDataMasked: field(value, 'personalDataMasked', 'boolean', at),
  };
  const environment = optional(value, 'environment', 'string', at);
  const source = optional(value, 'source', 'string', at);
  if (environment !== undefined) header.environment = environment;
  if (source !== undefined) header.source = source;
  return header;
}

function readExchange(value: Json, at: number): CassetteExchange {
  const seq = field(value, 'seq', 'number', at);
  if (!Number.isInteger(seq) || seq < 1) throw new CassetteError(at, '"seq" must be a whole number from 1.');
  const request = object(value, 'request', at);
  const response = object(value, 'response', at);
  const status = field(response, 'status', 'number', at, 'response.');
  if (!Number.isInteger(status) || status < 100 || status > 599)
    throw new CassetteError(at, `"response.status" must be an HTTP status (100–599), not ${status}.`);
  const url = field(request, 'url', 'string', at, 'request.');
  if (!URL.canParse(url)) throw new CassetteError(at, `"request.url" must be an absolute URL, not ${url}.`);
  const exchange: CassetteExchange = {
    seq,
    request: {
      method: field(request, 'method', 'string', at, 'request.').toUpperCase(),
      url,
      headers: headers(request, at, 'request.'),
    },
    response: { status, headers: headers(response, at, 'response.') },
  };
  const requestBody = body(request, at, 'request.');
  const responseBody = body(response, at, 'response.');
  if (requestBody) exchange.request.body = requestBody;
  if (responseBody) exchange.response.body = responseBody;
  const operation = optional(value, 'operation', 'string', at);
  const durationMs = optional(value, 'durationMs', 'number', at);
  const note = optional(value, 'note', 'string', at);
  if (operation !== undefined) exchange.operation = operation;
  if (durationMs !== undefined) exchange.durationMs = durationMs;
  if (note !== undefined) exchange.note = note;
  return exchange;
}

interface Kinds {
  string: string;
  number: number;
  boolean: boolean;
}

function field<K extends keyof Kinds>(value: Json, name: string, kind: K, at: number, prefix = ''): Kinds[K] {
  const found = optional(value, name, kind, at, prefix);
  if (found === undefined) throw new CassetteError(at, `"${prefix}${name}" is missing (a ${kind}).`);
  return found;
}

function optional<K extends keyof Kinds>(
  value: Json,
  name: string,
  kind: K,
  at: number,
  prefix = '',
): Kinds[K] | undefined {
  const found = value[name];
  if (found === undefined) return undefined;
  if (typeof found !== kind || (kind === 'number' && !Number.isFinite(found)))
    throw new CassetteError(at, `"${prefix}${name}" must be a ${kind}, not ${JSON.stringify(found)}.`);
  return found as Kinds[K];
}

function object(value: Json, name: string, at: number): Json {
  const found = value[name];
  if (!isObject(found)) throw new CassetteError(at, `"${name}" is missing or not an object.`);
  return found;
}

function headers(message: Json, at: number, prefix: string): Record<string, string> {
  const found = message.headers ?? {};
  if (!isObject(found)) throw new CassetteError(at, `"${prefix}headers" must be an object of strings.`);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(found)) {
    if (typeof value !== 'string')
      throw new CassetteError(at, `header "${prefix}headers.${name}" must be a string, not ${JSON.stringify(value)}.`);
    if (name !== name.toLowerCase())
      throw new CassetteError(at, `header name "${name}" in "${prefix}headers" must be lower-case.`);
    out[name] = value;
  }
  return out;
}

function body(message: Json, at: number, prefix: string): CassetteMessageBody | undefined {
  const found = message.body;
  if (found === undefined) return undefined;
  if (isObject(found)) {
    const keys = Object.keys(found);
    if (keys.length === 1 && typeof found.text === 'string') return { text: found.text };
    if (keys.length === 1 && typeof found.base64 === 'string') return { base64: found.base64 };
  }
  throw new CassetteError(at, `"${prefix}body" must be {"text": "…"} or {"base64": "…"}.`);
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` nests deeper than `limit`, walked without recursion so a hostile line cannot blow the stack. */
function depthOver(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
