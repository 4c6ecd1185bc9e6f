import { describe, expect, it } from 'vitest';
import { canonicalText, diffResponses, diffSummary } from '../../src/core/response-diff.js';

describe('diffResponses', () => {
  it('shows no change when only key order differs', () => {
    const lines = diffResponses(
      { b: 1, a: { y: 2, x: [1, { d: 4, c: 3 }] } },
      { a: { x: [1, { c: 3, d: 4 }], y: 2 }, b: 1 },
    );
    expect(lines.every((line) => line.kind === 'same')).toBe(true);
    expect(diffSummary(lines)).toEqual({ added: 0, removed: 0 });
  });

  it('marks changed lines as removed then added, keeping the rest as context', () => {
    const lines = diffResponses(
      { itemId: 'v1|1|0', price: { value: '9.99' } },
      { itemId: 'v1|1|0', price: { value: '12.00' } },
    );
    expect(lines).toEqual([
      { kind: 'same', text: '{' },
      { kind: 'same', text: '  "itemId": "v1|1|0",' },
      { kind: 'same', text: '  "price": {' },
      { kind: 'removed', text: '    "value": "9.99"' },
      { kind: 'added', text: '    "value": "12.00"' },
      { kind: 'same', text: '  }' },
      { kind: 'same', text: '}' },
    ]);
    expect(diffSummary(lines)).toEqual({ added: 1, removed: 1 });
  });

  it('counts added keys and removed array items', () => {
    const summary = diffSummary(diffResponses({ items: [1, 2, 3] }, { items: [1, 3], total: 2 }));
    expect(summary.removed).toBeGreaterThanOrEqual(1);
    expect(summary.added).toBeGreaterThanOrEqual(1);
  });

  it('diffs a missing response against a present one as all added', () => {
    const lines = diffResponses(undefined, { a: 1 });
    expect(lines.map((line) => line.kind)).toEqual(['added', 'added', 'added']);
    expect(diffResponses(undefined, undefined)).toEqual([]);
  });

  it('handles strings and primitives', () => {
    expect(diffResponses('same', 'same')).toEqual([{ kind: 'same', text: '"same"' }]);
    expect(diffSummary(diffResponses(1, 2))).toEqual({ added: 1, removed: 1 });
    expect(canonicalText(null)).toBe('null\n');
  });
});
