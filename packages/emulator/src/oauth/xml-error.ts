/**
 * One Trading `<Errors>` entry, for the XML router to serialise (docs/ebay-facts.md#envelope-and-ack). `code` is a string as in
 * eBay's XML (`ErrorCode` is a token; Shopping's are decimals such as `1.32`).
 */
export interface XmlError {
  /** `ErrorCode`. */
  code: string;
  shortMessage: string;
  longMessage: string;
  /** `ErrorParameters` values, in ParamID order. */
  parameters?: string[];
}

/** A failed XML token call: the error entry itself, marked `ok: false`. */
export type XmlFailure = { ok: false } & XmlError;

/** An XML error entry. */
export function xmlError(code: string, shortMessage: string, longMessage: string, parameters?: string[]): XmlError {
  return parameters ? { code, shortMessage, longMessage, parameters } : { code, shortMessage, longMessage };
}

/** Error 37 for a missing or invalid field, as eBay words it (docs/ebay-facts.md#envelope-and-ack–3.4). */
export function invalidInput(tag: string): XmlError {
  return xmlError(
    '37',
    'Input data is invalid.',
    `Input data for tag <${tag}> is invalid or missing. Please check API documentation.`,
    [tag],
  );
}
