// A small scanner over XML that rewrites the text of chosen elements and leaves every tag, attribute, comment and
// declaration as it was, so a rewritten document is as valid as the original. Not a parser: it needs only to know
// which element each run of text sits in.

const TOKEN = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<[?!][^>]*>|<(\/?)([A-Za-z_][\w.:-]*)(?:\s[^>]*?)?(\/?)>/g;

/**
 * Decides, from the open elements (local names, outermost first), how the text inside the innermost is rewritten:
 * a function of the text, or undefined to keep it.
 */
export type XmlTextRule = (path: readonly string[]) => ((text: string) => string) | undefined;

/** `xml` with the text of the elements `rule` picks rewritten (escaped for XML); everything else kept byte for byte. */
export function rewriteXmlText(xml: string, rule: XmlTextRule): string {
  const path: string[] = [];
  let out = '';
  let last = 0;
  for (const match of xml.matchAll(TOKEN)) {
    const at = match.index;
    out += rewrite(xml.slice(last, at), path, rule);
    last = at + match[0].length;
    const [whole, cdata, closing, name, selfClosing] = match;
    if (cdata !== undefined) {
      const rewritten = rule(path)?.(cdata);
      out += rewritten === undefined ? whole : escapeXml(rewritten);
      continue;
    }
    out += whole;
    if (name === undefined || selfClosing) continue;
    if (closing) path.pop();
    else path.push(localName(name));
  }
  return out + rewrite(xml.slice(last), path, rule);
}

/** An element's name without its namespace prefix. */
export function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

function rewrite(text: string, path: readonly string[], rule: XmlTextRule): string {
  if (text.trim() === '' || path.length === 0) return text;
  const change = rule(path);
  return change ? escapeXml(change(unescapeXml(text.trim()))) : text;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
