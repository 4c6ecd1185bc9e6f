import { restCatalog, type OperationSpec } from 'baykit';

/** What the router holds per operation: at least its catalog entry (the emulator's routes hold much more). */
export interface Routed {
  readonly spec: OperationSpec;
}

/** One routable operation: its path pattern, and its route once a request has needed it. */
interface Entry<R extends Routed> {
  spec: OperationSpec;
  route: R | undefined;
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

/**
 * `GET /buy/browse/v1` for a path whose first segments are literal and not empty; else undefined. Found with
 * indexOf, not split: it runs on every request.
 */
function bucketKey(method: string, path: string): string | undefined {
  let end = 0;
  for (let i = 0; i < BUCKET_SEGMENTS; i++) {
    const start = end + 1;
    const slash = path.indexOf('/', start);
    end = slash === -1 ? path.length : slash;
    if (end === start || (slash === -1 && i < BUCKET_SEGMENTS - 1)) return undefined;
  }
  const prefix = path.slice(0, end);
  return prefix.includes('{') ? undefined : `${method} ${prefix}`;
}

function entry<R extends Routed>(spec: OperationSpec): Entry<R> {
  let weight = 0;
  const source = spec.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (/^\{[^}]+\}$/.test(part)) return '([^/]+)';
      weight += part.length;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  // eBay's specs write some collection paths with a trailing slash (`/item/`, `/rate_limit/`); accept both.
  return { spec, route: undefined, pattern: new RegExp(`^${source.replace(/\/$/, '')}/?$`), weight };
}

const bySpecificity = (a: Entry<Routed>, b: Entry<Routed>): number => b.weight - a.weight;

/**
 * The routes of every REST operation of the catalog, one per emulator. A request's method and first path segments
 * pick a bucket (a few dozen routes at most), whose patterns are tried most specific first. An operation's route is
 * compiled when a request first needs it and kept: a new emulator starts as fast as before it had routes.
 */
export class RestRouter<R extends Routed> {
  readonly #compile: (spec: OperationSpec) => R;
  readonly #buckets = new Map<string, Entry<R>[]>();
  /** Routes whose first segments hold a path value (none in today's catalog): in every bucket, and tried alone. */
  readonly #unbucketed = new Map<string, Entry<R>[]>();
  readonly #all: Entry<R>[] = [];

  /** @param compile builds what a matched request reads for one operation (at least its catalog entry). */
  constructor(compile: (spec: OperationSpec) => R) {
    this.#compile = compile;
    for (const operations of Object.values(restCatalog)) {
      for (const spec of Object.values(operations)) {
        // A renamed or moved operation's alias sends the request of the operation it now is: that one answers.
        if (spec.lifecycle?.status === 'renamed' || spec.lifecycle?.status === 'moved') continue;
        const compiled = entry<R>(spec);
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
    for (const candidate of candidates ?? []) {
      const found = candidate.pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      try {
        candidate.spec.pathParams.forEach((name, i) => {
          params[name] = decodeURIComponent(found[i + 1] ?? '');
        });
      } catch {
        // A broken %-escape cannot name anything: no operation answers it.
        return undefined;
      }
      candidate.route ??= this.#compile(candidate.spec);
      return { route: candidate.route, params };
    }
    return undefined;
  }

  /** Whether any method answers `path` (405-style answers vs 404). */
  knowsPath(path: string): boolean {
    return this.#all.some((r) => r.pattern.test(path));
  }
}
