import { writePrivateFile } from '../files/private-file.js';
import { nodeBuiltin } from '../internal/node-modules.js';
import type { AccessToken } from './token.js';
import type { TokenStore } from './token-store.js';

interface TokenFileContent {
  version: 1;
  tokens: Record<string, AccessToken>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isOptionalNumber = (value: unknown): boolean =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value));

function isAccessToken(value: unknown): value is AccessToken {
  if (!isRecord(value)) return false;
  return (
    (value.kind === 'user' || value.kind === 'application') &&
    typeof value.accessToken === 'string' &&
    value.accessToken !== '' &&
    Array.isArray(value.scope) &&
    value.scope.every((s) => typeof s === 'string') &&
    typeof value.obtainedAt === 'number' &&
    isOptionalNumber(value.expiresAt) &&
    isOptionalNumber(value.refreshTokenExpiresAt) &&
    (value.refreshToken === undefined || typeof value.refreshToken === 'string')
  );
}

/** Options of `FileTokenStore`. */
export interface FileTokenStoreOptions {
  /** Hears of a file that could not be read or held entries that are not tokens (never their content). */
  warn?: (message: string) => void;
}

/**
 * A `TokenStore` in one JSON file (Node only), so tokens survive a restart: a command line, a desktop tool, a
 * development server. The file is created with mode 0600 (its folder 0700 when baykit creates it) and written
 * whole on every change, to a temporary file renamed over the old one, so a crash never leaves half a file and
 * two writes never interleave. A file that is not readable or not the expected shape is ignored with one
 * warning (and rewritten on the next change); entries that are not tokens are dropped.
 */
export class FileTokenStore implements TokenStore {
  readonly path: string;
  readonly #tokens = new Map<string, AccessToken>();

  constructor(path: string, options: FileTokenStoreOptions = {}) {
    this.path = path;
    const warn = options.warn ?? (() => {});
    const { readFileSync } = nodeBuiltin('node:fs');
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'ENOENT') warn(`cannot read ${path} (${code ?? 'error'}); starting without it.`);
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      warn(`ignoring ${path}: it is not valid JSON (it will be rewritten on the next change).`);
      return;
    }
    const tokens = isRecord(raw) && raw.version === 1 && isRecord(raw.tokens) ? raw.tokens : undefined;
    if (!tokens) {
      warn(`ignoring ${path}: it does not have the expected shape.`);
      return;
    }
    let dropped = 0;
    for (const [key, value] of Object.entries(tokens)) {
      if (isAccessToken(value)) this.#tokens.set(key, value);
      else dropped += 1;
    }
    if (dropped > 0) warn(`ignoring ${dropped} malformed token entr${dropped === 1 ? 'y' : 'ies'} in ${path}.`);
  }

  /** The token stored under `key`. */
  get(key: string): AccessToken | undefined {
    return this.#tokens.get(key);
  }

  /** Stores a token and rewrites the file. */
  set(key: string, token: AccessToken): void {
    this.#tokens.set(key, { ...token, scope: [...token.scope] });
    this.#save();
  }

  /** Removes a token and rewrites the file. */
  delete(key: string): void {
    if (this.#tokens.delete(key)) this.#save();
  }

  /** Removes every token whose key starts with `prefix` (signing out of one environment); how many went. */
  deleteByPrefix(prefix: string): number {
    let removed = 0;
    for (const key of [...this.#tokens.keys()]) {
      if (key.startsWith(prefix)) {
        this.#tokens.delete(key);
        removed += 1;
      }
    }
    if (removed > 0) this.#save();
    return removed;
  }

  /** The stored keys (never the tokens). */
  keys(): string[] {
    return [...this.#tokens.keys()];
  }

  #save(): void {
    const content: TokenFileContent = { version: 1, tokens: Object.fromEntries(this.#tokens) };
    writePrivateFile(this.path, `${JSON.stringify(content, null, 2)}\n`, { createDir: true });
  }
}
