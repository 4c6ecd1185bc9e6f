// The parser baykit had before its own reader (fast-xml-parser 5 with XMLValidator), kept as the oracle of the
// differential tests: same options, same array-path rule, same entity handling. fast-xml-parser is not a
// dependency of baykit any more; it comes from the workspace root (ebay-api depends on it).
import { XMLParser, XMLValidator, type EntityDecoderOptions } from 'fast-xml-parser';

const BUILT_IN_ARRAY_PATHS = ['Errors', 'ErrorParameters', 'errorMessage.error', 'errorMessage.error.parameter'];

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The old decoder: the five predefined entities and numeric references (XML characters only), one pass. */
function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#(\d+)|#x([0-9A-Fa-f]+)|(lt|gt|amp|quot|apos));/g,
    (match, decimal?: string, hex?: string, name?: string) => {
      if (name !== undefined) return PREDEFINED[name] ?? match;
      const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
      const allowed =
        codePoint === 0x9 ||
        codePoint === 0xa ||
        codePoint === 0xd ||
        (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
        (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
        (codePoint >= 0x10000 && codePoint <= 0x10ffff);
      return allowed ? String.fromCodePoint(codePoint) : match;
    },
  );
}

function entityDecoder(): EntityDecoderOptions {
  return {
    setExternalEntities: () => undefined,
    addInputEntities: () => {
      throw new Error('DOCTYPE');
    },
    reset: () => undefined,
    setXmlVersion: () => undefined,
    decode,
  };
}

/** What the old `parseXml` returned, or `{ error }` where it threw. */
export function legacyParseXml(
  text: string,
  options: { arrayPaths?: readonly string[]; isArray?: (path: string) => boolean } = {},
): { value: Record<string, unknown> } | { error: string } {
  const source = text.replace(/^\uFEFF/, '').trimStart();
  if (source === '') return { error: 'empty' };
  const verdict = XMLValidator.validate(source);
  if (verdict !== true) return { error: verdict.err.msg };
  const listed = new Set([...BUILT_IN_ARRAY_PATHS, ...(options.arrayPaths ?? [])]);
  const isListed = (path: string): boolean => {
    for (let at = 0; at !== -1; at = path.indexOf('.', at + 1)) {
      if (listed.has(at === 0 ? path : path.slice(at + 1))) return true;
    }
    return false;
  };
  const custom = options.isArray;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    textNodeName: '#value',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    removeNSPrefix: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: true,
    entityDecoder: entityDecoder(),
    isArray: (_name, jPath, _isLeaf, isAttribute) => {
      if (isAttribute === true || typeof jPath !== 'string' || !jPath.includes('.')) return false;
      return isListed(jPath) || custom?.(jPath) === true;
    },
  });
  try {
    const parsed: unknown = parser.parse(source);
    if (typeof parsed !== 'object' || parsed === null || Object.keys(parsed).length === 0) return { error: 'no root' };
    return { value: parsed as Record<string, unknown> };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
