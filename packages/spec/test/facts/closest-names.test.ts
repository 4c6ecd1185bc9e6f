import { describe, expect, it } from 'vitest';
import { closestName, closestNames, editDistance } from '../../src/facts/index.js';

describe('closestNames', () => {
  it('counts a swap of two neighbours as one edit', () => {
    expect(editDistance('getitme', 'getitem')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('offers the names a misspelling was meant to be, closest first, case ignored', () => {
    expect(closestNames('getitme', ['GetItem', 'getItem', 'getItems', 'addItem', 'GetOrders'])).toEqual([
      'GetItem',
      'getItem',
      'getItems',
    ]);
    expect(closestNames('EBAY_USA', ['EBAY_US', 'EBAY_AU', 'EBAY_GB'], 1)).toEqual(['EBAY_US']);
  });

  it('offers nothing for an empty, overlong or far-off name', () => {
    expect(closestNames('', ['a'])).toEqual([]);
    expect(closestNames('x'.repeat(201), ['x'.repeat(201)])).toEqual([]);
    expect(closestNames('shipping', ['GetItem'])).toEqual([]);
  });

  it('closestName gives the first of closestNames: the closest, then the first in code-point order', () => {
    const names = ['GetItem', 'getItem', 'getItems', 'addItem', 'GetOrders'];
    expect(closestName('getitme', names)).toBe('GetItem');
    expect(closestName('getitme', names)).toBe(closestNames('getitme', names, 1)[0]);
    expect(closestName('EBAY_USA', ['EBAY_AU', 'EBAY_US'])).toBe('EBAY_US');
    expect(closestName('shipping', names)).toBeUndefined();
    expect(closestName('', ['a'])).toBeUndefined();
    expect(closestName('x'.repeat(201), ['x'.repeat(201)])).toBeUndefined();
  });

  it('closestName breaks a tie by code-point order whatever the order given, and offers a name exactly as far as allowed', () => {
    expect(closestName('getitme', ['getItem', 'GetItem'])).toBe('GetItem');
    expect(closestName('getitme', ['GetItem', 'getItem'])).toBe('GetItem');
    // 'abcdef' may be 2 edits from a name (a third of 6, at least 2): 2 is offered, 3 is not.
    expect(closestName('abcdef', ['abxdyf'])).toBe('abxdyf');
    expect(closestNames('abcdef', ['abxdyf'], 1)).toEqual(['abxdyf']);
    expect(closestName('abcdef', ['axxdyf'])).toBeUndefined();
    expect(closestNames('abcdef', ['axxdyf'], 1)).toEqual([]);
  });
});
