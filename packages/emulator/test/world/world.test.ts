import { describe, expect, it } from 'vitest';
import { World } from '../../src/world/world.js';
import type { FulfillmentOrder } from '../../src/world/stores/orders.js';

// The World makes each store from the seed the first time it is read. What a seeded store holds must depend on the
// seed alone: not on which stores were read before it, nor on orders placed before its first use.

/** A store's data as plain JSON (maps and sets as lists of entries). */
function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => (v instanceof Map || v instanceof Set ? [...v.entries()] : v)),
  );
}

/** The seeded stores of `world`, read in `order`. */
function seededStores(world: World, order: readonly (keyof World)[]): Record<string, unknown> {
  return Object.fromEntries(order.map((name) => [name, plain(world[name])]));
}

const SEEDED: readonly (keyof World)[] = [
  'listings',
  'orders',
  'paymentDisputes',
  'postOrder',
  'feedback',
  'messages',
  'ebayStores',
  'inventory',
  'checkouts',
  'media',
];

describe('World', () => {
  it('makes the same seeded stores whatever order they are first read in', () => {
    const first = seededStores(new World(7), SEEDED);
    const reversed = seededStores(new World(7), [...SEEDED].reverse());
    expect(reversed).toEqual(first);
  });

  it('seeds disputes, returns, feedback and messages from the seeded orders, not from orders placed since', () => {
    const untouched = seededStores(new World(7), SEEDED);
    const world = new World(7);
    const placed: FulfillmentOrder = { ...world.orders.seeded[0]!, orderId: '29-99999-99999', buyer: 'someone_else' };
    world.orders.orders.unshift(placed);
    world.orders.byId.set(placed.orderId, placed);
    const after = seededStores(world, ['paymentDisputes', 'postOrder', 'feedback', 'messages']);
    for (const name of ['paymentDisputes', 'postOrder', 'feedback', 'messages'])
      expect(after[name]).toEqual(untouched[name]);
  });

  it('makes other data for another seed, and a new store for a new World', () => {
    const world = new World(7);
    expect(plain(new World(8).orders)).not.toEqual(plain(world.orders));
    expect(world.orders).toBe(world.orders);
    expect(new World(7).orders).not.toBe(world.orders);
  });
});
