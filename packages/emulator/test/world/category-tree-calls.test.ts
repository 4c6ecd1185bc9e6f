import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryRows, EBAY_US_CATEGORY_TREE } from '@baykit/spec/categories';
import type { EbayClient } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { LAMP_ITEM_SPECIFICS, signInClassic, testClient } from '../xml/helpers.js';

// The whole US tree through Trading GetCategories (levels, parents, leaves and counts match the data of
// @baykit/spec/categories), Browse's category refinements over the listings a search matches, and a relist into a
// leaf the emulator holds no rules for. Real HTTP on 127.0.0.1.

const rows = categoryRows(EBAY_US_CATEGORY_TREE);

let emulator: Emulator;
let ebay: EbayClient;

beforeAll(async () => {
  // GetCategories is decommissioned at eBay: the emulator answers it only when told to serve retired calls.
  emulator = createEmulator({ seed: 38, serveRetired: true });
  ebay = testClient((await emulator.listen(0)).url);
  await signInClassic(ebay);
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

describe('Trading GetCategories', () => {
  it('answers the whole tree: 17 104 categories, 15 111 of them leaves, version 134', async () => {
    const all = await ebay.trading.GetCategories({ DetailLevel: 'ReturnAll' });
    expect(all.CategoryCount).toBe(String(rows.length));
    expect(all.CategoryVersion).toBe('134');
    const categories = all.CategoryArray?.Category ?? [];
    expect(categories.map((c) => c.CategoryID)).toEqual(rows.map((r) => r.categoryId));
    expect(categories.filter((c) => c.LeafCategory === 'true').length).toBe(15_111);
    expect(categories.find((c) => c.CategoryID === '30120')).toMatchObject({
      CategoryName: 'eBay Use Only',
      CategoryLevel: '3',
      CategoryParentID: ['14112'],
      LeafCategory: 'true',
    });
  });

  it('narrows by LevelLimit, CategoryParent and ViewAllNodes as the data says', async () => {
    const count = async (request: Record<string, unknown>): Promise<number> =>
      Number((await ebay.trading.GetCategories({ DetailLevel: 'ReturnAll', ...request } as never)).CategoryCount);
    expect(await count({ LevelLimit: 2 })).toBe(rows.filter((r) => r.level <= 2).length);
    // Jewelry & Watches (281): itself and everything below it; with ViewAllNodes false its leaves only.
    const ids = new Set(['281']);
    for (const r of rows) if (r.parentId !== null && ids.has(r.parentId)) ids.add(r.categoryId);
    expect(await count({ CategoryParent: '281' })).toBe(ids.size);
    const leaves = rows.filter((r) => ids.has(r.categoryId) && r.leaf).length;
    expect(await count({ CategoryParent: '281', ViewAllNodes: false })).toBe(leaves);
    expect(await count({ CategoryParent: '281', LevelLimit: 2 })).toBe(
      rows.filter((r) => ids.has(r.categoryId) && r.level <= 2).length,
    );
    // Without DetailLevel ReturnAll no category comes back, so none is counted; the version still does.
    const bare = await ebay.trading.GetCategories({});
    expect([bare.CategoryCount, bare.CategoryVersion, bare.CategoryArray]).toEqual(['0', '134', undefined]);
  });
});

describe('Browse category refinements', () => {
  it('counts the matches per leaf category, the dominant one first, each with the search that narrows to it', async () => {
    const found = await ebay.buy.browse.search({ q: 'lamp', fieldgroups: 'CATEGORY_REFINEMENTS,MATCHING_ITEMS' });
    const distributions = found.refinement?.categoryDistributions ?? [];
    expect(distributions.reduce((n, d) => n + (d.matchCount ?? 0), 0)).toBe(found.total);
    expect(found.refinement?.dominantCategoryId).toBe(distributions[0]?.categoryId);
    expect(distributions[0]).toMatchObject({ categoryId: '112581', categoryName: 'Lamps' });
    expect(found.itemSummaries?.length).toBeGreaterThan(0);
    expect(await totalAt(distributions[0]!.refinementHref!)).toBe(distributions[0]!.matchCount);
  });

  it('answers only the refinements asked for, without the items unless MATCHING_ITEMS or FULL joins them', async () => {
    const only = await ebay.buy.browse.search({ q: 'lamp', fieldgroups: 'CONDITION_REFINEMENTS' });
    expect(only.itemSummaries).toBeUndefined();
    expect(only.refinement?.categoryDistributions).toBeUndefined();
    const conditions = only.refinement?.conditionDistributions ?? [];
    expect(conditions.reduce((n, d) => n + (d.matchCount ?? 0), 0)).toBe(only.total);
    const used = conditions.find((c) => c.conditionId === '3000')!;
    expect(await totalAt(used.refinementHref!)).toBe(used.matchCount);
    const full = await ebay.buy.browse.search({ q: 'lamp', fieldgroups: 'FULL' });
    expect(full.itemSummaries?.length).toBeGreaterThan(0);
    expect(full.refinement?.buyingOptionDistributions?.[0]?.buyingOption).toBe('FIXED_PRICE');
  });
});

it('relists an ended listing into a leaf the emulator holds no rules for', async () => {
  const lamp = {
    Title: 'Relisted lamp',
    PrimaryCategory: { CategoryID: '112581' },
    StartPrice: 30,
    Quantity: 1,
    ConditionID: 1000,
    ItemSpecifics: LAMP_ITEM_SPECIFICS,
  };
  const { ItemID } = await ebay.trading.AddFixedPriceItem({ Item: lamp } as never);
  await ebay.trading.EndFixedPriceItem({ ItemID, EndingReason: 'NotAvailable' });
  // Architectural & Garden > Chandeliers, Sconces & Lighting Fixtures (63516).
  const relisted = await ebay.trading.RelistFixedPriceItem({
    Item: { ItemID, PrimaryCategory: { CategoryID: '63516' } },
  } as never);
  expect(relisted.CategoryID).toBe('63516');
  const got = await ebay.trading.GetItem({ ItemID: relisted.ItemID });
  expect(got.Item?.PrimaryCategory).toEqual({
    CategoryID: '63516',
    CategoryName: 'Antiques:Architectural & Garden:Chandeliers, Sconces & Lighting Fixtures',
  });
  // A parent is refused there as in AddFixedPriceItem.
  await ebay.trading.EndFixedPriceItem({ ItemID: relisted.ItemID, EndingReason: 'NotAvailable' });
  const refused = (await ebay.trading
    .RelistFixedPriceItem({ Item: { ItemID: relisted.ItemID, PrimaryCategory: { CategoryID: '4707' } } } as never)
    .catch((e: unknown) => e)) as { code: number };
  expect(refused.code).toBe(87);
});

/** Follows a refinement's link as a client would, with an application token: the search's total. */
async function totalAt(href: string): Promise<number> {
  const { accessToken } = await ebay.oauth2.mintApplicationAccessToken();
  const answer = await fetch(href, { headers: { authorization: `Bearer ${accessToken}` } });
  return ((await answer.json()) as { total: number }).total;
}
