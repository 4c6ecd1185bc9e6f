// eBay's refusals of locations, groups, mappings, fees, bulk requests and list paging, over HTTP: one test per
// rule of the README's "eBay's refusals".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, errorId, offerReady, startRig, type Rig, type Seller } from './harness.js';

let rig: Rig;
let seller: Seller;

beforeAll(async () => {
  rig = await startRig();
  seller = await rig.seller();
});
afterAll(() => rig.close());

const CENTER = {
  location: {
    address: { addressLine1: '1 Main St', city: 'San Jose', stateOrProvince: 'CA', postalCode: '95125', country: 'US' },
  },
  locationTypes: ['FULFILLMENT_CENTER'],
};

describe('unknown ids', () => {
  it("answers ids the seller never created with eBay's not-found errors (25710, 25805, 25705)", async () => {
    const cases: [string, string, number][] = [
      ['GET', '/inventory_item/NEVER', 25710],
      ['DELETE', '/inventory_item/NEVER', 25710],
      ['GET', '/offer/999', 25710],
      ['PUT', '/offer/999', 25710],
      ['DELETE', '/offer/999', 25710],
      ['GET', '/inventory_item/NEVER/product_compatibility', 25710],
      ['GET', '/location/NEVER', 25805],
      ['POST', '/location/NEVER/update_location_details', 25805],
      ['POST', '/location/NEVER/enable', 25805],
      ['DELETE', '/location/NEVER', 25805],
      ['GET', '/inventory_item_group/NEVER', 25705],
      ['DELETE', '/inventory_item_group/NEVER', 25705],
    ];
    for (const [method, path, id] of cases) {
      const answer = await seller.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect([method, path, answer.status, errorId(answer)]).toEqual([method, path, 404, id]);
    }
  });
});

describe('locations', () => {
  it('refuses a location without the address fields its type needs (25801)', async () => {
    const cases: [unknown, string][] = [
      [{ location: { address: { postalCode: '95125' } } }, 'location.address.country'],
      [{ location: { address: { country: 'US' } } }, 'location.address.postalCode'],
      [{ location: { address: { country: 'US', city: 'San Jose' } } }, 'location.address.stateOrProvince'],
      [{ location: { address: ADDRESS }, locationTypes: ['STORE'] }, 'location.address.addressLine1'],
    ];
    for (const [body, field] of cases) {
      const answer = await seller.call('POST', '/location/WH-INCOMPLETE', body);
      expect([answer.status, errorId(answer), answer.body.errors?.[0]?.message]).toEqual([
        400,
        25801,
        `Missing field ${field}.`,
      ]);
    }
    const warehouse = { location: { address: { country: 'US', city: 'San Jose', stateOrProvince: 'CA' } } };
    expect((await seller.call('POST', '/location/WH-CITY', warehouse)).status).toBe(204);
  });

  it('refuses a merchantLocationKey over 36 characters (25800)', async () => {
    const answer = await seller.call('POST', `/location/${'K'.repeat(37)}`, { location: { address: ADDRESS } });
    expect([answer.status, errorId(answer)]).toEqual([400, 25800]);
  });

  it('refuses a second location under the same key (409, 25803)', async () => {
    expect((await seller.call('POST', '/location/WH-TWICE', { location: { address: ADDRESS } })).status).toBe(204);
    const again = await seller.call('POST', '/location/WH-TWICE', { location: { address: ADDRESS } });
    expect([again.status, errorId(again)]).toEqual([409, 25803]);
  });

  it('refuses to delete a fulfillment center, which can only be disabled (25806)', async () => {
    await seller.call('POST', '/location/FC-KEEP', CENTER);
    const answer = await seller.call('DELETE', '/location/FC-KEEP');
    expect([answer.status, errorId(answer)]).toEqual([400, 25806]);
    expect((await seller.call('POST', '/location/FC-KEEP/disable', {})).status).toBe(200);
  });
});

describe('SKU location mappings', () => {
  let listingId: string;
  beforeAll(async () => {
    const offerId = await offerReady(seller, 'MAPPED');
    listingId = String((await seller.call('POST', `/offer/${offerId}/publish`)).body.listingId);
    await seller.call('POST', '/location/FC-1', CENTER);
    await seller.call('POST', '/location/WH-PLAIN', { location: { address: ADDRESS } });
  });

  it.each([
    [25904, 'a listing that is not an active listing of the seller', '111', 'MAPPED', ['FC-1']],
    [25905, 'a SKU the listing does not hold', undefined, 'OTHER-SKU', ['FC-1']],
    [25901, 'no locations', undefined, 'MAPPED', []],
    [25902, 'the same location twice', undefined, 'MAPPED', ['FC-1', 'FC-1']],
    [25900, 'a location the seller does not have', undefined, 'MAPPED', ['NO-SUCH']],
    [25906, 'a location that is not a fulfillment center', undefined, 'MAPPED', ['WH-PLAIN']],
  ])('refuses %i: %s', async (id, _what, listing, sku, keys) => {
    const locations = keys.map((merchantLocationKey) => ({ merchantLocationKey }));
    const answer = await seller.call('PUT', `/listing/${listing ?? listingId}/sku/${sku}/locations`, { locations });
    expect([answer.status, errorId(answer)]).toEqual([400, id]);
  });
});

describe('inventory item groups', () => {
  it('refuses a group naming a SKU the seller does not have (25702)', async () => {
    const answer = await seller.call('PUT', '/inventory_item_group/G-UNKNOWN', { variantSKUs: ['NO-SUCH'] });
    expect([answer.status, errorId(answer)]).toEqual([400, 25702]);
  });

  it('refuses a SKU that is already in another group (25703)', async () => {
    await seller.call('PUT', '/inventory_item/IN-GROUP', { product: { title: 'x' } });
    expect((await seller.call('PUT', '/inventory_item_group/G-1', { variantSKUs: ['IN-GROUP'] })).status).toBe(201);
    const answer = await seller.call('PUT', '/inventory_item_group/G-2', { variantSKUs: ['IN-GROUP'] });
    expect([answer.status, errorId(answer)]).toEqual([400, 25703]);
  });

  it('refuses to publish or withdraw a group with no offers on the marketplace (25725)', async () => {
    await seller.call('PUT', '/inventory_item_group/G-EMPTY', { variantSKUs: [] });
    for (const action of ['publish_by_inventory_item_group', 'withdraw_by_inventory_item_group']) {
      const answer = await seller.call('POST', `/offer/${action}`, {
        inventoryItemGroupKey: 'G-EMPTY',
        marketplaceId: 'EBAY_US',
      });
      expect([action, answer.status, errorId(answer)]).toEqual([action, 400, 25725]);
    }
  });
});

describe('listing fees', () => {
  it('refuses offer ids that are unknown or published (25754)', async () => {
    const offerId = await offerReady(seller, 'FEES');
    expect((await seller.call('POST', '/offer/get_listing_fees', { offers: [{ offerId }] })).status).toBe(200);
    expect(errorId(await seller.call('POST', '/offer/get_listing_fees', { offers: [{ offerId: '999' }] }))).toBe(25754);
    await seller.call('POST', `/offer/${offerId}/publish`);
    expect(errorId(await seller.call('POST', '/offer/get_listing_fees', { offers: [{ offerId }] }))).toBe(25754);
  });
});

describe('bulk requests', () => {
  const many = (n: number, entry: (i: number) => unknown): unknown[] => Array.from({ length: n }, (_, i) => entry(i));

  it.each([
    ['/bulk_create_or_replace_inventory_item', 25727, (i: number) => ({ sku: `S-${i}`, locale: 'en_US' })],
    ['/bulk_get_inventory_item', 25727, (i: number) => ({ sku: `S-${i}` })],
    ['/bulk_create_offer', 25730, (i: number) => ({ sku: `S-${i}`, marketplaceId: 'EBAY_US', format: 'FIXED_PRICE' })],
    ['/bulk_publish_offer', 25730, (i: number) => ({ offerId: String(i) })],
  ])('refuses more than 25 entries in %s (%i)', async (path, id, entry) => {
    const answer = await seller.call('POST', path, { requests: many(26, entry) });
    expect([answer.status, errorId(answer)]).toEqual([400, id]);
  });

  it.each([
    ['/bulk_create_or_replace_inventory_item', 25728, { sku: 'D', locale: 'en_US' }],
    ['/bulk_get_inventory_item', 25734, { sku: 'D' }],
    ['/bulk_create_offer', 25729, { sku: 'D', marketplaceId: 'EBAY_US', format: 'FIXED_PRICE' }],
    ['/bulk_publish_offer', 25731, { offerId: '1' }],
  ])('refuses the same entry twice in %s (%i)', async (path, id, entry) => {
    const answer = await seller.call('POST', path, { requests: [entry, entry] });
    expect([answer.status, errorId(answer)]).toEqual([400, id]);
  });

  it('refuses a bulk call with no entries (25709), and too many price updates (25002) or listings to migrate (25709)', async () => {
    for (const path of ['/bulk_create_offer', '/bulk_update_price_quantity', '/bulk_migrate_listing']) {
      const answer = await seller.call('POST', path, { requests: [] });
      expect([path, answer.status, errorId(answer)]).toEqual([path, 400, 25709]);
    }
    const prices = await seller.call('POST', '/bulk_update_price_quantity', {
      requests: many(26, (i) => ({ sku: `S-${i}` })),
    });
    expect([prices.status, errorId(prices)]).toEqual([400, 25002]);
    const listings = await seller.call('POST', '/bulk_migrate_listing', {
      requests: many(6, (i) => ({ listingId: String(110000000000 + i) })),
    });
    expect([listings.status, errorId(listings)]).toEqual([400, 25709]);
  });

  it('refuses bulk inventory items without a locale (25733)', async () => {
    const answer = await seller.call('POST', '/bulk_create_or_replace_inventory_item', {
      requests: [{ sku: 'NO-LOCALE' }],
    });
    expect([answer.status, errorId(answer)]).toEqual([400, 25733]);
  });

  it('refuses every listing it cannot migrate, each with its reason (25718)', async () => {
    const offerId = await offerReady(seller, 'MIGRATED');
    const { listingId } = (await seller.call('POST', `/offer/${offerId}/publish`)).body;
    const answer = await seller.call('POST', '/bulk_migrate_listing', {
      requests: [{ listingId: '110000000000' }, { listingId }],
    });
    expect(answer.status).toBe(207);
    const responses = answer.body.responses as unknown as {
      listingId: string;
      statusCode: number;
      errors: { errorId: number; message: string }[];
    }[];
    expect(responses.map((r) => [r.listingId, r.statusCode, r.errors[0]?.errorId])).toEqual([
      ['110000000000', 400, 25718],
      [listingId, 400, 25718],
    ]);
    expect(responses[0]?.errors[0]?.message).toMatch(/not an active listing of this seller/);
    expect(responses[1]?.errors[0]?.message).toMatch(/already an Inventory API listing/);
  });
});

describe('list paging', () => {
  it.each([
    ['/inventory_item?limit=0'],
    ['/inventory_item?limit=201'],
    ['/inventory_item?offset=-1'],
    ['/inventory_item?limit=ten'],
    ['/offer?limit=0'],
    ['/offer?offset=-2'],
    ['/location?limit=0'],
    ['/location?offset=1.5'],
  ])('refuses %s as invalid pagination values (25706)', async (path) => {
    const answer = await seller.call('GET', path);
    expect([answer.status, errorId(answer)]).toEqual([400, 25706]);
  });
});
