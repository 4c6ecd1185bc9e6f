import { BaykitError } from './baykit-error.js';

/** Bad arguments, raised before any request is sent. `parameter` names the offending argument when known. */
export class ValidationError extends BaykitError {
  override name = 'ValidationError';
  readonly parameter: string | undefined;

  constructor(message: string, options?: { parameter?: string; cause?: unknown }) {
    super(message, options);
    this.parameter = options?.parameter;
  }
}
