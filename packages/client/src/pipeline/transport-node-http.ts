import type { Agent, ClientRequest, IncomingMessage } from 'node:http';
import type { RequestBody, ResponseBody, Transport, TransportRequest, TransportResponse } from './transport.js';
import { joinedHeaders, TRANSPORT_HEADERS } from '../internal/headers.js';
import { nodeBuiltin } from '../internal/node-modules.js';
import { failureOf, readingBody } from './transport-errors.js';

/** Options of `nodeHttpTransport`. */
export interface NodeHttpTransportOptions {
  /** How long an idle kept-alive connection stays open, in ms (a shorter `Keep-Alive: timeout` from the server wins). Default 10 000. */
  keepAliveMs?: number;
  /** The most connections open at once per origin; more requests wait for one. Default: no limit. */
  connections?: number;
}

function ignore(): void {}

/**
 * An answer's body read from Node's `IncomingMessage`. `done` runs once the body was read to its end or dropped:
 * the request stops listening to the attempt's signal then.
 */
class NodeHttpBody implements ResponseBody {
  constructor(
    readonly source: IncomingMessage,
    readonly request: TransportRequest,
    readonly done: () => void,
  ) {}

  async bytes(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    let size = 0;
    await readingBody(async () => {
      for await (const chunk of this.source) {
        chunks.push(chunk as Buffer);
        size += (chunk as Buffer).byteLength;
      }
    }, this.request).finally(this.done);
    const [first] = chunks;
    const whole = chunks.length === 1 && first ? first : Buffer.concat(chunks, size);
    return new Uint8Array(whole.buffer, whole.byteOffset, whole.byteLength);
  }

  async text(): Promise<string> {
    return new TextDecoder().decode(await this.bytes());
  }

  stream(): ReadableStream<Uint8Array> {
    const iterator = this.source[Symbol.asyncIterator]();
    const { request } = this;
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        const next = await readingBody(() => iterator.next(), request).catch((error: unknown) => {
          this.done();
          throw error;
        });
        if (next.done) {
          this.done();
          controller.close();
        } else {
          const chunk = next.value as Buffer;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        }
      },
      cancel: () => this.destroy(),
    });
  }

  async discard(): Promise<void> {
    // Read to the end, keeping nothing, so the connection goes back to the pool before the next call asks for one.
    try {
      for await (const _chunk of this.source);
    } catch {
      // A connection lost while discarding: nothing was wanted from it.
    } finally {
      this.done();
    }
  }

  async cancel(): Promise<void> {
    this.destroy();
  }

  /** Closes the connection: nobody reads the rest of this answer. */
  destroy(): void {
    this.done();
    this.source.destroy();
  }
}

/**
 * The body as Node's `http` writes it, and the headers it needs: strings and bytes with their `Content-Length`
 * (Node adds it), a `Blob` streamed with its size, a `ReadableStream` chunked, and `FormData` encoded by the
 * platform (multipart with a fresh boundary) into bytes, so it goes with a `Content-Length` as eBay's upload
 * operations expect.
 */
async function bodyForNode(
  body: RequestBody,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string>; write: (request: ClientRequest) => void }> {
  if (typeof body === 'string' || body instanceof Uint8Array) return { headers, write: (out) => out.end(body) };
  const piped = (source: ReadableStream<Uint8Array>) => (out: ClientRequest) => void pump(source, out);
  if (body instanceof Blob) {
    const sized = hasHeader(headers, 'content-length') ? headers : { ...headers, 'content-length': String(body.size) };
    return { headers: sized, write: piped(body.stream()) };
  }
  if (body instanceof ReadableStream) return { headers, write: piped(body) };
  // FormData: the one body whose encoding (boundary, part headers) the platform knows better than this file.
  const encoded = new Response(body);
  const type = encoded.headers.get('content-type') ?? 'multipart/form-data';
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const withType = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-type'),
  );
  return { headers: { ...withType, 'content-type': type }, write: (out) => out.end(bytes) };
}

/**
 * Writes a streamed body: waits for the connection to drain, stops reading the source (cancelling it) once the
 * request failed, and ends the request with the source's error or a length that does not match its Content-Length
 * (Node throws those from write and end, here caught).
 */
async function pump(source: ReadableStream<Uint8Array>, out: ClientRequest): Promise<void> {
  try {
    for await (const chunk of source as unknown as AsyncIterable<Uint8Array>) {
      if (out.destroyed) return;
      if (!out.write(chunk)) await drained(out);
    }
    if (!out.destroyed) out.end();
  } catch (error) {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Resolves when `out` can take more, or is closed. */
function drained(out: ClientRequest): Promise<void> {
  return new Promise<void>((resolve) => {
    const go = (): void => {
      out.off('drain', go);
      out.off('close', go);
      resolve();
    };
    out.on('drain', go);
    out.on('close', go);
  });
}

function hasHeader(headers: Record<string, string>, lowerName: string): boolean {
  return Object.keys(headers).some((name) => name.toLowerCase() === lowerName);
}

/** The error for a request the transport refuses before sending: `failureOf` types it. */
function refusal(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/**
 * A transport on Node's own `http` and `https` modules with a keep-alive agent per protocol, owned by the transport
 * (`close` ends its connections). For short-lived processes: it loads nothing beyond Node's built-ins, where the
 * client's default undici transport, or the global `fetch`, costs more to load than a call to a nearby server
 * takes (the `baykit` command line uses it for the local emulator: bench/cli-start.ts). Long-running programs keep
 * the default, which is cheaper per call. Node only (20.16+: `process.getBuiltinModule`).
 *
 * ```ts
 * import { EbayClient } from 'baykit';
 * import { nodeHttpTransport } from 'baykit/node-http';
 * const ebay = new EbayClient({ appId, certId, transport: nodeHttpTransport() });
 * ```
 */
export function nodeHttpTransport(options: NodeHttpTransportOptions = {}): Transport {
  const keepAliveMs = options.keepAliveMs ?? 10_000;
  if (!Number.isInteger(keepAliveMs) || keepAliveMs < 1)
    throw new RangeError(
      `nodeHttpTransport: keepAliveMs must be a whole number of milliseconds ≥ 1, not ${String(keepAliveMs)}.`,
    );
  const connections = options.connections;
  if (connections !== undefined && (!Number.isInteger(connections) || connections < 1))
    throw new RangeError(`nodeHttpTransport: connections must be a whole number ≥ 1, not ${String(connections)}.`);
  const agents = new Map<'http:' | 'https:', Agent>();
  let closed = false;

  const agentFor = (protocol: 'http:' | 'https:'): Agent => {
    let agent = agents.get(protocol);
    if (!agent) {
      const module = nodeBuiltin(protocol === 'https:' ? 'node:https' : 'node:http');
      // `timeout` ends a connection idle that long in the pool (Node destroys a free socket on its timeout).
      agent = new module.Agent({ keepAlive: true, timeout: keepAliveMs, maxSockets: connections ?? Infinity });
      agents.set(protocol, agent);
    }
    return agent;
  };

  const send = async (request: TransportRequest): Promise<TransportResponse> => {
    const { signal } = request;
    if (signal?.aborted) throw signal.reason;
    let url: URL;
    try {
      if (closed) throw refusal('The transport was closed.', 'ERR_TRANSPORT_CLOSED');
      url = new URL(request.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw refusal(`Only http: and https: URLs can be sent, not ${url.protocol}`, 'ERR_INVALID_PROTOCOL');
      for (const name in request.headers) {
        // A Content-Length of the caller's may go, if it matches the body (`strictContentLength` below).
        const lower = name.toLowerCase();
        if (lower !== 'content-length' && TRANSPORT_HEADERS.has(lower))
          throw refusal(`The ${name} header is the transport's to set, not a request's.`, 'ERR_INVALID_HEADER');
      }
    } catch (error) {
      throw failureOf(error, request);
    }
    const protocol = url.protocol as 'http:' | 'https:';
    let encoded: { headers: Record<string, string>; write: (out: ClientRequest) => void };
    try {
      encoded =
        request.body === undefined
          ? { headers: request.headers, write: (out) => out.end() }
          : await bodyForNode(request.body, request.headers);
    } catch (error) {
      throw failureOf(error, request);
    }
    // Encoding a FormData body takes a turn: the call may have been aborted meanwhile.
    if (signal?.aborted) throw signal.reason;
    const { headers, write } = encoded;
    const module = nodeBuiltin(protocol === 'https:' ? 'node:https' : 'node:http');
    // The URL's parts, not the URL: user information in it (`https://user:pass@…`) is never sent as a Basic
    // Authorization header, which Node would make of it.
    const target = {
      protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port,
      path: `${url.pathname}${url.search}`,
    };
    return new Promise<TransportResponse>((resolve, reject) => {
      let settled = false;
      let out: ClientRequest;
      try {
        out = module.request({ ...target, method: request.method, headers, agent: agentFor(protocol) });
      } catch (error) {
        // Node refuses some requests at once (a header value with a line break, a bad method): the same typed
        // failure as a refused connection, as with undici.
        reject(failureOf(error, request));
        return;
      }
      // A Content-Length of the caller's must match the body, or the rest of the body would be read as another request.
      (out as ClientRequest & { strictContentLength: boolean }).strictContentLength = true;
      const fail = (error: unknown): void => {
        // After the answer came, a failure reaches whoever reads its body (the answer stream errors too).
        if (settled) return;
        settled = true;
        done();
        reject(failureOf(error, request));
      };
      const onAbort = (): void => {
        // Settled here, not by the 'error' that destroying brings: some ends of a request (a protocol switch) bring none.
        fail(signal?.reason);
        out.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      const done = (): void => signal?.removeEventListener('abort', onAbort);
      signal?.addEventListener('abort', onAbort, { once: true });
      out.on('error', fail);
      // A 101 (or an answer to CONNECT) hands over the socket instead of an answer: not HTTP any more.
      const switched = (_answer: IncomingMessage, socket: { destroy(): void }): void => {
        socket.destroy();
        fail(refusal('The server switched protocols instead of answering.', 'ERR_PROTOCOL_SWITCH'));
      };
      out.once('upgrade', switched);
      out.once('connect', switched);
      out.once('response', (answer) => {
        settled = true;
        // An answer nobody reads to its end still must not raise an uncaught 'error'.
        answer.on('error', ignore);
        resolve({
          status: answer.statusCode ?? 0,
          statusText: answer.statusMessage ?? '',
          headers: joinedHeaders(answer.headers),
          body: new NodeHttpBody(answer, request, done),
        });
      });
      try {
        write(out);
      } catch (error) {
        // A Content-Length that does not match a string or bytes body: refused before anything is sent.
        fail(error);
        out.destroy();
      }
    });
  };

  return {
    send,
    close(): Promise<void> {
      // Idempotent; later sends fail as a closed transport.
      closed = true;
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
      return Promise.resolve();
    },
  };
}
