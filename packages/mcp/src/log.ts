import { closeSync, constants, fchmodSync, fstatSync, openSync, writeSync } from 'node:fs';
import { REDACTED, SecretMask } from 'baykit';

/** One call as the log keeps it: what was asked, what the server decided, and how it ended. */
export interface CallRecord {
  tool: string;
  operation?: string;
  /** The operation's effects (@baykit/spec/effects). */
  effects?: readonly string[];
  /** `refused` (by the server: read-only, retired, invalid, over the cap, not confirmed), `sent`, `failed` (at eBay). */
  outcome: 'refused' | 'sent' | 'failed';
  reason?: string;
  status?: number;
  ms?: number;
  arguments?: unknown;
}

/** Argument fields whose values are credentials whatever the operation (masked whole). */
const SECRET_KEY = /token|secret|password|authorization|privatekey|jwe|certid|clientassertion/i;
/** Deeper than this, a logged argument is cut (a log line stays a line). */
const MAX_DEPTH = 8;

/** `value` with credentials masked: fields named like one, and every secret the mask knows, wherever it appears. */
export function maskArguments(value: unknown, mask: SecretMask, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '…';
  if (typeof value === 'string') return mask.text(value);
  if (Array.isArray(value)) return value.map((item) => maskArguments(item, mask, depth + 1));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        SECRET_KEY.test(key) ? REDACTED : maskArguments(child, mask, depth + 1),
      ]),
    );
  return value;
}

/**
 * Answer fields that hold a credential (FetchToken's `eBayAuthToken` and `RESTToken`, GetClientAlertsAuthToken's
 * token, a new signing key's `privateKey`, OAuth tokens): the model never reads them. Narrower than SECRET_KEY, as
 * answers carry paging and other tokens that are not credentials.
 */
const CREDENTIAL_FIELD =
  /^(ebayauthtoken|resttoken|clientalertsauthtoken|privatekey|access_?token|refresh_?token|client_?secret|certid|password)$/i;

/**
 * An answer as the model reads it: fields that hold a credential masked whole, and every secret the mask knows
 * masked wherever it appears. Not cut: an answer is eBay's, and only as deep as eBay makes it.
 */
export function maskAnswer(value: unknown, mask: SecretMask): unknown {
  if (typeof value === 'string') return mask.text(value);
  if (Array.isArray(value)) return value.map((item) => maskAnswer(item, mask));
  if (typeof value === 'object' && value !== null && !(value instanceof Uint8Array))
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        CREDENTIAL_FIELD.test(key) && child !== null && child !== undefined && child !== ''
          ? REDACTED
          : maskAnswer(child, mask),
      ]),
    );
  return value;
}

/** Where call records go: standard error (stdio's standard output is the protocol's) or a file (`--log-file`). */
export class CallLog {
  readonly #write: (line: string) => void;
  readonly #close: () => void;
  readonly mask = new SecretMask();

  constructor(write: (line: string) => void, close: () => void = () => undefined) {
    this.#write = write;
    this.#close = close;
  }

  /**
   * A log that appends to `path`, as a regular file of mode 0600 (the arguments of calls are private even masked):
   * created so, or narrowed to it when it exists wider. A symbolic link is refused rather than followed (someone
   * else's link in a shared folder would send the log where they chose), and so is anything but a regular file:
   * a RangeError saying so.
   */
  static toFile(path: string): CallLog {
    const flags = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0);
    let fd: number;
    try {
      fd = openSync(path, flags, 0o600);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'ELOOP' || code === 'EMLINK')
        throw new RangeError(`--log-file ${path} is a symbolic link; name the file itself.`, { cause: error });
      throw error;
    }
    const stat = fstatSync(fd);
    if (!stat.isFile()) {
      closeSync(fd);
      throw new RangeError(`--log-file ${path} is not a regular file.`);
    }
    if ((stat.mode & 0o077) !== 0) fchmodSync(fd, 0o600);
    let open = true;
    return new CallLog(
      (line) => {
        if (open) writeSync(fd, line);
      },
      () => {
        if (open) closeSync(fd);
        open = false;
      },
    );
  }

  /** Closes the log file (`--log-file`); nothing for standard error. */
  close(): void {
    this.#close();
  }

  /** Writes one call as one JSON line, its reason and arguments masked. */
  record(entry: CallRecord): void {
    const masked = {
      time: new Date().toISOString(),
      ...entry,
      // A reason can quote what the model sent (a refused amount), so it is masked as the arguments are.
      ...(entry.reason === undefined ? {} : { reason: this.mask.text(entry.reason) }),
      arguments: maskArguments(entry.arguments, this.mask),
    };
    this.#write(`${JSON.stringify(masked)}\n`);
  }

  /** A line of text for the operator (start-up, the HTTP token notice), masked too. */
  note(text: string): void {
    this.#write(`baykit-mcp: ${this.mask.text(text)}\n`);
  }
}
