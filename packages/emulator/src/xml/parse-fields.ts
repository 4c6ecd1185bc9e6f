import { parseXmlResponse } from 'baykit';

/**
 * The content of an XML request's root element (`<Call>Request`: string leaves, repeated elements as arrays):
 * `{}` for an empty body, `undefined` when the XML does not parse. Runs on the event loop for small bodies and on
 * the XML worker for large ones (xml-body-parser.ts), so both read a body the same way.
 */
export function parseXmlFields(text: string, call: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return {};
  try {
    // parseXmlResponse takes whatever root it finds, here `<Call>Request`.
    return parseXmlResponse(text, call).body;
  } catch {
    return undefined;
  }
}
