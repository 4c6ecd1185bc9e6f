/** One logged request, credentials masked. */
export interface LoggedRequest {
  time: string;
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
}

const SECRET_HEADERS = new Set(['authorization', 'x-ebay-api-iaf-token', 'x-ebay-api-cert-name', 'x-ebay-signature-key', 'cookie']);
const LIMIT = 1000;

/** The last requests the emulator answered (`GET /__emulator/requests`), newest last. */
export class RequestLog {
  #entries: LoggedRequest[] = [];

  record(request: Request, now: number): void {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = SECRET_HEADERS.has(name) ? value.replace(/^(\S+\s+)?.*$/, (_, scheme: string | undefined) => `${scheme ?? ''}[masked]`) : value;
    });
    this.#entries.push({ time: new Date(now).toISOString(), method: request.method, path: url.pathname, query: url.search, headers });
    if (this.#entries.length > LIMIT) this.#entries.splice(0, this.#entries.length - LIMIT);
  }

  entries(): readonly LoggedRequest[] {
    return this.#entries;
  }

  clear(): void {
    this.#entries = [];
  }
}
