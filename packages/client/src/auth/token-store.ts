import type { AccessToken } from './token.js';

/**
 * Where a client keeps its tokens, so a program can persist them or share them between processes.
 * Keys name the environment, app id, token kind, account and scopes (see `tokenKey`).
 */
export interface TokenStore {
  get(key: string): AccessToken | undefined | Promise<AccessToken | undefined>;
  set(key: string, token: AccessToken): void | Promise<void>;
  delete(key: string): void | Promise<void>;
  /**
   * Optional single flight across processes. The client calls it when the token at `key` (whose access
   * token was `from`, undefined when there was none) must be renewed; `renew` asks eBay and stores the new
   * token through `set`. A shared store runs `renew` in at most one process at a time and lets the others
   * wait for the token it stores, resolving to the new token in every process.
   */
  renew?(key: string, from: string | undefined, renew: () => Promise<AccessToken>): Promise<AccessToken>;
}

/** The default store: a Map in this client's memory. */
export class MemoryTokenStore implements TokenStore {
  readonly #tokens = new Map<string, AccessToken>();

  get(key: string): AccessToken | undefined {
    return this.#tokens.get(key);
  }

  set(key: string, token: AccessToken): void {
    this.#tokens.set(key, token);
  }

  delete(key: string): void {
    this.#tokens.delete(key);
  }
}

/** The store key of a token: `baykit:<environment>:<appId>:<kind>:<account>[:<scopes>]`. */
export function tokenKey(parts: {
  environment: string;
  appId: string | undefined;
  kind: 'user' | 'application';
  account?: string;
  scope?: readonly string[];
}): string {
  const base = `baykit:${parts.environment}:${parts.appId ?? '-'}:${parts.kind}:${parts.account ?? 'default'}`;
  return parts.scope ? `${base}:${[...parts.scope].sort().join(' ')}` : base;
}
