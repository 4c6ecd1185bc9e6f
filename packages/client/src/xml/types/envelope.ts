// Parsed Trading API (XML) data as `parseXml` returns it (see ./index.ts for the rules all these types follow):
// The envelope of every Trading response (Ack, errors, pagination).

/**
 * An element eBay sent without content, which the parser returns as the empty string.
 *
 * @deprecated No parsed list container is ever `''` any more: an empty `<ItemArray/>` whose `ItemArray.Item` is a
 * listed array path comes back as `{ Item: [] }`, so the response types no longer include this case. Kept so code
 * that names the type still compiles; it will be removed in the next major version.
 */
export type EmptyElement = '';

/** `Ack` of a Trading response: `Success`, `Warning`, `Failure`, `PartialFailure` (or a value added later). */
export type AckCode = 'Success' | 'Warning' | 'Failure' | 'PartialFailure' | 'CustomCode' | (string & {});

/** One `ErrorParameters` entry of an error: the value eBay names in the message, numbered by `ParamID`. */
export interface XmlErrorParameter {
  /** Position of the parameter in the message (`0`, `1`, …). */
  '@_ParamID'?: string;
  /** The offending value or field name. */
  Value?: string;
}

/** One `Errors` entry of a Trading response: an error, or a warning when `SeverityCode` is `Warning`. */
export interface XmlErrorEntry {
  ShortMessage?: string;
  LongMessage?: string;
  /** Numeric code as text, e.g. `21916984`. */
  ErrorCode?: string;
  UserDisplayHint?: string;
  SeverityCode?: 'Error' | 'Warning' | (string & {});
  ErrorParameters?: XmlErrorParameter[];
  ErrorClassification?: 'RequestError' | 'SystemError' | (string & {});
}

/**
 * Envelope fields of every Trading response (`AbstractResponseType`, docs/ebay-facts.md#envelope-and-ack). eBay always sends
 * `Timestamp`, `Ack`, `Version` and `Build`; they are optional here so a parsed body (`Record<string, unknown>`) can
 * be cast to a response type with `as`.
 */
export interface AbstractResponse {
  /** When eBay answered, ISO-8601 with milliseconds, e.g. `2024-03-01T10:00:00.000Z`. */
  Timestamp?: string;
  Ack?: AckCode;
  /** Errors and warnings; present only when there are some. */
  Errors?: XmlErrorEntry[];
  /** Schema version eBay used for the answer. */
  Version?: string;
  /** eBay's build label, e.g. `E1349_CORE_API_19146280_R1`. */
  Build?: string;
  CorrelationID?: string;
  Message?: string;
  /** Sent when the Auth'n'Auth token expires soon: its hard expiration time. */
  HardExpirationWarning?: string;
  EIASToken?: string;
}
