import { BodyTooLargeError } from '../body/limits.js';
import type { EmulatorRequest } from '../request.js';
import type { XmlBodyParser } from './xml-body-parser.js';
import { asRecord } from '../values.js';

/** The fields of an XML request and, for a multipart request, the file sent with it. */
export interface XmlRequestBody {
  /** Content of the `<Call>Request` element (string leaves; repeated elements as arrays). */
  fields: Record<string, unknown>;
  /** The binary second part of a multipart request (UploadSiteHostedPictures). */
  attachment?: Uint8Array;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// Buffer's native search: an upload may be 150 MiB, too long for a byte-by-byte loop on the event loop.
function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(needle, from);
}

/** The bodies of the parts of a `multipart/form-data` body, in order (headers dropped; binary-safe). */
export function multipartParts(body: Uint8Array, boundary: string): Uint8Array[] {
  const delimiter = encoder.encode(`--${boundary}`);
  const headerEnd = encoder.encode('\r\n\r\n');
  const parts: Uint8Array[] = [];
  let at = indexOf(body, delimiter, 0);
  while (at >= 0) {
    const start = at + delimiter.length;
    // `--boundary--` closes the body.
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break;
    const next = indexOf(body, delimiter, start);
    if (next < 0) break;
    const headers = indexOf(body, headerEnd, start);
    if (headers >= 0 && headers < next) {
      // The CRLF before the next delimiter belongs to the delimiter.
      const end = body[next - 2] === 0x0d && body[next - 1] === 0x0a ? next - 2 : next;
      parts.push(body.subarray(headers + headerEnd.length, end));
    }
    at = next;
  }
  return parts;
}

/** The boundary of a `multipart/*` request (an XML call with a file), or undefined for a plain body. */
export function multipartBoundary(req: EmulatorRequest): string | undefined {
  return /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(req.headers.get('content-type') ?? '')?.[1];
}

/**
 * Reads an XML request: a plain XML body, or a multipart body whose first part is the XML payload and whose
 * second part is a file (docs/ebay-facts.md#xml-services; UploadSiteHostedPictures). `undefined` when the XML does not parse.
 * A multipart body may be as large as an upload (handle.ts raises its cap), its XML part no larger than any XML body.
 */
export async function readXmlRequest(
  req: EmulatorRequest,
  call: string,
  parser: XmlBodyParser,
): Promise<XmlRequestBody | undefined> {
  const boundary = multipartBoundary(req);
  if (!boundary) {
    const fields = await parser.parse(await req.text(), call);
    return fields && { fields };
  }
  const [xml, file] = multipartParts(await req.bytes(), boundary);
  if (xml && xml.byteLength > req.limits.maxBodyBytes) throw new BodyTooLargeError(req.limits.maxBodyBytes);
  const fields = await parser.parse(xml ? decoder.decode(xml) : '', call);
  if (!fields) return undefined;
  return file ? { fields, attachment: file } : { fields };
}

/** A field as text (`''` when absent or not text). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A field that may repeat, as a list. */
export function list(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** A nested element as an object (`{}` when absent). */
export function record(value: unknown): Record<string, unknown> {
  return asRecord(value);
}

/** A page request: 1-based page number and page size, clamped to `[1, max]`. */
export function pageOf(pagination: unknown, defaultSize: number, max: number): { size: number; number: number } {
  const p = record(pagination);
  const size = Math.min(Math.max(Math.floor(Number(text(p.EntriesPerPage) || defaultSize)) || defaultSize, 1), max);
  const number = Math.max(Math.floor(Number(text(p.PageNumber) || 1)) || 1, 1);
  return { size, number };
}
