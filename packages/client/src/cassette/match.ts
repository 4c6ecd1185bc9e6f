import { toBase64 } from '../internal/bytes.js';
import { REDACTED } from '../internal/redact.js';
import { MASKED_VALUE } from './personal.js';
import type { CassetteRequest } from './types.js';

/** A live request as the replay transport compares it: its body as text or bytes when it could be read. */
export interface LiveRequest {
  method: string;
  url: URL;
  body: { text: string } | { bytes: Uint8Array } | 'unreadable' | undefined;
}

/** A redacted or masked stretch of recorded text (`split` cuts at every one; the flag-less test is stateless). */
const WILD = /\[redacted\]|masked-\d+(?:@example\.com)?/;

/** What a recorded value stands for: itself, or any value when it was redacted or masked. */
function isWildcard(value: string): boolean {
  return value === REDACTED || MASKED_VALUE.test(value);
}

/**
 * Whether a live request is the recorded one: the same method, path and query (a redacted or masked recorded value
 * matches any value), and body (JSON compared as data, other text with redacted and masked stretches matching any
 * text, bytes byte for byte; a streamed body is not compared).
 */
export function requestMatches(recorded: CassetteRequest, live: LiveRequest): boolean {
  const url = new URL(recorded.url);
  return (
    recorded.method === live.method &&
    url.pathname === live.url.pathname &&
    sameQuery(url.searchParams, live.url.searchParams) &&
    sameBody(recorded.body, live.body)
  );
}

/** The method and path of a recorded request, as errors name it. */
export function describeRecorded(recorded: CassetteRequest, operation: string | undefined): string {
  const { pathname } = new URL(recorded.url);
  return `${recorded.method} ${pathname}${operation ? ` (${operation})` : ''}`;
}

function sameQuery(recorded: URLSearchParams, live: URLSearchParams): boolean {
  const a = [...recorded].sort(byName);
  const b = [...live].sort(byName);
  return a.length === b.length && a.every(([name, value], i) => name === b[i]?.[0] && sameText(value, b[i]?.[1] ?? ''));
}

function byName(a: [string, string], b: [string, string]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

function sameBody(recorded: CassetteRequest['body'], live: LiveRequest['body']): boolean {
  if (live === 'unreadable') return true;
  const liveEmpty = live === undefined || ('text' in live ? live.text === '' : live.bytes.byteLength === 0);
  if (!recorded) return liveEmpty;
  if (liveEmpty) return 'text' in recorded ? recorded.text === '' : recorded.base64 === '';
  const liveText = 'text' in live ? live.text : new TextDecoder().decode(live.bytes);
  if ('base64' in recorded) return 'bytes' in live && recorded.base64 === toBase64(live.bytes);
  const data = parsedJson(recorded.text);
  const liveData = data === undefined ? undefined : parsedJson(liveText);
  if (data !== undefined && liveData !== undefined) return sameData(data, liveData);
  return sameText(recorded.text, liveText);
}

/**
 * Recorded text against live text, where each redacted or masked stretch of the recording matches any text. Matched
 * as a glob (literal pieces found in order with indexOf), never as a regular expression built from the recording,
 * so a cassette with many such stretches cannot make matching slow.
 */
function sameText(recorded: string, live: string): boolean {
  if (isWildcard(recorded) || recorded === live) return true;
  const pieces = recorded.split(WILD);
  if (pieces.length === 1) return false;
  const first = pieces[0] ?? '';
  const last = pieces[pieces.length - 1] ?? '';
  if (!live.startsWith(first) || !live.endsWith(last) || live.length < first.length + last.length) return false;
  let at = first.length;
  const end = live.length - last.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = live.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}

function sameData(recorded: unknown, live: unknown): boolean {
  if (typeof recorded === 'string') return typeof live === 'string' && sameText(recorded, live);
  if (typeof recorded !== 'object' || recorded === null) return recorded === live;
  if (typeof live !== 'object' || live === null || Array.isArray(recorded) !== Array.isArray(live)) return false;
  const a = Object.entries(recorded);
  const b = live as Record<string, unknown>;
  return a.length === Object.keys(b).length && a.every(([key, value]) => key in b && sameData(value, b[key]));
}

function parsedJson(text: string): unknown {
  const lead = text.trimStart()[0];
  if (lead !== '{' && lead !== '[') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
