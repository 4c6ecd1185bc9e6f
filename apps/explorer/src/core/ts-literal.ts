const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Objects and arrays whose one-line form is at most this long stay on one line. */
const INLINE_WIDTH = 60;

/** Whether `name` can be written as a bare property name or method access (`ebay.trading.GetItem`). */
export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}

/** A single-quoted TypeScript string literal of `text`, in the house style. */
export function tsString(text: string): string {
  // JSON.stringify escapes backslashes and control characters; only the quote style differs.
  const json = JSON.stringify(text);
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/**
 * A JSON-like value as TypeScript source: single-quoted strings, bare keys where they are identifiers, short
 * objects on one line and longer ones pretty-printed with two-space indent. `indent` is the current line's
 * indentation, so nested literals line up inside a call.
 */
export function tsLiteral(value: unknown, indent = ''): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'string') return tsString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return tsArray(value, indent);
  if (typeof value === 'object') return tsObject(value as Record<string, unknown>, indent);
  // bigint, functions, symbols: not JSON, so they cannot come from a form; say so in the code.
  return `undefined /* ${typeof value} */`;
}

function tsKey(key: string): string {
  return isIdentifier(key) ? key : tsString(key);
}

function tsObject(value: Record<string, unknown>, indent: string): string {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  const inline = `{ ${entries.map(([key, item]) => `${tsKey(key)}: ${tsLiteral(item, indent)}`).join(', ')} }`;
  if (inline.length <= INLINE_WIDTH && !inline.includes('\n')) return inline;
  const inner = `${indent}  `;
  const lines = entries.map(([key, item]) => `${inner}${tsKey(key)}: ${tsLiteral(item, inner)},`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function tsArray(value: readonly unknown[], indent: string): string {
  if (value.length === 0) return '[]';
  const inline = `[${value.map((item) => tsLiteral(item, indent)).join(', ')}]`;
  if (inline.length <= INLINE_WIDTH && !inline.includes('\n')) return inline;
  const inner = `${indent}  `;
  return `[\n${value.map((item) => `${inner}${tsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
}
