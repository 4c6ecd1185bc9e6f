import { closeSync, constants, openSync, writeSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import {
  cassetteBody,
  cassetteRedactor,
  formatCassetteLine,
  type CassetteExchange,
  type CassetteHeader,
} from 'baykit/cassette';
import { UsageError } from '../io.js';
import { RELAY_LIMITS } from './guard.js';
import type { RelayedExchange } from './relay.js';

/** Why an answer's body is not in the cassette, when it is left out. */
const TOO_LARGE = 'The answer was larger than baykit proxy checks and records; its body is left out.';
const INFLATES_TOO_LARGE = `The answer decompresses to more than ${RELAY_LIMITS.checkedBytes} bytes, more than baykit proxy checks and records; its body is left out.`;

/**
 * The bytes of a body as the app reads them: decoded when `content-encoding` is gzip, deflate or br, up to the
 * check limit (a 199 KiB gzip can hold 200 MiB); `'too large'` past it, undefined when it cannot be decoded.
 */
function decoded(bytes: Buffer, encoding: string | undefined): Buffer | 'too large' | undefined {
  const bounded = { maxOutputLength: RELAY_LIMITS.checkedBytes };
  try {
    switch ((encoding ?? '').trim().toLowerCase()) {
      case '':
      case 'identity':
        return bytes;
      case 'gzip':
      case 'x-gzip':
        return gunzipSync(bytes, bounded);
      case 'deflate':
        return inflateSync(bytes, bounded);
      case 'br':
        return brotliDecompressSync(bytes, bounded);
      default:
        return undefined;
    }
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too large' : undefined;
  }
}

/** Headers as a cassette keeps them next to a decoded body: without the encoding and the encoded length. */
function withoutEncoding(headers: Record<string, string>): Record<string, string> {
  const { 'content-encoding': _encoding, 'content-length': _length, ...rest } = headers;
  return rest;
}

/**
 * A relayed exchange in the cassette format, bodies decoded (a compressed answer as the app reads it), unredacted:
 * what the contract check reads. Undefined when the upstream gave no answer.
 */
export function toCassetteExchange(
  relayed: RelayedExchange,
  operation: string | undefined,
): CassetteExchange | undefined {
  const { request, response } = relayed;
  if (!response) return undefined;
  const requestBody = cassetteBody(request.body, request.headers['content-type']);
  const read = response.body && decoded(response.body, response.headers['content-encoding']);
  const answer = read === 'too large' ? undefined : read;
  const responseBody = answer && cassetteBody(answer, response.headers['content-type']);
  const note = !response.body ? TOO_LARGE : read === 'too large' ? INFLATES_TOO_LARGE : undefined;
  return {
    seq: relayed.seq,
    ...(operation ? { operation } : {}),
    request: {
      method: request.method,
      url: `${request.origin}${request.path}`,
      headers: request.headers,
      ...(requestBody ? { body: requestBody } : {}),
    },
    response: {
      status: response.status,
      headers: answer && response.headers['content-encoding'] ? withoutEncoding(response.headers) : response.headers,
      ...(responseBody ? { body: responseBody } : {}),
    },
    durationMs: relayed.durationMs,
    ...(note ? { note } : {}),
  };
}

/**
 * A cassette file being written: created new with mode 0600 (an existing file or a link in its place is refused),
 * a header line, then each exchange redacted (secrets always, personal data unless kept) as soon as every exchange
 * sent before it is written, so the lines keep the order the requests were sent in.
 */
export class CassetteWriter {
  readonly #fd: number;
  readonly #redact: (exchange: CassetteExchange) => CassetteExchange;
  readonly #waiting = new Map<number, CassetteExchange | undefined>();
  #next = 1;
  #written = 0;

  constructor(path: string, header: CassetteHeader) {
    try {
      // O_EXCL with O_CREAT fails on any existing name, a symbolic link included: nothing is written through one.
      this.#fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new UsageError(
        code === 'EEXIST'
          ? `--record ${path}: the file exists; give a new file name (a cassette is never overwritten).`
          : `--record ${path}: cannot create it (${code ?? (error as Error).message}).`,
      );
    }
    this.#redact = cassetteRedactor({ keepPersonalData: !header.personalDataMasked });
    writeSync(this.#fd, `${formatCassetteLine(header)}\n`);
  }

  /** How many exchanges are in the file. */
  get written(): number {
    return this.#written;
  }

  /** Takes exchange `seq` (undefined: it got no answer and is left out) and writes what is now in order. */
  add(seq: number, exchange: CassetteExchange | undefined): void {
    this.#waiting.set(seq, exchange);
    while (this.#waiting.has(this.#next)) {
      const ready = this.#waiting.get(this.#next);
      this.#waiting.delete(this.#next++);
      if (!ready) continue;
      writeSync(this.#fd, `${formatCassetteLine(this.#redact({ ...ready, seq: ++this.#written }))}\n`);
    }
  }

  /** Writes what is left (in order, past any exchange that never finished) and closes the file. */
  close(): void {
    for (const seq of [...this.#waiting.keys()].sort((a, b) => a - b)) {
      this.#next = seq;
      this.add(seq, this.#waiting.get(seq));
    }
    closeSync(this.#fd);
  }
}
