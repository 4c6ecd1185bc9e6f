import { describe, expect, it } from 'vitest';
import { isJsonContainer, jsonChildren, jsonNodeSummary, parseJsonBody } from '../../src/core/json-view.js';

describe('jsonNodeSummary', () => {
  it('summarizes objects and arrays by size, with singular and empty forms', () => {
    expect(jsonNodeSummary({ a: 1, b: 2, c: 3 })).toBe('{3 keys}');
    expect(jsonNodeSummary({ a: 1 })).toBe('{1 key}');
    expect(jsonNodeSummary({})).toBe('{}');
    expect(jsonNodeSummary(Array.from({ length: 10 }, (_, i) => i))).toBe('[10 items]');
    expect(jsonNodeSummary(['x'])).toBe('[1 item]');
    expect(jsonNodeSummary([])).toBe('[]');
  });

  it('shows leaves as JSON, cutting long strings', () => {
    expect(jsonNodeSummary('text')).toBe('"text"');
    expect(jsonNodeSummary('x'.repeat(100))).toBe(`"${'x'.repeat(60)}…"`);
    expect(jsonNodeSummary(42)).toBe('42');
    expect(jsonNodeSummary(false)).toBe('false');
    expect(jsonNodeSummary(null)).toBe('null');
  });
});

describe('jsonChildren and isJsonContainer', () => {
  it('lists keys of objects and indexes of arrays, nothing for leaves', () => {
    expect(jsonChildren({ a: 1, b: [2] })).toEqual([
      ['a', 1],
      ['b', [2]],
    ]);
    expect(jsonChildren(['x', 'y'])).toEqual([
      ['0', 'x'],
      ['1', 'y'],
    ]);
    expect(jsonChildren('leaf')).toEqual([]);
    expect(isJsonContainer([])).toBe(true);
    expect(isJsonContainer(null)).toBe(false);
  });
});

describe('parseJsonBody', () => {
  it('parses JSON text and refuses empty or non-JSON text', () => {
    expect(parseJsonBody('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseJsonBody('3')).toEqual({ ok: true, value: 3 });
    expect(parseJsonBody('   ')).toEqual({ ok: false });
    expect(parseJsonBody('<xml/>')).toEqual({ ok: false });
  });
});
