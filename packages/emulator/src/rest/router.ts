import { restCatalog, type OperationSpec } from 'baykit';

/** One routable operation: its catalog entry and the compiled path pattern. */
export interface Route {
  spec: OperationSpec;
  pattern: RegExp;
  /** Literal characters in the template: more specific routes win (`/item/get_item_by_legacy_id` over `/item/{id}`). */
  weight: number;
}

/** A matched route with its decoded path values. */
export interface RouteMatch {
  spec: OperationSpec;
  params: Record<string, string>;
}

function compile(spec: OperationSpec): Route {
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
  return { spec, pattern: new RegExp(`^${source.replace(/\/$/, '')}/?$`), weight };
}

/** The routes of every REST operation of the catalog, by method, most specific first. Built once per emulator. */
export class RestRouter {
  readonly #byMethod = new Map<string, Route[]>();

  constructor() {
    for (const operations of Object.values(restCatalog)) {
      for (const spec of Object.values(operations)) {
        // A renamed or moved operation's alias sends the request of the operation it now is: that one answers.
        if (spec.lifecycle?.status === 'renamed' || spec.lifecycle?.status === 'moved') continue;
        const list = this.#byMethod.get(spec.method) ?? [];
        list.push(compile(spec));
        this.#byMethod.set(spec.method, list);
      }
    }
    for (const list of this.#byMethod.values()) list.sort((a, b) => b.weight - a.weight);
  }

  /** The operation answering `method path`, or undefined. Path values are percent-decoded once. */
  match(method: string, path: string): RouteMatch | undefined {
    for (const route of this.#byMethod.get(method) ?? []) {
      const found = route.pattern.exec(path);
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
      return { spec: route.spec, params };
    }
    return undefined;
  }

  /** Whether any method answers `path` (405-style answers vs 404). */
  knowsPath(path: string): boolean {
    return [...this.#byMethod.values()].some((routes) => routes.some((r) => r.pattern.test(path)));
  }
}
