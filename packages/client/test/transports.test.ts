// The three transports a client can send with (undici, the default in Node; a `fetch` function; Node's own http
// module, baykit/node-http) hold to one contract (src/pipeline/transport.ts): each check below runs over all three
// against a real server on 127.0.0.1, so a transport that differs on the wire fails here.
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  ConnectionError,
  EbayClient,
  ResponseTooLargeError,
  TimeoutError,
  ValidationError,
  type Transport,
  type TransportRequest,
} from '../src/index.js';
import { nodeHttpTransport } from '../src/pipeline/transport-node-http.js';
import { fetchTransport } from '../src/pipeline/transport-fetch.js';
import { undiciTransport } from '../src/pipeline/transport-undici.js';
import { TransportFailure } from '../src/pipeline/transport-errors.js';
import { encodeBody } from '../src/rest/serialize.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const TRANSPORTS: readonly [string, () => Transport][] = [
  ['undici', () => undiciTransport()],
  ['fetch', () => fetchTransport((input, init) => fetch(input, init))],
  ['node-http', () => nodeHttpTransport()],
];

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer(() => ({ status: 200, body: { ok: true } }));
});
afterEach(async () => {
  await server.close();
});

/** Sends one request with `transport` to the test server. */
function sendTo(transport: Transport, request: Partial<TransportRequest> & { path?: string }) {
  return transport.send({
    method: request.method ?? 'GET',
    url: `${server.origin}${request.path ?? '/x'}`,
    headers: request.headers ?? {},
    body: request.body,
    signal: request.signal,
  });
}

/** A signal the pipeline would hand the transport, from a controller the test holds. */
function attempt(): { controller: AbortController; signal: AbortSignal } {
  const controller = new AbortController();
  return { controller, signal: controller.signal };
}

describe.each(TRANSPORTS)('the %s transport', (_name, make) => {
  let transport: Transport;
  beforeEach(() => {
    transport = make();
  });
  afterEach(async () => {
    await transport.close();
  });

  const send = (request: Partial<TransportRequest> & { path?: string }) => sendTo(transport, request);

  it('sends the method, path, query and headers as given, and reads status, reason and lower-case headers', async () => {
    server.handler = () => ({
      status: 201,
      headers: { 'X-Answer': 'yes', 'Set-Cookie': 'a=1', 'content-type': 'text/plain' },
      body: 'made',
    });
    const response = await send({
      method: 'PUT',
      path: '/a/b%2Fc?q=drone&limit=3',
      headers: { authorization: 'Bearer t', 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_US' },
      body: 'x',
    });
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Created');
    expect(response.headers['x-answer']).toBe('yes');
    expect(response.headers['content-type']).toBe('text/plain');
    expect(await response.body.text()).toBe('made');
    const [seen] = server.requests;
    expect(seen?.method).toBe('PUT');
    expect(seen?.url).toBe('/a/b%2Fc?q=drone&limit=3');
    expect(seen?.headers.authorization).toBe('Bearer t');
    expect(seen?.headers['x-ebay-c-marketplace-id']).toBe('EBAY_US');
  });

  it('sends strings, bytes and Blobs with their Content-Length, streams whole, and FormData as multipart', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await (await send({ method: 'POST', body: '{"a":"é"}' })).body.discard();
    await (await send({ method: 'POST', body: bytes })).body.discard();
    await (await send({ method: 'POST', body: new Blob([bytes, 'tail']) })).body.discard();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('one,'));
        controller.enqueue(new TextEncoder().encode('two'));
        controller.close();
      },
    });
    await (await send({ method: 'POST', body: stream })).body.discard();
    const form = new FormData();
    form.append('name', 'value');
    form.append('image', new Blob([bytes], { type: 'image/png' }), 'pic.png');
    await (await send({ method: 'POST', body: form })).body.discard();

    const [text, raw, blob, streamed, multipart] = server.requests;
    expect(text?.text).toBe('{"a":"é"}');
    expect(text?.headers['content-length']).toBe(String(Buffer.byteLength('{"a":"é"}')));
    expect([...(raw?.body ?? [])]).toEqual([...bytes]);
    expect(raw?.headers['content-length']).toBe('5');
    expect(blob?.body.toString('latin1').endsWith('tail')).toBe(true);
    expect(blob?.headers['content-length']).toBe('9');
    expect(streamed?.text).toBe('one,two');
    const type = multipart?.headers['content-type'] ?? '';
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await new Response(new Uint8Array(multipart?.body ?? []), {
      headers: { 'content-type': type },
    }).formData();
    expect(parsed.get('name')).toBe('value');
    const file = parsed.get('image') as File;
    expect(file.name).toBe('pic.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([...bytes]);
  });

  it('reads a large chunked answer whole, as bytes and as a stream', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'abcdefghij');
    server.handler = () => ({ status: 200, body: big });
    const asBytes = await (await send({})).body.bytes();
    expect(asBytes.byteLength).toBe(big.length);
    expect(Buffer.from(asBytes).equals(big)).toBe(true);
    const reader = (await send({})).body.stream().getReader();
    let size = 0;
    for (let next = await reader.read(); !next.done; next = await reader.read()) size += next.value.byteLength;
    expect(size).toBe(big.length);
  });

  it('keeps connections alive for calls one after another, also after an answer was discarded', async () => {
    for (let i = 0; i < 6; i++) {
      const response = await send({});
      if (i % 2 === 0) await response.body.discard();
      else await response.body.text();
    }
    // undici and fetch may open a second connection while the first is released; node-http keeps one (below).
    expect(new Set(server.requests.map((r) => r.remotePort)).size).toBeLessThanOrEqual(2);
  });

  it('cancels an answer nobody reads and goes on with the next call', async () => {
    server.handler = (request) =>
      request.path === '/big' ? { status: 200, body: Buffer.alloc(4 * 1024 * 1024) } : { status: 200, body: 'ok' };
    const big = await send({ path: '/big' });
    await big.body.cancel();
    expect(await (await send({})).body.text()).toBe('ok');
  });

  it("stops at the signal's reason: before sending, while waiting for the answer, and in the middle of the body", async () => {
    const early = attempt();
    const reason = new Error('stop');
    early.controller.abort(reason);
    await expect(send({ signal: early.signal })).rejects.toBe(reason);

    server.handler = () => new Promise(() => undefined);
    const waiting = attempt();
    const pending = send({ path: '/hang', signal: waiting.signal });
    await expect.poll(() => server.requests.some((r) => r.path === '/hang')).toBe(true);
    waiting.controller.abort(reason);
    await expect(pending).rejects.toBe(reason);

    server.handler = () => ({ status: 200, body: 'x'.repeat(1000), stallAt: 10 });
    const reading = attempt();
    const stalled = await send({ path: '/stall', signal: reading.signal });
    const body = stalled.body.text();
    reading.controller.abort(reason);
    await expect(body).rejects.toBe(reason);
  });

  it('fails as a ConnectionError when the server resets, cuts the body short, or is not there', async () => {
    server.handler = () => ({ reset: true });
    await expect(send({})).rejects.toBeInstanceOf(ConnectionError);

    server.handler = () => ({ status: 200, body: 'x'.repeat(1000), truncateAt: 10 });
    const cut = await send({});
    await expect(cut.body.bytes()).rejects.toBeInstanceOf(ConnectionError);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const refused = (await transport
      .send({ method: 'POST', url: `http://127.0.0.1:${port}/x`, headers: {}, body: 'x' })
      .catch((error: unknown) => error)) as TransportFailure;
    expect(refused).toBeInstanceOf(TransportFailure);
    expect(refused.code).toBe('ECONNREFUSED');
    // Nothing reached a server: even a POST may be sent again.
    expect(refused.notSent).toBe(true);
  });

  it('refuses a header value with a line break as a ConnectionError, sending nothing', async () => {
    const refused = await send({ headers: { 'x-note': 'a\r\nx-injected: 1' } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConnectionError);
    expect(server.requests).toHaveLength(0);
  });

  it('fails as a ConnectionError when a streamed body fails while it is sent', async () => {
    let pulls = 0;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (++pulls === 1) controller.enqueue(new TextEncoder().encode('first part,'));
        else controller.error(new Error('the disk went away'));
      },
    });
    server.handler = () => new Promise(() => undefined);
    await expect(send({ method: 'POST', body: failing })).rejects.toBeInstanceOf(ConnectionError);
  });

  it('fails as a ConnectionError when the server switches protocols (101) instead of answering', async () => {
    const raw = createNetServer((socket) => {
      socket.on('error', () => undefined);
      socket.once('data', () =>
        socket.write('HTTP/1.1 101 Switching Protocols\r\nupgrade: x\r\nconnection: upgrade\r\n\r\nraw bytes'),
      );
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = raw.address() as AddressInfo;
      const switched = await transport
        .send({ method: 'GET', url: `http://127.0.0.1:${port}/x`, headers: {} })
        .catch((error: unknown) => error);
      expect(switched).toBeInstanceOf(ConnectionError);
    } finally {
      await new Promise((resolve) => raw.close(resolve));
    }
  });

  it('closes more than once without an error', async () => {
    await (await send({})).body.text();
    await transport.close();
    await transport.close();
  });
});

// A Content-Length of the caller's reaches a transport only when a program calls it directly (the client refuses the
// header per call, below). undici and node-http refuse a wrong one; the platform's fetch is left out: it lets the
// mismatch escape as an uncaught error.
describe.each(TRANSPORTS.filter(([name]) => name !== 'fetch'))('the %s transport, called directly', (_name, make) => {
  let transport: Transport;
  beforeEach(() => {
    transport = make();
  });
  afterEach(async () => {
    await transport.close();
  });

  it('refuses a Content-Length that does not match the body: the rest is never read as another request', async () => {
    const smuggled = 'ab' + 'GET /smuggled HTTP/1.1\r\nhost: x\r\n\r\n';
    for (const body of [smuggled, new Blob([smuggled])]) {
      const refused = await sendTo(transport, { method: 'POST', headers: { 'content-length': '2' }, body }).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(ConnectionError);
    }
    expect(server.requests.filter((r) => r.path === '/smuggled')).toEqual([]);
    // A matching one goes as given.
    await (await sendTo(transport, { method: 'POST', headers: { 'content-length': '3' }, body: 'abc' })).body.text();
    expect(server.requests.at(-1)?.text).toBe('abc');
  });
});

describe('nodeHttpTransport', () => {
  it('refuses options it cannot keep, naming them', () => {
    expect(() => nodeHttpTransport({ keepAliveMs: 0 })).toThrow(/keepAliveMs/);
    expect(() => nodeHttpTransport({ connections: 1.5 })).toThrow(/connections/);
  });

  it('sends calls one after another over one connection, read or discarded', async () => {
    const transport = nodeHttpTransport();
    try {
      for (let i = 0; i < 6; i++) {
        const response = await transport.send({ method: 'GET', url: `${server.origin}/x`, headers: {} });
        if (i % 2 === 0) await response.body.discard();
        else await response.body.text();
      }
      expect(new Set(server.requests.map((r) => r.remotePort)).size).toBe(1);
    } finally {
      await transport.close();
    }
  });

  it('lets an answer take longer than keepAliveMs (that limit is for idle connections only)', async () => {
    const transport = nodeHttpTransport({ keepAliveMs: 20 });
    try {
      // The server's latency is the scenario: well past the idle limit.
      server.handler = () => ({ status: 200, body: 'late', delayMs: 300 });
      const response = await transport.send({ method: 'GET', url: `${server.origin}/slow`, headers: {} });
      expect(await response.body.text()).toBe('late');
    } finally {
      await transport.close();
    }
  });

  it('keeps to `connections`: with one, concurrent calls wait for it and share it', async () => {
    const transport = nodeHttpTransport({ connections: 1 });
    try {
      const calls = Array.from({ length: 3 }, () =>
        transport.send({ method: 'GET', url: `${server.origin}/x`, headers: {} }).then((r) => r.body.text()),
      );
      await Promise.all(calls);
      expect(new Set(server.requests.map((r) => r.remotePort)).size).toBe(1);
    } finally {
      await transport.close();
    }
  });

  it('sends over https too (its own agent), and refuses other protocols before connecting', async () => {
    const transport = nodeHttpTransport();
    try {
      const refused = await transport
        .send({ method: 'GET', url: 'ftp://127.0.0.1/x', headers: {} })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ConnectionError);
      expect((refused as TransportFailure).code).toBe('ERR_INVALID_PROTOCOL');
      // A plain-HTTP server spoken to with TLS: the https module was used (the handshake fails).
      const plain: Server = createServer((_req, res) => res.end('plain'));
      await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = plain.address() as AddressInfo;
        const tls = await transport
          .send({ method: 'GET', url: `https://127.0.0.1:${port}/x`, headers: {} })
          .catch((error: unknown) => error);
        expect(tls).toBeInstanceOf(ConnectionError);
      } finally {
        plain.closeAllConnections();
        await new Promise((resolve) => plain.close(resolve));
      }
    } finally {
      await transport.close();
    }
  });

  it("refuses the headers that manage the connection (the transport's own), as undici does", async () => {
    const transport = nodeHttpTransport();
    try {
      for (const name of ['Transfer-Encoding', 'connection', 'keep-alive', 'upgrade', 'expect']) {
        const refused = await transport
          .send({ method: 'POST', url: `${server.origin}/x`, headers: { [name]: 'chunked' }, body: 'x' })
          .catch((error: unknown) => error);
        expect(refused, name).toBeInstanceOf(ConnectionError);
        expect((refused as TransportFailure).code).toBe('ERR_INVALID_HEADER');
      }
      expect(server.requests).toHaveLength(0);
    } finally {
      await transport.close();
    }
  });

  it('never sends user information in a URL as an Authorization header', async () => {
    const transport = nodeHttpTransport();
    try {
      const withUser = server.origin.replace('http://', 'http://user:secret@');
      await (await transport.send({ method: 'GET', url: `${withUser}/x?q=1`, headers: {} })).body.text();
      expect(server.requests[0]?.url).toBe('/x?q=1');
      expect(server.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await transport.close();
    }
  });

  it('fails a call made after close as a ConnectionError', async () => {
    const transport = nodeHttpTransport();
    await transport.close();
    const after = await transport
      .send({ method: 'GET', url: `${server.origin}/x`, headers: {} })
      .catch((error: unknown) => error);
    expect(after).toBeInstanceOf(ConnectionError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('the transport option', () => {
  it('carries every call of the client, which closes it in close()', async () => {
    const inner = nodeHttpTransport();
    let sent = 0;
    let closed = 0;
    const counting: Transport = {
      send: (request) => {
        sent++;
        return inner.send(request);
      },
      close: () => {
        closed++;
        return inner.close();
      },
    };
    const ebay = new EbayClient({ origin: server.origin, transport: counting });
    await ebay.oauth2.setCredentials('v^1.1#t');
    expect(await ebay.request({ method: 'POST', path: '/x', body: { a: 1 } })).toEqual({ ok: true });
    expect(sent).toBe(1);
    expect(server.requests[0]?.text).toBe('{"a":1}');
    await ebay.close();
    expect(closed).toBe(1);
  });

  it('gives the pipeline what it needs from node-http: timeouts and the answer-size cap', async () => {
    const ebay = new EbayClient({
      origin: server.origin,
      transport: nodeHttpTransport(),
      timeoutMs: 200,
      maxRetries: 0,
      maxResponseBytes: 1000,
    });
    try {
      await ebay.oauth2.setCredentials('v^1.1#t');
      server.handler = () => new Promise(() => undefined);
      await expect(ebay.request({ method: 'GET', path: '/hang' })).rejects.toBeInstanceOf(TimeoutError);
      // Declared too large, and too large with no Content-Length (chunked).
      server.handler = () => ({ status: 200, headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(5000) });
      await expect(ebay.request({ method: 'GET', path: '/big' })).rejects.toBeInstanceOf(ResponseTooLargeError);
      const chunked = await startChunkedServer('y'.repeat(5000));
      try {
        const other = new EbayClient({
          origin: chunked.origin,
          transport: nodeHttpTransport(),
          maxResponseBytes: 1000,
        });
        await other.oauth2.setCredentials('v^1.1#t');
        await expect(other.request({ method: 'GET', path: '/big' })).rejects.toBeInstanceOf(ResponseTooLargeError);
        await other.close();
      } finally {
        await chunked.close();
      }
    } finally {
      await ebay.close();
    }
  });

  it('never gets a per-call header that frames the body or the connection, whichever transport', async () => {
    for (const options of [{}, { fetch }, { transport: nodeHttpTransport() }]) {
      const ebay = new EbayClient({ origin: server.origin, ...options });
      await ebay.oauth2.setCredentials('v^1.1#t');
      for (const name of ['Content-Length', 'transfer-encoding', 'Connection', 'host', 'expect']) {
        const refused = await ebay
          .request({ method: 'POST', path: '/x', body: 'abc' }, { headers: { [name]: '1' } })
          .catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(ValidationError);
        expect((refused as Error).message).toContain(`header "${name}" in option "headers" is the transport's to set`);
      }
      await ebay.close();
    }
    expect(server.requests).toHaveLength(0);
  });

  it('is refused when it is not a transport, or beside fetch', () => {
    for (const transport of [{ send: 'no' }, null, 'undici', { send: () => undefined }])
      expect(() => new EbayClient({ transport: transport as unknown as Transport })).toThrow(
        'Option "transport" must be a Transport, with send(request) and close().',
      );
    const both = (): EbayClient => new EbayClient({ transport: nodeHttpTransport(), fetch });
    expect(both).toThrow(ConfigError);
    expect(both).toThrow('Give "fetch" or "transport", not both.');
  });
});

describe('request bodies', () => {
  it('tells strings, plain objects and arrays from FormData without reading the FormData global', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'FormData');
    let reads = 0;
    Object.defineProperty(globalThis, 'FormData', {
      configurable: true,
      get() {
        reads++;
        return descriptor?.value ?? descriptor?.get?.call(globalThis);
      },
    });
    try {
      expect(encodeBody({ a: 1 }).body).toBe('{"a":1}');
      expect(encodeBody([1, 2]).body).toBe('[1,2]');
      expect(encodeBody(Object.assign(Object.create(null) as object, { b: 2 })).body).toBe('{"b":2}');
      expect(encodeBody('<x/>', 'text/xml')).toEqual({ body: '<x/>', contentType: 'text/xml' });
      expect(reads).toBe(0);
      // Still refused as before: an object for a multipart upload, an object for a non-JSON type.
      expect(() => encodeBody({ a: 1 }, 'multipart/form-data')).toThrow(ValidationError);
      expect(() => encodeBody({ a: 1 }, 'text/plain')).toThrow(ValidationError);
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'FormData', descriptor);
    }
  });
});

/** A server that answers every request with `body` in chunked encoding (no Content-Length). */
async function startChunkedServer(body: string): Promise<{ origin: string; close(): Promise<void> }> {
  const chunked = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write(body.slice(0, 10));
    res.end(body.slice(10));
  });
  await new Promise<void>((resolve) => chunked.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(chunked.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        chunked.closeAllConnections();
        chunked.close(() => resolve());
      }),
  };
}
