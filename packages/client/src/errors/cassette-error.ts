import { BaykitError } from './baykit-error.js';

/** A cassette that cannot be read: the message names the line and what is wrong with it. */
export class CassetteError extends BaykitError {
  override name = 'CassetteError';
  /** The 1-based line of the cassette at fault; 0 when the fault is the whole text (its size). */
  readonly line: number;

  constructor(line: number, message: string) {
    super(line > 0 ? `Cassette line ${line}: ${message}` : `Cassette: ${message}`);
    this.line = line;
  }
}
