/** A parsed `Content-Range: bytes <first>-<last>/<total>` (inclusive positions; total undefined for `*`). */
export interface ContentRange {
  first: number;
  last: number;
  total: number | undefined;
}

const RANGE = /^\s*bytes\s+(\d+)-(\d+)\/(\d+|\*)\s*$/i;
const UNSATISFIED = /^\s*bytes\s+\*\/(\d+)\s*$/i;

/** Parses the `Content-Range` of a 206 answer; undefined when absent or not a byte range (RFC 9110 §14.4). */
export function parseContentRange(value: string | undefined): ContentRange | undefined {
  const match = value === undefined ? null : RANGE.exec(value);
  if (!match) return undefined;
  const first = Number(match[1]);
  const last = Number(match[2]);
  if (last < first) return undefined;
  return { first, last, total: match[3] === '*' ? undefined : Number(match[3]) };
}

/** The complete length from the `Content-Range: bytes *\/<total>` of a 416 answer, if present. */
export function unsatisfiedTotal(value: string | undefined): number | undefined {
  const match = value === undefined ? null : UNSATISFIED.exec(value);
  return match ? Number(match[1]) : undefined;
}
