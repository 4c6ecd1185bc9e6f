import type { CallOutcome } from '../../shared/api.js';
import { callExchange } from './call-summary.js';
import { parseJsonBody } from './json-view.js';

/** The answer body to copy: JSON re-indented, anything else (XML, a cut body) exactly as received. */
export interface AnswerText {
  text: string;
  format: 'json' | 'text';
}

/**
 * The text body of the operation's answer as the capture holds it, or undefined when there was no answer, an empty
 * one, or a binary one: cheap enough to decide during render whether there is anything to copy.
 */
export function answerBody(outcome: CallOutcome): string | undefined {
  const response = callExchange(outcome)?.response;
  if (!response || response.bodyEncoding !== 'text' || response.body.trim() === '') return undefined;
  return response.body;
}

/**
 * The body of the operation's answer as the capture holds it (masked by the back end: server/capture/mask.ts),
 * for the clipboard; undefined when there was no answer, an empty one, or a binary one. Made when Copy is pressed,
 * not during render: indenting a large answer takes time.
 */
export function answerText(outcome: CallOutcome): AnswerText | undefined {
  const body = answerBody(outcome);
  if (body === undefined) return undefined;
  return parseJsonBody(body).ok ? { text: indentJson(body), format: 'json' } : { text: body, format: 'text' };
}

/**
 * Objects and arrays nested deeper than this are copied as received, not indented: each level adds two spaces to
 * every line below it, so `[[[…]]]` of 4 KB had become 8 MB.
 */
export const MAX_INDENT_DEPTH = 32;

/** White space between JSON tokens (RFC 8259 §2). */
const JSON_SPACE: ReadonlySet<string> = new Set([' ', '\t', '\n', '\r']);

/**
 * Valid JSON text indented by two spaces without parsing its values, so every number, escape and key order stays
 * as received (`JSON.stringify(JSON.parse(…))` would turn `1.50` into `1.5` and round ids above 2^53). Linear in the
 * text: pieces are collected and joined once, and a value nested deeper than `MAX_INDENT_DEPTH` is copied whole.
 */
export function indentJson(text: string): string {
  const out: string[] = [];
  let last = '';
  let depth = 0;
  const put = (piece: string): void => {
    out.push(piece);
    last = piece.charAt(piece.length - 1);
  };
  const newline = () => `\n${'  '.repeat(depth)}`;
  for (let at = 0; at < text.length; at++) {
    const char = text.charAt(at);
    if (JSON_SPACE.has(char)) continue;
    if (char === '"' || ((char === '{' || char === '[') && depth >= MAX_INDENT_DEPTH)) {
      const end = char === '"' ? stringEnd(text, at) : valueEnd(text, at);
      put(text.slice(at, end));
      at = end - 1;
    } else if (char === '{' || char === '[') {
      // An empty object or array stays on one line.
      if (nextMark(text, at + 1) === (char === '{' ? '}' : ']')) put(char);
      else {
        depth++;
        put(char + newline());
      }
    } else if (char === '}' || char === ']') {
      const empty = last === '{' || last === '[';
      if (!empty) depth--;
      put(empty ? char : newline() + char);
    } else if (char === ',') put(char + newline());
    else if (char === ':') put(': ');
    else put(char);
  }
  return out.join('');
}

/** The index just past the string that opens at `from` (its closing quote), escapes skipped. */
function stringEnd(text: string, from: number): number {
  for (let at = from + 1; at < text.length; at++) {
    const char = text.charAt(at);
    if (char === '\\') at++;
    else if (char === '"') return at + 1;
  }
  return text.length;
}

/** The index just past the object or array that opens at `from`, strings skipped. */
function valueEnd(text: string, from: number): number {
  let depth = 0;
  for (let at = from; at < text.length; at++) {
    const char = text.charAt(at);
    if (char === '"') at = stringEnd(text, at) - 1;
    else if (char === '{' || char === '[') depth++;
    else if ((char === '}' || char === ']') && --depth === 0) return at + 1;
  }
  return text.length;
}

/** The next character after `from` that is not white space. */
function nextMark(text: string, from: number): string {
  for (let at = from; at < text.length; at++) if (!JSON_SPACE.has(text.charAt(at))) return text.charAt(at);
  return '';
}
