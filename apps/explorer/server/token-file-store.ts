import { join } from 'node:path';
import type { AccessToken, TokenStore } from 'baykit';
import { readJsonFile, writePrivateFile, type Warn } from './private-file.js';

interface TokenFileContent {
  version: 1;
  tokens: Record<string, AccessToken>;
}

/**
 * baykit's `TokenStore` kept in `${dataDir}/tokens.json` (mode 0600), so sandbox and production sign-ins
 * survive a restart. The file is small and written whole on every change, synchronously, so two changes
 * can never interleave their writes. Entries that are not tokens are dropped with one warning.
 */
export class FileTokenStore implements TokenStore {
  readonly path: string;
  readonly #tokens = new Map<string, AccessToken>();

  constructor(dataDir: string, warn: Warn) {
    this.path = join(dataDir, 'tokens.json');
    const raw = readJsonFile(this.path, warn);
    if (raw === undefined) return;
    const tokens = isRecord(raw) && raw.version === 1 && isRecord(raw.tokens) ? raw.tokens : undefined;
    if (!tokens) {
      warn(`ignoring ${this.path}: it does not have the expected shape.`);
      return;
    }
    let dropped = 0;
    for (const [key, value] of Object.entries(tokens)) {
      if (isAccessToken(value)) this.#tokens.set(key, value);
      else dropped += 1;
    }
    if (dropped > 0) warn(`ignoring ${dropped} malformed token entr${dropped === 1 ? 'y' : 'ies'} in ${this.path}.`);
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

  /** Removes every token whose key starts with `prefix` (signing out of one environment). */
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

  /** The stored keys (no token values). */
  keys(): string[] {
    return [...this.#tokens.keys()];
  }

  #save(): void {
    const content: TokenFileContent = { version: 1, tokens: Object.fromEntries(this.#tokens) };
    writePrivateFile(this.path, `${JSON.stringify(content, null, 2)}\n`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptionalNumber(value: unknown): boolean {
  return value === undefined || (typeof value === 'number' && Number.isFinite(value));
}

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
