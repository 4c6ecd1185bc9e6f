import { XML_SERVICE_TABLE } from '@baykit/spec/xml-services';
import { ebayHost, type HostKind } from 'baykit';
import { restCatalog } from 'baykit/catalog';
import type { IdentifiedOperation } from '@baykit/emulator/contract';
import { UsageError } from '../io.js';

/** Where the relay sends requests: eBay's hosts of one environment, or one origin on loopback (an emulator). */
export type Upstream =
  | { readonly kind: 'ebay'; readonly env: 'production' | 'sandbox' }
  | { readonly kind: 'loopback'; readonly origin: string };

/** Host names that name this machine's loopback interface: the only ones `--upstream` may point at. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The upstream of `--upstream URL`: an http(s) origin on loopback (127.0.0.1, ::1, localhost) with no path, query or
 * credentials, so the relay can never be turned into a way to reach another machine.
 */
export function loopbackUpstream(value: string): Upstream {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || !LOOPBACK_HOSTS.has(url.hostname))
    throw new UsageError(
      `--upstream must be an http(s) URL on this machine's loopback (127.0.0.1, ::1 or localhost), not "${value}"; for eBay use --env production or --env sandbox.`,
    );
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash)
    throw new UsageError(`--upstream takes an origin only (http://127.0.0.1:4010), not "${value}".`);
  return { kind: 'loopback', origin: url.origin };
}

/** Each REST path prefix (`/sell/finances/v1`, …) and the one host its operations share, or null when they differ. */
let prefixHosts: Map<string, HostKind | null> | undefined;

function hostsByPrefix(): Map<string, HostKind | null> {
  if (prefixHosts) return prefixHosts;
  prefixHosts = new Map();
  for (const operations of Object.values(restCatalog))
    for (const spec of Object.values(operations)) {
      const segments = spec.path.split('/');
      for (let length = 2; length < segments.length; length++) {
        const prefix = segments.slice(0, length).join('/');
        const known = prefixHosts.get(prefix);
        prefixHosts.set(prefix, known === undefined || known === spec.host ? spec.host : null);
      }
    }
  return prefixHosts;
}

/**
 * The eBay host of a REST path no operation has: the host of the longest path prefix whose operations all live on
 * one host (an unknown Finances path goes to apiz, as Finances does), else api (docs/ebay-facts.md#rest-hosts).
 */
export function hostOfPath(path: string): HostKind {
  const segments = path.split('/');
  for (let length = segments.length - 1; length >= 2; length--) {
    const host = hostsByPrefix().get(segments.slice(0, length).join('/'));
    if (host) return host;
  }
  return 'api';
}

/**
 * The origin a request goes to: the loopback upstream as it is; for eBay, the host of the request's operation in the
 * environment (one local origin serves every eBay host, as the emulator does: the path says which API, and the API
 * says which host, e.g. Finances on apiz, Trading on api, the token endpoint on api).
 */
export function originFor(upstream: Upstream, operation: IdentifiedOperation | undefined, path: string): string {
  if (upstream.kind === 'loopback') return upstream.origin;
  const sandbox = upstream.env === 'sandbox';
  if (operation?.kind === 'xml') return `https://${XML_SERVICE_TABLE[operation.service].host[upstream.env]}`;
  const kind =
    operation?.kind === 'rest' ? operation.spec.host : operation?.kind === 'token' ? 'api' : hostOfPath(path);
  return `https://${ebayHost(kind, sandbox)}`;
}

/** How the upstream is named in the cassette's header and the summary: the environment, or the loopback origin. */
export function upstreamName(upstream: Upstream): string {
  return upstream.kind === 'ebay' ? upstream.env : upstream.origin;
}
