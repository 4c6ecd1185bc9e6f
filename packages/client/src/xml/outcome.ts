/** One error or warning reported inside an XML response body. */
export interface XmlError {
  /** `ErrorCode` (Trading/Shopping; a string because Shopping uses `1.32`) or `errorId` (Finding/Merchandising). */
  readonly code: string;
  /** `ShortMessage`, or the Finding/Merchandising `message`. */
  readonly shortMessage?: string;
  /** `LongMessage` (Trading/Shopping only). */
  readonly longMessage?: string;
  /** `SeverityCode` or `severity`. */
  readonly severity?: 'Error' | 'Warning' | (string & {});
  /** `ErrorClassification`: `RequestError` or `SystemError` (Trading/Shopping). */
  readonly classification?: string;
  /** `ErrorParameters/Value` in document order (index = `ParamID`), or the Finding `parameter` texts. */
  readonly parameters: string[];
  /** Finding/Merchandising `domain`, e.g. `Marketplace`, `Security`, `SOA`. */
  readonly domain?: string;
  /** Finding/Merchandising `category`: `Application`, `Request` or `System`. */
  readonly category?: string;
}

/** The acknowledgement and the errors/warnings of an XML response, as data. */
export interface XmlOutcome {
  /** `Ack`/`ack`: `Success`, `Warning`, `Failure`, `PartialFailure` (or `CustomCode`); `undefined` when absent. */
  readonly ack: string | undefined;
  /** Entries whose severity is not `Warning`. */
  readonly errors: XmlError[];
  /** Entries with severity `Warning`; eBay sends them with `Ack=Warning` and they are not failures. */
  readonly warnings: XmlError[];
}

/**
 * Reads the acknowledgement and the errors of a parsed XML response body (the `body` of `parseXmlResponse`).
 *
 * Understands both envelope styles (docs/ebay-facts.md#envelope-and-ack, #finding, #merchandising):
 * - Trading/Shopping: `Ack` and repeated `Errors` with `ShortMessage`, `LongMessage`, `ErrorCode`, `SeverityCode`,
 *   `ErrorClassification` and `ErrorParameters/Value`;
 * - Finding/Merchandising: lower-case `ack` and `errorMessage/error` with `errorId`, `domain`, `severity`,
 *   `category`, `message` and `parameter`.
 *
 * Pure data extraction: it never throws and decides nothing about retries or error classes. A single `Errors`
 * element that was not parsed as an array is accepted too.
 *
 * @param body - the content of the response's root element.
 * @returns `ack`, plus the entries split into `errors` and `warnings` by severity.
 */
export function readXmlOutcome(body: Record<string, unknown>): XmlOutcome {
  const entries = [
    ...listOf(body['Errors']).map(readTradingError),
    ...listOf(recordOf(body['errorMessage'])['error']).map(readFindingError),
  ];
  return {
    ack: textOf(body['Ack']) ?? textOf(body['ack']),
    errors: entries.filter((entry) => !isWarning(entry)),
    warnings: entries.filter(isWarning),
  };
}

function readTradingError(value: unknown): XmlError {
  const error = recordOf(value);
  return compact({
    code: textOf(error['ErrorCode']) ?? '',
    shortMessage: textOf(error['ShortMessage']),
    longMessage: textOf(error['LongMessage']),
    severity: textOf(error['SeverityCode']),
    classification: textOf(error['ErrorClassification']),
    // Kept positional (a missing Value becomes ''): eBay documents ParamID 0, 1, … per error code.
    parameters: listOf(error['ErrorParameters']).map((parameter) => textOf(recordOf(parameter)['Value']) ?? ''),
  });
}

function readFindingError(value: unknown): XmlError {
  const error = recordOf(value);
  return compact({
    code: textOf(error['errorId']) ?? '',
    shortMessage: textOf(error['message']),
    severity: textOf(error['severity']),
    domain: textOf(error['domain']),
    category: textOf(error['category']),
    parameters: listOf(error['parameter']).map((parameter) => textOf(parameter) ?? ''),
  });
}

function isWarning(entry: XmlError): boolean {
  return entry.severity?.toLowerCase() === 'warning';
}

// Leaves absent fields out entirely, so results compare and print cleanly.
function compact(error: { [K in keyof XmlError]: XmlError[K] | undefined }): XmlError {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value !== undefined) result[key] = value;
  }
  return result as unknown as XmlError;
}

function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

// Text of an element as the parser shapes it: a string, or `#value` when the element also has attributes.
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return textOf((value as Record<string, unknown>)['#value']);
  }
  return undefined;
}
