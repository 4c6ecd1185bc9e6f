/** A parsed `Range` header: inclusive byte positions, or why it cannot be served. */
export type RangeResult =
  { ok: true; start: number; end: number } | { ok: false; reason: 'format' | 'order' | 'unsatisfiable' };

/**
 * Parses `bytes=<start>-<end>` (or `bytes=<start>-`) against a file of `total` bytes. An end past the file is
 * cut to the last byte (HTTP semantics); a start at or past the end of the file is unsatisfiable (416).
 */
export function parseRange(header: string, total: number): RangeResult {
  const match = /^\s*bytes\s*=\s*(\d+)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { ok: false, reason: 'format' };
  const start = Number(match[1]);
  const end = match[2] === '' || match[2] === undefined ? total - 1 : Number(match[2]);
  if (end < start) return { ok: false, reason: 'order' };
  if (start >= total) return { ok: false, reason: 'unsatisfiable' };
  return { ok: true, start, end: Math.min(end, total - 1) };
}
