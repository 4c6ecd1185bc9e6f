/**
 * Headers a user may add to any REST call, beyond the operation's own header parameters: one per line,
 * `Name: value`. Headers that carry credentials or framing are the client's to set, so they are refused here
 * (by the form, src/core/call-form.ts, and again by the back end, server/call/call-input.ts).
 */
export const RESERVED_HEADERS: ReadonlySet<string> = new Set([
  'authorization',
  'x-ebay-api-iaf-token',
  'x-ebay-signature-key',
  'signature',
  'signature-input',
  'content-digest',
  'host',
  'content-length',
  'content-type',
  'cookie',
  'connection',
  'transfer-encoding',
]);

/** Headers users add most, with an example value, for the form's quick-add buttons. */
export const COMMON_HEADERS: readonly { name: string; example: string }[] = [
  { name: 'X-EBAY-C-MARKETPLACE-ID', example: 'EBAY_US' },
  { name: 'Accept-Language', example: 'en-US' },
  { name: 'Content-Language', example: 'en-US' },
  { name: 'X-EBAY-C-ENDUSERCTX', example: 'contextualLocation=country=US,zip=95125' },
];

/** A header name as HTTP allows it (a token). */
export const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The header lines as a record, or what is wrong with them (each problem names its line). */
export function parseHeaderLines(text: string): { headers: Record<string, string> } | { problems: string[] } {
  const headers: Record<string, string> = {};
  const problems: string[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    const value = colon > 0 ? line.slice(colon + 1).trim() : '';
    if (!HEADER_NAME.test(name)) problems.push(`Line ${index + 1}: write a header as Name: value`);
    else if (RESERVED_HEADERS.has(name.toLowerCase()))
      problems.push(`Line ${index + 1}: ${name} is set by baykit (credentials and framing), not by hand`);
    else if (/[\r\n\0]/.test(value)) problems.push(`Line ${index + 1}: a header value is one line`);
    else headers[name] = value;
  });
  return problems.length > 0 ? { problems } : { headers };
}

/** A header record as lines (the inverse of `parseHeaderLines`). */
export function headerLines(headers: Readonly<Record<string, string>>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** The lines with `name` set to `value` (replacing a line for the same header, whatever its case). */
export function setHeaderLine(text: string, name: string, value: string): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const at = lines.findIndex((line) => line.split(':')[0]?.trim().toLowerCase() === name.toLowerCase());
  if (at >= 0) lines[at] = `${name}: ${value}`;
  else lines.push(`${name}: ${value}`);
  return lines.join('\n');
}
