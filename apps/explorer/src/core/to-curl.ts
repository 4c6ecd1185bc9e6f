import type { Exchange } from '../../shared/api.js';
import { pasteHazard, pasteRefusal } from './paste-safe.js';

/** A piece of a shell word: literal text (single-quoted) or a shell variable the user sets. */
type Segment = { text: string } | { variable: string };

/** The variables a curl command can use, with what the user puts in them. */
const VARIABLE_HELP: Record<string, string> = {
  EBAY_TOKEN: 'an OAuth access token, application or user',
  EBAY_BASIC_CREDENTIALS: 'base64 of "<app id>:<cert id>"',
  EBAY_CERT_ID: 'your cert id (client secret)',
  EBAY_DEV_ID: 'your dev id',
  EBAY_AUTH_TOKEN: "an Auth'n'Auth token or an OAuth user token",
  EBAY_REFRESH_TOKEN: 'a refresh token',
  EBAY_AUTH_CODE: 'the authorization code from the consent redirect',
  EBAY_SIGNATURE_KEY: 'the JWE of your signing key (x-ebay-signature-key)',
};

/** Headers curl sets itself, or that would change what it prints (a gzip body without --compressed). */
const LEFT_OUT = new Set(['content-length', 'host', 'connection', 'transfer-encoding', 'accept-encoding']);

/** Credential headers: always a variable, whatever the capture left in them. */
const SECRET_HEADER_VARIABLES: Record<string, string> = {
  'x-ebay-api-iaf-token': 'EBAY_TOKEN',
  'x-ebay-api-cert-name': 'EBAY_CERT_ID',
  'x-ebay-signature-key': 'EBAY_SIGNATURE_KEY',
};

/** What masking leaves: baykit's `[redacted]` (also form-encoded) or the explorer's `••••` with the last four characters. */
const MASKED = /\[redacted\]|%5Bredacted%5D|•+[^\s•<&"',;]{0,4}(?: \(\d+ chars\))?/gi;

/** Field names around a masked value (`<eBayAuthToken>`, `refresh_token=`, `"code":`) and the variable for each. */
const FIELD_VARIABLES: Record<string, string> = {
  ebayauthtoken: 'EBAY_AUTH_TOKEN',
  refresh_token: 'EBAY_REFRESH_TOKEN',
  code: 'EBAY_AUTH_CODE',
  client_secret: 'EBAY_CERT_ID',
  access_token: 'EBAY_TOKEN',
};

/** `toCurl`'s answer: the command to paste, or why none was written. */
export type CurlText = { command: string } | { refused: string };

/**
 * A curl command that repeats the exact request (one exchange of a CallOutcome), secrets left as they were
 * masked, with a comment line to replace them, e.g. $EBAY_TOKEN.
 *
 * A request whose method, URL, header or body holds a character a terminal acts on when pasted
 * (`paste-safe.ts`; a body may keep its line feeds) gets no command but `refused`, which names where: a header
 * value or a body can carry such characters to the wire, and single quotes do not stop a terminal.
 */
export function toCurl(exchange: Exchange, options: CurlOptions = {}): CurlText {
  const { method, url, headers, body } = exchange.request;
  const hazard = requestHazard(exchange.request);
  if (hazard) return { refused: pasteRefusal(hazard.where, hazard.character) };
  const variables = new Set<string>();
  const quote = (segments: Segment[]): string => {
    for (const segment of segments) if ('variable' in segment) variables.add(segment.variable);
    return shellWord(segments);
  };
  const upper = method.toUpperCase();
  // A method is a plain token; anything else is quoted rather than trusted to the shell.
  const verb = upper !== 'GET' || body !== undefined ? ` -X ${/^[A-Z]+$/.test(upper) ? upper : shellQuote(upper)}` : '';
  const lines = [`curl${verb} ${quote(maskedText(url))}`];
  for (const [name, value] of Object.entries(headers)) {
    if (LEFT_OUT.has(name.toLowerCase())) continue;
    lines.push(`-H ${quote([{ text: `${name}: ` }, ...headerValue(name, value)])}`);
  }
  if (body !== undefined) lines.push(`--data-raw ${quote(maskedText(body))}`);
  const notes = [...variables].map((variable) =>
    variable === 'EBAY_TOKEN' && options.token
      ? tokenRequest(new URL(url).origin, options.token)
      : `# Set ${variable} first (${VARIABLE_HELP[variable] ?? 'the value the capture masked'}): export ${variable}='…'`,
  );
  return { command: [...notes, lines.join(' \\\n  ')].join('\n') };
}

/** Where a request holds a character unsafe to paste, and which. */
function requestHazard(request: Exchange['request']): { where: string; character: string } | undefined {
  const parts: [string, string, boolean][] = [
    ['the method', request.method, false],
    ['the URL', request.url, false],
    ...Object.entries(request.headers)
      .filter(([name]) => !LEFT_OUT.has(name.toLowerCase()))
      .flatMap(([name, value]): [string, string, boolean][] => [
        ['the name of a header', name, false],
        [`the header ${JSON.stringify(name)}`, value, false],
      ]),
    ...(request.body === undefined ? [] : [['the body', request.body, true] as [string, string, boolean]]),
  ];
  for (const [where, text, allowLineFeed] of parts) {
    const character = pasteHazard(text, { allowLineFeed });
    if (character) return { where, character };
  }
  return undefined;
}

/** Options of `toCurl`. */
export interface CurlOptions {
  /**
   * How the call got its OAuth token: then `$EBAY_TOKEN` is set by a token request written before the command
   * (client credentials with `scopes` for `application`, the refresh-token grant for `user`).
   */
  token?: { grant: 'application' | 'user'; scopes: readonly string[] };
}

/** eBay's token endpoint for a call's origin: the emulator's own, or `api(.sandbox).ebay.com`'s. */
export function tokenEndpoint(origin: string): string {
  const host = new URL(origin).hostname;
  if (!host.endsWith('ebay.com')) return `${origin}/identity/v1/oauth2/token`;
  return `https://api${host.includes('sandbox') ? '.sandbox' : ''}.ebay.com/identity/v1/oauth2/token`;
}

/** Lines that get a token into EBAY_TOKEN with curl (and sed to read access_token from the JSON answer). */
function tokenRequest(origin: string, token: NonNullable<CurlOptions['token']>): string {
  const form =
    token.grant === 'application'
      ? [{ text: `grant_type=client_credentials&scope=${encodeURIComponent(token.scopes.join(' '))}` }]
      : [{ text: 'grant_type=refresh_token&refresh_token=' }, { variable: 'EBAY_REFRESH_TOKEN' }];
  const needs =
    token.grant === 'application' ? 'EBAY_BASIC_CREDENTIALS' : 'EBAY_BASIC_CREDENTIALS and EBAY_REFRESH_TOKEN';
  return [
    `# Get a ${token.grant} token into EBAY_TOKEN first (set ${needs}: ${VARIABLE_HELP.EBAY_BASIC_CREDENTIALS}${token.grant === 'user' ? `; ${VARIABLE_HELP.EBAY_REFRESH_TOKEN}` : ''}):`,
    `export EBAY_TOKEN="$(curl -s -X POST ${shellQuote(tokenEndpoint(origin))} \\`,
    `  -H 'Authorization: Basic '"$EBAY_BASIC_CREDENTIALS" \\`,
    `  -H 'Content-Type: application/x-www-form-urlencoded' \\`,
    `  --data-raw ${shellWord(form)} \\`,
    `  | sed -n 's/.*"access_token" *: *"\\([^"]*\\)".*/\\1/p')"`,
  ].join('\n');
}

/** Single-quoted shell text; a quote inside becomes `'\''` (close, escaped quote, reopen). */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** One shell word from literal and variable pieces: `'Bearer '"$EBAY_TOKEN"`. */
function shellWord(segments: Segment[]): string {
  const parts: string[] = [];
  let text = '';
  for (const segment of segments) {
    if ('text' in segment) {
      // Adjacent literal text becomes one quoted run: 'a: b', not 'a: ''b'.
      text += segment.text;
      continue;
    }
    if (text) parts.push(shellQuote(text));
    text = '';
    parts.push(`"$${segment.variable}"`);
  }
  if (text || parts.length === 0) parts.push(shellQuote(text));
  return parts.join('');
}

function headerValue(name: string, value: string): Segment[] {
  const lower = name.toLowerCase();
  if (lower === 'authorization' || lower === 'proxy-authorization') {
    const scheme = /^(\S+)\s+/.exec(value);
    const word = scheme?.[1] ?? '';
    const variable = /^basic$/i.test(word) ? 'EBAY_BASIC_CREDENTIALS' : 'EBAY_TOKEN';
    return scheme ? [{ text: scheme[0] }, { variable }] : [{ variable }];
  }
  const secret = SECRET_HEADER_VARIABLES[lower];
  if (secret) return [{ variable: secret }];
  if (!hasMask(value)) return [{ text: value }];
  return [{ variable: lower === 'x-ebay-api-dev-name' ? 'EBAY_DEV_ID' : envName(lower) }];
}

function hasMask(text: string): boolean {
  MASKED.lastIndex = 0;
  return MASKED.test(text);
}

/** `text` with each masked value turned into a variable named after the field it sits in. */
function maskedText(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(MASKED)) {
    const start = match.index;
    segments.push({ text: text.slice(last, start) }, { variable: variableBefore(text.slice(0, start)) });
    last = start + match[0].length;
  }
  segments.push({ text: text.slice(last) });
  return segments;
}

function variableBefore(before: string): string {
  const field =
    /<([\w:]+)[^<>]*>\s*$/.exec(before)?.[1] ??
    /([\w.-]+)=$/.exec(before)?.[1] ??
    /"([\w.-]+)"\s*:\s*"$/.exec(before)?.[1];
  if (!field) return 'EBAY_SECRET';
  const local = field.includes(':') ? field.slice(field.indexOf(':') + 1) : field;
  return FIELD_VARIABLES[local.toLowerCase()] ?? envName(local);
}

/** `x-ebay-foo` or `someToken` as a shell variable name: `X_EBAY_FOO`, `SOME_TOKEN`. */
function envName(name: string): string {
  return (
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .replace(/^(\d)/, '_$1')
      .toUpperCase() || 'EBAY_SECRET'
  );
}
