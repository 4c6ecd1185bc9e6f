import { randomBytes } from 'node:crypto';

/** The header eBay names each answer with (docs/ebay-facts.md#error-body-shapes); baykit reads it as `requestId`. */
export const REQUEST_ID_HEADER = 'x-ebay-c-request-id';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function base62(bytes: Uint8Array): string {
  let out = '';
  // 256 is not a multiple of 62: the first letters come up a little more often, which an id does not mind.
  for (const byte of bytes) out += BASE62[byte % 62];
  return out;
}

/** A new request id in eBay's shape: `ri=` twelve letters and digits, `,rci=` sixteen more. */
export function newRequestId(): string {
  const bytes = randomBytes(28);
  return `ri=${base62(bytes.subarray(0, 12))},rci=${base62(bytes.subarray(12))}`;
}

/**
 * `response` with a request id header (eBay's answers all carry one). A response whose headers cannot change
 * (`Response.redirect`, or one passed through from `fetch`) is copied first.
 */
export function withRequestId(response: Response, id: string = newRequestId()): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, id);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(REQUEST_ID_HEADER, id);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
