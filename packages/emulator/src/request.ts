/** An incoming request with its body read once (handlers may look at it several times). */
export class EmulatorRequest {
  readonly request: Request;
  readonly url: URL;
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  #body: Promise<Uint8Array> | undefined;

  constructor(request: Request) {
    this.request = request;
    this.url = new URL(request.url);
    this.method = request.method.toUpperCase();
    this.path = this.url.pathname;
    this.headers = request.headers;
  }

  /** The raw body bytes (empty when there is none). */
  bytes(): Promise<Uint8Array> {
    return (this.#body ??= this.request.arrayBuffer().then((b) => new Uint8Array(b)));
  }

  /** The body as UTF-8 text. */
  async text(): Promise<string> {
    return new TextDecoder().decode(await this.bytes());
  }

  /** The body parsed as JSON, or `undefined` when empty; throws SyntaxError on bad JSON. */
  async json(): Promise<unknown> {
    const text = await this.text();
    return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  }

  /** The form fields of an `application/x-www-form-urlencoded` body. */
  async form(): Promise<URLSearchParams> {
    return new URLSearchParams(await this.text());
  }
}
