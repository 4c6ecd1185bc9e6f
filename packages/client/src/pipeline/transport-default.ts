import type { Transport } from './transport.js';
import { fetchTransport } from './transport-fetch.js';
import { undiciTransport } from './transport-undici.js';

/** True in Node (not Bun or Deno, which bring their own fetch). */
function isNode(): boolean {
  const g = globalThis as { process?: { versions?: { node?: string; bun?: string } }; Deno?: unknown };
  return Boolean(g.process?.versions?.node) && !g.process?.versions?.bun && g.Deno === undefined;
}

/** The transport a client uses: the given `fetch` always wins; else undici in Node; else global `fetch`. */
export function createTransport(customFetch: typeof fetch | undefined): Transport {
  if (customFetch) return fetchTransport(customFetch);
  if (isNode()) return undiciTransport();
  return fetchTransport((input, init) => globalThis.fetch(input, init));
}
