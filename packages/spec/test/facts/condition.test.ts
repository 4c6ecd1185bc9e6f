import { describe, expect, it } from 'vitest';
import { CONDITIONS, Condition, isCondition } from '../../src/facts/index.js';

describe('Condition', () => {
  it('starts with NEW and contains FOR_PARTS_OR_NOT_WORKING', () => {
    expect(CONDITIONS[0]).toBe('NEW');
    expect(CONDITIONS).toContain('FOR_PARTS_OR_NOT_WORKING');
    expect(Condition.CERTIFIED_REFURBISHED).toBe('CERTIFIED_REFURBISHED');
  });

  it('has no duplicates and is frozen', () => {
    expect(new Set(CONDITIONS).size).toBe(CONDITIONS.length);
    expect(Object.isFrozen(CONDITIONS)).toBe(true);
  });

  it('guard accepts conditions and rejects display names and ids', () => {
    expect(isCondition('USED_GOOD')).toBe(true);
    expect(isCondition('Used')).toBe(false);
    expect(isCondition(1000)).toBe(false);
  });
});
