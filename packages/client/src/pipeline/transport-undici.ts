import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type * as UndiciModule from 'undici';
import type { Dispatcher } from 'undici';
import type { ResponseBody, Transport, TransportRequest, TransportResponse } from './transport.js';
import { joinedHeaders } from '../internal/headers.js';
import { nodeBuiltin } from '../internal/node-modules.js';
import { failureOf, readingBody } from './transport-errors.js';
import { fetchTransport } from './transport-fetch.js';
import { isNode } from '../internal/runtime.js';

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

/**
 * An undici answer's body as the pipeline reads it: one object per answer, its methods on the prototype. Plain
 * fields, not private ones: the pipeline may wrap it with `Object.create` (body-limit.ts).
 */
class UndiciBody implements ResponseBody {
  constructor(
    readonly source: Dispatcher.ResponseData['body'],
    readonly request: TransportRequest,
  ) {}

  bytes(): Promise<Uint8Array> {
    return readingBody(async () => new Uint8Array(await this.source.arrayBuffer()), this.request);
  }

  text(): Promise<string> {
    // readingBody's rule without its closure: this runs for every JSON answer.
    return this.source.text().catch((error: unknown) => {
      throw failureOf(error, this.request);
    });
  }

  stream(): ReadableStream<Uint8Array> {
    const iterator = this.source[Symbol.asyncIterator]();
    const { request } = this;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await readingBody(() => iterator.next(), request);
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value as Buffer));
      },
      cancel: () => this.destroy(),
    });
  }

  async discard(): Promise<void> {
    await this.source.dump().catch(() => undefined);
  }

  async cancel(): Promise<void> {
    this.destroy();
  }

  /** Destroying a body nobody reads emits undici's AbortError; with a listener it is not an uncaught exception. */
  destroy(): void {
    this.source.on('error', ignore);
    this.source.destroy();
  }
}

/** One exchange on a loaded undici: the request's body as undici takes it, the answer as the pipeline reads it. */
function send({ undici, agent, statusText }: Loaded, request: TransportRequest): Promise<TransportResponse> {
  let body: Dispatcher.RequestOptions['body'];
  if (request.body === undefined || typeof request.body === 'string' || request.body instanceof Uint8Array) {
    // Most bodies, as undici takes them, without reading the FormData global (in Node its first read loads the
    // platform's fetch as well).
    body = request.body;
  } else if (request.body instanceof FormData) {
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
  const failed = (error: unknown): never => {
    throw failureOf(error, request);
  };
  let sent: Promise<Dispatcher.ResponseData>;
  try {
    sent = undici.request(request.url, {
      method: request.method as Dispatcher.HttpMethod,
      headers: request.headers,
      body,
      // undici takes any object with addEventListener: the attempt's light signal needs no conversion.
      signal: request.signal as Dispatcher.RequestOptions['signal'],
      dispatcher: agent,
    });
  } catch (error) {
    // undici refuses some requests at once (an unparsable URL): the same typed failure as a refused connection.
    return Promise.reject(failureOf(error, request));
  }
  return sent.then(
    (response) => ({
      status: response.statusCode,
      statusText: statusText[response.statusCode] ?? '',
      headers: joinedHeaders(response.headers),
      body: new UndiciBody(response.body, request),
    }),
    failed,
  );
}

/**
 * The Node transport: undici's `request` API on a keep-alive pool owned by this client. On loopback it costs
 * about a third of a global `fetch` call (the `send` step, docs/architecture.md#transport). undici is loaded on first use so browser
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
    send(request: TransportRequest): Promise<TransportResponse> {
      // Not an async function: once undici is loaded, a call costs one promise (undici's), not two.
      if (!ready) return load().then((done) => send((ready = done), request));
      return send(ready, request);
    },
    close(): Promise<void> {
      // Idempotent: a second close (a finally block, a shutdown hook) must not throw undici's ClientDestroyedError.
      closing ??= loaded ? loaded.then(({ agent }) => agent.close()) : Promise.resolve();
      return closing;
    },
  };
}

/**
 * The transport a client uses in Node builds (the `node` and `default` targets of the package import
 * `#node-transport`): the given `fetch` always wins; else undici in Node proper; else (Bun, Deno) global `fetch`.
 * undici itself is loaded on first use (`ready`), so importing baykit does not load it.
 */
export function createTransport(customFetch: typeof fetch | undefined): Transport {
  if (customFetch) return fetchTransport(customFetch);
  return isNode() ? undiciTransport() : fetchTransport((input, init) => globalThis.fetch(input, init));
}
