/** Which side of a transaction a caller acts for (Post-Order `role` query values). */
export const Role = {
  BUYER: 'BUYER',
  SELLER: 'SELLER',
} as const;

/** `'BUYER'` or `'SELLER'`. */
export type Role = (typeof Role)[keyof typeof Role];

/** Both roles, buyer first. */
export const ROLES: readonly Role[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.values(Role));

/** True when `value` is `'BUYER'` or `'SELLER'`. */
export function isRole(value: unknown): value is Role {
  return value === Role.BUYER || value === Role.SELLER;
}
