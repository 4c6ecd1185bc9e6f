import type { IncomingMessage, ServerResponse } from 'node:http';
import { ConfigError } from '../errors/config-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { textAnswer } from './body.js';
import { consumedBody, pullBody } from './node-body.js';

/** How long a connection whose request body was refused stays open after the answer, unread. */
const LINGER_MS = 1_000;

/**
 * Adapts a fetch-shaped handler (`createNotificationHandler`, `createPlatformNotificationHandler`) to `node:http`
 * and Express: `http.createServer(toNodeListener(handler))` or `app.post('/ebay/notifications', toNodeListener(handler))`.
 *
 * The handler reads the request body as it needs it, and no further: a body it refuses (over `maxBodyBytes`, or
 * a method it does not take) is never read into memory, and the connection is closed after the answer instead of
 * receiving the rest. Mount it before body parsers; behind one (`express.json()`, `express.raw()`,
 * `express.text()`) it verifies what the parser kept in `req.body` (bytes or text as they are, parsed JSON
 * re-serialised compactly, which is what eBay signs). A body read by something that kept none of it is a
 * `ConfigError` that says how to mount the listener: passed to Express's `next`, or answered 500 with a process
 * warning on plain `node:http`.
 */
export function toNodeListener(
  handler: (request: Request) => Promise<Response>,
): (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void {
  let warned = false;
  return (req, res, next) => {
    void (async () => {
      const host = req.headers.host ?? 'localhost';
      const url = new URL(req.url ?? '/', `http://${host}`);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      let body: ReadableStream<Uint8Array> | Uint8Array | null = null;
      if (hasBody && (req.readableDidRead || req.readableEnded)) {
        let kept: Uint8Array | undefined;
        try {
          kept = consumedBody(req);
        } catch (error) {
          if (error instanceof ValidationError) return answer(res, textAnswer(400, error.message), false);
          throw error;
        }
        if (!kept) {
          const error = new ConfigError(
            `${req.method ?? 'POST'} ${url.pathname}: the request body was already read by another middleware (express.json() or the like) that kept nothing to verify. Mount toNodeListener(handler) before any body parser, e.g. app.post('${url.pathname}', toNodeListener(handler)) above app.use(express.json()), or on a router without one.`,
          );
          if (typeof next === 'function') return next(error);
          if (!warned) process.emitWarning(error.message, { code: 'BAYKIT_NOTIFICATION_BODY_CONSUMED' });
          warned = true;
          return answer(res, textAnswer(500, error.message), false);
        }
        // The parser decoded and decompressed what it kept: the original framing headers no longer describe it.
        for (const name of ['content-length', 'transfer-encoding', 'content-encoding']) headers.delete(name);
        headers.set('content-length', String(kept.byteLength));
        body = kept;
      } else if (hasBody) {
        body = pullBody(req);
      }
      const request = new Request(url, { method: req.method, headers, body, duplex: 'half' } as RequestInit);
      const response = await handler(request);
      await answer(res, response, !req.complete);
    })().catch(() => {
      if (!res.headersSent) {
        res.statusCode = 500;
        // The request may still be unread: close rather than keep a connection with a body in flight.
        res.setHeader('connection', 'close');
      }
      res.end();
    });
  };
}

/**
 * Writes `response`. While part of the request is still on the wire (a body the handler refused), the answer
 * says `Connection: close` and the connection is closed a moment after it, without reading the rest of the body:
 * the moment lets the client read the answer before the close, which it may see as a reset.
 */
async function answer(res: ServerResponse, response: Response, unread: boolean): Promise<void> {
  const bytes = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!unread) {
    res.end(bytes);
    return;
  }
  res.setHeader('connection', 'close');
  res.setHeader('content-length', bytes.byteLength);
  res.write(bytes);
  const timer = setTimeout(() => res.end(), LINGER_MS);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
}
