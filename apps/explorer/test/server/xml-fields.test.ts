import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tradingFieldLists } from '../../server/catalog/xml-fields.js';

describe("field lists of Trading calls (from eBay's schema in @baykit/spec)", () => {
  it("lists AddFixedPriceItem fields with nested Item fields, eBay's types, required marks and enumeration values", async () => {
    const lists = await tradingFieldLists();
    const add = lists.get('AddFixedPriceItem') ?? [];
    expect(add.find((field) => field.path === 'Item')).toMatchObject({ type: 'ItemType', required: true });
    expect(add.some((field) => field.path.startsWith('Item.'))).toBe(true);
    expect(add.find((field) => field.path === 'DetailLevel')).toMatchObject({
      type: 'DetailLevelCodeType[]',
      required: false,
    });
    expect(add.find((field) => field.path === 'DetailLevel')?.note).toMatch(/^one of .*ReturnAll/);
    expect(lists.get('GetItem')?.find((field) => field.path === 'ItemID')).toMatchObject({
      required: true,
      note: 'or SKU',
    });
    const orders = lists.get('GetOrders') ?? [];
    expect(orders.length).toBeGreaterThan(3);
    expect(lists.has('GetMyeBaySelling')).toBe(true);
    expect(lists.has('NoSuchCall')).toBe(false);
  });

  it('runs no TypeScript compiler: no server module imports typescript', () => {
    const server = join(import.meta.dirname, '../../server');
    const importers = readdirSync(server)
      .filter((name) => name.endsWith('.ts'))
      .filter((name) => /from 'typescript'|import\('typescript'\)/.test(readFileSync(join(server, name), 'utf8')));
    expect(importers).toEqual([]);
  });
});
