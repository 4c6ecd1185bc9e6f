import type { ExchangeBody, ExchangeEvent, ExchangeObserver } from '../pipeline/exchange.js';
import { cassetteBody } from './body.js';
import { formatCassetteLine } from './parse.js';
import { cassetteRedactor } from './redact.js';
import type { CassetteExchange, CassetteHeader, CassetteMessageBody } from './types.js';

/** What the client's recorder writes as `recorder` in the header; kept equal to package.json's version by a test. */
export const CLIENT_RECORDER = 'baykit-client/0.1.0';

/** Options of `cassetteRecorder`. */
export interface CassetteRecorderOptions {
  /** Keep names, addresses, emails, phone numbers and user names (default false: masked). */
  keepPersonalData?: boolean;
  /** The header's `environment`: `production`, `sandbox`, `emulator` or an origin. */
  environment?: string;
  /** The header's `source`. */
  source?: string;
  /** Called with each line (the header first) as it is made, e.g. to append it to a file. */
  onLine?: (line: string) => void;
}

/** Records a client's exchanges as a cassette: pass `observe` as the client's `onExchange`. */
export interface CassetteRecorder {
  /** The `onExchange` observer. */
  readonly observe: ExchangeObserver;
  /** The header line's data. */
  readonly header: CassetteHeader;
  /** The exchanges recorded so far, redacted. */
  exchanges(): CassetteExchange[];
  /** The lines so far: the header, then one per exchange. */
  lines(): string[];
  /** The cassette so far as text, a newline after every line. */
  text(): string;
}

/**
 * A recorder of the client's attempts as cassette exchanges (docs/cassettes.md): every attempt that got an answer, a
 * retry as an exchange of its own, redacted and (unless `keepPersonalData`) masked. Attempts that got no answer (a
 * lost connection, a timeout) are left out: a cassette holds answers.
 *
 * ```ts
 * const recorder = cassetteRecorder();
 * const ebay = new EbayClient({ ...keys, onExchange: recorder.observe });
 * ```
 */
export function cassetteRecorder(options: CassetteRecorderOptions = {}): CassetteRecorder {
  const redact = cassetteRedactor({ keepPersonalData: options.keepPersonalData ?? false });
  const header: CassetteHeader = {
    cassette: 1,
    recordedAt: new Date().toISOString(),
    recorder: CLIENT_RECORDER,
    ...(options.environment === undefined ? {} : { environment: options.environment }),
    redacted: true,
    personalDataMasked: !options.keepPersonalData,
    ...(options.source === undefined ? {} : { source: options.source }),
  };
  const lines = [formatCassetteLine(header)];
  const exchanges: CassetteExchange[] = [];
  options.onLine?.(lines[0] as string);
  return {
    header,
    observe(event) {
      const exchange = exchangeOf(event, exchanges.length + 1);
      if (!exchange) return;
      const redacted = redact(exchange);
      const line = formatCassetteLine(redacted);
      exchanges.push(redacted);
      lines.push(line);
      options.onLine?.(line);
    },
    exchanges: () => [...exchanges],
    lines: () => [...lines],
    text: () => lines.map((line) => `${line}\n`).join(''),
  };
}

function exchangeOf(event: ExchangeEvent, seq: number): CassetteExchange | undefined {
  const { request, response } = event;
  if (!response) return undefined;
  const exchange: CassetteExchange = {
    seq,
    operation: event.operation,
    request: { method: request.method, url: request.url, headers: { ...request.headers } },
    response: { status: response.status, headers: { ...response.headers } },
    durationMs: event.durationMs,
  };
  const notes: string[] = [];
  const sent = bodyOf(request.body, 'request', notes, request.headers['content-type']);
  const read = bodyOf(response.body, 'response', notes, response.headers['content-type']);
  if (sent) exchange.request.body = sent;
  if (read) exchange.response.body = read;
  if (notes.length > 0) exchange.note = notes.join('; ');
  return exchange;
}

/** A body as the cassette keeps it; one the client did not hold whole is left out, with a note saying so. */
function bodyOf(
  body: ExchangeBody | undefined,
  side: string,
  notes: string[],
  contentType = '',
): CassetteMessageBody | undefined {
  if (!body) return undefined;
  if (body.kind === 'text') return { text: body.text };
  if (body.kind === 'bytes' && body.bytes) return cassetteBody(body.bytes, contentType) ?? { base64: '' };
  notes.push(`${side} body not recorded: ${body.kind === 'bytes' ? `${body.size} bytes` : body.description}`);
  return undefined;
}
