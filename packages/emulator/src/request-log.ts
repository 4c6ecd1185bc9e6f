/** One logged request, credentials masked. */
export interface LoggedRequest {
  time: string;
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
}

const SECRET_HEADERS = new Set([
  'authorization',
  'x-ebay-api-iaf-token',
  'x-ebay-api-cert-name',
  'x-ebay-api-dev-name',
  'x-ebay-signature-key',
  'cookie',
]);
/** Query parameters that carry credentials or lead to them (a signed-in SessID becomes a token). */
const SECRET_PARAMS = new Set([
  'sessid',
  'code',
  'access_token',
  'refresh_token',
  'client_secret',
  'appid',
  'security-appname',
  'consumer-id',
]);
const LIMIT = 1000;

/** The last requests the emulator answered (`GET /__emulator/requests`), newest last. */
export class RequestLog {
  #entries: LoggedRequest[] = [];

  record(request: Request, now: number): void {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = SECRET_HEADERS.has(name)
        ? value.replace(/^(\S+\s+)?.*$/, (_, scheme: string | undefined) => `${scheme ?? ''}[masked]`)
        : value;
    });
    for (const name of [...url.searchParams.keys()])
      if (SECRET_PARAMS.has(name.toLowerCase())) url.searchParams.set(name, '[masked]');
    this.#entries.push({
      time: new Date(now).toISOString(),
      method: request.method,
      path: url.pathname,
      query: url.search,
      headers,
    });
    if (this.#entries.length > LIMIT) this.#entries.splice(0, this.#entries.length - LIMIT);
  }

  entries(): readonly LoggedRequest[] {
    return this.#entries;
  }

  clear(): void {
    this.#entries = [];
  }
}
