import { isNode } from '../internal/runtime.js';
import type { Transport } from './transport.js';
import { fetchTransport } from './transport-fetch.js';
import type { undiciTransport } from './transport-undici.js';

interface NodeTransportModule {
  undiciTransport?: typeof undiciTransport;
}

/** True in baykit's CommonJS build only (tsup's `define`); undefined from source. */
declare const BAYKIT_CJS: boolean | undefined;

/**
 * The undici transport module: `require` in the CommonJS build (Jest's CommonJS runtime refuses `import()` without
 * a flag), `import()` in the ESM build, where `require` does not exist.
 */
function loadNodeTransport(): Promise<NodeTransportModule> {
  return typeof BAYKIT_CJS === 'boolean' && BAYKIT_CJS
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: CommonJS build only
      Promise.resolve(require('#node-transport') as NodeTransportModule)
    : (import('#node-transport') as Promise<NodeTransportModule>);
}

/**
 * The transport a client uses: the given `fetch` always wins; else undici in Node; else global `fetch`.
 *
 * The undici transport is reached through the package import `#node-transport` (package.json `imports`), whose
 * `browser` target is a module without it: browser and edge bundles never carry undici's code, and a runtime
 * that looks like Node but bundled for browsers (an edge runtime with Node compatibility) falls back to `fetch`.
 */
export function createTransport(customFetch: typeof fetch | undefined): Transport {
  if (customFetch) return fetchTransport(customFetch);
  const globalFetch = fetchTransport((input, init) => globalThis.fetch(input, init));
  if (!isNode()) return globalFetch;
  let chosen: Promise<Transport> | undefined;
  let ready: Transport | undefined;
  const transport = (): Promise<Transport> =>
    (chosen ??= loadNodeTransport().then((loaded) => (ready = loaded.undiciTransport?.() ?? globalFetch)));
  let warm = false;
  return {
    // Loading the module (and undici) happens before the first attempt's timer starts, not inside it.
    ready: () => {
      if (warm) return undefined;
      return transport().then(async (loaded) => {
        await loaded.ready?.();
        warm = true;
      });
    },
    // Once loaded, a call goes straight to the transport (no extra promise per call).
    send: (request) => (ready ? ready.send(request) : transport().then((loaded) => loaded.send(request))),
    close: async () => {
      if (chosen) await (await chosen.catch(() => globalFetch)).close();
    },
  };
}
