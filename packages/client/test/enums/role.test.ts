import { describe, expect, it } from 'vitest';
import { ROLES, Role, isRole } from '../../src/enums/index.js';

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
