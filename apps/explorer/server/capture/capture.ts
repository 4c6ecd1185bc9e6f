import { AsyncLocalStorage } from 'node:async_hooks';
import { buildSignatureBase, parseSignatureInput, SecretMask } from 'baykit';
import type { Exchange } from '../../shared/api.js';
import { headerRecord, storedBody, storedRequestBody } from './capture-body.js';
import { maskExchange, secretsIn } from './mask.js';

/** The OAuth token endpoint: requests to it are baykit minting or refreshing a token for the call. */
const TOKEN_PATH = '/identity/v1/oauth2/token';

/** What `Capture.run` gives back: the function's result or error, and what it sent, masked. */
export interface CaptureRun<T> {
  result?: T;
  /** What `fn` threw (absent when it resolved). */
  error?: unknown;
  /** Every exchange `fn` made through `capture.fetch`, in the order they started, secrets masked. */
  exchanges: Exchange[];
  /** The run's masker (the known secrets plus every credential its exchanges showed), for the result and errors. */
  mask: SecretMask;
}

/** Options of a `Capture`. */
export interface CaptureOptions {
  /** What actually sends requests. Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Secret values to mask in every run (e.g. every environment's cert id), read when a run ends. */
  secrets?: () => Iterable<string | undefined>;
}

/** Options of one run. */
export interface RunOptions {
  /** More secret values to mask in this run's exchanges (the environment's cert id and tokens). */
  secrets?: Iterable<string | undefined>;
}

interface RunState {
  /** Unmasked, in start order; masked once the run ends and every credential it showed is known. */
  exchanges: Exchange[];
  /** Response bodies still being read. */
  pending: Promise<void>[];
}

/**
 * Records what baykit sends, per call: pass `capture.fetch` as the client's `fetch` option and wrap each call in
 * `capture.run(…)`. Runs are kept apart by async context (AsyncLocalStorage), so concurrent calls on one client
 * each see their own exchanges; requests outside a run are sent and recorded nowhere.
 */
export class Capture {
  /** A fetch-shaped function for baykit's `fetch` option: sends the request and records it in the current run. */
  readonly fetch: typeof fetch;
  readonly #storage = new AsyncLocalStorage<RunState>();
  readonly #send: typeof fetch;
  readonly #secrets: () => Iterable<string | undefined>;

  constructor(options: CaptureOptions = {}) {
    this.#send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#secrets = options.secrets ?? (() => []);
    this.fetch = (input, init) => this.#fetch(input, init);
  }

  /** Runs `fn` and collects the exchanges it made, also when it throws (the error is returned, not thrown). */
  async run<T>(fn: () => Promise<T>, options: RunOptions = {}): Promise<CaptureRun<T>> {
    const state: RunState = { exchanges: [], pending: [] };
    let outcome: { result: T } | { error: unknown };
    try {
      outcome = { result: await this.#storage.run(state, fn) };
    } catch (error) {
      outcome = { error };
    }
    await Promise.all(state.pending);
    const mask = new SecretMask([...this.#secrets(), ...(options.secrets ?? [])]);
    for (const exchange of state.exchanges) mask.add(secretsIn(exchange));
    return { ...outcome, exchanges: state.exchanges.map((exchange) => maskExchange(exchange, mask)), mask };
  }

  async #fetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const state = this.#storage.getStore();
    if (!state) return this.#send(input, init);
    const request = new Request(input, init);
    const startedAt = new Date();
    const started = performance.now();
    const url = new URL(request.url);
    const headers = headerRecord(request.headers);
    const bytes = request.body ? new Uint8Array(await request.clone().arrayBuffer()) : new Uint8Array();
    const body = storedRequestBody(bytes, headers['content-type']);
    const signatureBase = signatureBaseOf(request.method, url, request.headers);
    const exchange: Exchange = {
      purpose: url.pathname.endsWith(TOKEN_PATH) ? 'token' : 'call',
      startedAt: startedAt.toISOString(),
      durationMs: 0,
      request: {
        method: request.method,
        url: request.url,
        headers,
        ...(body === undefined ? {} : { body }),
        ...(signatureBase ? { signatureBase } : {}),
      },
    };
    state.exchanges.push(exchange);
    let response: Response;
    try {
      response = await this.#send(request);
    } catch (error) {
      exchange.durationMs = Math.round(performance.now() - started);
      throw error;
    }
    const copy = response.clone();
    // Read beside baykit (which reads the original), so a streamed answer is not held back for the capture.
    state.pending.push(
      copy
        .arrayBuffer()
        .then((buffer) => storedBody(new Uint8Array(buffer), copy.headers.get('content-type') ?? undefined))
        .catch(() => ({ body: '[the body could not be read]', bodyEncoding: 'text' as const }))
        .then((stored) => {
          exchange.durationMs = Math.round(performance.now() - started);
          exchange.response = {
            status: response.status,
            statusText: response.statusText,
            headers: headerRecord(response.headers),
            ...stored,
          };
        }),
    );
    return response;
  }
}

/** The RFC 9421 signature base of a signed request, rebuilt from what it carries; undefined when unsigned. */
function signatureBaseOf(method: string, url: URL, headers: Headers): string | undefined {
  const input = headers.get('signature-input');
  const parsed = input ? parseSignatureInput(input)?.[0] : undefined;
  if (!parsed) return undefined;
  const built = buildSignatureBase(
    { method, url, header: (name) => headers.get(name) ?? undefined },
    parsed.components,
    parsed.signatureParams,
  );
  return built.ok ? built.base : `[no signature base: ${built.reason}]`;
}
