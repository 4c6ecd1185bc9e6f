import type { CatalogEntry, CatalogGroup } from './catalog-search.js';

/** One row of the operation list: an area heading, an API or service heading, or an operation. */
export type ListRow =
  | { kind: 'area'; key: string; area: string }
  | { kind: 'group'; key: string; group: string }
  | { kind: 'entry'; key: string; entry: CatalogEntry };

/** Row heights in pixels; the stylesheet gives the rows exactly these heights (`.vrow-*`). */
export const ROW_HEIGHT: Record<ListRow['kind'], number> = { area: 30, group: 26, entry: 44 };

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

/** Where each row starts (`offsets[i]`) and the total height (`offsets[rows.length]`). */
export function rowOffsets(rows: readonly ListRow[]): number[] {
  const offsets = [0];
  let top = 0;
  for (const row of rows) offsets.push((top += ROW_HEIGHT[row.kind]));
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
