import { bodyLimits, readLimited, type BodyLimits } from './body/limits.js';
import { parseJsonBody } from './body/json.js';

/**
 * An incoming request with its body read once (handlers may look at it several times), never past its cap:
 * `maxBodyBytes`, or `maxUploadBytes` once a handler has said the operation takes an upload.
 */
export class EmulatorRequest {
  readonly request: Request;
  readonly url: URL;
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  readonly limits: BodyLimits;
  #upload = false;
  #body: Promise<Uint8Array> | undefined;

  /** @param limits the body caps (the defaults when absent). */
  constructor(request: Request, limits: BodyLimits = bodyLimits({})) {
    this.request = request;
    this.url = new URL(request.url);
    this.method = request.method.toUpperCase();
    this.path = this.url.pathname;
    this.headers = request.headers;
    this.limits = limits;
  }

  /** The cap the body is read with now. */
  get bodyLimit(): number {
    return this.#upload ? this.limits.maxUploadBytes : this.limits.maxBodyBytes;
  }

  /** Raises the cap to `maxUploadBytes`: the operation takes a file. Call it before reading the body. */
  acceptUpload(): void {
    this.#upload = true;
  }

  /** The raw body bytes (empty when there is none); BodyTooLargeError past the cap. */
  bytes(): Promise<Uint8Array> {
    return (this.#body ??= readLimited(this.request, this.bodyLimit));
  }

  /**
   * Reads what no handler read, counting it against the cap and keeping nothing: a body counts against its cap
   * whether or not the operation looks at it (a spec-answered upload, an early 401). Then `bytes()` is empty.
   */
  async drain(): Promise<void> {
    await (this.#body ??= readLimited(this.request, this.bodyLimit, false));
  }

  /** The body as UTF-8 text. */
  async text(): Promise<string> {
    return new TextDecoder().decode(await this.bytes());
  }

  /**
   * The body parsed as JSON, or `undefined` when empty. Throws SyntaxError on bad JSON or JSON nested too deeply
   * (JsonTooDeepError), and BodyTooLargeError past the cap.
   */
  async json(): Promise<unknown> {
    return parseJsonBody(await this.text());
  }

  /** The form fields of an `application/x-www-form-urlencoded` body. */
  async form(): Promise<URLSearchParams> {
    return new URLSearchParams(await this.text());
  }
}
