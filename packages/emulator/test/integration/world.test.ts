import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient, Scope } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { signInClassic, LAMP_ITEM_SPECIFICS } from '../xml/helpers.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';

// One world: the category tree, its aspects and conditions, served alike by Taxonomy, Metadata, Browse and Trading,
// and the category refusals of Inventory publishOffer and the Trading listing calls. Real HTTP on 127.0.0.1.

let emulator: Emulator;
let origin: string;
let seller: EbayClient;
let app: EbayClient;

function client(): EbayClient {
  const a = emulator.app;
  return new EbayClient({ appId: a.appId, certId: a.certId, devId: a.devId, ruName: a.ruName, origin, maxRetries: 0 });
}

/** The error a call fails with (the test fails when it succeeds). */
async function failure(
  call: Promise<unknown>,
): Promise<{ status: number; errors: { errorId: number; message: string }[] }> {
  const error = (await call.then(
    () => expect.unreachable('the call succeeded'),
    (e: unknown) => e,
  )) as { status: number; errors: { errorId?: number; code?: number; message: string }[] };
  return {
    status: error.status,
    errors: error.errors.map((e) => ({ errorId: e.errorId ?? e.code ?? 0, message: e.message })),
  };
}

beforeAll(async () => {
  emulator = createEmulator({ seed: 5 });
  origin = (await emulator.listen(0)).url;
  app = client();
  seller = client();
  const consentUrl = seller.oauth2.generateAuthUrl({ scope: [Scope.SELL_INVENTORY, Scope.SELL_ACCOUNT] });
  const approved = await createEmulatorAdmin({ baseUrl: origin }).approveConsent(consentUrl);
  await seller.oauth2.getToken(approved.redirect);
});
afterAll(async () => {
  await seller.close();
  await app.close();
  await emulator.close();
});

describe('Taxonomy', () => {
  it('serves the EBAY_US tree with its root at level 0 and eBay’s names', async () => {
    expect(await app.commerce.taxonomy.getDefaultCategoryTreeId({ marketplace_id: 'EBAY_US' })).toMatchObject({
      categoryTreeId: '0',
    });
    expect(await app.commerce.taxonomy.getDefaultCategoryTreeId({ marketplace_id: 'EBAY_MOTORS_US' })).toMatchObject({
      categoryTreeId: '100',
    });
    const tree = await app.commerce.taxonomy.getCategoryTree('0');
    expect(tree.applicableMarketplaceIds).toEqual(['EBAY_US']);
    const root = tree.rootCategoryNode!;
    expect(root.categoryTreeNodeLevel).toBe(0);
    expect(root.category?.categoryName).toBe('Root');
    const top = root.childCategoryTreeNodes!.map((n) => n.category?.categoryName);
    expect(top).toContain('Cell Phones & Accessories');
    expect(top).toContain('Home & Garden');
    const home = root.childCategoryTreeNodes!.find((n) => n.category?.categoryId === '11700')!;
    expect(home.categoryTreeNodeLevel).toBe(1);
    const lighting = home.childCategoryTreeNodes!.find((n) => n.category?.categoryId === '20697')!;
    expect(lighting.childCategoryTreeNodes!.find((n) => n.category?.categoryId === '112581')).toMatchObject({
      category: { categoryName: 'Lamps' },
      categoryTreeNodeLevel: 3,
      leafCategoryTreeNode: true,
    });
  });

  it('answers a subtree, and the contract’s errors for an unknown tree or category', async () => {
    const sub = await app.commerce.taxonomy.getCategorySubtree('0', { category_id: '15032' });
    expect(sub.categorySubtreeNode?.category?.categoryName).toBe('Cell Phones & Accessories');
    expect(sub.categorySubtreeNode?.childCategoryTreeNodes?.map((n) => n.category?.categoryId)).toContain('9355');
    // The tree's text is kept between calls (flows/taxonomy.ts): a second emulator on another port links to itself.
    const ours = JSON.stringify(await app.commerce.taxonomy.getCategoryTree('0'));
    expect(ours).toContain(`"parentCategoryTreeNodeHref":"${origin}/commerce/taxonomy/v1/category_tree/0"`);
    const other = createEmulator({ seed: 5 });
    const a = other.app;
    let theirApp: EbayClient | undefined;
    try {
      const otherOrigin = (await other.listen(0)).url;
      const { appId, certId, devId, ruName } = a;
      theirApp = new EbayClient({ appId, certId, devId, ruName, origin: otherOrigin, maxRetries: 0 });
      const theirs = JSON.stringify(await theirApp.commerce.taxonomy.getCategoryTree('0'));
      expect(theirs).toContain(`"parentCategoryTreeNodeHref":"${otherOrigin}/commerce/taxonomy/v1/category_tree/0"`);
      expect(theirs).not.toContain(origin);
      expect(JSON.stringify(await app.commerce.taxonomy.getCategoryTree('0'))).toBe(ours);
    } finally {
      await theirApp?.close();
      await other.close();
    }
    expect(await failure(app.commerce.taxonomy.getCategoryTree('999'))).toMatchObject({
      status: 400,
      errors: [{ errorId: 62004 }],
    });
    expect(await failure(app.commerce.taxonomy.getCategorySubtree('0', { category_id: '424242' }))).toMatchObject({
      status: 400,
      errors: [{ errorId: 62005 }],
    });
    expect(await failure(app.commerce.taxonomy.getItemAspectsForCategory('0', { category_id: '20697' }))).toMatchObject(
      { status: 400, errors: [{ errorId: 62009 }] },
    );
  });

  it('suggests Cell Phones & Smartphones (9355) for "iphone"', async () => {
    const found = await app.commerce.taxonomy.getCategorySuggestions('0', { q: 'iphone' });
    const first = found!.categorySuggestions![0]!;
    expect(first.category).toEqual({ categoryId: '9355', categoryName: 'Cell Phones & Smartphones' });
    expect(first.categoryTreeNodeAncestors?.map((a) => a.categoryId)).toEqual(['15032', '0']);
    const lamps = await app.commerce.taxonomy.getCategorySuggestions('0', { q: 'table lamp' });
    expect(lamps!.categorySuggestions?.[0]?.category?.categoryId).toBe('112581');
  });

  it('describes a leaf’s aspects, and all of them in fetchItemAspects’ gzipped file', async () => {
    const aspects = (await app.commerce.taxonomy.getItemAspectsForCategory('0', { category_id: '9355' }))!.aspects;
    const brand = aspects!.find((a) => a.localizedAspectName === 'Brand')!;
    expect(brand.aspectConstraint?.aspectRequired).toBe(true);
    expect(brand.aspectValues?.map((v) => v.localizedValue)).toContain('Apple');
    expect(aspects!.map((a) => a.localizedAspectName)).toContain('Storage Capacity');
    // A gzipped JSON file (application/octet-stream), as eBay sends it: the client gives its bytes.
    const file = await app.withResponse(app.commerce.taxonomy.fetchItemAspects('0'));
    expect(file.headers['content-type']).toBe('application/octet-stream');
    const json = JSON.parse(gunzipSync(file.data).toString()) as {
      categoryAspects: { category: { categoryId: string } }[];
    };
    expect(json.categoryAspects.map((c) => c.category.categoryId)).toContain('112581');
  });

  it('answers parts compatibility for eBay Motors parts categories only', async () => {
    const props = await app.commerce.taxonomy.getCompatibilityProperties('100', { category_id: '33564' });
    expect(props!.compatibilityProperties?.map((p) => p.name)).toEqual(['Year', 'Make', 'Model', 'Trim', 'Engine']);
    const models = await app.commerce.taxonomy.getCompatibilityPropertyValues('100', {
      category_id: '33564',
      compatibility_property: 'Model',
      filter: 'Make:Toyota',
    });
    expect(models!.compatibilityPropertyValues?.map((v) => v.value)).toEqual(['Camry', 'Corolla']);
    expect(
      await failure(app.commerce.taxonomy.getCompatibilityProperties('0', { category_id: '112581' })),
    ).toMatchObject({ errors: [{ errorId: 62101 }] });
  });
});

describe('Metadata', () => {
  it('gives the conditions of the categories the filter names', async () => {
    const policies = await seller.sell.metadata.getItemConditionPolicies('EBAY_US', {
      filter: 'categoryIds:{9355|261186}',
    });
    const byId = new Map(policies!.itemConditionPolicies!.map((p) => [p.categoryId, p]));
    expect(byId.get('9355')?.itemConditions?.map((c) => c.conditionId)).toContain('2010');
    expect(byId.get('261186')?.itemConditions?.map((c) => c.conditionId)).toEqual([
      '1000',
      '2750',
      '4000',
      '5000',
      '6000',
    ]);
    expect(byId.get('9355')?.categoryTreeId).toBe('0');
    expect(await failure(seller.sell.metadata.getItemConditionPolicies('EBAY_US', { filter: 'nope' }))).toMatchObject({
      status: 400,
      errors: [{ errorId: 46002 }],
    });
  });
});

describe('the same category everywhere', () => {
  it('names 112581 "Lamps" in Taxonomy, Browse and Trading', async () => {
    const found = await app.buy.browse.search({ category_ids: '112581', limit: 1 });
    const summary = found.itemSummaries![0]!;
    expect(summary.categories?.[0]).toEqual({ categoryId: '112581', categoryName: 'Lamps' });
    const item = await app.buy.browse.getItem(summary.itemId!);
    expect(item.categoryPath).toBe('Home & Garden|Lamps, Lighting & Ceiling Fans|Lamps');
    expect(item.categoryIdPath).toBe('11700|20697|112581');
    // A parent category in category_ids finds the items of its leaves.
    const under = await app.buy.browse.search({ category_ids: '20697', limit: 200 });
    expect(under.itemSummaries!.map((s) => s.itemId)).toContain(summary.itemId);
    const xml = client();
    await signInClassic(xml);
    const got = await xml.trading.GetItem({ ItemID: summary.legacyItemId! });
    // Trading names the category by its whole path, as eBay's GetItem does.
    expect(got.Item?.PrimaryCategory).toEqual({
      CategoryID: '112581',
      CategoryName: 'Home & Garden:Lamps, Lighting & Ceiling Fans:Lamps',
    });
    await xml.close();
  });
});

describe('category refusals', () => {
  /** What publishing needs besides the category: a location and the seller's policies (seeded for the test user). */
  let ready: Record<string, unknown> | undefined;
  async function publishable(): Promise<Record<string, unknown>> {
    if (ready) return ready;
    await seller.sell.inventory.createInventoryLocation('W-LOC', {
      location: { address: { country: 'US', postalCode: '95125' } },
    });
    const marketplace = { marketplace_id: 'EBAY_US' };
    ready = {
      merchantLocationKey: 'W-LOC',
      availableQuantity: 1,
      listingPolicies: {
        fulfillmentPolicyId: (await seller.sell.account.getFulfillmentPolicies(marketplace)).fulfillmentPolicies![0]!
          .fulfillmentPolicyId,
        paymentPolicyId: (await seller.sell.account.getPaymentPolicies(marketplace)).paymentPolicies![0]!
          .paymentPolicyId,
        returnPolicyId: (await seller.sell.account.getReturnPolicies(marketplace)).returnPolicies![0]!.returnPolicyId,
      },
    };
    return ready;
  }
  async function offer(sku: string, item: Record<string, unknown>, categoryId?: string): Promise<string> {
    await seller.sell.inventory.createOrReplaceInventoryItem(sku, {
      product: { title: `World ${sku}`, ...(item.aspects ? { aspects: item.aspects } : {}) },
      ...(item.condition ? { condition: item.condition } : {}),
    } as never);
    const { offerId } = await seller.sell.inventory.createOffer({
      sku,
      marketplaceId: 'EBAY_US',
      format: 'FIXED_PRICE',
      ...(categoryId ? { categoryId } : {}),
      ...(await publishable()),
      pricingSummary: { price: { value: '19.00', currency: 'USD' } },
    });
    return offerId!;
  }
  const phone = { Brand: ['Apple'], Model: ['Apple iPhone 15'] };

  it('publishes a phone in 9355 with its required aspects and an allowed condition', async () => {
    const id = await offer('W-OK', { aspects: phone, condition: 'USED_EXCELLENT' }, '9355');
    const { listingId } = await seller.sell.inventory.publishOffer(id);
    const item = await app.buy.browse.getItem(`v1|${listingId}|0`);
    expect((item as { categories?: unknown[] }).categories?.[0]).toEqual({
      categoryId: '9355',
      categoryName: 'Cell Phones & Smartphones',
    });
  });

  it('refuses publishOffer for a category that is not a leaf, or unknown, with 25005', async () => {
    const parent = await failure(
      seller.sell.inventory.publishOffer(await offer('W-P', { aspects: phone, condition: 'NEW' }, '15032')),
    );
    expect(parent).toMatchObject({ status: 400, errors: [{ errorId: 25005 }] });
    expect(parent.errors[0]!.message).toContain('not a leaf category');
    const unknown = await failure(
      seller.sell.inventory.publishOffer(await offer('W-U', { aspects: phone, condition: 'NEW' }, '424242')),
    );
    expect(unknown).toMatchObject({ status: 400, errors: [{ errorId: 25005 }] });
  });

  it('refuses publishOffer without a required aspect, with 25002 naming it', async () => {
    const missing = await failure(
      seller.sell.inventory.publishOffer(
        await offer('W-A', { aspects: { Brand: ['Apple'] }, condition: 'NEW' }, '9355'),
      ),
    );
    expect(missing).toMatchObject({ status: 400, errors: [{ errorId: 25002 }] });
    expect(missing.errors[0]!.message).toBe(
      'A user error has occurred. The item specific Model is missing. Add Model to this listing, enter a valid value, and then try again.',
    );
  });

  it('refuses publishOffer with a condition the category does not allow, with 25021', async () => {
    // Books take New, Like New, Very Good, Good and Acceptable; not Certified - Refurbished.
    const refused = await failure(
      seller.sell.inventory.publishOffer(
        await offer(
          'W-C',
          { aspects: { 'Book Title': ['Dune'], Language: ['English'] }, condition: 'CERTIFIED_REFURBISHED' },
          '261186',
        ),
      ),
    );
    expect(refused).toMatchObject({ status: 400, errors: [{ errorId: 25021 }] });
  });

  // A lamp listing (Lamps requires Brand and Type), with `fields` changed; typed loosely to send wrong values too.
  const listing = (fields: Record<string, unknown>): never =>
    ({
      Title: 'World lamp',
      PrimaryCategory: { CategoryID: '112581' },
      StartPrice: 30,
      Quantity: 1,
      ConditionID: 1000,
      ItemSpecifics: LAMP_ITEM_SPECIFICS,
      ...fields,
    }) as never;

  it('refuses the Trading listing calls with 87, 107, 21919303 and 21916883', async () => {
    const xml = client();
    await signInClassic(xml);
    const code = async (call: Promise<unknown>): Promise<unknown> =>
      (
        (await call.then(
          () => expect.unreachable('the call succeeded'),
          (e: unknown) => e,
        )) as { code: unknown }
      ).code;
    expect(
      await code(xml.trading.AddFixedPriceItem({ Item: listing({ PrimaryCategory: { CategoryID: '20697' } }) })),
    ).toBe(87);
    expect(
      await code(xml.trading.AddFixedPriceItem({ Item: listing({ PrimaryCategory: { CategoryID: '424242' } }) })),
    ).toBe(107);
    expect(
      await code(
        xml.trading.VerifyAddFixedPriceItem({
          Item: listing({ ItemSpecifics: { NameValueList: [{ Name: 'Brand', Value: 'IKEA' }] } }),
        }),
      ),
    ).toBe(21919303);
    expect(await code(xml.trading.AddFixedPriceItem({ Item: listing({ ConditionID: 2750 }) }))).toBe(21916883);
    // A listing that passes can then not be revised into a category that breaks the rules.
    const { ItemID } = await xml.trading.AddFixedPriceItem({ Item: listing({}) });
    expect(
      await code(xml.trading.ReviseFixedPriceItem({ Item: { ItemID, PrimaryCategory: { CategoryID: '9355' } } })),
    ).toBe(21919303);
    await xml.close();
  });
});
