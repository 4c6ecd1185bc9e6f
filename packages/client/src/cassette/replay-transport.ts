import { UnrecordedRequestError } from '../errors/unrecorded-request-error.js';
import { fromBase64, toBytes } from '../internal/bytes.js';
import type {
  RequestBody,
  ResponseBody,
  Transport,
  TransportRequest,
  TransportResponse,
} from '../pipeline/transport.js';
import { describeRecorded, requestMatches, type LiveRequest } from './match.js';
import { parseCassette } from './parse.js';
import type { Cassette, CassetteExchange, CassetteResponse } from './types.js';

/** Options of `cassetteTransport`. */
export interface CassetteTransportOptions {
  /**
   * `in-order` (default): each request must be the next one recorded, as a session replays. `by-request`: any unused
   * recorded exchange that matches answers, for code whose calls may go in another order (parallel calls).
   */
  match?: 'in-order' | 'by-request';
}

/** A transport that answers from a cassette; see `cassetteTransport`. */
export interface CassetteTransport extends Transport {
  /** The recorded exchanges no request has used yet. */
  unused(): CassetteExchange[];
  /** Throws `UnrecordedRequestError` naming the first recorded exchange no request used. */
  assertAllUsed(): void;
}

/**
 * A transport that answers from a cassette (docs/cassettes.md#replay), so eBay's real answers serve as fixtures:
 * each exchange answers one matching request (method, path, query and body; redacted and masked values match
 * anything; credentials are not compared), and any other request fails with an `UnrecordedRequestError` that names
 * it, never reaching a network.
 *
 * ```ts
 * const replay = cassetteTransport(await readFile('orders.cassette.jsonl', 'utf8'));
 * const ebay = new EbayClient({ ...keys, transport: replay });
 * ```
 */
export function cassetteTransport(
  cassette: Cassette | string,
  options: CassetteTransportOptions = {},
): CassetteTransport {
  const { exchanges } = typeof cassette === 'string' ? parseCassette(cassette) : cassette;
  const inOrder = (options.match ?? 'in-order') === 'in-order';
  const used = new Set<CassetteExchange>();
  let next = 0;
  return {
    async send(request) {
      const live = liveRequest(request);
      const found = inOrder ? exchanges[next] : exchanges.find((e) => !used.has(e) && requestMatches(e.request, live));
      if (!found || !requestMatches(found.request, live)) throw refusal(live, found, inOrder, exchanges, used);
      used.add(found);
      next++;
      return answer(found.response);
    },
    async close() {},
    unused: () => exchanges.filter((e) => !used.has(e)),
    assertAllUsed() {
      const first = exchanges.find((e) => !used.has(e));
      if (!first) return;
      const left = exchanges.length - used.size;
      const { method, url } = first.request;
      throw new UnrecordedRequestError(
        method,
        new URL(url).pathname,
        `${left} recorded exchange${left === 1 ? ' was' : 's were'} never requested, the first #${first.seq} ` +
          `${describeRecorded(first.request, first.operation)}: make that call, or record the cassette again.`,
      );
    },
  };
}

function liveRequest(request: TransportRequest): LiveRequest {
  return { method: request.method.toUpperCase(), url: new URL(request.url), body: liveBody(request.body) };
}

function liveBody(body: RequestBody | undefined): LiveRequest['body'] {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return { text: body };
  if (body instanceof Uint8Array) return { bytes: body };
  // Form data, Blobs and streams are not read: reading a stream would consume it.
  return 'unreadable';
}

function refusal(
  live: LiveRequest,
  expected: CassetteExchange | undefined,
  inOrder: boolean,
  exchanges: readonly CassetteExchange[],
  used: ReadonlySet<CassetteExchange>,
): UnrecordedRequestError {
  const path = `${live.url.pathname}${live.url.search}`;
  const asked = `${live.method} ${live.url.pathname}`;
  const samePath = exchanges.find(
    (e) => !used.has(e) && e.request.method === live.method && new URL(e.request.url).pathname === live.url.pathname,
  );
  let why: string;
  if (inOrder && expected)
    why = `the cassette has #${expected.seq} ${describeRecorded(expected.request, expected.operation)} next`;
  else if (inOrder) why = `all ${exchanges.length} recorded exchanges were used`;
  else why = 'no unused recorded exchange matches it';
  const hint = samePath
    ? ` (#${samePath.seq}${samePath.operation ? ` ${samePath.operation}` : ''} has that method and path but another query or body)`
    : '';
  return new UnrecordedRequestError(
    live.method,
    path,
    `${asked} was not recorded: ${why}${hint}. Record the cassette again, or make the calls as recorded.`,
  );
}

function answer(response: CassetteResponse): TransportResponse {
  const headers = { ...response.headers };
  // The recorded body is the one the client read: already decoded, of its own length.
  delete headers['content-encoding'];
  delete headers['content-length'];
  delete headers['transfer-encoding'];
  const { body } = response;
  const bytes = !body
    ? new Uint8Array()
    : 'text' in body
      ? toBytes(body.text)
      : (fromBase64(body.base64) ?? new Uint8Array());
  return { status: response.status, statusText: '', headers, body: bytesBody(bytes) };
}

function bytesBody(bytes: Uint8Array): ResponseBody {
  return {
    bytes: async () => bytes,
    text: async () => new TextDecoder().decode(bytes),
    stream: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          if (bytes.byteLength > 0) controller.enqueue(bytes);
          controller.close();
        },
      }),
    discard: async () => {},
    cancel: async () => {},
  };
}
