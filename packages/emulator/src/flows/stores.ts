import { apiError } from '../errors.js';
import { jsonResponse } from '../json-response.js';
import type { FlowHandler, RestCall } from '../rest/flow.js';
import { schemaCatalog } from '../rest/schema/catalog.js';
import { asRecord } from '../values.js';
import {
  categoryDepth,
  customCategoryCount,
  findCategory,
  isWithin,
  MAX_STORE_CATEGORIES,
  MAX_STORE_LEVELS,
  placeCategories,
  recordStoreTask,
  TOP_LEVEL,
} from '../world/store-categories.js';
import {
  newCategoryId,
  OTHER_ID,
  type Store,
  type StoreCategory,
  type StoreTask,
} from '../world/stores/ebay-stores.js';

// The Sell Stores API over the one Store of each seller that Trading's Store calls use (world/stores/ebay-stores.ts):
// a category added here shows in Trading GetStore, one SetStoreCategories adds shows in getStoreCategories, and the
// tasks are one list. Adding, moving and deleting answer 202 with the task's URI in `Location`; renaming answers 204,
// as the contract declares (eBay's page calls it asynchronous too, but its StoreTaskTypeEnum has no rename task).
// Refusals are the contract's error ids with its message templates filled in (docs/ebay-facts.md#stores).

/** A category name's limit in the Stores API (AddStoreCategoryRequestType, RenameStoreCategoryRequestType). */
const MAX_NAME = 35;
const TASKS_PATH = '/sell/stores/v1/store/tasks/';

type Refusal = Response;

/** The contract's error `id` (sell_stores_v1_oas3.json), its `{placeholders}` filled from `values`. */
function storesError(id: number, values: Record<string, string> = {}): Refusal {
  const template = schemaCatalog['sell.stores']?.errorCodes?.[id]?.[2] ?? '';
  const message = template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  const [name, value] = Object.entries(values)[0] ?? [];
  return apiError('API_STORES', 400, id, message, name !== undefined ? { parameter: [name, value ?? ''] } : {});
}

/** 225001 for the field `param`, invalid or missing. */
const invalid = (param: string): Refusal => storesError(225001, { param });

/** The caller's Store, or eBay's 225002 for a user without one (only the default test user has one). */
function storeOf(call: RestCall): Store | Refusal {
  return call.ctx.state.world.ebayStores.stores.get(call.token?.user ?? '') ?? storesError(225002);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Why `name` cannot name a category among `siblings` (apart from `self`), or undefined when it can. */
function nameRefusal(name: string | undefined, siblings: StoreCategory[], self?: StoreCategory): Refusal | undefined {
  if (name === undefined) return invalid('categoryName');
  const trimmed = name.trim();
  if (trimmed === '' || trimmed === 'Other') return storesError(226002);
  if (trimmed.length > MAX_NAME) return storesError(226003, { category_name: trimmed, max_length: String(MAX_NAME) });
  if (siblings.some((c) => c !== self && c.name === trimmed)) return storesError(226000);
  return undefined;
}

/** The list a parent id names (the top level for none or -999) and its level, or undefined for an unknown id. */
function parentList(store: Store, id: string | undefined): { list: StoreCategory[]; level: number } | undefined {
  if (id === undefined || id === TOP_LEVEL) return { list: store.categories, level: 0 };
  // "Other" holds the listings of deleted categories, never categories of its own.
  if (id === OTHER_ID) return undefined;
  const parent = findCategory(store, id);
  return parent && { list: parent.category.children, level: parent.level };
}

/** 202 with the task's URI, as eBay answers an accepted change. */
function accepted(call: RestCall, task: StoreTask): Response {
  return new Response(null, { status: 202, headers: { location: `${call.ctx.origin}${TASKS_PATH}${task.id}` } });
}

interface CategoryAnswer {
  categoryId: string;
  categoryName: string;
  level: number;
  order: number;
  childrenCategories?: CategoryAnswer[];
}

function render(categories: StoreCategory[], level = 1): CategoryAnswer[] {
  return categories.map((c, i) => ({
    categoryId: c.id,
    categoryName: c.name,
    level,
    order: i + 1,
    ...(c.children.length ? { childrenCategories: render(c.children, level + 1) } : {}),
  }));
}

const taskAnswer = (task: StoreTask): StoreTask => ({ ...task });

/** getStore: the Store's name, description, URL and when it was last opened. */
const getStore: FlowHandler = (call) => {
  const store = storeOf(call);
  if (store instanceof Response) return store;
  return jsonResponse({
    name: store.name,
    description: store.description,
    url: `https://www.ebay.com/str/${store.urlPath}`,
    urlPath: store.urlPath,
    lastOpenedTime: new Date(store.openedAt).toISOString(),
  });
};

/** getStoreCategories: the whole tree, three levels at most. */
const getStoreCategories: FlowHandler = (call) => {
  const store = storeOf(call);
  return store instanceof Response ? store : jsonResponse({ storeCategories: render(store.categories) });
};

/** addStoreCategory: one new category under `destinationParentCategoryId` (the top level by default). */
const addStoreCategory: FlowHandler = (call) => {
  const store = storeOf(call);
  if (store instanceof Response) return store;
  const body = asRecord(call.body);
  const parentId = text(body.destinationParentCategoryId);
  const parent = parentList(store, parentId);
  if (!parent) return storesError(226006, { category_id: parentId ?? '' });
  const name = text(body.categoryName);
  const refused = nameRefusal(name, parent.list);
  if (refused) return refused;
  const trimmed = (name ?? '').trim();
  if (parent.level + 1 > MAX_STORE_LEVELS)
    return storesError(226005, { category_name: trimmed, depth_limit: String(MAX_STORE_LEVELS) });
  if (customCategoryCount(store) + 1 > MAX_STORE_CATEGORIES)
    return storesError(226004, { max_count: String(MAX_STORE_CATEGORIES) });
  // The listings of a leaf parent would move here or to this category; no listing sits in an emulated Store category.
  const listingsTo = text(body.listingDestinationCategoryId);
  if (listingsTo !== undefined && !findCategory(store, listingsTo))
    return storesError(226006, { category_id: listingsTo });
  placeCategories(parent.list, [{ id: newCategoryId(call.ctx.state.world.ebayStores), name: trimmed, children: [] }]);
  return accepted(call, recordStoreTask(store, 'ADD_STORE_CATEGORY'));
};

/** renameStoreCategory: a new name for the category of the path; 204, no task. */
const renameStoreCategory: FlowHandler = (call) => {
  const store = storeOf(call);
  if (store instanceof Response) return store;
  const id = call.params.category_id ?? '';
  // "Other" is eBay's, every Store has it under that name: it is not renamed, as it is not deleted.
  if (id === OTHER_ID) return invalid('category_id');
  const found = findCategory(store, id);
  if (!found) return storesError(226006, { category_id: id });
  const name = text(asRecord(call.body).categoryName);
  const refused = nameRefusal(name, found.siblings, found.category);
  if (refused) return refused;
  found.category.name = (name ?? '').trim();
  return new Response(null, { status: 204 });
};

/** deleteStoreCategory: the category of the path and those below it; "Other" stays. */
const deleteStoreCategory: FlowHandler = (call) => {
  const store = storeOf(call);
  if (store instanceof Response) return store;
  const id = call.params.category_id ?? '';
  const found = findCategory(store, id);
  if (!found) return storesError(226006, { category_id: id });
  if (id === OTHER_ID) return invalid('category_id');
  const listingsTo = text(asRecord(call.body).listingDestinationCategoryId);
  if (listingsTo !== undefined) {
    if (!findCategory(store, listingsTo)) return storesError(226006, { category_id: listingsTo });
    if (isWithin(found.category, listingsTo)) return invalid('listingDestinationCategoryId');
  }
  found.siblings.splice(found.siblings.indexOf(found.category), 1);
  return accepted(call, recordStoreTask(store, 'DELETE_STORE_CATEGORY'));
};

/** moveStoreCategory: `categoryId` (with its children) under `destinationParentCategoryId`. */
const moveStoreCategory: FlowHandler = (call) => {
  const store = storeOf(call);
  if (store instanceof Response) return store;
  const body = asRecord(call.body);
  const id = text(body.categoryId);
  const found = id === undefined || id === OTHER_ID ? undefined : findCategory(store, id);
  if (!found) return invalid('categoryId');
  const parentId = text(body.destinationParentCategoryId);
  const parent = parentList(store, parentId);
  if (!parent || (parentId !== undefined && isWithin(found.category, parentId)))
    return invalid('destinationParentCategoryId');
  if (parent.level + categoryDepth(found.category) > MAX_STORE_LEVELS)
    return storesError(226005, { category_name: found.category.name, depth_limit: String(MAX_STORE_LEVELS) });
  if (parent.list !== found.siblings && parent.list.some((c) => c.name === found.category.name))
    return storesError(226000);
  const listingsTo = text(body.listingDestinationCategoryId);
  if (listingsTo !== undefined && !findCategory(store, listingsTo)) return invalid('listingDestinationCategoryId');
  found.siblings.splice(found.siblings.indexOf(found.category), 1);
  placeCategories(parent.list, [found.category]);
  return accepted(call, recordStoreTask(store, 'MOVE_STORE_CATEGORY'));
};

/** getStoreTask: one task of the caller's Store, Trading's or this API's. */
const getStoreTask: FlowHandler = (call) => {
  const store = storeOf(call);
  if (store instanceof Response) return store;
  const task = store.tasks.get(call.params.task_id ?? '');
  return task ? jsonResponse({ task: taskAnswer(task) }) : storesError(226100);
};

/** getStoreTasks: every task the Store keeps, oldest first. */
const getStoreTasks: FlowHandler = (call) => {
  const store = storeOf(call);
  return store instanceof Response ? store : jsonResponse({ task: [...store.tasks.values()].map(taskAnswer) });
};

/** The Sell Stores API's flows, by `<api>.<operationId>`. */
export const STORES_FLOWS = {
  'sell.stores.getStore': getStore,
  'sell.stores.getStoreCategories': getStoreCategories,
  'sell.stores.addStoreCategory': addStoreCategory,
  'sell.stores.renameStoreCategory': renameStoreCategory,
  'sell.stores.deleteStoreCategory': deleteStoreCategory,
  'sell.stores.moveStoreCategory': moveStoreCategory,
  'sell.stores.getStoreTask': getStoreTask,
  'sell.stores.getStoreTasks': getStoreTasks,
} satisfies Record<string, FlowHandler>;
