// The category tree codegen writes into @baykit/spec: one line per category (level, id, name), depth first, after
// checking what that compact form relies on.
import { describe, expect, it } from 'vitest';
import { categoryLines, emitCategoryTree } from '../src/emit/categories.js';
import type { CategoryTreeInput } from '../src/inputs.js';

const tree = (rows: CategoryTreeInput['rows']): CategoryTreeInput => ({
  categoryTreeId: '0',
  categoryTreeVersion: '134',
  marketplaceId: 'EBAY_US',
  date: '2026-05-23',
  sources: { structure: 'a@1:b.csv' },
  rows,
});

describe('categoryLines', () => {
  it('writes each category under its parent, depth first, keeping the order of siblings', () => {
    const lines = categoryLines(
      tree([
        ['1', null, 'Top A', false],
        ['2', null, 'Top B', false],
        ['11', '1', 'Leaf A1', true],
        ['21', '2', 'Leaf B1', true],
        ['12', '1', 'Leaf A2', true],
      ]),
    );
    expect(lines).toEqual(['1\t1\tTop A', '2\t11\tLeaf A1', '2\t12\tLeaf A2', '1\t2\tTop B', '2\t21\tLeaf B1']);
  });

  it('refuses a dump whose order or leaf flags the compact form cannot keep', () => {
    expect(() => categoryLines(tree([['11', '1', 'Orphan', true]]))).toThrow(/comes before its parent/);
    expect(() =>
      categoryLines(
        tree([
          ['1', null, 'Top', true],
          ['11', '1', 'Child', true],
        ]),
      ),
    ).toThrow(/marked leaf/);
    expect(() => categoryLines(tree([['1', null, 'Top', false]]))).toThrow(/marked not leaf but has 0/);
    expect(() => categoryLines(tree([['1', null, 'Tab\there', true]]))).toThrow(/tab or a line break/);
  });
});

describe('emitCategoryTree', () => {
  it('keeps names with a backtick, a backslash or ${ as text inside the template literal', () => {
    const text = emitCategoryTree(tree([['1', null, 'A `b` \\ ${c}', true]]));
    expect(text).toContain('rows: `1\t1\tA \\`b\\` \\\\ \\${c}`,');
    expect(text).toContain('export const EBAY_US_CATEGORY_TREE: CategoryTreeData = {');
    expect(text).toContain('  categoryCount: 1,\n  leafCount: 1,');
  });
});
