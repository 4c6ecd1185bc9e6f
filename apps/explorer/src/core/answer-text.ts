import type { CallOutcome } from '../../shared/api.js';
import { callExchange } from './call-summary.js';
import { parseJsonBody } from './json-view.js';

/** The answer body to copy: JSON re-indented, anything else (XML, a cut body) exactly as received. */
export interface AnswerText {
  text: string;
  format: 'json' | 'text';
}

/**
 * The body of the operation's answer as the capture holds it (masked by the back end: server/capture/mask.ts),
 * for the clipboard; undefined when there was no answer, an empty one, or a binary one.
 */
export function answerText(outcome: CallOutcome): AnswerText | undefined {
  const response = callExchange(outcome)?.response;
  if (!response || response.bodyEncoding !== 'text' || response.body.trim() === '') return undefined;
  const body = response.body;
  return parseJsonBody(body).ok ? { text: indentJson(body), format: 'json' } : { text: body, format: 'text' };
}

/**
 * Valid JSON text indented by two spaces without parsing its values, so every number, escape and key order stays
 * as received (`JSON.stringify(JSON.parse(…))` would turn `1.50` into `1.5` and round ids above 2^53).
 */
export function indentJson(text: string): string {
  let out = '';
  let depth = 0;
  let inString = false;
  const newline = () => `\n${'  '.repeat(depth)}`;
  for (let at = 0; at < text.length; at++) {
    const char = text.charAt(at);
    if (inString) {
      out += char;
      if (char === '\\') out += text.charAt(++at);
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    if (/\s/.test(char)) continue;
    if (char === '{' || char === '[') {
      const close = nextMark(text, at + 1);
      // An empty object or array stays on one line.
      if (close === (char === '{' ? '}' : ']')) {
        out += char;
        continue;
      }
      depth++;
      out += char + newline();
    } else if (char === '}' || char === ']') {
      const empty = out.endsWith('{') || out.endsWith('[');
      if (!empty) depth--;
      out += empty ? char : newline() + char;
    } else if (char === ',') out += char + newline();
    else if (char === ':') out += ': ';
    else out += char;
  }
  return out;
}

/** The next character after `from` that is not white space. */
function nextMark(text: string, from: number): string {
  for (let at = from; at < text.length; at++) if (!/\s/.test(text.charAt(at))) return text.charAt(at);
  return '';
}
