import type { CatalogEntry, CatalogGroup } from './catalog-search.js';

/** One row of the operation list: an area heading, an API or service heading, or an operation. */
export type ListRow =
  | { kind: 'area'; key: string; area: string }
  | { kind: 'group'; key: string; group: string }
  | { kind: 'entry'; key: string; entry: CatalogEntry };

/**
 * Row heights in pixels; the stylesheet gives the rows exactly these heights (`.vrow-*`). An entry's is the height
 * with its name on one line: each line more that its name and badge wrap onto adds `ENTRY_LINE` (the name's
 * `line-height`), so a long name is shown whole instead of cut.
 */
export const ROW_HEIGHT: Record<ListRow['kind'], number> = { area: 30, group: 26, entry: 44 };
export const ENTRY_LINE = 20;

/**
 * An operation name in the pieces it may wrap between: before each capital that follows a small letter or a
 * digit (`createOrReplaceInventoryItem` → `create`, `Or`, `Replace`, `Inventory`, `Item`). The list puts a
 * `<wbr>` between them, so it wraps at word starts, never inside a word.
 */
export function nameChunks(name: string): string[] {
  return name.split(/(?<=[a-z0-9])(?=[A-Z])/);
}

/**
 * How many lines an entry's name and badges take in a box `width` pixels wide: the name's pieces (`chunks`, their
 * widths) filled greedily line by line, as the browser wraps them, then each badge (`badges`, their widths with
 * their margins, in order; boxes that are never split) on the last line or, if it does not fit there, a line of its
 * own. A piece wider than the box is split anywhere (the stylesheet's `overflow-wrap: anywhere`).
 */
export function entryLines(chunks: readonly number[], badges: readonly number[], width: number): number {
  if (!(width > 0)) return 1;
  let lines = 1;
  let used = 0;
  const place = (piece: number) => {
    if (used > 0 && used + piece > width) {
      lines++;
      used = 0;
    }
    if (piece > width) {
      lines += Math.ceil(piece / width) - 1;
      used = piece % width || width;
    } else used += piece;
  };
  for (const chunk of chunks) place(chunk);
  for (const badge of badges) place(badge);
  return lines;
}

/** The grouped entries as one list of rows, headings before their entries. */
export function listRows(groups: readonly CatalogGroup[]): ListRow[] {
  const rows: ListRow[] = [];
  for (const area of groups) {
    rows.push({ kind: 'area', key: `area:${area.area}`, area: area.area });
    for (const group of area.groups) {
      rows.push({ kind: 'group', key: `group:${area.area}:${group.group}`, group: group.group });
      for (const entry of group.entries) rows.push({ kind: 'entry', key: entry.key, entry });
    }
  }
  return rows;
}

/** The height of an entry row whose name and badge take `lines` lines. */
export function entryHeight(lines: number): number {
  return ROW_HEIGHT.entry + Math.max(0, lines - 1) * ENTRY_LINE;
}

/**
 * Where each row starts (`offsets[i]`) and the total height (`offsets[rows.length]`); `heightOf` gives a row's
 * height (by default its kind's, `ROW_HEIGHT`).
 */
export function rowOffsets(
  rows: readonly ListRow[],
  heightOf: (row: ListRow) => number = (row) => ROW_HEIGHT[row.kind],
): number[] {
  const offsets = [0];
  let top = 0;
  for (const row of rows) offsets.push((top += heightOf(row)));
  return offsets;
}

/**
 * The rows to render for a viewport: from the row at `scrollTop` to the one at its bottom, with `overscan`
 * pixels either side so a quick scroll or a Tab to the next row finds it rendered. `end` is exclusive.
 */
export function visibleRows(
  offsets: readonly number[],
  scrollTop: number,
  height: number,
  overscan = 400,
): { start: number; end: number } {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const start = Math.max(0, rowAt(offsets, scrollTop - overscan));
  const end = Math.min(count, rowAt(offsets, scrollTop + height + overscan) + 1);
  return { start, end };
}

/** The index of the row that contains pixel `y` (binary search; clamped to the list). */
function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((offsets[middle] ?? 0) <= y) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}
