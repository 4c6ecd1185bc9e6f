// @baykit/spec/categories: eBay's EBAY_US category tree as codegen wrote it, read back whole.
import { describe, expect, it } from 'vitest';
import { CATEGORY_TREES, categoryRows, EBAY_US_CATEGORY_TREE } from '../src/categories/index.js';

describe('categoryRows(EBAY_US_CATEGORY_TREE)', () => {
  const rows = categoryRows(EBAY_US_CATEGORY_TREE);
  const byId = new Map(rows.map((row) => [row.categoryId, row]));

  it('reads tree 0, version 134: 17 104 categories, 15 111 leaves, 34 at the top level', () => {
    expect(CATEGORY_TREES).toEqual([EBAY_US_CATEGORY_TREE]);
    expect([EBAY_US_CATEGORY_TREE.categoryTreeId, EBAY_US_CATEGORY_TREE.categoryTreeVersion]).toEqual(['0', '134']);
    expect(rows.length).toBe(17_104);
    expect(byId.size).toBe(17_104);
    expect(rows.filter((row) => row.leaf).length).toBe(15_111);
    expect(rows.filter((row) => row.parentId === null).map((row) => row.categoryName)).toHaveLength(34);
    expect([EBAY_US_CATEGORY_TREE.categoryCount, EBAY_US_CATEGORY_TREE.leafCount]).toEqual([17_104, 15_111]);
  });

  it('puts every parent before its children, one level up, and calls a category a leaf when it has none', () => {
    const seen = new Set<string>();
    const parents = new Set(rows.map((row) => row.parentId));
    const wrong: string[] = [];
    for (const row of rows) {
      const parent = row.parentId === null ? undefined : byId.get(row.parentId);
      if (row.parentId !== null && !seen.has(row.parentId)) wrong.push(`${row.categoryId} before its parent`);
      if (row.level !== (parent ? parent.level + 1 : 1)) wrong.push(`${row.categoryId} at level ${row.level}`);
      if (row.leaf === parents.has(row.categoryId)) wrong.push(`${row.categoryId} leaf ${row.leaf}`);
      seen.add(row.categoryId);
    }
    expect(wrong).toEqual([]);
  });

  it('names the categories as eBay does, 30120 (eBay’s createOffer sample) included', () => {
    expect(byId.get('30120')).toEqual({
      categoryId: '30120',
      parentId: '14112',
      categoryName: 'eBay Use Only',
      level: 3,
      leaf: true,
    });
    expect(byId.get('9355')).toMatchObject({
      categoryName: 'Cell Phones & Smartphones',
      parentId: '15032',
      leaf: true,
    });
    expect(byId.get('11450')?.categoryName).toBe('Clothing, Shoes & Accessories');
  });
});
