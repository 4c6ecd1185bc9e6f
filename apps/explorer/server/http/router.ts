import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a route handler receives: the request, the response, and the `:name` segments of its pattern. */
export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
  url: URL;
}

/** A route handler; it answers through `res` (or throws an `HttpError`). */
export type RouteHandler = (ctx: RouteContext) => Promise<void> | void;

interface Route {
  method: string;
  segments: string[];
  handler: RouteHandler;
}

/** The outcome of matching a request: a handler, a path known under other methods, or nothing. */
export type RouteMatch =
  | { kind: 'found'; handler: RouteHandler; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

/**
 * A small exact-segment router: patterns like `/api/tokens/:env`, no wildcards, first match wins. Enough for
 * the dozen endpoints of the back end without a framework.
 */
export class Router {
  readonly #routes: Route[] = [];

  /** Adds a route. */
  add(method: string, pattern: string, handler: RouteHandler): this {
    this.#routes.push({ method, segments: split(pattern), handler });
    return this;
  }

  /** Finds the route of `method` and `pathname` (percent-escapes in segments are decoded once). */
  match(method: string, pathname: string): RouteMatch {
    const segments = split(pathname);
    const allowed: string[] = [];
    for (const route of this.#routes) {
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      if (route.method === method) return { kind: 'found', handler: route.handler, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
  }
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const value = actual[i] ?? '';
    if (part.startsWith(':')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        return undefined;
      }
      params[part.slice(1)] = decoded;
    } else if (part !== value) {
      return undefined;
    }
  }
  return params;
}
