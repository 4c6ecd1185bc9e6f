// Did-you-mean, one implementation: the command line and the MCP server (through findOperation), and the explorer's
// search (over its catalog's names, in the browser: this module loads none of the schemas) rank names with it.

/** Edit distance of two strings: insert, delete, substitute, and swapping two neighbours (`GetIetm`) each cost 1. */
export function editDistance(a: string, b: string): number {
  // The table row by row, keeping two: the last row and the one before it (a swap reaches two rows back). Out of
  // range, a[-1] and b[-1] are undefined and never equal a letter, so the first row and column need no test.
  let before: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const near = Math.min(
        (last[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (last[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      row[j] = a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] ? Math.min(near, (before[j - 2] ?? 0) + 1) : near;
    }
    before = last;
    last = row;
  }
  return last[b.length] ?? 0;
}

/** Names longer than this are not compared letter by letter (a pasted document is not a name). */
export const MAX_NAME_LENGTH = 200;

/** How far a misspelling of `wanted` may be from a name and still be offered: a third of its length, at least 2. */
export const allowedDistance = (wanted: string): number => Math.max(2, Math.ceil(wanted.length / 3));

/**
 * The `candidates` `wanted` was probably meant to be, closest first (then in alphabetical order): those within
 * `allowedDistance` of it, case ignored. Empty for an empty or overlong `wanted`.
 */
export function closestNames(wanted: string, candidates: Iterable<string>, limit = 5): string[] {
  if (wanted.length === 0 || wanted.length > MAX_NAME_LENGTH) return [];
  const lower = wanted.toLowerCase();
  const allowed = allowedDistance(lower);
  const scored: { name: string; score: number }[] = [];
  for (const name of new Set(candidates)) {
    const score = editDistance(lower, name.toLowerCase());
    if (score <= allowed) scored.push({ name, score });
  }
  scored.sort(byScoreThenName);
  return scored.slice(0, limit).map((entry) => entry.name);
}

/**
 * The one name `closestNames(wanted, candidates, 1)` gives, or undefined, found in one pass without sorting: the
 * client's checks at construction use it (a smaller bundle).
 */
export function closestName(wanted: string, candidates: Iterable<string>): string | undefined {
  if (wanted.length === 0 || wanted.length > MAX_NAME_LENGTH) return undefined;
  const lower = wanted.toLowerCase();
  let best: string | undefined;
  let bestScore = allowedDistance(lower);
  for (const name of candidates) {
    const score = editDistance(lower, name.toLowerCase());
    if (score < bestScore || (score === bestScore && (best === undefined || name < best)))
      [best, bestScore] = [name, score];
  }
  return best;
}

/** Closest first, then in code-point order, so a list of suggestions is the same on every run. */
export function byScoreThenName(a: { name: string; score: number }, b: { name: string; score: number }): number {
  return a.score - b.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
