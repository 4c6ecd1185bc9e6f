/**
 * Escaping and name checks for the XML builder. Everything a caller supplies passes through here, so no value can
 * add markup and no key can produce an element or attribute name a parser would read differently.
 */

const QUALIFIED_NAME = /* @__PURE__ */ qualifiedNamePattern();

/**
 * XML 1.0 (5th ed.) NameStartChar / NameChar without ':' (the NCName of Namespaces in XML), so a name is at most
 * `prefix:local` and never `:x`, `x:`, or `a:b:c`. Built by a pure call so bundles that build no XML drop it.
 */
function qualifiedNamePattern(): RegExp {
  const nameStart =
    'A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D' +
    '\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
  const nameChar = `${nameStart}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;
  const ncName = `[${nameStart}][${nameChar}]*`;
  // The rule reads U+0300–U+036F as combining marks glued to the class; here they are plain code-point ranges.
  // eslint-disable-next-line no-misleading-character-class
  return new RegExp(`^${ncName}(?::${ncName})?$`, 'u');
}

// Characters XML 1.0 cannot carry at all, not even as character references (C0 controls other than tab/LF/CR,
// lone surrogates, U+FFFE/U+FFFF). eBay would reject the whole document, so they are refused up front.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

// The escapes of text and attribute values. '>' is escaped too so a value can never contain a literal `]]>`, which is
// not allowed in character data. A raw CR would be turned into LF by every parser (end-of-line handling), and in an
// attribute value normalisation would turn raw tab and LF into spaces: as character references they survive.
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `&#N;`: the character reference of each character of `run`. */
function characterReferences(run: string): string {
  return [...run].map((c) => `&#${c.charCodeAt(0)};`).join('');
}

/** The escape of one character that text or an attribute value may not carry as written. */
function escaped(char: string): string {
  return ESCAPES[char] ?? characterReferences(char);
}

/** True when `name` is a legal XML element or attribute name with at most one simple `prefix:`. */
export function isXmlName(name: string): boolean {
  return QUALIFIED_NAME.test(name);
}

/** True when every character of `text` may appear in an XML 1.0 document. */
export function isXmlText(text: string): boolean {
  return !NOT_XML_CHAR.test(text);
}

/** Surrounding spaces as character references: parsers (ours included) trim values, but references survive. */
function keepEdges(text: string): string {
  // \s is exactly what String#trim removes (Unicode spaces such as U+00A0 and U+3000 included).
  return text.replace(/^\s+/, characterReferences).replace(/\s+$/, characterReferences);
}

/** Escapes character data for use between tags; `' a '` stays `' a '` through a trimming parser. */
export function escapeText(text: string): string {
  return keepEdges(text.replace(/[&<>\r]/g, escaped));
}

/** Escapes a value for use inside a double-quoted attribute. */
export function escapeAttribute(text: string): string {
  return keepEdges(text.replace(/[&<>"'\t\n\r]/g, escaped));
}

/**
 * Wraps text in CDATA, splitting every `]]>` across two sections so the text cannot end the section itself.
 * A carriage return cannot survive inside CDATA (XML turns it into a line feed), so it goes between two
 * sections as a character reference.
 */
export function cdataSection(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>').replaceAll('\r', ']]>&#13;<![CDATA[')}]]>`;
}
