import { parseXmlResponse } from 'baykit';
import type { EmulatorRequest } from '../request.js';

/** The fields of an XML request and, for a multipart request, the file sent with it. */
export interface XmlRequestBody {
  /** Content of the `<Call>Request` element (string leaves; repeated elements as arrays). */
  fields: Record<string, unknown>;
  /** The binary second part of a multipart request (UploadSiteHostedPictures). */
  attachment?: Uint8Array;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
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

function parseFields(text: string, call: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return {};
  try {
    // parseXmlResponse takes whatever root it finds, here `<Call>Request`.
    return parseXmlResponse(text, call).body;
  } catch {
    return undefined;
  }
}

/**
 * Reads an XML request: a plain XML body, or a multipart body whose first part is the XML payload and whose
 * second part is a file (ebay-wire.md §3; UploadSiteHostedPictures). `undefined` when the XML does not parse.
 */
export async function readXmlRequest(req: EmulatorRequest, call: string): Promise<XmlRequestBody | undefined> {
  const type = req.headers.get('content-type') ?? '';
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    const fields = parseFields(await req.text(), call);
    return fields && { fields };
  }
  const [xml, file] = multipartParts(await req.bytes(), boundary);
  const fields = parseFields(xml ? decoder.decode(xml) : '', call);
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
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A page request: 1-based page number and page size, clamped to `[1, max]`. */
export function pageOf(pagination: unknown, defaultSize: number, max: number): { size: number; number: number } {
  const p = record(pagination);
  const size = Math.min(Math.max(Math.floor(Number(text(p.EntriesPerPage) || defaultSize)) || defaultSize, 1), max);
  const number = Math.max(Math.floor(Number(text(p.PageNumber) || 1)) || 1, 1);
  return { size, number };
}
