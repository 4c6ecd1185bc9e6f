import { restCatalog, type OperationSpec } from 'baykit';

/** What the router holds per operation: at least its catalog entry (the emulator's routes hold much more). */
export interface Routed {
  readonly spec: OperationSpec;
}

/** One routable operation: its route and the compiled path pattern. */
interface Entry<R extends Routed> {
  route: R;
  pattern: RegExp;
  /** Literal characters in the template: more specific routes win (`/item/get_item_by_legacy_id` over `/item/{id}`). */
  weight: number;
}

/** A matched route with its decoded path values. */
export interface RouteMatch<R extends Routed = Routed> {
  route: R;
  params: Record<string, string>;
}

/** How many leading path segments key a bucket: every base path has three (`/sell/inventory/v1`) or fewer. */
const BUCKET_SEGMENTS = 3;

/** `GET /buy/browse/v1` for a path's first segments when they are all literal and non-empty; else undefined. */
function bucketKey(method: string, path: string): string | undefined {
  const segments = path.split('/', BUCKET_SEGMENTS + 1);
  if (segments.length <= BUCKET_SEGMENTS) return undefined;
  for (let i = 1; i <= BUCKET_SEGMENTS; i++) if (!segments[i] || segments[i]?.includes('{')) return undefined;
  return `${method} ${segments.join('/')}`;
}

function entry<R extends Routed>(route: R): Entry<R> {
  let weight = 0;
  const source = route.spec.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (/^\{[^}]+\}$/.test(part)) return '([^/]+)';
      weight += part.length;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  // eBay's specs write some collection paths with a trailing slash (`/item/`, `/rate_limit/`); accept both.
  return { route, pattern: new RegExp(`^${source.replace(/\/$/, '')}/?$`), weight };
}

const bySpecificity = (a: Entry<Routed>, b: Entry<Routed>): number => b.weight - a.weight;

/**
 * The routes of every REST operation of the catalog, compiled once per emulator. A request's method and first path
 * segments pick a bucket (a few dozen routes at most), and its routes are tried most specific first.
 */
export class RestRouter<R extends Routed> {
  readonly #buckets = new Map<string, Entry<R>[]>();
  /** Routes whose first segments hold a path value (none in today's catalog): in every bucket, and tried alone. */
  readonly #unbucketed = new Map<string, Entry<R>[]>();
  readonly #all: Entry<R>[] = [];

  /** @param compile builds what a matched request reads for one operation (at least its catalog entry). */
  constructor(compile: (spec: OperationSpec) => R) {
    for (const operations of Object.values(restCatalog)) {
      for (const spec of Object.values(operations)) {
        // A renamed or moved operation's alias sends the request of the operation it now is: that one answers.
        if (spec.lifecycle?.status === 'renamed' || spec.lifecycle?.status === 'moved') continue;
        const compiled = entry(compile(spec));
        this.#all.push(compiled);
        const key = bucketKey(spec.method, spec.path);
        const map = key === undefined ? this.#unbucketed : this.#buckets;
        const list = map.get(key ?? spec.method) ?? [];
        list.push(compiled);
        map.set(key ?? spec.method, list);
      }
    }
    for (const [key, list] of this.#buckets) {
      list.push(...(this.#unbucketed.get(key.slice(0, key.indexOf(' '))) ?? []));
      list.sort(bySpecificity);
    }
    for (const list of this.#unbucketed.values()) list.sort(bySpecificity);
  }

  /** The operation answering `method path`, or undefined. Path values are percent-decoded once. */
  match(method: string, path: string): RouteMatch<R> | undefined {
    const key = bucketKey(method, path);
    const candidates = (key === undefined ? undefined : this.#buckets.get(key)) ?? this.#unbucketed.get(method);
    for (const { route, pattern } of candidates ?? []) {
      const found = pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      try {
        route.spec.pathParams.forEach((name, i) => {
          params[name] = decodeURIComponent(found[i + 1] ?? '');
        });
      } catch {
        // A broken %-escape cannot name anything: no operation answers it.
        return undefined;
      }
      return { route, params };
    }
    return undefined;
  }

  /** Whether any method answers `path` (405-style answers vs 404). */
  knowsPath(path: string): boolean {
    return this.#all.some((r) => r.pattern.test(path));
  }
}
