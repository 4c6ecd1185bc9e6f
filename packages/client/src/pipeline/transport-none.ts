import type { Transport } from './transport.js';
import { fetchTransport } from './transport-fetch.js';

/**
 * The transport a client uses in browser and edge bundles (the `browser` target of the package import
 * `#node-transport`): the given `fetch`, else the global one. Such bundles never carry undici or the code that
 * chooses it; a Node-like edge runtime bundled for browsers uses `fetch` too.
 */
export function createTransport(customFetch: typeof fetch | undefined): Transport {
  return fetchTransport(customFetch ?? ((input, init) => globalThis.fetch(input, init)));
}
