// Trading's calls and request fields as data, from eBay's schema: what the explorer's forms and `baykit ops trading` show.
import { describe, expect, it } from 'vitest';
import { loadTradingSchema, tradingCallFields, tradingCalls } from '../src/index.js';

const schema = await loadTradingSchema();

describe('tradingCallFields', () => {
  it("lists a call's fields with nested ones, eBay's types, repeats, required marks and enumeration values", () => {
    const add = tradingCallFields(schema, 'AddFixedPriceItem') ?? [];
    expect(add.find((f) => f.path === 'Item')).toMatchObject({ type: 'ItemType', required: true, complex: true });
    expect(add.find((f) => f.path === 'Item.Title')).toMatchObject({ type: 'string', required: false });
    expect(add.find((f) => f.path === 'DetailLevel')).toMatchObject({ list: true, required: false });
    expect(add.find((f) => f.path === 'DetailLevel')?.values).toContain('ReturnAll');
    expect(add.some((f) => f.path.split('.').length > 2)).toBe(false);
    const get = tradingCallFields(schema, 'GetItem') ?? [];
    expect(get.find((f) => f.path === 'ItemID')).toMatchObject({ required: true, oneOf: ['SKU'] });
  });

  it('walks deeper on request, stops at the row limit, and knows no call the schema lacks', () => {
    expect(
      (tradingCallFields(schema, 'AddItem', 3) ?? []).some((f) => f.path === 'Item.PrimaryCategory.CategoryID'),
    ).toBe(true);
    expect(tradingCallFields(schema, 'AddItem', 3, 10)).toHaveLength(10);
    expect(tradingCallFields(schema, 'NoSuchCall')).toBeUndefined();
    expect(tradingCalls(schema)).toContain('GetMyeBaySelling');
  });
});
