// The cassette format (docs/cassettes.md): JSON Lines, a header line, then one exchange per line in the order sent.
// Written by `baykit proxy --record`, by the client's `cassetteRecorder` and by hand; read by `cassetteTransport` and
// `baykit emulator verify`.

/** The version of the format this module reads and writes (`cassette` in the header). */
export const CASSETTE_VERSION = 1;

/** Line 1 of a cassette: what recorded it, where, and what was hidden. */
export interface CassetteHeader {
  /** Format version: 1. */
  cassette: typeof CASSETTE_VERSION;
  /** ISO 8601 time of the first line. */
  recordedAt: string;
  /** `baykit-proxy/<version>`, `baykit-client/<version>` or `hand-written`. */
  recorder: string;
  /** `production`, `sandbox`, `emulator` or the upstream origin the exchanges went to. */
  environment?: string;
  /** Whether secrets were redacted (true unless the writer was told otherwise; never off by default). */
  redacted: boolean;
  /** Whether personal data (names, addresses, emails, phone numbers, user names) was masked. */
  personalDataMasked: boolean;
  /** Where the exchanges come from, e.g. the eBay page whose samples a hand-written cassette holds. */
  source?: string;
}

/** A message body: `text` when its content type is text (JSON, XML, forms, `text/*`), else the bytes as base64. */
export type CassetteMessageBody = { text: string } | { base64: string };

/** A request as it went to the server. */
export interface CassetteRequest {
  method: string;
  /** The absolute URL, query included. */
  url: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body?: CassetteMessageBody;
}

/** The answer the server gave. */
export interface CassetteResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body?: CassetteMessageBody;
}

/** One request and its answer: a line after the header. */
export interface CassetteExchange {
  /** 1, 2, … in the order sent. */
  seq: number;
  /** The operation: a REST operationId (`sell.inventory.createOffer` or `createOffer`) or an XML call name. */
  operation?: string;
  request: CassetteRequest;
  response: CassetteResponse;
  durationMs?: number;
  /** Free text, e.g. the page a hand-written sample comes from. */
  note?: string;
}

/** A whole cassette, as `parseCassette` gives it. */
export interface Cassette {
  header: CassetteHeader;
  exchanges: CassetteExchange[];
}
