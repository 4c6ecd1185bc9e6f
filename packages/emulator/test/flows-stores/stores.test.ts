import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EbayApiError, Scope, type EbayClient } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { signedInClient } from '../integration/signed-in.js';
import { signInClassic, testClient } from '../xml/helpers.js';

// The Sell Stores API over real HTTP, on the one Store per seller that Trading's Store calls use.

let emulator: Emulator;
let seller: EbayClient;
let trading: EbayClient;
let noStore: EbayClient;
let wrongScope: EbayClient;

let url: string;

beforeAll(async () => {
  emulator = createEmulator({ seed: 5 });
  ({ url } = await emulator.listen(0));
});
// A reset forgets every token, so each test signs its users in again on the seeded world.
beforeEach(async () => {
  emulator.reset();
  seller = await signedInClient(url, [Scope.SELL_STORES]);
  noStore = await signedInClient(url, [Scope.SELL_STORES], 'casual_seller');
  wrongScope = await signedInClient(url, [Scope.SELL_INVENTORY]);
  trading = testClient(url);
  await signInClassic(trading);
});
afterEach(async () => {
  for (const client of [seller, trading, noStore, wrongScope]) await client.close();
});
afterAll(async () => {
  await emulator.close();
});

type Category = { categoryId?: string; categoryName?: string; level?: number; childrenCategories?: Category[] };

const names = (categories: Category[] | undefined): unknown[] =>
  (categories ?? []).map((c) =>
    c.childrenCategories?.length ? [c.categoryName, names(c.childrenCategories)] : c.categoryName,
  );

async function tree(): Promise<Category[]> {
  return ((await seller.sell.stores.getStoreCategories()).storeCategories ?? []) as Category[];
}

async function idOf(name: string): Promise<string> {
  const all: Category[] = [];
  const gather = (list: Category[]): void => list.forEach((c) => (all.push(c), gather(c.childrenCategories ?? [])));
  gather(await tree());
  const id = all.find((c) => c.categoryName === name)?.categoryId;
  if (!id) throw new Error(`no category ${name}`);
  return id;
}

/** The error id and status of a refused call. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; errorId: number | undefined }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof EbayApiError)) throw new Error(`expected an EbayApiError, got ${String(error)}`);
  return { status: error.status ?? 0, errorId: typeof error.code === 'number' ? error.code : undefined };
}

/** The task id of a 202's Location. */
function taskIdOf(location: string | null): string {
  const match = /\/sell\/stores\/v1\/store\/tasks\/(\d+)$/.exec(location ?? '');
  if (!match?.[1]) throw new Error(`no task in Location ${location}`);
  return match[1];
}

describe('Sell Stores API', () => {
  it("answers the seller's Store and its category tree, as Trading GetStore does", async () => {
    const store = await seller.sell.stores.getStore();
    expect(store).toMatchObject({
      name: 'Baykit Test Store',
      urlPath: 'baykitteststore',
      url: 'https://www.ebay.com/str/baykitteststore',
    });
    const categories = await tree();
    expect(names(categories)).toEqual([['Lighting', ['Table Lamps', 'Floor Lamps']], 'Home Decor', 'Other']);
    expect(categories[0]).toMatchObject({ level: 1, order: 1 });
    expect(categories[0]?.childrenCategories?.[1]).toMatchObject({ level: 2, order: 2 });
    expect(categories.at(-1)?.categoryId).toBe('1');
  });

  it('adds a category as a task (202, Location) that Trading GetStore and the task calls see', async () => {
    const lighting = await idOf('Lighting');
    const answer = await seller.withResponse(
      seller.sell.stores.addStoreCategory({ categoryName: 'Desk Lamps', destinationParentCategoryId: lighting }),
    );
    expect(answer.status).toBe(202);
    const taskId = taskIdOf(answer.headers['location'] ?? null);
    expect(await seller.sell.stores.getStoreTask(taskId)).toEqual({
      task: { id: taskId, type: 'ADD_STORE_CATEGORY', status: 'COMPLETED' },
    });
    const viaTrading = await trading.trading.GetStore({ CategoryStructureOnly: true });
    const lamps = viaTrading.Store?.CustomCategories?.CustomCategory?.[0];
    expect(lamps?.ChildCategory?.map((c) => c.Name)).toEqual(['Table Lamps', 'Floor Lamps', 'Desk Lamps']);
    const status = await trading.trading.GetStoreCategoryUpdateStatus({ TaskID: Number(taskId) });
    expect(status.Status).toBe('Complete');
  });

  it("shows Trading SetStoreCategories' changes and tasks", async () => {
    const set = await trading.trading.SetStoreCategories({
      Action: 'Add',
      StoreCategories: { CustomCategory: [{ CategoryID: 0, Name: 'Garden' }] },
    });
    expect(names(await tree())).toEqual([
      ['Lighting', ['Table Lamps', 'Floor Lamps']],
      'Home Decor',
      'Garden',
      'Other',
    ]);
    const { task } = await seller.sell.stores.getStoreTasks();
    expect(task).toEqual([{ id: String(set.TaskID), type: 'ADD_STORE_CATEGORY', status: 'COMPLETED' }]);
  });

  it('renames (204), moves and deletes, each seen by the next read', async () => {
    const decor = await idOf('Home Decor');
    const renamed = await seller.withResponse(seller.sell.stores.renameStoreCategory(decor, { categoryName: 'Decor' }));
    expect(renamed.status).toBe(204);
    const lighting = await idOf('Lighting');
    const moved = await seller.withResponse(
      seller.sell.stores.moveStoreCategory({ categoryId: decor, destinationParentCategoryId: lighting }),
    );
    expect(moved.status).toBe(202);
    expect(names(await tree())).toEqual([['Lighting', ['Table Lamps', 'Floor Lamps', 'Decor']], 'Other']);
    const deleted = await seller.withResponse(seller.sell.stores.deleteStoreCategory(lighting));
    expect(deleted.status).toBe(202);
    expect(names(await tree())).toEqual(['Other']);
    const { task } = await seller.sell.stores.getStoreTasks();
    expect(task?.map((t) => t.type)).toEqual(['MOVE_STORE_CATEGORY', 'DELETE_STORE_CATEGORY']);
    expect(task?.[1]?.id).toBe(taskIdOf(deleted.headers['location'] ?? null));
  });

  it("refuses a user without a Store with eBay's 225002", async () => {
    for (const call of [
      noStore.sell.stores.getStore(),
      noStore.sell.stores.getStoreCategories(),
      noStore.sell.stores.getStoreTasks(),
      noStore.sell.stores.getStoreTask('1'),
      noStore.sell.stores.addStoreCategory({ categoryName: 'Mine' }),
      noStore.sell.stores.renameStoreCategory('1', { categoryName: 'Mine' }),
      noStore.sell.stores.deleteStoreCategory('1'),
      noStore.sell.stores.moveStoreCategory({ categoryId: '1' }),
    ])
      expect(await refusal(call)).toEqual({ status: 400, errorId: 225002 });
  });

  it("refuses a token without sell.stores with eBay's insufficient-scope error", async () => {
    expect(await refusal(wrongScope.sell.stores.getStore())).toEqual({ status: 403, errorId: 1100 });
  });

  it('refuses names that are missing, empty, Other, too long or taken among siblings', async () => {
    const stores = seller.sell.stores;
    expect(await refusal(stores.addStoreCategory({}))).toEqual({ status: 400, errorId: 225001 });
    expect(await refusal(stores.addStoreCategory({ categoryName: '  ' }))).toMatchObject({ errorId: 226002 });
    expect(await refusal(stores.addStoreCategory({ categoryName: 'Other' }))).toMatchObject({ errorId: 226002 });
    expect(await refusal(stores.addStoreCategory({ categoryName: 'x'.repeat(36) }))).toMatchObject({
      errorId: 226003,
    });
    await stores.addStoreCategory({ categoryName: 'y'.repeat(35) });
    expect(await refusal(stores.addStoreCategory({ categoryName: 'Home Decor' }))).toMatchObject({ errorId: 226000 });
    const decor = await idOf('Home Decor');
    expect(await refusal(stores.renameStoreCategory(decor, { categoryName: 'Lighting' }))).toMatchObject({
      errorId: 226000,
    });
  });

  it('refuses unknown categories and tasks, a fourth level and a move below itself', async () => {
    const stores = seller.sell.stores;
    expect(await refusal(stores.addStoreCategory({ categoryName: 'A', destinationParentCategoryId: '42' }))).toEqual({
      status: 400,
      errorId: 226006,
    });
    expect(await refusal(stores.renameStoreCategory('42', { categoryName: 'A' }))).toMatchObject({ errorId: 226006 });
    expect(await refusal(stores.deleteStoreCategory('42'))).toMatchObject({ errorId: 226006 });
    expect(await refusal(stores.deleteStoreCategory('1'))).toMatchObject({ errorId: 225001 });
    // "Other" (id 1) is eBay's: neither renamed nor given categories of its own.
    expect(await refusal(stores.renameStoreCategory('1', { categoryName: 'Misc' }))).toMatchObject({ errorId: 225001 });
    expect(
      await refusal(stores.addStoreCategory({ categoryName: 'Under Other', destinationParentCategoryId: '1' })),
    ).toMatchObject({ status: 400 });
    expect(await refusal(stores.moveStoreCategory({ categoryId: '42' }))).toMatchObject({ errorId: 225001 });
    expect(await refusal(stores.getStoreTask('999'))).toEqual({ status: 400, errorId: 226100 });
    const table = await idOf('Table Lamps');
    const lighting = await idOf('Lighting');
    await stores.addStoreCategory({ categoryName: 'Tiny', destinationParentCategoryId: table });
    expect(
      await refusal(
        stores.addStoreCategory({ categoryName: 'Tinier', destinationParentCategoryId: await idOf('Tiny') }),
      ),
    ).toMatchObject({ errorId: 226005 });
    expect(
      await refusal(stores.moveStoreCategory({ categoryId: lighting, destinationParentCategoryId: table })),
    ).toMatchObject({ errorId: 225001 });
    const decor = await idOf('Home Decor');
    expect(
      await refusal(stores.moveStoreCategory({ categoryId: lighting, destinationParentCategoryId: decor })),
    ).toMatchObject({ errorId: 226005 });
  });

  it('refuses a 301st custom category with 226004', async () => {
    for (let i = 0; i < 296; i++) await seller.sell.stores.addStoreCategory({ categoryName: `C${i}` });
    expect(await refusal(seller.sell.stores.addStoreCategory({ categoryName: 'One too many' }))).toEqual({
      status: 400,
      errorId: 226004,
    });
  });
});
