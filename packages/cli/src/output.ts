import { isBaykitError, SecretMask, secretsInMessages } from 'baykit';
import type { CliIo } from './io.js';
import { printable } from './printable.js';

interface EbayErrorShape {
  name: string;
  message: string;
  status?: unknown;
  requestId?: string;
  errors?: { code?: unknown; errorId?: unknown; message?: string; longMessage?: string }[];
}

/**
 * An error as a person can act on it: the typed error's name, the HTTP status, each eBay error id and message,
 * and the request id eBay support asks for. Never a secret: baykit's errors are redacted already. Their text comes
 * from the network, so control characters are made visible (printable.ts).
 */
export function describeError(error: unknown): string {
  return printable(errorLines(error));
}

function errorLines(error: unknown): string {
  if (!isBaykitError(error)) return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const e = error as unknown as EbayErrorShape;
  // The client's hint names its option; on the command line it is a flag.
  const message =
    e.name === 'DeprecatedApiError'
      ? e.message.replace(/pass allowRetired: true\.$/, 'pass --allow-retired.')
      : e.message;
  const lines = [`${e.name}${typeof e.status === 'number' ? ` (HTTP ${e.status})` : ''}: ${message}`];
  for (const entry of e.errors ?? []) {
    const id = entry.code ?? entry.errorId;
    lines.push(`  - ${id === undefined ? '' : `${String(id)}: `}${entry.longMessage ?? entry.message ?? ''}`);
  }
  if (e.requestId) lines.push(`  request id: ${e.requestId}`);
  return lines.join('\n');
}

/** `--include`: the status line and headers, on standard error (standard output stays the body), made printable. */
export function printHead(io: CliIo, status: number, headers: Readonly<Record<string, string>>): void {
  io.stderr(`HTTP ${status}\n`);
  for (const [name, value] of Object.entries(headers)) io.stderr(printable(`${name}: ${value}\n`));
  io.stderr('\n');
}

/** Most of a body `--verbose` prints; the rest is summed up in one line. */
const SHOWN_BODY_BYTES = 64 * 1024;

const TEXTUAL = /^(application\/(json|xml|x-www-form-urlencoded|[\w.+-]+\+(json|xml))|text\/)/i;

/** A request body as text, when it is text (baykit sends JSON, XML and forms as strings). */
function requestBodyText(body: RequestInit['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof FormData) return '[multipart form data]';
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) return `[${body.byteLength} bytes]`;
  return '[streamed body]';
}

/** Up to SHOWN_BODY_BYTES of a text answer, from a copy (the caller reads the answer itself, whole). */
async function responseBodyText(response: Response): Promise<string | undefined> {
  if (!response.body) return undefined;
  const type = response.headers.get('content-type');
  // No type: an empty answer (a 201 or 204) most of the time, read to tell.
  if (type !== null && !TEXTUAL.test(type)) {
    const length = response.headers.get('content-length');
    return `[${length === null ? 'a' : `${length} bytes of`} ${type} body, not shown]`;
  }
  const reader = (response.clone().body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let more = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > SHOWN_BODY_BYTES) {
      more = true;
      await reader.cancel();
      break;
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  const text = new TextDecoder().decode(bytes.subarray(0, SHOWN_BODY_BYTES));
  return more ? `${text}\n[… more, only the first ${SHOWN_BODY_BYTES} bytes shown]` : text;
}

function headerRecord(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => (out[name] = value));
  return out;
}

/**
 * `--verbose`: a fetch that prints each request and response on standard error as it went over the wire (method,
 * URL, headers, text bodies), with every credential masked: credential headers by baykit's `redactHeaders`,
 * tokens, codes and secrets in token forms and answers by their place, and each of them again wherever it shows up
 * later (baykit's `SecretMask`); control characters made visible (printable.ts).
 */
export function verboseFetch(io: CliIo, inner: typeof fetch = fetch, mask = new SecretMask()): typeof fetch {
  const print = (prefix: string, headers: Record<string, string>, body: string | undefined): void => {
    for (const [name, value] of Object.entries(mask.headers(headers)))
      io.stderr(printable(`${prefix} ${name}: ${value}\n`));
    if (body !== undefined && body !== '') io.stderr(`${prefix}\n${printable(mask.body(body))}\n`);
  };
  return async (input, init) => {
    const request = new Request(input, init);
    const requestHeaders = headerRecord(request.headers);
    const requestBody = requestBodyText(init?.body ?? undefined);
    mask.add(secretsInMessages({ headers: requestHeaders, body: requestBody }));
    io.stderr(printable(`> ${request.method} ${mask.text(request.url)}\n`));
    print('>', requestHeaders, requestBody);
    const response = await inner(input, init);
    const responseHeaders = headerRecord(response.headers);
    const responseBody = await responseBodyText(response);
    mask.add(secretsInMessages({ headers: responseHeaders, body: responseBody }));
    io.stderr(printable(`< ${response.status} ${response.statusText}\n`));
    print('<', responseHeaders, responseBody);
    io.stderr('\n');
    return response;
  };
}
