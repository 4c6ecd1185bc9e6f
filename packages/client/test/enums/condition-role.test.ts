import { describe, expect, it } from 'vitest';
import { CONDITIONS, Condition, ROLES, Role, isCondition, isRole } from '../../src/enums/index.js';

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

describe('Role', () => {
  it('is BUYER and SELLER', () => {
    expect(ROLES).toEqual([Role.BUYER, Role.SELLER]);
    expect(Role).toEqual({ BUYER: 'BUYER', SELLER: 'SELLER' });
  });

  it('guard accepts only the two upper-case roles', () => {
    expect(isRole('BUYER')).toBe(true);
    expect(isRole('SELLER')).toBe(true);
    expect(isRole('seller')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
