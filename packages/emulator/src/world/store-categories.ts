// The rules of a seller's eBay Store category tree, shared by Trading (SetStoreCategories, GetStore,
// GetStoreCategoryUpdateStatus, xml/trading-store.ts) and the Sell Stores API (flows/stores.ts): one tree, one task
// list, whichever API changes it (docs/ebay-facts.md#stores).
import { OTHER_ID, type Store, type StoreCategory, type StoreTask, type StoreTaskType } from './stores/ebay-stores.js';

/**
 * At most 300 custom categories (the "Other" category aside) in three levels: eBay's Trading user guide
 * (https://developer.ebay.com/api-docs/user-guides/static/trading-user-guide/store-categories.html) and the Stores
 * API's StoreCategoryType (https://developer.ebay.com/api-docs/sell/stores/types/api:StoreCategoryType).
 */
export const MAX_STORE_CATEGORIES = 300;
export const MAX_STORE_LEVELS = 3;
/** The parent id that names the top level (`DestinationParentCategoryID`, `destinationParentCategoryId`). */
export const TOP_LEVEL = '-999';
/** The tasks a Store keeps (the emulator's bound on stored state: the oldest go first). */
const MAX_TASKS = 1000;

/** One category where it sits: the list that holds it (its parent's children, or the top level) and its level. */
export interface PlacedCategory {
  category: StoreCategory;
  siblings: StoreCategory[];
  /** 1 for the top level. */
  level: number;
}

/** Each category of `categories` and below, parents first. */
export function* walkCategories(categories: StoreCategory[], level = 1): Generator<PlacedCategory> {
  for (const category of categories) {
    yield { category, siblings: categories, level };
    yield* walkCategories(category.children, level + 1);
  }
}

/** The category `id` of the Store, or undefined. */
export function findCategory(store: Store, id: string): PlacedCategory | undefined {
  for (const entry of walkCategories(store.categories)) if (entry.category.id === id) return entry;
  return undefined;
}

/** Levels at and below `category` (1 for a leaf). */
export function categoryDepth(category: StoreCategory): number {
  return 1 + Math.max(0, ...category.children.map(categoryDepth));
}

/** The Store's custom categories: every category but "Other". */
export function customCategoryCount(store: Store): number {
  let count = 0;
  for (const entry of walkCategories(store.categories)) if (entry.category.id !== OTHER_ID) count += 1;
  return count;
}

/** Whether `id` is `category` or a category below it. */
export function isWithin(category: StoreCategory, id: string): boolean {
  for (const entry of walkCategories([category])) if (entry.category.id === id) return true;
  return false;
}

/** Puts `categories` at the end of `list`, before "Other", which stays last at the top level. */
export function placeCategories(list: StoreCategory[], categories: StoreCategory[]): void {
  const other = list.findIndex((c) => c.id === OTHER_ID);
  list.splice(other < 0 ? list.length : other, 0, ...categories);
}

/**
 * Records a change as a task of the Store and returns it. The emulator makes every change at once, so the task is
 * `COMPLETED`: eBay processes a change synchronously when it affects few listings (SetStoreCategories,
 * https://developer.ebay.com/devzone/xml/docs/reference/ebay/SetStoreCategories.html), and no listing sits in an
 * emulated Store category. Trading and the Stores API share the ids.
 */
export function recordStoreTask(store: Store, type: StoreTaskType | undefined): StoreTask {
  const task: StoreTask = { id: String(++store.lastTaskId), status: 'COMPLETED', ...(type ? { type } : {}) };
  store.tasks.set(task.id, task);
  // The oldest task goes first (a Map keeps insertion order), so repeated changes cannot grow the state without end.
  for (const old of store.tasks.keys()) {
    if (store.tasks.size <= MAX_TASKS) break;
    store.tasks.delete(old);
  }
  return task;
}
