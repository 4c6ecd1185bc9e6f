/**
 * A JSON.parse failure as a form shows it: the parser's own message plus where it happened. Engines word it
 * differently (V8 gives a character position, newer V8 and Firefox a line and column), so the line and column
 * are added only when the message does not already have them.
 */
export function describeJsonError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/line \d+ column \d+/i.test(message)) return message;
  const position = /position (\d+)/i.exec(message);
  if (!position) return message;
  const { line, column } = lineAndColumn(text, Number(position[1]));
  return `${message} (line ${line}, column ${column})`;
}

/** The 1-based line and column of a character offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1 };
}
