/** What masked values are replaced with. */
export const REDACTED = '[redacted]';

/** Headers whose values are credentials, compared lower-case. */
const SECRET_HEADERS = /* @__PURE__ */ new Set([
  'authorization',
  'x-ebay-api-iaf-token',
  'x-ebay-api-cert-name',
  'x-ebay-signature-key',
  'cookie',
  'set-cookie',
]);

/** A copy of `headers` with lower-case names and credential values masked. */
export function redactHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    out[lower] = SECRET_HEADERS.has(lower) ? maskAuthorization(value) : value;
  }
  return out;
}

/** Keeps the scheme word (`Bearer`, `IAF`, `Basic`) so a reader still sees which credential was used. */
function maskAuthorization(value: string): string {
  const scheme = /^(Bearer|IAF|TOKEN|Basic)\s/i.exec(value);
  return scheme ? `${scheme[1]} ${REDACTED}` : REDACTED;
}

/**
 * Masks known secret values wherever they appear. Each client holds one, fed with its client secret,
 * tokens and keys, and runs every error and log line through it, so a secret echoed by a server or
 * carried in a URL cannot leak either.
 */
export class Redactor {
  readonly #secrets = new Set<string>();
  #lastCredentials: object | undefined;

  /**
   * Registers values to mask (short values are ignored: masking 'a' would mangle every text). Their
   * URL-encoded and form-encoded spellings are masked too: a server echoing a request body or URL shows them so.
   */
  add(...values: (string | undefined)[]): void {
    for (const value of values) {
      // A value already registered (the client's token, on every call) costs one lookup.
      if (!value || value.length < 8 || this.#secrets.has(value)) continue;
      this.#secrets.add(value);
      this.#secrets.add(encodeURIComponent(value));
      this.#secrets.add(new URLSearchParams({ v: value }).toString().slice(2));
    }
  }

  /**
   * Registers the credentials in an attempt's auth headers (`Bearer <token>`, `IAF <token>` or a bare token). The
   * same headers object again (the client's token on every call; never mutated) costs one comparison.
   */
  addCredentials(headers: Readonly<Record<string, string>>): void {
    if (headers === this.#lastCredentials) return;
    for (const name in headers) {
      const value = headers[name] as string;
      this.add(value.slice(value.indexOf(' ') + 1));
    }
    // Only once all are registered: a value add() could not take is tried again on the next call.
    this.#lastCredentials = headers;
  }

  /** `text` with every registered secret replaced. */
  text(text: string): string {
    let out = text;
    for (const secret of this.#secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    return out;
  }

  /** A deep copy of `value` with secrets masked in every string (objects, arrays; other values as they are). */
  value<T>(value: T): T {
    return this.#walk(value, 0) as T;
  }

  #walk(value: unknown, depth: number): unknown {
    if (typeof value === 'string') return this.text(value);
    if (depth > 32 || typeof value !== 'object' || value === null) return value;
    if (value instanceof Uint8Array) return value;
    if (Array.isArray(value)) return value.map((v) => this.#walk(v, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = this.#walk(v, depth + 1);
    return out;
  }
}
