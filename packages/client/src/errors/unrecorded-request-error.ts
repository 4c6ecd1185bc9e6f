import { BaykitError } from './baykit-error.js';

/** A replay transport (`cassetteTransport`) was asked for a request its cassette does not hold, or out of order. */
export class UnrecordedRequestError extends BaykitError {
  override name = 'UnrecordedRequestError';
  /** The request's method. */
  readonly method: string;
  /** The request's path and query. */
  readonly path: string;

  constructor(method: string, path: string, message: string) {
    super(message);
    this.method = method;
    this.path = path;
  }
}
