import type { EmulatorContext } from '../context.js';
import {
  categoryDepth as depth,
  customCategoryCount,
  findCategory as find,
  MAX_STORE_CATEGORIES as MAX_CATEGORIES,
  MAX_STORE_LEVELS as MAX_LEVELS,
  placeCategories,
  recordStoreTask,
  TOP_LEVEL,
  walkCategories as walk,
  type PlacedCategory as Placed,
} from '../world/store-categories.js';
import {
  newCategoryId,
  OTHER_ID,
  type Store,
  type StoreCategory,
  type StoreTask,
} from '../world/stores/ebay-stores.js';
import { list, record, text } from './request-body.js';
import { failure, invalidField, success, type TradingCall, type TradingCallResult } from './trading-call.js';

// A seller's eBay Store (GetStore, SetStoreCategories, GetStoreCategoryUpdateStatus): its name and URL and its
// custom category tree. eBay opens a Store on its website (SetStore is decommissioned), so the emulator seeds one
// for the default test user and no one else; every change goes through SetStoreCategories.

/** Trading's name limit (docs/ebay-facts.md#stores, low confidence); the Stores API allows 35 (flows/stores.ts). */
const MAX_NAME = 30;
/** Trading's words for a task's status (TaskStatusCodeType). */
const TRADING_STATUS: Readonly<Record<StoreTask['status'], string>> = {
  PENDING: 'Pending',
  COMPLETED: 'Complete',
  FAILED: 'Failed',
};

/** Whether `user` has an eBay Store (GetUser's `SellerInfo.StoreOwner`). */
export function hasStore(ctx: EmulatorContext, user: string): boolean {
  return ctx.state.world.ebayStores.stores.has(user);
}

/** The refusal of a Store call by a user without a Store (docs/ebay-facts.md#stores). */
function noStore(user: string): TradingCallResult {
  return failure({
    code: '13003',
    shortMessage: 'The user is not a Store owner.',
    longMessage: `The user "${user}" does not have an eBay Store.`,
    parameters: [user],
  });
}

function render(categories: StoreCategory[], levels: number): Record<string, unknown>[] {
  return categories.map((c, i) => ({
    CategoryID: c.id,
    Name: c.name,
    Order: String(i + 1),
    ...(c.children.length && levels > 1 ? { ChildCategory: render(c.children, levels - 1) } : {}),
  }));
}

/**
 * GetStore: the caller's Store (or `UserID`'s): name, URL and custom categories, or only the categories with
 * `CategoryStructureOnly`; `RootCategoryID` starts the tree at one category, `LevelLimit` cuts it.
 */
export const getStore: TradingCall = ({ ctx, fields, user }) => {
  const owner = text(fields.UserID) || user;
  const store = ctx.state.world.ebayStores.stores.get(owner);
  if (!store) return noStore(owner);
  const levels = Math.max(1, Math.floor(Number(text(fields.LevelLimit))) || MAX_LEVELS);
  const rootId = text(fields.RootCategoryID);
  let categories = store.categories;
  if (rootId) {
    const root = find(store, rootId);
    if (!root) return invalidField('RootCategoryID');
    categories = [root.category];
  }
  const custom = categories.length ? { CustomCategory: render(categories, levels) } : '';
  if (text(fields.CategoryStructureOnly) === 'true') return success({ Store: { CustomCategories: custom } });
  return success({
    Store: {
      Name: store.name,
      URLPath: store.urlPath,
      URL: `https://www.ebay.com/str/${store.urlPath}`,
      Description: store.description,
      CustomCategories: custom,
      LastOpenedTime: new Date(store.openedAt).toISOString(),
    },
  });
};

/** The Stores API's name of each action's task; it has no rename task (api:StoreTaskTypeEnum). */
const TASK_TYPE: Readonly<Record<string, StoreTask['type']>> = {
  Add: 'ADD_STORE_CATEGORY',
  Move: 'MOVE_STORE_CATEGORY',
  Delete: 'DELETE_STORE_CATEGORY',
};

interface Requested {
  id: string;
  name: string;
  children: Requested[];
}

function requested(value: unknown): Requested[] {
  return list(value).map((entry) => {
    const c = record(entry);
    return { id: text(c.CategoryID), name: text(c.Name).trim(), children: requested(c.ChildCategory) };
  });
}

const count = (categories: readonly Requested[]): number => categories.reduce((n, c) => n + 1 + count(c.children), 0);

/** The categories `given` names, or undefined when one is unknown (or is "Other", unless `other` is allowed). */
function existing(store: Store, given: readonly Requested[], other: boolean): Placed[] | undefined {
  const found: Placed[] = [];
  for (const c of given) {
    const at = find(store, c.id);
    if (!at || (!other && c.id === OTHER_ID)) return undefined;
    found.push(at);
  }
  return found;
}

/** The parent list `DestinationParentCategoryID` names (the top level when absent or -999), and its level. */
function destination(
  store: Store,
  fields: Record<string, unknown>,
): { list: StoreCategory[]; level: number } | undefined {
  const parentId = text(fields.DestinationParentCategoryID);
  if (!parentId || parentId === TOP_LEVEL) return { list: store.categories, level: 0 };
  const parent = find(store, parentId);
  return parent && { list: parent.category.children, level: parent.level };
}

/**
 * SetStoreCategories: `Add` (new categories, with children, under `DestinationParentCategoryID`), `Rename`, `Move`
 * (under `DestinationParentCategoryID`) or `Delete` the categories of `StoreCategories`. The change is made at
 * once; the answer carries a TaskID whose status (`Complete`) GetStoreCategoryUpdateStatus reports.
 */
export const setStoreCategories: TradingCall = ({ ctx, fields, user }) => {
  const state = ctx.state.world.ebayStores;
  const store = state.stores.get(user);
  if (!store) return noStore(user);
  const action = text(fields.Action);
  const given = requested(record(fields.StoreCategories).CustomCategory);
  if (given.length === 0) return invalidField('StoreCategories');
  const total = customCategoryCount(store);
  let answer: Record<string, unknown>[];
  switch (action) {
    case 'Add': {
      const target = destination(store, fields);
      if (!target) return invalidField('DestinationParentCategoryID');
      if (total + count(given) > MAX_CATEGORIES) return invalidField('StoreCategories');
      const levels = (c: Requested): number => 1 + Math.max(0, ...c.children.map(levels));
      if (given.some((c) => target.level + levels(c) > MAX_LEVELS)) return invalidField('DestinationParentCategoryID');
      const names = (c: Requested): boolean => c.name !== '' && c.name.length <= MAX_NAME && c.children.every(names);
      if (!given.every(names)) return invalidField('Name');
      const build = (c: Requested): StoreCategory => ({
        id: newCategoryId(state),
        name: c.name,
        children: c.children.map(build),
      });
      const added = given.map(build);
      placeCategories(target.list, added);
      answer = render(added, MAX_LEVELS);
      break;
    }
    case 'Rename': {
      const found = existing(store, given, true);
      if (!found) return invalidField('CategoryID');
      if (given.some((c) => !c.name || c.name.length > MAX_NAME)) return invalidField('Name');
      found.forEach((f, i) => (f.category.name = given[i]?.name ?? f.category.name));
      answer = found.map((f) => ({ CategoryID: f.category.id, Name: f.category.name }));
      break;
    }
    case 'Move': {
      const target = destination(store, fields);
      if (!target) return invalidField('DestinationParentCategoryID');
      const found = existing(store, given, false);
      if (!found) return invalidField('CategoryID');
      // Not below itself, and not deeper than three levels.
      const below = (f: Placed): boolean =>
        f.category.children === target.list ||
        [...walk(f.category.children)].some((e) => e.category.children === target.list);
      if (found.some((f) => below(f) || target.level + depth(f.category) > MAX_LEVELS))
        return invalidField('DestinationParentCategoryID');
      for (const f of found) {
        f.siblings.splice(f.siblings.indexOf(f.category), 1);
        placeCategories(target.list, [f.category]);
      }
      answer = found.map((f) => ({ CategoryID: f.category.id, Name: f.category.name }));
      break;
    }
    case 'Delete': {
      const found = existing(store, given, false);
      if (!found) return invalidField('CategoryID');
      const destinationId = text(fields.ItemDestinationCategoryID);
      if (destinationId && (!find(store, destinationId) || given.some((c) => c.id === destinationId)))
        return invalidField('ItemDestinationCategoryID');
      for (const f of found) f.siblings.splice(f.siblings.indexOf(f.category), 1);
      answer = found.map((f) => ({ CategoryID: f.category.id, Name: f.category.name }));
      break;
    }
    default:
      return invalidField('Action');
  }
  const task = recordStoreTask(store, TASK_TYPE[action]);
  return success({ TaskID: task.id, Status: TRADING_STATUS[task.status], CustomCategory: { CustomCategory: answer } });
};

/** GetStoreCategoryUpdateStatus: the status of one of the caller's SetStoreCategories tasks. */
export const getStoreCategoryUpdateStatus: TradingCall = ({ ctx, fields, user }) => {
  const store = ctx.state.world.ebayStores.stores.get(user);
  if (!store) return noStore(user);
  const task = store.tasks.get(text(fields.TaskID));
  return task ? success({ Status: TRADING_STATUS[task.status] }) : invalidField('TaskID');
};

/** The Store calls, for `TRADING_HANDLERS`. */
export const STORE_CALLS: Readonly<Record<string, TradingCall>> = {
  GetStore: getStore,
  SetStoreCategories: setStoreCategories,
  GetStoreCategoryUpdateStatus: getStoreCategoryUpdateStatus,
};
