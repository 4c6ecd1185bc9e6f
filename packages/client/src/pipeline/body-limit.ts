import type { ResponseBody, TransportResponse } from './transport.js';

/** Default `maxResponseBytes`: above eBay's largest legitimate pages (e.g. 200 orders with every field, Trading's GetSellerList). */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/**
 * `body` with `bytes()` and `text()` capped at `limit` bytes; `stream()` is not capped (feed downloads stream
 * gigabytes on purpose). Past the limit the body is cancelled, not drained, and `tooLarge()` is thrown.
 * A declared `Content-Length` is trusted when the body is not content-encoded (the transport cannot then
 * deliver more), so most answers are read as before at no extra cost.
 */
export function limitBody(response: TransportResponse, limit: number, tooLarge: () => Error): ResponseBody {
  const { body, headers } = response;
  const encoding = headers['content-encoding'];
  const declared = encoding === undefined || encoding === 'identity' ? headers['content-length'] : undefined;
  if (declared !== undefined && /^\d+$/.test(declared)) {
    if (Number(declared) <= limit) return body;
    const refuse = async (): Promise<never> => {
      await body.cancel();
      throw tooLarge();
    };
    return override(body, refuse, refuse);
  }
  const bytes = (): Promise<Uint8Array> => readCapped(body.stream(), limit, tooLarge);
  return override(body, bytes, async () => new TextDecoder().decode(await bytes()));
}

/** `body` with other readers; its other methods are inherited (a transport may keep them on a prototype). */
function override(body: ResponseBody, bytes: ResponseBody['bytes'], text: ResponseBody['text']): ResponseBody {
  return Object.assign(Object.create(body) as ResponseBody, { bytes, text });
}

/** Reads a whole stream into one buffer; past `limit` bytes it cancels the stream and throws `tooLarge()`. */
export async function readCapped(
  stream: ReadableStream<Uint8Array>,
  limit: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
