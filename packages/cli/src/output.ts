import { isBaykitError } from 'baykit';
import type { CliIo } from './io.js';

interface EbayErrorShape {
  name: string;
  message: string;
  status?: unknown;
  requestId?: string;
  errors?: { code?: unknown; errorId?: unknown; message?: string; longMessage?: string }[];
}

/**
 * An error as a person can act on it: the typed error's name, the HTTP status, each eBay error id and message,
 * and the request id eBay support asks for. Never a secret: baykit's errors are redacted already.
 */
export function describeError(error: unknown): string {
  if (!isBaykitError(error)) return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const e = error as unknown as EbayErrorShape;
  const lines = [`${e.name}${typeof e.status === 'number' ? ` (HTTP ${e.status})` : ''}: ${e.message}`];
  for (const entry of e.errors ?? []) {
    const id = entry.code ?? entry.errorId;
    lines.push(`  - ${id === undefined ? '' : `${String(id)}: `}${entry.longMessage ?? entry.message ?? ''}`);
  }
  if (e.requestId) lines.push(`  request id: ${e.requestId}`);
  return lines.join('\n');
}

/** `--include`: the status line and headers, on standard error (standard output stays the body). */
export function printHead(io: CliIo, status: number, headers: Readonly<Record<string, string>>): void {
  io.stderr(`HTTP ${status}\n`);
  for (const [name, value] of Object.entries(headers)) io.stderr(`${name}: ${value}\n`);
  io.stderr('\n');
}

const SECRET = /^(authorization|x-ebay-api-iaf-token|x-ebay-api-cert-name|x-ebay-signature-key|cookie)$/i;

/** `--verbose`: a fetch that prints each request and response (method, URL, headers; credentials masked). */
export function verboseFetch(io: CliIo, inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    io.stderr(`> ${request.method} ${request.url}\n`);
    request.headers.forEach((value, name) => {
      io.stderr(`> ${name}: ${SECRET.test(name) ? `${value.split(' ')[0]} [masked]` : value}\n`);
    });
    const response = await inner(request);
    io.stderr(`< ${response.status} ${response.statusText}\n`);
    response.headers.forEach((value, name) => io.stderr(`< ${name}: ${value}\n`));
    io.stderr('\n');
    return response;
  };
}
