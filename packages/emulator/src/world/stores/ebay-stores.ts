// Sellers' eBay Stores (Trading GetStore, SetStoreCategories, GetStoreCategoryUpdateStatus, GetUser's StoreOwner):
// a Store's name and URL and its custom category tree. eBay opens a Store on its website (SetStore is
// decommissioned), so the emulator seeds one for the default test user and no one else.
import { DEFAULT_TEST_USER } from '../../oauth/test-user.js';
import { randomForSeed } from '../../random.js';

/** The category every Store has; listings of a deleted category land in it. */
export const OTHER_ID = '1';

/** One custom category of a Store. */
export interface StoreCategory {
  id: string;
  name: string;
  children: StoreCategory[];
}

/** A task's kind, as the Stores API names it (api:StoreTaskTypeEnum); Trading's Rename has none. */
export type StoreTaskType = 'ADD_STORE_CATEGORY' | 'MOVE_STORE_CATEGORY' | 'DELETE_STORE_CATEGORY';

/**
 * One change of a Store's categories, as the Stores API's getStoreTask reports it (api:StoreTaskStatusEnum) and
 * Trading's GetStoreCategoryUpdateStatus as `Complete`, `Pending` or `Failed`.
 */
export interface StoreTask {
  id: string;
  type?: StoreTaskType;
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
}

/** One seller's eBay Store. */
export interface Store {
  name: string;
  urlPath: string;
  description: string;
  openedAt: number;
  /** Top-level categories in display order. */
  categories: StoreCategory[];
  /** Category changes by task id, Trading's and the Stores API's alike: the newest 1000 (world/store-categories.ts). */
  tasks: Map<string, StoreTask>;
  lastTaskId: number;
}

/** Every seller's Store, and the next category id. */
export interface StoreState {
  stores: Map<string, Store>;
  nextId: number;
}

/** The Stores an emulator with `seed` starts with: the default test user's, and no one else's. */
export function seedEbayStores(seed: number): StoreState {
  const random = randomForSeed(seed, 'trading-store');
  const state: StoreState = { stores: new Map(), nextId: random.int(10_000, 90_000) * 1000 };
  const category = (name: string, children: StoreCategory[] = []): StoreCategory => ({
    id: newCategoryId(state),
    name,
    children,
  });
  state.stores.set(DEFAULT_TEST_USER, {
    name: 'Baykit Test Store',
    urlPath: 'baykitteststore',
    description: 'Lamps and lighting from the baykit test seller.',
    openedAt: Date.UTC(2020, 4, 1),
    categories: [
      category('Lighting', [category('Table Lamps'), category('Floor Lamps')]),
      category('Home Decor'),
      { id: OTHER_ID, name: 'Other', children: [] },
    ],
    tasks: new Map(),
    lastTaskId: 0,
  });
  return state;
}

/** A new custom category id, unique in this emulator. */
export function newCategoryId(state: StoreState): string {
  state.nextId += 1;
  return `${state.nextId}010`;
}
