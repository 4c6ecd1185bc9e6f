/** The value at a dotted path of a parsed XML body (`OrderArray.Order`), or undefined. */
export function readPath(body: unknown, path: string): unknown {
  let current: unknown = body;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
