import { AsyncLocalStorage } from 'node:async_hooks';
import { buildSignatureBase, parseSignatureInput, SecretMask, type ExchangeEvent, type ExchangeObserver } from 'baykit';
import type { Exchange } from '../../shared/api.js';
import { storedBody, storedRequestBody } from './capture-body.js';
import { maskExchange, secretsIn } from './mask.js';

/** The OAuth token endpoint: requests to it are baykit minting or refreshing a token for the call. */
const TOKEN_PATH = '/identity/v1/oauth2/token';

/** What `Capture.run` gives back: the function's result or error, and what it sent, masked. */
export interface CaptureRun<T> {
  result?: T;
  /** What `fn` threw (absent when it resolved). */
  error?: unknown;
  /** Every attempt baykit made on the wire during `fn`, in the order they ended, secrets masked. */
  exchanges: Exchange[];
  /** The run's masker (the known secrets plus every credential its exchanges showed), for the result and errors. */
  mask: SecretMask;
}

/** Options of a `Capture`. */
export interface CaptureOptions {
  /** Secret values to mask in every run (e.g. every environment's cert id), read when a run ends. */
  secrets?: () => Iterable<string | undefined>;
}

/** Options of one run. */
export interface RunOptions {
  /** More secret values to mask in this run's exchanges (the environment's cert id and tokens). */
  secrets?: Iterable<string | undefined>;
}

/**
 * Records what baykit sends, per call: pass `capture.onExchange` as the client's `onExchange` option and wrap each
 * call in `capture.run(…)`. baykit reports each attempt as its own transport sent it and as it read the answer,
 * already masked; the capture masks every run again with the secrets it knows of (all environments' cert ids).
 * Runs are kept apart by async context (AsyncLocalStorage), so concurrent calls on one client each see their own
 * exchanges; attempts outside a run are recorded nowhere.
 */
export class Capture {
  /** baykit's `onExchange` option: records the attempt in the current run. */
  readonly onExchange: ExchangeObserver;
  readonly #storage = new AsyncLocalStorage<Exchange[]>();
  readonly #secrets: () => Iterable<string | undefined>;

  constructor(options: CaptureOptions = {}) {
    this.#secrets = options.secrets ?? (() => []);
    this.onExchange = (event) => void this.#storage.getStore()?.push(exchangeOf(event));
  }

  /** Runs `fn` and collects the exchanges it made, also when it throws (the error is returned, not thrown). */
  async run<T>(fn: () => Promise<T>, options: RunOptions = {}): Promise<CaptureRun<T>> {
    const exchanges: Exchange[] = [];
    let outcome: { result: T } | { error: unknown };
    try {
      outcome = { result: await this.#storage.run(exchanges, fn) };
    } catch (error) {
      outcome = { error };
    }
    const mask = new SecretMask([...this.#secrets(), ...(options.secrets ?? [])]);
    for (const exchange of exchanges) mask.add(secretsIn(exchange));
    return { ...outcome, exchanges: exchanges.map((exchange) => maskExchange(exchange, mask)), mask };
  }
}

/** An `onExchange` event as the browser's `Exchange`. */
function exchangeOf(event: ExchangeEvent): Exchange {
  const { request, response } = event;
  const url = new URL(request.url);
  const body = storedRequestBody(request.body, request.headers['content-type']);
  const signatureBase = signatureBaseOf(request.method, url, request.headers);
  return {
    purpose: url.pathname.endsWith(TOKEN_PATH) ? 'token' : 'call',
    startedAt: new Date(event.startedAt).toISOString(),
    durationMs: event.durationMs,
    request: {
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(body === undefined ? {} : { body }),
      ...(signatureBase ? { signatureBase } : {}),
    },
    ...(response
      ? {
          response: {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
            ...storedBody(response.body),
          },
        }
      : {}),
  };
}

/**
 * The RFC 9421 signature base of a signed request, rebuilt from what it carries (masked: the signature key shows
 * as baykit masks it); undefined when unsigned.
 */
function signatureBaseOf(method: string, url: URL, headers: Readonly<Record<string, string>>): string | undefined {
  const input = headers['signature-input'];
  const parsed = input ? parseSignatureInput(input)?.[0] : undefined;
  if (!parsed) return undefined;
  const built = buildSignatureBase(
    { method, url, header: (name) => headers[name.toLowerCase()] },
    parsed.components,
    parsed.signatureParams,
  );
  return built.ok ? built.base : `[no signature base: ${built.reason}]`;
}
