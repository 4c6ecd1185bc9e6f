import type { ResolvedConfig } from '../config.js';
import type { Clock } from '../internal/clock.js';
import type { Logger } from '../internal/logger.js';
import type { isTextType } from '../internal/media-type.js';
import type { Redactor } from '../internal/redact.js';
import type { SecretMask, secretsInMessages } from '../internal/wire-mask.js';
import type { ExchangeBody, ExchangeEvent, ExchangeObserver, ExchangeRecorder } from './exchange.js';
import type { RequestBody, ResponseBody, TransportResponse } from './transport.js';

/** What the recorder needs of its client. */
export interface RecorderParts {
  config: ResolvedConfig;
  clock: Clock;
  log: Required<Logger>;
  redactor: Redactor;
}

/**
 * What the recorder is handed rather than imports. This module is loaded by import() when a client with `onExchange`
 * makes its first call (exchanges-extension.ts), and esbuild moves every module a lazy chunk shares with the start code
 * into a chunk of its own, so every program would pay for the extra chunk boundaries: it imports no code.
 */
export interface RecorderTools {
  /** The client's mask, seeded with its cert id and signing key. */
  mask: SecretMask;
  secretsInMessages: typeof secretsInMessages;
  isTextType: typeof isTextType;
}

/**
 * The `onExchange` machinery of one client: records each attempt's request and answer as the pipeline sends and
 * reads them and hands `observer` one masked event per attempt. Masking is baykit's one rule set
 * (`internal/wire-mask.ts`: credential headers by name, token forms, token JSON and XML auth tokens by place, and
 * every credential seen, the cert id and the signing key by value wherever they appear), then the client's
 * `Redactor` (every token it knows).
 */
export function createExchangeRecorder(
  observer: ExchangeObserver,
  parts: RecorderParts,
  tools: RecorderTools,
): ExchangeRecorder {
  const { clock, log, redactor } = parts;
  const { mask, secretsInMessages, isTextType } = tools;
  let warned = false;
  const notify = (event: ExchangeEvent): void => {
    const failed = (error: unknown): void => {
      if (warned) return;
      warned = true;
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      log.warn(`onExchange threw (the call went on; later failures are not logged): ${reason}`);
    };
    try {
      const result = observer(event);
      if (result instanceof Promise) result.catch(failed);
    } catch (error) {
      failed(error);
    }
  };
  return {
    begin(operation, attempt, request) {
      const startedAt = clock.now();
      const started = performance.now();
      let response: TransportResponse | undefined;
      // undefined: not read (yet); null: nothing to show (an empty answer, discarded).
      let body: ExchangeBody | null | undefined;
      let ended = false;
      return {
        answered(answer) {
          response = answer;
          const seen = (read: ExchangeBody | null): void => {
            if (body === undefined) body = read;
          };
          return { ...answer, body: recording(answer.body, isTextType(answer.headers['content-type'] ?? ''), seen) };
        },
        end(error) {
          if (ended) return;
          ended = true;
          const requestBody = bodyOfRequest(request.body, isTextType(request.headers['content-type'] ?? ''));
          const answerBody = body === undefined ? { kind: 'unread' as const, description: 'not read' } : body;
          const textOf = (b: ExchangeBody | null | undefined): string | undefined =>
            b?.kind === 'text' ? b.text : undefined;
          mask.add(
            secretsInMessages(
              { headers: request.headers, body: textOf(requestBody) },
              ...(response ? [{ headers: response.headers, body: textOf(answerBody) }] : []),
            ),
          );
          const text = (value: string): string => redactor.text(mask.text(value));
          const headers = (h: Readonly<Record<string, string>>): Record<string, string> => {
            const out = mask.headers(h);
            for (const name of Object.keys(out)) out[name] = redactor.text(out[name] as string);
            return out;
          };
          const masked = (b: ExchangeBody | null | undefined): ExchangeBody | undefined =>
            b?.kind === 'text' ? { kind: 'text', text: redactor.text(mask.body(b.text)) } : (b ?? undefined);
          const event: ExchangeEvent = {
            operation,
            attempt,
            startedAt,
            durationMs: Math.max(0, Math.round(performance.now() - started)),
            request: { method: request.method, url: text(request.url), headers: headers(request.headers) },
          };
          const sentBody = masked(requestBody);
          if (sentBody) event.request.body = sentBody;
          if (response) {
            event.response = {
              status: response.status,
              statusText: response.statusText,
              headers: headers(response.headers),
            };
            const readBody = masked(answerBody);
            if (readBody) event.response.body = readBody;
          }
          if (error !== undefined) {
            event.error = text(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
            event.failedStep = response ? 'read' : 'send';
          }
          notify(event);
        },
      };
    },
  };
}

/** `body` that tells `seen` what the pipeline read of it; other methods inherited (a transport may keep them on a prototype). */
function recording(body: ResponseBody, textual: boolean, seen: (read: ExchangeBody | null) => void): ResponseBody {
  return Object.assign(Object.create(body) as ResponseBody, {
    text: async () => {
      const text = await body.text();
      seen({ kind: 'text', text });
      return text;
    },
    bytes: async () => {
      const bytes = await body.bytes();
      seen(bytesBody(bytes, textual));
      return bytes;
    },
    stream: () => {
      seen({ kind: 'unread', description: 'handed to the caller as a stream' });
      return body.stream();
    },
    discard: () => {
      seen(null);
      return body.discard();
    },
    cancel: () => {
      seen({ kind: 'unread', description: 'not read' });
      return body.cancel();
    },
  });
}

function bytesBody(bytes: Uint8Array, textual: boolean): ExchangeBody {
  return textual
    ? { kind: 'text', text: new TextDecoder().decode(bytes) }
    : { kind: 'bytes', size: bytes.byteLength, bytes };
}

function bodyOfRequest(body: RequestBody | undefined, textual: boolean): ExchangeBody | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return { kind: 'text', text: body };
  if (body instanceof Uint8Array) {
    const shown = bytesBody(body, textual);
    return shown.kind === 'bytes' ? { kind: 'bytes', size: body.byteLength } : shown;
  }
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { kind: 'unread', description: 'form data' };
  if (typeof Blob !== 'undefined' && body instanceof Blob) return { kind: 'bytes', size: body.size };
  return { kind: 'unread', description: 'a stream' };
}
