import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbayClient } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { expectValidTradingAnswer, signInClassic, testClient } from './helpers.js';
import { scaled } from '../../../../scripts/test-time.mjs';

let emulator: Emulator;
let seller: EbayClient;
let noStoreUser: EbayClient;

beforeAll(async () => {
  emulator = createEmulator({ seed: 5 });
  const { url } = await emulator.listen(0);
  seller = testClient(url);
  await signInClassic(seller);
  noStoreUser = testClient(url);
  await signInClassic(noStoreUser, 'casual_seller');
});
afterAll(async () => {
  await seller.close();
  await noStoreUser.close();
  await emulator.close();
});

type Category = { CategoryID?: string; Name?: string; ChildCategory?: Category[] };

const names = (categories: Category[] | undefined): unknown[] =>
  (categories ?? []).map((c) => (c.ChildCategory?.length ? [c.Name, names(c.ChildCategory)] : c.Name));

async function tree(): Promise<Category[]> {
  const got = await seller.trading.GetStore({ CategoryStructureOnly: true });
  return (got.Store?.CustomCategories?.CustomCategory ?? []) as Category[];
}

describe('Trading Store calls', () => {
  it("answer the seller's Store and refuse a user without one", async () => {
    const store = await seller.trading.GetStore({});
    await expectValidTradingAnswer('GetStore', store as Record<string, unknown>);
    expect(store.Store).toMatchObject({ Name: 'Baykit Test Store', URLPath: 'baykitteststore' });
    expect(names(store.Store?.CustomCategories?.CustomCategory as Category[])).toEqual([
      ['Lighting', ['Table Lamps', 'Floor Lamps']],
      'Home Decor',
      'Other',
    ]);
    const user = await seller.trading.GetUser({});
    expect(user.User?.SellerInfo?.StoreOwner).toBe('true');

    await expect(noStoreUser.trading.GetStore({})).rejects.toMatchObject({ code: 13003 });
    await expect(
      noStoreUser.trading.SetStoreCategories({
        Action: 'Add',
        StoreCategories: { CustomCategory: [{ CategoryID: 0, Name: 'Mine' }] },
      }),
    ).rejects.toMatchObject({ code: 13003 });
    // Another user reads the seller's Store by UserID, as a buyer would.
    const read = await noStoreUser.trading.GetStore({ UserID: 'testuser_baykit', CategoryStructureOnly: true });
    expect(read.Store?.Name).toBeUndefined();
    expect(read.Store?.CustomCategories?.CustomCategory?.length).toBe(3);
  });

  it('adds, renames, moves and deletes categories, each a task whose status GetStoreCategoryUpdateStatus reports', async () => {
    const added = await seller.trading.SetStoreCategories({
      Action: 'Add',
      StoreCategories: { CustomCategory: [{ CategoryID: 0, Name: 'Desk Lamps' }] },
    });
    expect(added.Status).toBe('Complete');
    await expectValidTradingAnswer('SetStoreCategories', added as Record<string, unknown>);
    const desk = (added.CustomCategory?.CustomCategory as Category[])[0]!;
    expect(desk.Name).toBe('Desk Lamps');
    expect(desk.CategoryID).toMatch(/^\d+$/);
    expect(await seller.trading.GetStoreCategoryUpdateStatus({ TaskID: Number(added.TaskID) })).toMatchObject({
      Status: 'Complete',
    });
    // Added before "Other", which stays last.
    expect((await tree()).map((c) => c.Name)).toEqual(['Lighting', 'Home Decor', 'Desk Lamps', 'Other']);

    await seller.trading.SetStoreCategories({
      Action: 'Rename',
      StoreCategories: { CustomCategory: [{ CategoryID: Number(desk.CategoryID), Name: 'Office Lamps' }] },
    });
    const lighting = (await tree())[0]!;
    const moved = await seller.trading.SetStoreCategories({
      Action: 'Move',
      DestinationParentCategoryID: Number(lighting.CategoryID),
      StoreCategories: { CustomCategory: [{ CategoryID: Number(desk.CategoryID) }] },
    });
    expect(Number(moved.TaskID)).toBeGreaterThan(Number(added.TaskID));
    expect(names(await tree())).toEqual([
      ['Lighting', ['Table Lamps', 'Floor Lamps', 'Office Lamps']],
      'Home Decor',
      'Other',
    ]);

    await seller.trading.SetStoreCategories({
      Action: 'Delete',
      StoreCategories: { CustomCategory: [{ CategoryID: Number(desk.CategoryID) }] },
    });
    expect(names(await tree())).toEqual([['Lighting', ['Table Lamps', 'Floor Lamps']], 'Home Decor', 'Other']);
  });

  it('refuses unknown categories, tasks and a fourth level', async () => {
    const unknown = { CustomCategory: [{ CategoryID: 424242 }] };
    for (const Action of ['Rename', 'Move', 'Delete'] as const)
      await expect(seller.trading.SetStoreCategories({ Action, StoreCategories: unknown })).rejects.toMatchObject({
        code: 37,
      });
    await expect(seller.trading.GetStoreCategoryUpdateStatus({ TaskID: 987654 })).rejects.toMatchObject({
      code: 37,
    });
    await expect(seller.trading.GetStore({ RootCategoryID: 424242 })).rejects.toMatchObject({ code: 37 });
    const table = (await tree())[0]!.ChildCategory![0]!;
    const third = await seller.trading.SetStoreCategories({
      Action: 'Add',
      DestinationParentCategoryID: Number(table.CategoryID),
      StoreCategories: { CustomCategory: [{ CategoryID: 0, Name: 'Brass' }] },
    });
    const brass = (third.CustomCategory?.CustomCategory as Category[])[0]!;
    await expect(
      seller.trading.SetStoreCategories({
        Action: 'Add',
        DestinationParentCategoryID: Number(brass.CategoryID),
        StoreCategories: { CustomCategory: [{ CategoryID: 0, Name: 'Too deep' }] },
      }),
    ).rejects.toMatchObject({ code: 37 });
    const root = await seller.trading.GetStore({ RootCategoryID: Number(table.CategoryID), LevelLimit: 1 });
    expect(names(root.Store?.CustomCategories?.CustomCategory as Category[])).toEqual(['Table Lamps']);
  });

  it(
    'keeps the newest 1000 tasks of a Store, so repeated changes cannot grow its state without end',
    async () => {
      const other = (await tree()).at(-1)!;
      const rename = async (Name: string): Promise<number> =>
        Number(
          (
            await seller.trading.SetStoreCategories({
              Action: 'Rename',
              StoreCategories: { CustomCategory: [{ CategoryID: Number(other.CategoryID), Name }] },
            })
          ).TaskID,
        );
      const first = await rename('Other 0');
      let last = first;
      for (let i = 1; i <= 1000; i++) last = await rename(`Other ${i % 7}`);
      expect(last).toBe(first + 1000);
      await expect(seller.trading.GetStoreCategoryUpdateStatus({ TaskID: first })).rejects.toMatchObject({ code: 37 });
      expect((await seller.trading.GetStoreCategoryUpdateStatus({ TaskID: first + 1 })).Status).toBe('Complete');
    },
    scaled(120_000),
  );
});
