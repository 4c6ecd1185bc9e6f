import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryRows, EBAY_US_CATEGORY_TREE, type CategoryRow } from '@baykit/spec/categories';
import { EbayClient, Scope } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';
import { signInClassic } from '../xml/helpers.js';

// Every category of eBay US (tree 0, version 134, from @baykit/spec/categories): a seller's real category works end to
// end, a random sample of leaves across the tree publishes, a parent is refused as eBay refuses it, and common
// searches get sensible leaves. Real HTTP on 127.0.0.1.

const rows = categoryRows(EBAY_US_CATEGORY_TREE);
const byId = new Map(rows.map((row) => [row.categoryId, row]));

/** Whether `id` is `ancestor` or below it in the data. */
function under(id: string, ancestor: string): boolean {
  for (let row = byId.get(id); row; row = row.parentId === null ? undefined : byId.get(row.parentId))
    if (row.categoryId === ancestor) return true;
  return false;
}

let emulator: Emulator;
let origin: string;
let seller: EbayClient;
let app: EbayClient;

function client(): EbayClient {
  const a = emulator.app;
  return new EbayClient({ appId: a.appId, certId: a.certId, devId: a.devId, ruName: a.ruName, origin, maxRetries: 0 });
}

beforeAll(async () => {
  emulator = createEmulator({ seed: 38 });
  origin = (await emulator.listen(0)).url;
  app = client();
  seller = client();
  const consentUrl = seller.oauth2.generateAuthUrl({ scope: [Scope.SELL_INVENTORY, Scope.SELL_ACCOUNT] });
  await seller.oauth2.getToken((await createEmulatorAdmin({ baseUrl: origin }).approveConsent(consentUrl)).redirect);
});
afterAll(async () => {
  await seller.close();
  await app.close();
  await emulator.close();
});

/** An offer's location and the seller's seeded business policies. */
async function offerBasics(): Promise<Record<string, unknown>> {
  await seller.sell.inventory.createInventoryLocation('CAT-LOC', {
    location: { address: { country: 'US', postalCode: '95125' } },
  });
  const marketplace = { marketplace_id: 'EBAY_US' };
  return {
    marketplaceId: 'EBAY_US',
    format: 'FIXED_PRICE',
    availableQuantity: 1,
    merchantLocationKey: 'CAT-LOC',
    pricingSummary: { price: { value: '12.00', currency: 'USD' } },
    listingPolicies: {
      fulfillmentPolicyId: (await seller.sell.account.getFulfillmentPolicies(marketplace)).fulfillmentPolicies![0]!
        .fulfillmentPolicyId,
      paymentPolicyId: (await seller.sell.account.getPaymentPolicies(marketplace)).paymentPolicies![0]!.paymentPolicyId,
      returnPolicyId: (await seller.sell.account.getReturnPolicies(marketplace)).returnPolicies![0]!.returnPolicyId,
    },
  };
}
let basics: Promise<Record<string, unknown>> | undefined;

describe('category 30120, the id of eBay’s own createOffer sample', () => {
  it('has no aspects the emulator could vouch for: an empty list marked as a sample, not a 62005', async () => {
    const answer = await app.withResponse(
      app.commerce.taxonomy.getItemAspectsForCategory('0', { category_id: '30120' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.aspects).toEqual([]);
    expect(answer.headers['x-baykit-emulation']).toBe('sample');
    // A leaf the emulator holds rules for answers from them, unmarked.
    const phone = await app.withResponse(app.commerce.taxonomy.getItemAspectsForCategory('0', { category_id: '9355' }));
    expect(phone.data?.aspects?.some((a) => a.aspectConstraint?.aspectRequired)).toBe(true);
    expect(phone.headers['x-baykit-emulation']).toBeUndefined();
  });

  it('takes any of eBay’s conditions, none required, in Metadata (marked as a sample)', async () => {
    const answer = await app.withResponse(
      app.sell.metadata.getItemConditionPolicies('EBAY_US', { filter: 'categoryIds:{30120}' }),
    );
    expect(answer.headers['x-baykit-emulation']).toBe('sample');
    const [policy] = answer.data?.itemConditionPolicies ?? [];
    expect(policy).toMatchObject({ categoryId: '30120', categoryTreeId: '0', itemConditionRequired: false });
    expect(policy?.itemConditions?.map((c) => c.conditionId)).toContain('7000');
  });

  it('is listed by createOffer and publishOffer, then served by Browse with its path', async () => {
    basics ??= offerBasics();
    await seller.sell.inventory.createOrReplaceInventoryItem('CAT-30120', {
      product: { title: 'A listing in eBay’s sample category' },
      condition: 'NEW',
      availability: { shipToLocationAvailability: { quantity: 1 } },
    });
    const { offerId } = await seller.sell.inventory.createOffer({
      sku: 'CAT-30120',
      categoryId: '30120',
      ...(await basics),
    });
    const { listingId } = await seller.sell.inventory.publishOffer(offerId!);
    const item = await app.buy.browse.getItem(`v1|${listingId}|0`);
    expect(item).toMatchObject({
      categoryId: '30120',
      categoryIdPath: '99|14112|30120',
      categoryPath: 'Everything Else|Test Category For Internal Use Only Parent Level 2|eBay Use Only',
    });
  });
});

/** A small seeded generator, so the sample is random across the tree yet the same on every run. */
function sampleOf<T>(list: readonly T[], count: number, seed: number): T[] {
  let state = seed;
  const picked = new Set<number>();
  while (picked.size < count) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    picked.add(state % list.length);
  }
  return [...picked].map((i) => list[i] as T);
}

describe('any leaf of the tree', () => {
  const leaves = rows.filter((row) => row.leaf);
  const sample: CategoryRow[] = sampleOf(leaves, 25, 0x38);

  it('publishes 25 leaves drawn across the tree in one bulk call, with what Taxonomy and Metadata ask', async () => {
    basics ??= offerBasics();
    const items = [];
    for (const [i, leaf] of sample.entries()) {
      // What a real client does: the category's required aspects and one of its conditions.
      const metadata = await app.commerce.taxonomy.getItemAspectsForCategory('0', { category_id: leaf.categoryId });
      const required = (metadata?.aspects ?? []).filter((a) => a.aspectConstraint?.aspectRequired);
      items.push({
        sku: `CAT-S${i}`,
        locale: 'en_US',
        product: {
          title: `Sample ${leaf.categoryName}`.slice(0, 80),
          aspects: Object.fromEntries(
            required.map((a) => [a.localizedAspectName, [a.aspectValues![0]!.localizedValue]]),
          ),
        },
        availability: { shipToLocationAvailability: { quantity: 1 } },
      });
    }
    const policies = await app.sell.metadata.getItemConditionPolicies('EBAY_US', {
      filter: `categoryIds:{${sample.map((l) => l.categoryId).join('|')}}`,
    });
    // Every first condition the emulator allows is New (1000); a leaf that takes no condition lists none.
    const takesNew = new Set(
      (policies?.itemConditionPolicies ?? []).filter((p) => p.itemConditions?.length).map((p) => p.categoryId),
    );
    for (const [i, item] of items.entries())
      if (takesNew.has(sample[i]!.categoryId)) Object.assign(item, { condition: 'NEW' });
    const created = await seller.sell.inventory.bulkCreateOrReplaceInventoryItem({ requests: items } as never);
    expect(created?.responses?.every((r) => r.statusCode === 201 || r.statusCode === 204)).toBe(true);
    const b = await basics;
    const offers = await seller.sell.inventory.bulkCreateOffer({
      requests: sample.map((leaf, i) => ({ sku: `CAT-S${i}`, categoryId: leaf.categoryId, ...b })),
    } as never);
    const published = await seller.sell.inventory.bulkPublishOffer({
      requests: (offers?.responses ?? []).map((r) => ({ offerId: r.offerId! })),
    });
    expect(published?.responses?.map((r) => [r.statusCode, r.errors?.[0]?.message])).toEqual(
      sample.map(() => [200, undefined]),
    );
    const listed = await app.buy.browse.getItem(`v1|${published!.responses![7]!.listingId}|0`);
    expect(listed.categoryId).toBe(sample[7]!.categoryId);
  });

  it('refuses a parent category as eBay does: Inventory 25005, Trading 87', async () => {
    // Architectural & Garden (4707), a parent the emulator did not know before it held the whole tree.
    basics ??= offerBasics();
    await seller.sell.inventory.createOrReplaceInventoryItem('CAT-PARENT', {
      product: { title: 'In a parent' },
      condition: 'USED_EXCELLENT',
      availability: { shipToLocationAvailability: { quantity: 1 } },
    });
    const { offerId } = await seller.sell.inventory.createOffer({
      sku: 'CAT-PARENT',
      categoryId: '4707',
      ...(await basics),
    });
    const refused = (await seller.sell.inventory.publishOffer(offerId!).catch((e: unknown) => e)) as {
      status: number;
      errors: { code: number; message: string }[];
    };
    expect(refused.status).toBe(400);
    expect(refused.errors[0]).toMatchObject({ code: 25005 });
    expect(refused.errors[0]!.message).toContain('Architectural & Garden (4707) is not a leaf category');
    const xml = client();
    await signInClassic(xml);
    const failed = (await xml.trading
      .AddFixedPriceItem({
        Item: { Title: 'In a parent', PrimaryCategory: { CategoryID: '4707' }, StartPrice: 5, Quantity: 1 },
      } as never)
      .catch((e: unknown) => e)) as { code: number };
    expect(failed.code).toBe(87);
    // A leaf below it lists with no item specifics (the emulator holds none for it).
    const listed = await xml.trading.AddFixedPriceItem({
      Item: { Title: 'Balusters', PrimaryCategory: { CategoryID: '162925' }, StartPrice: 5, Quantity: 1 },
    } as never);
    expect(listed.CategoryID).toBe('162925');
    await xml.close();
  });
});

describe('getCategorySuggestions over the whole tree', () => {
  const best = async (tree: string, q: string): Promise<string[]> =>
    ((await app.commerce.taxonomy.getCategorySuggestions(tree, { q }))?.categorySuggestions ?? []).map(
      (s) => s.category!.categoryId!,
    );

  it('puts the everyday leaf first for common searches', async () => {
    expect((await best('0', 'phones'))[0]).toBe('9355');
    expect((await best('0', 'iphone'))[0]).toBe('9355');
    expect(['177', '111422']).toContain((await best('0', 'laptops'))[0]);
    expect((await best('0', 'watches'))[0]).toBe('31387');
    expect((await best('0', 'cameras'))[0]).toBe('31388');
    expect((await best('0', 'tv'))[0]).toBe('11071');
  });

  it('answers leaves of the branch a search means', async () => {
    for (const id of (await best('0', 'shoes')).slice(0, 3)) expect(under(id, '11450')).toBe(true);
    for (const id of (await best('0', 'toys')).slice(0, 3)) expect(under(id, '220')).toBe(true);
    for (const id of await best('0', 'phones')) expect(byId.get(id)?.leaf).toBe(true);
    // Car parts are eBay Motors categories (tree 100); its suggestions stay in Car & Truck Parts & Accessories.
    const parts = await app.commerce.taxonomy.getCategorySuggestions('100', { q: 'car parts' });
    const first = parts!.categorySuggestions![0]!;
    expect(first.categoryTreeNodeAncestors?.map((a) => a.categoryId)).toContain('6030');
  });
});
