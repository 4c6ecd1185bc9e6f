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
/** A key longer than this is cut (with `…`): every leaf below it repeats the key in its path. */
export const MAX_KEY_CHARS = 256;
/**
 * The most path characters (`path` and `shapePath` together) read from one body; the leaves past it are not compared.
 * Comparing costs the total length of the paths, so a 10 KB key above 19 000 fields had cost seconds.
 */
export const MAX_PATH_CHARS = 8_000_000;

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
  let pathChars = 0;
  const add = (leaf: Leaf): void => {
    pathChars += leaf.path.length + leaf.shapePath.length;
    out.push(leaf);
  };
  const full = (): boolean => out.length >= MAX_LEAVES || pathChars >= MAX_PATH_CHARS;
  const walk = (value: unknown, path: string, shapePath: string, depth: number): void => {
    if (full() || depth > 64 || pathChars + path.length + shapePath.length > MAX_PATH_CHARS) return;
    if (Array.isArray(value)) {
      if (!xml) add({ path, shapePath, type: 'array', value: undefined });
      for (let i = 0; i < value.length && !full(); i++)
        walk(value[i], `${path}[${i}]`, xml ? shapePath : `${shapePath}[]`, depth + 1);
      return;
    }
    if (typeof value === 'object' && value !== null) {
      if (path !== '') add({ path, shapePath, type: 'object', value: undefined });
      for (const key of Object.keys(value)) {
        if (full()) break;
        const item: unknown = (value as Record<string, unknown>)[key];
        const name = xml && key === '#value' ? '' : shortKey(key);
        const join = (base: string): string => (name === '' ? base : base === '' ? name : `${base}.${name}`);
        walk(item, join(path), join(shapePath), depth + 1);
      }
      return;
    }
    add({ path, shapePath, ...scalar(value, xml) });
  };
  walk(data, '', '', 0);
  return out;
}

function shortKey(key: string): string {
  return key.length > MAX_KEY_CHARS ? `${key.slice(0, MAX_KEY_CHARS)}…` : key;
}

function scalar(value: unknown, xml: boolean): Pick<Leaf, 'type' | 'value'> {
  if (value === null) return { type: 'null', value: undefined };
  if (xml || typeof value === 'string') return { type: 'string', value: String(value) };
  if (typeof value === 'number') return { type: 'number', value };
  if (typeof value === 'boolean') return { type: 'boolean', value };
  return { type: 'string', value: String(value) };
}
