import { describe, expect, it } from 'vitest';
import { tradingFieldLists } from '../../server/xml-fields.js';

describe("typed field lists of Trading calls (from baykit's types)", () => {
  it('lists AddFixedPriceItem fields with nested Item fields, types, required marks and notes', async () => {
    const lists = await tradingFieldLists();
    const add = lists.get('AddFixedPriceItem') ?? [];
    expect(add.find((field) => field.path === 'Item')).toMatchObject({ type: 'ItemInput', required: true });
    expect(add.some((field) => field.path.startsWith('Item.'))).toBe(true);
    expect(add.find((field) => field.path === 'DetailLevel')).toMatchObject({ required: false });
    const orders = lists.get('GetOrders') ?? [];
    expect(orders.length).toBeGreaterThan(3);
    expect(lists.has('GetMyeBaySelling')).toBe(true);
    expect(lists.has('NoSuchCall')).toBe(false);
  }, 60_000);
});
