import { isBaykitError, type ExchangeBody, type ExchangeObserver } from 'baykit';
import type { CliIo } from './io.js';
import { printable } from './printable.js';
import { signInFixes } from './sign-in.js';

interface EbayErrorShape {
  name: string;
  message: string;
  status?: unknown;
  requestId?: string;
  errors?: { code?: unknown; errorId?: unknown; message?: string; longMessage?: string }[];
}

/**
 * An error as a person can act on it: the typed error's name, the HTTP status, each eBay error id and message,
 * and the request id eBay support asks for, and for an error a new sign-in fixes, the command that does it (`signIn`,
 * sign-in.ts). Never a secret: baykit's errors are redacted already. Their text comes from the network, so control
 * characters are made visible (printable.ts).
 */
export function describeError(error: unknown, signIn?: string): string {
  return printable(errorLines(error, signIn));
}

/** How the client ends a message when only a new consent helps (its SIGN_IN_AGAIN): here, with `baykit login`. */
const SIGN_IN_AGAIN = /sign in again\.$/;

function errorLines(error: unknown, signIn: string | undefined): string {
  if (!isBaykitError(error)) return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const e = error as unknown as EbayErrorShape;
  // The client's hint names its option; on the command line it is a flag.
  let message =
    e.name === 'DeprecatedApiError'
      ? e.message.replace(/pass allowRetired: true\.$/, 'pass --allow-retired.')
      : e.message;
  const named = signIn !== undefined && SIGN_IN_AGAIN.test(message);
  if (named) message = message.replace(SIGN_IN_AGAIN, `sign in again: run ${signIn}.`);
  const lines = [`${e.name}${typeof e.status === 'number' ? ` (HTTP ${e.status})` : ''}: ${message}`];
  for (const entry of e.errors ?? []) {
    const id = entry.code ?? entry.errorId;
    lines.push(`  - ${id === undefined ? '' : `${String(id)}: `}${entry.longMessage ?? entry.message ?? ''}`);
  }
  if (e.requestId) lines.push(`  request id: ${e.requestId}`);
  if (signIn !== undefined && !named && signInFixes(e.name)) lines.push(`  sign in again: ${signIn}`);
  return lines.join('\n');
}

/** `--include`: the status line and headers, on standard error (standard output stays the body), made printable. */
export function printHead(io: CliIo, status: number, headers: Readonly<Record<string, string>>): void {
  io.stderr(`HTTP ${status}\n`);
  for (const [name, value] of Object.entries(headers)) io.stderr(printable(`${name}: ${value}\n`));
  io.stderr('\n');
}

/** Most of a body `--verbose` prints; the rest is summed up in one line. */
const SHOWN_BODY_CHARACTERS = 64 * 1024;

/** A body as `--verbose` shows it: text up to SHOWN_BODY_CHARACTERS, else what it was. */
function shownBody(body: ExchangeBody | undefined): string | undefined {
  if (!body) return undefined;
  if (body.kind === 'bytes') return `[${body.size} bytes, not shown]`;
  if (body.kind === 'unread') return `[${body.description}]`;
  if (body.text.length <= SHOWN_BODY_CHARACTERS) return body.text;
  return `${body.text.slice(0, SHOWN_BODY_CHARACTERS)}\n[… more, only the first ${SHOWN_BODY_CHARACTERS} characters shown]`;
}

/**
 * `--verbose`: the client's `onExchange` observer, printing each attempt on standard error as the client's own
 * transport sent and received it (method, URL, headers, text bodies). baykit masks every credential before it
 * gets here (credential headers, tokens, codes and secrets in token forms and answers, each again wherever it
 * shows up later); control characters are made visible (printable.ts).
 */
export function verboseExchanges(io: CliIo): ExchangeObserver {
  const print = (prefix: string, headers: Record<string, string>, body: ExchangeBody | undefined): void => {
    for (const [name, value] of Object.entries(headers)) io.stderr(printable(`${prefix} ${name}: ${value}\n`));
    const text = shownBody(body);
    if (text !== undefined && text !== '') io.stderr(`${prefix}\n${printable(text)}\n`);
  };
  return (event) => {
    const { request, response } = event;
    io.stderr(printable(`> ${request.method} ${request.url}\n`));
    print('>', request.headers, request.body);
    if (response) {
      io.stderr(printable(`< ${response.status} ${response.statusText}\n`));
      print('<', response.headers, response.body);
    } else {
      io.stderr(printable(`< no answer: ${event.error ?? 'the attempt failed'}\n`));
    }
    io.stderr('\n');
  };
}
