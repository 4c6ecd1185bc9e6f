import { fromBase64 } from '../internal/bytes.js';

/** One signature described by a Signature-Input header member. */
export interface ParsedSignatureInput {
  readonly label: string;
  /** Covered component identifiers, in order, as written (without quotes). */
  readonly components: readonly string[];
  /** `created` parameter in unix seconds, when present and an integer. */
  readonly created: number | undefined;
  readonly keyid: string | undefined;
  /** The member value exactly as sent: the `@signature-params` line of the signature base. */
  readonly signatureParams: string;
}

// `("a" "b");created=1;keyid="x"`: quoted component names only, then parameters (integer, string or token).
const INNER_LIST =
  /^\(((?:\s*"(?:[^"\\]|\\.)*")*)\s*\)((?:;[a-z*][a-z0-9_.*-]*(?:=(?:-?\d+|"(?:[^"\\]|\\.)*"|[A-Za-z*][^;\s]*))?)*)$/;

/**
 * Parses a Signature-Input header (an RFC 8941 dictionary of inner lists). Returns one entry per label,
 * or `undefined` when the value is malformed. Component parameters (`;sf`, `;key`, …) are not supported
 * because eBay never sends them; such input counts as malformed.
 */
export function parseSignatureInput(value: string): ParsedSignatureInput[] | undefined {
  const members = splitDictionary(value);
  if (!members) return undefined;
  const parsed: ParsedSignatureInput[] = [];
  for (const { label, raw } of members) {
    const list = INNER_LIST.exec(raw);
    if (!list) return undefined;
    const components = [...(list[1] ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => unescapeString(m[1] ?? ''));
    const params = new Map<string, string>();
    for (const param of (list[2] ?? '').split(';').slice(1)) {
      const equals = param.indexOf('=');
      params.set(equals < 0 ? param : param.slice(0, equals), equals < 0 ? '?1' : param.slice(equals + 1));
    }
    const created = params.get('created');
    const keyid = params.get('keyid');
    parsed.push({
      label,
      components,
      created: created !== undefined && /^\d+$/.test(created) ? Number(created) : undefined,
      keyid: keyid?.startsWith('"') ? unescapeString(keyid.slice(1, -1)) : keyid,
      signatureParams: raw,
    });
  }
  return parsed;
}

/**
 * Parses a Signature header (an RFC 8941 dictionary of byte sequences) into label → signature bytes,
 * or `undefined` when malformed. Member parameters are ignored.
 */
export function parseSignature(value: string): Map<string, Uint8Array> | undefined {
  const members = splitDictionary(value);
  if (!members) return undefined;
  const signatures = new Map<string, Uint8Array>();
  for (const { label, raw } of members) {
    const match = /^:([A-Za-z0-9+/]+={0,2}):(?:;.*)?$/.exec(raw);
    const bytes = match?.[1] ? fromBase64(match[1]) : undefined;
    if (!bytes) return undefined;
    signatures.set(label, bytes);
  }
  return signatures;
}

interface DictionaryMember {
  readonly label: string;
  readonly raw: string;
}

// Splits on commas outside strings and parentheses; values stay raw so the verifier can hash them verbatim.
function splitDictionary(value: string): DictionaryMember[] | undefined {
  const pieces: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      pieces.push(value.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(value.slice(start));
  const members: DictionaryMember[] = [];
  for (const piece of pieces) {
    const match = /^\s*([a-z*][a-z0-9_.*-]*)=(.+?)\s*$/s.exec(piece);
    if (!match?.[1] || !match[2]) return undefined;
    members.push({ label: match[1], raw: match[2] });
  }
  return members.length > 0 ? members : undefined;
}

function unescapeString(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}
