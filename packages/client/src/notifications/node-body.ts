import type { IncomingMessage } from 'node:http';
import { ValidationError } from '../errors/validation-error.js';

/**
 * The request body as a pull stream: a chunk is read off the request only when the handler asks for one, so a
 * body the handler refuses (too large, wrong method) stays on the wire, and Node's own buffering (16 KiB, then
 * the socket is paused) bounds what is read meanwhile. Cancelling leaves the request alone: the listener answers
 * and then closes the connection.
 */
export function pullBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  // Node's async iterator reads with `read()` on demand; it is started by the first pull, not before.
  let chunks: AsyncIterator<Buffer> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= (req[Symbol.asyncIterator] as () => AsyncIterator<Buffer>).call(req);
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * What a body parser that read the request kept of it, as bytes: `req.body` as bytes (`express.raw()`) or text
 * (`express.text()`) as they are, or, for a JSON request, the parsed value (`express.json()`) serialised
 * compactly, which is the form eBay signs. Undefined when nothing usable was kept; a `ValidationError` for a
 * parsed value too deep to serialise.
 */
export function consumedBody(req: IncomingMessage): Uint8Array | undefined {
  const kept: unknown = (req as IncomingMessage & { body?: unknown }).body;
  if (kept instanceof Uint8Array) return kept;
  if (typeof kept === 'string') return new TextEncoder().encode(kept);
  const json = /^application\/(?:[\w.+-]+\+)?json\b/i.test(req.headers['content-type'] ?? '');
  if (!json || typeof kept !== 'object' || kept === null) return undefined;
  let text: string;
  try {
    text = JSON.stringify(kept);
  } catch (error) {
    // A parsed value nested too deep for the serialiser's stack; the parser let it through, eBay never sends one.
    throw new ValidationError('The notification body is nested too deeply.', { parameter: 'body', cause: error });
  }
  return new TextEncoder().encode(text);
}
