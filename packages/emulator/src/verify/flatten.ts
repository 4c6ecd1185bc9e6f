import { parseXml } from 'baykit';
import type { CassetteMessageBody } from 'baykit/cassette';

/** A JSON type as shapes compare it; XML text is always `string`. */
export type LeafType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

/** One value of a parsed body. */
export interface Leaf {
  /** Where it is, with array indices: `offers[0].offerId`, `GetItemResponse.Item.ItemID`. */
  path: string;
  /** Where it is with indices dropped: what shapes compare (`offers[].offerId`). */
  shapePath: string;
  type: LeafType;
  /** The value of a string, number or boolean; undefined for containers and null. */
  value: string | number | boolean | undefined;
}

/** A body as verify reads it: parsed JSON or XML, or neither. */
export interface ParsedBody {
  kind: 'json' | 'xml' | 'text' | 'bytes' | 'none';
  leaves: Leaf[];
  /** The text or base64 as received, for bodies that are neither JSON nor XML. */
  raw: string;
}

/** The most leaves read from one body; the rest is not compared (a 10 000-order page would cost seconds). */
const MAX_LEAVES = 20_000;

/** Reads a body into leaves by its content type (or its first character when there is none). */
export function parseBody(body: CassetteMessageBody | undefined, contentType = ''): ParsedBody {
  if (!body) return { kind: 'none', leaves: [], raw: '' };
  if ('base64' in body) return { kind: 'bytes', leaves: [], raw: body.base64 };
  const text = body.text;
  if (text.trim() === '') return { kind: 'none', leaves: [], raw: '' };
  const lead = text.trimStart()[0];
  if (/json/i.test(contentType) || lead === '{' || lead === '[') {
    const data = tryParse(() => JSON.parse(text) as unknown);
    if (data !== undefined) return { kind: 'json', leaves: leavesOf(data, false), raw: text };
  }
  if (/xml/i.test(contentType) || lead === '<') {
    const data = tryParse(() => parseXml(text));
    if (data !== undefined) return { kind: 'xml', leaves: leavesOf(data, true), raw: text };
  }
  return { kind: 'text', leaves: [], raw: text };
}

function tryParse(parse: () => unknown): unknown {
  try {
    return parse();
  } catch {
    return undefined;
  }
}

/**
 * Every value of `data`, parents before children. In XML an element may be single or repeated from one answer to the
 * next (parseXml makes arrays of repeated elements only), so XML shapes drop array levels altogether and every XML
 * leaf is text; attributes (`@_name`) count as fields.
 */
function leavesOf(data: unknown, xml: boolean): Leaf[] {
  const out: Leaf[] = [];
  const walk = (value: unknown, path: string, shapePath: string, depth: number): void => {
    if (out.length >= MAX_LEAVES || depth > 64) return;
    if (Array.isArray(value)) {
      if (!xml) out.push({ path, shapePath, type: 'array', value: undefined });
      value.forEach((item, i) => walk(item, `${path}[${i}]`, xml ? shapePath : `${shapePath}[]`, depth + 1));
      return;
    }
    if (typeof value === 'object' && value !== null) {
      if (path !== '') out.push({ path, shapePath, type: 'object', value: undefined });
      for (const [key, item] of Object.entries(value)) {
        const name = xml && key === '#value' ? '' : key;
        const join = (base: string): string => (name === '' ? base : base === '' ? name : `${base}.${name}`);
        walk(item, join(path), join(shapePath), depth + 1);
      }
      return;
    }
    out.push({ path, shapePath, ...scalar(value, xml) });
  };
  walk(data, '', '', 0);
  return out;
}

function scalar(value: unknown, xml: boolean): Pick<Leaf, 'type' | 'value'> {
  if (value === null) return { type: 'null', value: undefined };
  if (xml || typeof value === 'string') return { type: 'string', value: String(value) };
  if (typeof value === 'number') return { type: 'number', value };
  if (typeof value === 'boolean') return { type: 'boolean', value };
  return { type: 'string', value: String(value) };
}
