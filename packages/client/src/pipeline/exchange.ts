import type { PipelineStep } from './steps.js';
import type { TransportRequest, TransportResponse } from './transport.js';

/**
 * A body as `onExchange` shows it: `text` (credentials masked) when it is text by its content type or was read as
 * text, `bytes` for other bodies (with the bytes of an answer read whole), `unread` for one the pipeline did not hold
 * (a streamed request body, form data, a Blob, an answer handed to the caller as a stream or not read).
 */
export type ExchangeBody =
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; size: number; bytes?: Uint8Array }
  | { kind: 'unread'; description: string };

/** One attempt as it went over the wire, credentials masked: what the client's `onExchange` option receives. */
export interface ExchangeEvent {
  /** operationId, XML call name or token grant, as errors name it. */
  operation: string;
  /** 1 for the first attempt, 2 for the first retry or the repeat after a renewed credential, … */
  attempt: number;
  /** When the attempt was handed to the transport (ms since the epoch, the client's clock). */
  startedAt: number;
  /** From handing it to the transport until its answer was read (or the attempt failed), in ms. */
  durationMs: number;
  /**
   * The request as the transport got it: final URL, headers after auth and signing (lower-case names), body. The
   * transport adds only the connection's own headers (`host`, `connection`, `content-length`).
   */
  request: { method: string; url: string; headers: Record<string, string>; body?: ExchangeBody };
  /** The answer as the pipeline read it; absent when none came (connection failed, timeout, abort). */
  response?: { status: number; statusText: string; headers: Record<string, string>; body?: ExchangeBody };
  /** What ended the attempt, when it failed (`Name: message`, masked): an error answer, a timeout, a lost connection. */
  error?: string;
  /** The step that failed, when the attempt failed: `send` (no answer came) or `read` (an error answer, a body that could not be read). */
  failedStep?: Extract<PipelineStep, 'send' | 'read'>;
}

/**
 * The `onExchange` option: called once per attempt that went on the wire, after its answer was read. It observes
 * only: what it returns is ignored, and an observer that throws (or rejects) is logged once as a warning and never
 * fails the call.
 */
export type ExchangeObserver = (event: ExchangeEvent) => void | Promise<void>;

/** @internal How the pipeline reports attempts to the `onExchange` machinery (pipeline/exchange-recorder.ts). */
export interface ExchangeRecorder {
  /**
   * Loads what the recorder needs before a call's first attempt; undefined once loaded, so later calls keep their
   * timing. The pipeline awaits it before the attempt loop.
   */
  ready?(): Promise<void> | undefined;
  /** An attempt is handed to the transport. */
  begin(operation: string, attempt: number, request: TransportRequest): AttemptRecord;
}

/** @internal One attempt being recorded. */
export interface AttemptRecord {
  /** The answer with its body recorded as the pipeline reads it. */
  answered(response: TransportResponse): TransportResponse;
  /** The attempt is over: its event goes to the observer. `error` when it failed. */
  end(error?: unknown): void;
}
