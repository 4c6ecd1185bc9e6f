import { describe, expect, it } from 'vitest';
import { jsonPreview } from '../../src/core/json-preview.js';

const item = (n: number) => ({
  itemId: `v1|${n}|0`,
  title: `Lamp ${n}`,
  price: { value: `${n}.00`, currency: 'USD' },
  condition: 'New',
  image: { imageUrl: 'https://i.ebayimg.com/x.jpg' },
});

describe('jsonPreview', () => {
  it("previews an array by its first items' telling fields, in the preference order", () => {
    const preview = jsonPreview([item(1), item(2), item(3), item(4)]);
    expect(preview.startsWith('{itemId: "v1|1|0", title: "Lamp 1", price.value: "1.00"}, {itemId: "v1|2|0"')).toBe(
      true,
    );
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(124);
  });

  it('previews Trading records by their PascalCase ids, and orders by orderId and sku', () => {
    expect(jsonPreview([{ ItemID: '1100', Title: 'Phone', Quantity: '3' }])).toBe('{ItemID: "1100", Title: "Phone"}');
    expect(jsonPreview({ orderId: '01-1', buyer: { username: 'ann' }, lineItems: [{ sku: 'A' }] })).toBe(
      'orderId: "01-1", …',
    );
  });

  it('falls back on the first plain fields, then on nested ones by their size', () => {
    expect(jsonPreview({ a: { b: 1 }, count: 2, ok: true, when: null, more: 'x' })).toBe(
      'count: 2, ok: true, when: null, …',
    );
    expect(jsonPreview({ ItemArray: { Item: [1, 2] } })).toBe('ItemArray: {1 key}');
    expect(jsonPreview([{ Item: [1, 2, 3] }])).toBe('{Item: [3 items]}');
  });

  it('cuts long values and shows plain items and nested lists as they are', () => {
    expect(jsonPreview({ description: 'x'.repeat(100) })).toBe(`description: "${'x'.repeat(23)}…"`);
    expect(jsonPreview(['a', 2, null, false])).toBe('"a", 2, null, …');
    expect(jsonPreview([[1, 2], []])).toBe('[2 items], []');
  });

  it('keeps the line short however wide the records are', () => {
    const wide = Array.from({ length: 200 }, (_, n) => ({ title: `${'T'.repeat(20)}${n}`, sku: `S${n}` }));
    const preview = jsonPreview(wide);
    expect(preview.length).toBeLessThanOrEqual(124);
    expect(preview.endsWith(', …')).toBe(true);
  });

  it('has nothing for leaves and empty containers', () => {
    expect(jsonPreview('text')).toBe('');
    expect(jsonPreview(3)).toBe('');
    expect(jsonPreview(null)).toBe('');
    expect(jsonPreview([])).toBe('');
    expect(jsonPreview({})).toBe('');
  });
});
