import { describe, expect, it } from 'vitest';
import { catalogEntries, groupEntries } from '../../src/core/catalog-search.js';
import {
  ENTRY_LINE,
  entryHeight,
  entryLines,
  listRows,
  nameChunks,
  ROW_HEIGHT,
  rowOffsets,
  visibleRows,
} from '../../src/core/virtual-list.js';
import { fullCatalog } from './fixtures.js';

const entries = catalogEntries(fullCatalog());

describe('operation list rows', () => {
  it('holds every operation once, each after its area and group headings', () => {
    const rows = listRows(groupEntries(entries));
    const keys = rows.flatMap((row) => (row.kind === 'entry' ? [row.key] : []));
    expect(keys).toHaveLength(entries.length);
    expect(new Set(keys).size).toBe(entries.length);
    expect(rows[0]).toMatchObject({ kind: 'area', area: 'buy' });
    expect(rows[1]).toMatchObject({ kind: 'group', group: 'buy.browse' });
    expect(rows[2]?.kind).toBe('entry');
  });

  it('measures rows by kind and finds the window of rows to render', () => {
    const rows = listRows(groupEntries(entries));
    const offsets = rowOffsets(rows);
    expect(offsets).toHaveLength(rows.length + 1);
    expect(offsets[1]).toBe(ROW_HEIGHT.area);
    expect(offsets[2]).toBe(ROW_HEIGHT.area + ROW_HEIGHT.group);
    const top = visibleRows(offsets, 0, 600, 0);
    expect(top.start).toBe(0);
    expect(offsets[top.end]).toBeGreaterThanOrEqual(600);
    expect(offsets[top.end - 1]).toBeLessThan(600);
    const total = offsets.at(-1) ?? 0;
    const bottom = visibleRows(offsets, total - 600, 600, 0);
    expect(bottom.end).toBe(rows.length);
    expect(offsets[bottom.start]).toBeLessThanOrEqual(total - 600);
    // Far fewer rows rendered than there are.
    expect(bottom.end - bottom.start).toBeLessThan(30);
  });

  it('widens the window by the overscan and stays inside the list', () => {
    const offsets = rowOffsets(listRows(groupEntries(entries)));
    const middle = visibleRows(offsets, 5000, 600, 0);
    const wide = visibleRows(offsets, 5000, 600, 400);
    expect(wide.start).toBeLessThan(middle.start);
    expect(wide.end).toBeGreaterThan(middle.end);
    expect(visibleRows([0], 0, 600)).toEqual({ start: 0, end: 0 });
    expect(visibleRows(offsets, -100, 600, 0).start).toBe(0);
  });

  it('splits a name at its word starts, and puts each piece back', () => {
    expect(nameChunks('createOrReplaceInventoryItem')).toEqual(['create', 'Or', 'Replace', 'Inventory', 'Item']);
    expect(nameChunks('GetSellingManagerTemplateAutomationRule')).toEqual([
      'Get',
      'Selling',
      'Manager',
      'Template',
      'Automation',
      'Rule',
    ]);
    expect(nameChunks('getItem')).toEqual(['get', 'Item']);
    expect(nameChunks('v1Search')).toEqual(['v1', 'Search']);
    expect(nameChunks('ABC')).toEqual(['ABC']);
    for (const entry of entries) expect(nameChunks(entry.title).join('')).toBe(entry.title);
  });

  it('counts the lines a name and its badges wrap onto, and grows an entry row by a line each', () => {
    // Pieces 40 px wide in a 100 px box: two a line.
    expect(entryLines([40, 40], [], 100)).toBe(1);
    expect(entryLines([40, 40, 40], [], 100)).toBe(2);
    // The badge goes on the name's last line when it fits, else on a line of its own.
    expect(entryLines([40], [50], 100)).toBe(1);
    expect(entryLines([40, 40], [50], 100)).toBe(2);
    expect(entryLines([40, 40, 40], [50], 100)).toBe(2);
    // Two badges (a lifecycle and a guarded one) are placed one after the other, each whole.
    expect(entryLines([40], [30, 30], 100)).toBe(1);
    expect(entryLines([40], [30, 40], 100)).toBe(2);
    // A piece wider than the box is split anywhere.
    expect(entryLines([250], [], 100)).toBe(3);
    expect(entryLines([10, 250], [], 100)).toBe(4);
    // Not measured (no width): one line.
    expect(entryLines([400], [90], 0)).toBe(1);
    expect(entryHeight(1)).toBe(ROW_HEIGHT.entry);
    expect(entryHeight(3)).toBe(ROW_HEIGHT.entry + 2 * ENTRY_LINE);
    const rows = listRows(groupEntries(entries));
    const offsets = rowOffsets(rows, (row) => (row.kind === 'entry' ? entryHeight(2) : ROW_HEIGHT[row.kind]));
    expect(offsets[3]! - offsets[2]!).toBe(ROW_HEIGHT.entry + ENTRY_LINE);
  });
});
