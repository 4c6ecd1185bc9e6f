import { isNode } from '../internal/runtime.js';
import type { Transport } from './transport.js';
import { fetchTransport } from './transport-fetch.js';
import { undiciTransport } from './transport-undici.js';


/** The transport a client uses: the given `fetch` always wins; else undici in Node; else global `fetch`. */
export function createTransport(customFetch: typeof fetch | undefined): Transport {
  if (customFetch) return fetchTransport(customFetch);
  if (isNode()) return undiciTransport();
  return fetchTransport((input, init) => globalThis.fetch(input, init));
}
