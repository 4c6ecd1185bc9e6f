import { nodeBuiltin } from '../internal/node-modules.js';
import { hasNodeApis } from '../internal/runtime.js';

/**
 * Decompresses a gzip byte stream (a feed file) as it flows: `DecompressionStream('gzip')` where the platform
 * has it (browsers, Node 18+, Deno, Bun), else node:zlib. Memory stays at the decompressor's window, whatever
 * the file size; backpressure passes through.
 *
 * ```ts
 * const tsv = gunzip(downloadFeedFile(ebay, 'getItemFeed', query).stream);
 * ```
 */
export function gunzip(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  if (typeof DecompressionStream === 'function') {
    // The DOM types declare a BufferSource writable side; Uint8Array chunks are what it takes.
    return source.pipeThrough(
      new DecompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
    );
  }
  if (hasNodeApis()) return nodeGunzip(source);
  throw new TypeError('gunzip needs DecompressionStream or node:zlib; neither is available in this runtime.');
}

/** @internal node:zlib behind a web stream, for runtimes without `DecompressionStream` (exported for its test). */
export function nodeGunzip(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async start() {
        const { createGunzip } = nodeBuiltin('node:zlib');
        const { Duplex } = nodeBuiltin('node:stream');
        const pair = Duplex.toWeb(createGunzip()) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
        reader = source.pipeThrough(pair).getReader();
      },
      async pull(controller) {
        const next = await (reader as ReadableStreamDefaultReader<Uint8Array>).read();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      },
      cancel: (reason: unknown) => reader?.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
