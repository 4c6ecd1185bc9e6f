/**
 * How deeply a JSON request body may nest objects and arrays. eBay's deepest request bodies nest about ten levels;
 * 64 leaves room for any of them, while a value that deep can always be validated, stored and serialised back
 * (a body nested 100 000 levels parses, but stringifying it overflows the stack: every later read would fail).
 */
export const MAX_JSON_DEPTH = 64;

/** A JSON body that parses but nests deeper than MAX_JSON_DEPTH (a SyntaxError, like any other unusable JSON). */
export class JsonTooDeepError extends SyntaxError {
  override readonly name = 'JsonTooDeepError';

  constructor() {
    super(`The JSON nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
}

/** Whether `value` nests objects or arrays deeper than `max` (iterative: no recursion, whatever the depth). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, depth] = top;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Parses a JSON request body: `undefined` for an empty one; SyntaxError for malformed JSON and JsonTooDeepError
 * for JSON nested deeper than MAX_JSON_DEPTH. Every JSON body the emulator reads goes through here.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  const value: unknown = JSON.parse(text);
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) throw new JsonTooDeepError();
  return value;
}
