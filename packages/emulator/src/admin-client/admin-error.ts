/**
 * An admin call the emulator refused or did not answer: which route, the HTTP status (0 when nothing answered),
 * and the emulator's own message (`{ error }` of its answer), which says what to fix.
 */
export class EmulatorAdminError extends Error {
  override name = 'EmulatorAdminError';
  /** The admin route, e.g. `POST /__emulator/faults`. */
  readonly route: string;
  /** The HTTP status of the answer; 0 when the emulator did not answer (nothing listens, a timeout). */
  readonly status: number;
  /** The emulator's `error` message, when it sent one. */
  readonly detail: string | undefined;

  constructor(route: string, status: number, detail: string | undefined, message: string, options?: ErrorOptions) {
    super(message, options);
    this.route = route;
    this.status = status;
    this.detail = detail;
  }
}

/** Whether `value` is an EmulatorAdminError (also one from another copy of the package). */
export function isEmulatorAdminError(value: unknown): value is EmulatorAdminError {
  return value instanceof EmulatorAdminError || (value instanceof Error && value.name === 'EmulatorAdminError');
}
