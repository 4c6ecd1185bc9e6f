import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type * as UndiciModule from 'undici';
import type { Dispatcher } from 'undici';
import type { ResponseBody, Transport, TransportRequest, TransportResponse } from './transport.js';
import { nodeBuiltin } from '../internal/node-modules.js';
import { readingBody, toTransportFailure } from './transport-errors.js';

type Undici = typeof UndiciModule;

function ignore(): void {}

/** True in baykit's CommonJS build only (tsup's `define`); undefined from source. */
declare const BAYKIT_CJS: boolean | undefined;

/**
 * undici, with `require` in the CommonJS build (Jest's CommonJS runtime refuses `import()` without a flag) and
 * `import()` in the ESM build, where `require` does not exist.
 */
function loadUndici(): Promise<Undici> {
  return typeof BAYKIT_CJS === 'boolean' && BAYKIT_CJS
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: CommonJS build only
      Promise.resolve(require('undici') as Undici)
    : import('undici');
}

interface Loaded {
  undici: Undici;
  /** Reason phrases by status: undici's request API gives none, and errors fall back to them. */
  statusText: Readonly<Record<number, string | undefined>>;
  agent: Dispatcher;
}

function headerRecord(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** An undici answer's body as the pipeline reads it: one object per answer, its methods on the prototype. */
class UndiciBody implements ResponseBody {
  readonly #body: Dispatcher.ResponseData['body'];
  readonly #request: TransportRequest;

  constructor(body: Dispatcher.ResponseData['body'], request: TransportRequest) {
    this.#body = body;
    this.#request = request;
  }

  bytes(): Promise<Uint8Array> {
    return readingBody(async () => new Uint8Array(await this.#body.arrayBuffer()), this.#request);
  }

  text(): Promise<string> {
    return readingBody(() => this.#body.text(), this.#request);
  }

  stream(): ReadableStream<Uint8Array> {
    const iterator = this.#body[Symbol.asyncIterator]();
    const request = this.#request;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await readingBody(() => iterator.next(), request);
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value as Buffer));
      },
      cancel: () => this.#destroy(),
    });
  }

  async discard(): Promise<void> {
    await this.#body.dump().catch(() => undefined);
  }

  async cancel(): Promise<void> {
    this.#destroy();
  }

  /** Destroying a body nobody reads emits undici's AbortError; with a listener it is not an uncaught exception. */
  #destroy(): void {
    this.#body.on('error', ignore);
    this.#body.destroy();
  }
}

/**
 * The Node transport: undici's `request` API on a keep-alive pool owned by this client. On loopback it costs
 * about a third of a global `fetch` call (docs/architecture.md#request-pipeline step 7). undici is loaded on first use so browser
 * bundles never pull it in.
 */
export function undiciTransport(options: { connections?: number } = {}): Transport {
  let loaded: Promise<Loaded> | undefined;
  let closing: Promise<void> | undefined;
  const load = (): Promise<Loaded> =>
    (loaded ??= loadUndici().then((undici) => ({
      undici,
      statusText: nodeBuiltin('node:http').STATUS_CODES,
      agent: new undici.Agent({ keepAliveTimeout: 10_000, connections: options.connections ?? null }),
    })));

  // Set once undici is loaded: every later call goes on without waiting for a promise.
  let ready: Loaded | undefined;
  return {
    ready: () => (ready ? undefined : load().then((done) => void (ready = done))),
    async send(request: TransportRequest): Promise<TransportResponse> {
      const { undici, agent, statusText } = ready ?? (ready = await load());
      let body: Dispatcher.RequestOptions['body'];
      const headers = request.headers;
      if (request.body instanceof FormData) {
        // undici streams its own FormData (boundary, Content-Length, Blob parts read as sent), not the global
        // one: copying the entries keeps file parts as lazy Blobs, so a large upload is never held in memory.
        const form = new undici.FormData();
        for (const [name, value] of request.body) {
          if (typeof value === 'string') form.append(name, value);
          else form.append(name, value as unknown as Parameters<typeof form.append>[1], value.name);
        }
        body = form;
      } else if (request.body instanceof Blob) {
        // undici streams a Blob with its size as Content-Length (disk-backed Blobs from fileFromPath stay on disk).
        body = request.body as unknown as Dispatcher.RequestOptions['body'];
      } else if (request.body instanceof ReadableStream) {
        const { Readable } = nodeBuiltin('node:stream');
        body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
      } else {
        body = request.body;
      }
      let response: Dispatcher.ResponseData;
      try {
        response = await undici.request(request.url, {
          method: request.method as Dispatcher.HttpMethod,
          headers,
          body,
          // undici takes any object with addEventListener: the attempt's light signal needs no conversion.
          signal: request.signal as Dispatcher.RequestOptions['signal'],
          dispatcher: agent,
        });
      } catch (error) {
        if (request.signal?.aborted) throw request.signal.reason;
        throw toTransportFailure(error, request.method, request.url);
      }
      return {
        status: response.statusCode,
        statusText: statusText[response.statusCode] ?? '',
        headers: headerRecord(response.headers),
        body: new UndiciBody(response.body, request),
      };
    },
    close(): Promise<void> {
      // Idempotent: a second close (a finally block, a shutdown hook) must not throw undici's ClientDestroyedError.
      closing ??= loaded ? loaded.then(({ agent }) => agent.close()) : Promise.resolve();
      return closing;
    },
  };
}
