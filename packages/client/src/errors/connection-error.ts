import { BaykitError } from './baykit-error.js';

/** The request could not reach the server or the connection failed mid-way (refused, reset, DNS). `cause` holds the transport error. */
export class ConnectionError extends BaykitError {
  override name = 'ConnectionError';
}
