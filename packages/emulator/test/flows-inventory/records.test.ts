// What a seller creates in the Inventory API reads back, lists, changes and goes away, per seller, over HTTP:
// locations, item groups, product compatibility, SKU location mappings, offers and listing fees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loose } from '../flow-harness.js';
import { ADDRESS, errorId, offerReady, startRig, type Rig, type Seller } from './harness.js';

let rig: Rig;
let seller: Seller;
let other: Seller;

beforeAll(async () => {
  rig = await startRig();
  seller = await rig.seller();
  other = await rig.seller('testuser_other');
});
afterAll(() => rig.close());

describe('inventory locations', () => {
  it('reads back, lists, updates, disables, enables and deletes what was created', async () => {
    const created = await seller.call('POST', '/location/STORE-1', {
      name: 'Shop',
      location: { address: { ...ADDRESS, city: 'San Jose' } },
      merchantLocationStatus: 'DISABLED',
    });
    expect(created.status).toBe(204);
    const read = (await seller.call('GET', '/location/STORE-1')).body;
    expect(read).toMatchObject({
      merchantLocationKey: 'STORE-1',
      merchantLocationStatus: 'DISABLED',
      name: 'Shop',
      locationTypes: ['WAREHOUSE'],
      location: { address: { country: 'US', postalCode: '95125', city: 'San Jose' } },
    });
    expect(read.location?.locationId).toMatch(/^\d+$/);
    const changed = await seller.call('POST', '/location/STORE-1/update_location_details', {
      name: 'Shop on Main',
      phone: '555-0100',
      location: { address: { country: 'DE', postalCode: '10115' } },
    });
    expect(changed.status).toBe(204);
    expect((await seller.call('POST', '/location/STORE-1/enable', {})).status).toBe(200);
    expect((await seller.call('GET', '/location/STORE-1')).body).toMatchObject({
      name: 'Shop on Main',
      phone: '555-0100',
      merchantLocationStatus: 'ENABLED',
      // The physical address stays as created.
      location: { address: { country: 'US', postalCode: '95125' } },
    });
    const keys = ((await seller.call('GET', '/location')).body.locations as unknown as Loose[]).map(
      (l) => l.merchantLocationKey,
    );
    expect(keys).toEqual(['STORE-1']);
    expect((await seller.call('DELETE', '/location/STORE-1')).status).toBe(204);
    expect(errorId(await seller.call('GET', '/location/STORE-1'))).toBe(25805);
    expect((await seller.call('GET', '/location')).body.total).toBe(0);
  });
});

describe('inventory item groups', () => {
  it('reads back, publishes as one listing, withdraws and deletes', async () => {
    const [small, large] = [await offerReady(seller, 'SHIRT-S'), await offerReady(seller, 'SHIRT-L')];
    const group = {
      title: 'Plain shirt',
      aspects: { Size: ['S', 'L'] },
      variantSKUs: ['SHIRT-S', 'SHIRT-L'],
      variesBy: { specifications: [{ name: 'Size', values: ['S', 'L'] }] },
    };
    expect((await seller.call('PUT', '/inventory_item_group/SHIRT', group)).status).toBe(201);
    expect((await seller.call('PUT', '/inventory_item_group/SHIRT', group)).status).toBe(204);
    expect((await seller.call('GET', '/inventory_item_group/SHIRT')).body).toMatchObject({
      ...group,
      inventoryItemGroupKey: 'SHIRT',
    });
    expect((await seller.call('GET', '/inventory_item/SHIRT-S')).body.inventoryItemGroupKeys).toEqual(['SHIRT']);
    const byGroup = { inventoryItemGroupKey: 'SHIRT', marketplaceId: 'EBAY_US' };
    const published = await seller.call('POST', '/offer/publish_by_inventory_item_group', byGroup);
    expect(published.status).toBe(200);
    const { listingId } = published.body;
    for (const offerId of [small, large])
      expect((await seller.call('GET', `/offer/${offerId}`)).body.listing).toEqual({
        listingId,
        listingStatus: 'ACTIVE',
      });
    expect((await rig.browse(listingId)).body.title).toBe('Plain shirt');
    expect((await seller.call('POST', '/offer/withdraw_by_inventory_item_group', byGroup)).status).toBe(204);
    expect((await seller.call('GET', `/offer/${small}`)).body.status).toBe('UNPUBLISHED');
    expect((await rig.browse(listingId)).status).toBe(404);
    expect((await seller.call('DELETE', '/inventory_item_group/SHIRT')).status).toBe(204);
    expect(errorId(await seller.call('GET', '/inventory_item_group/SHIRT'))).toBe(25705);
  });
});

describe('product compatibility', () => {
  it('reads back, replaces and deletes', async () => {
    await seller.call('PUT', '/inventory_item/PART-1', { product: { title: 'Brake pad' } });
    const fits = { compatibleProducts: [{ productIdentifier: { epid: '111' }, notes: 'front' }] };
    expect((await seller.call('PUT', '/inventory_item/PART-1/product_compatibility', fits)).status).toBe(201);
    expect((await seller.call('GET', '/inventory_item/PART-1/product_compatibility')).body).toEqual({
      ...fits,
      sku: 'PART-1',
    });
    const refit = { compatibleProducts: [{ productIdentifier: { epid: '222' } }] };
    expect((await seller.call('PUT', '/inventory_item/PART-1/product_compatibility', refit)).status).toBe(204);
    expect((await seller.call('GET', '/inventory_item/PART-1/product_compatibility')).body.compatibleProducts).toEqual(
      refit.compatibleProducts,
    );
    expect((await seller.call('DELETE', '/inventory_item/PART-1/product_compatibility')).status).toBe(204);
    expect(errorId(await seller.call('GET', '/inventory_item/PART-1/product_compatibility'))).toBe(25710);
  });
});

describe('SKU location mappings', () => {
  it('reads back, replaces and deletes the fulfillment centers of a listed SKU', async () => {
    const offerId = await offerReady(seller, 'MAP-1');
    const { listingId } = (await seller.call('POST', `/offer/${offerId}/publish`)).body;
    const center = (city: string): unknown => ({
      location: {
        address: { addressLine1: '1 Main St', city, stateOrProvince: 'CA', postalCode: '95125', country: 'US' },
      },
      locationTypes: ['FULFILLMENT_CENTER'],
    });
    await seller.call('POST', '/location/FC-A', center('San Jose'));
    await seller.call('POST', '/location/FC-B', center('Fresno'));
    const path = `/listing/${listingId}/sku/MAP-1/locations`;
    const two = { locations: [{ merchantLocationKey: 'FC-A' }, { merchantLocationKey: 'FC-B' }] };
    expect((await seller.call('PUT', path, two)).status).toBe(204);
    expect((await seller.call('GET', path)).body).toEqual(two);
    expect((await seller.call('PUT', path, { locations: [{ merchantLocationKey: 'FC-B' }] })).status).toBe(204);
    expect((await seller.call('GET', path)).body).toEqual({ locations: [{ merchantLocationKey: 'FC-B' }] });
    expect((await seller.call('DELETE', path)).status).toBe(204);
    expect(errorId(await seller.call('GET', path))).toBe(25710);
  });
});

describe('offers', () => {
  it('updateOffer replaces the offer; deleteOffer of a published one ends its listing', async () => {
    const offerId = await offerReady(seller, 'UPD-1');
    const replaced = await seller.call('PUT', `/offer/${offerId}`, {
      availableQuantity: 1,
      pricingSummary: { price: { value: '8.00', currency: 'USD' } },
      listingDescription: 'Replaced',
    });
    expect(replaced.status).toBe(204);
    const offer = (await seller.call('GET', `/offer/${offerId}`)).body;
    expect(offer).toMatchObject({
      offerId,
      sku: 'UPD-1',
      marketplaceId: 'EBAY_US',
      format: 'FIXED_PRICE',
      listingDescription: 'Replaced',
    });
    // A complete replacement: what was not sent again is gone.
    expect(offer.categoryId).toBeUndefined();
    const listed = await offerReady(seller, 'DEL-1');
    const { listingId } = (await seller.call('POST', `/offer/${listed}/publish`)).body;
    expect((await seller.call('DELETE', `/offer/${listed}`)).status).toBe(204);
    expect(errorId(await seller.call('GET', `/offer/${listed}`))).toBe(25710);
    expect((await rig.browse(listingId)).status).toBe(404);
  });

  it('deleting an inventory item deletes its offers and ends their listings', async () => {
    const offerId = await offerReady(seller, 'GONE-1');
    const { listingId } = (await seller.call('POST', `/offer/${offerId}/publish`)).body;
    expect((await seller.call('DELETE', '/inventory_item/GONE-1')).status).toBe(204);
    expect(errorId(await seller.call('GET', `/offer/${offerId}`))).toBe(25710);
    expect((await rig.browse(listingId)).status).toBe(404);
  });

  it('answers listing fees per marketplace for unpublished offers', async () => {
    const offerId = await offerReady(seller, 'FEE-1');
    const fees = await seller.call('POST', '/offer/get_listing_fees', { offers: [{ offerId }] });
    expect(fees.body).toEqual({
      feeSummaries: [
        {
          marketplaceId: 'EBAY_US',
          fees: [{ feeType: 'InsertionFee', amount: { currency: 'USD', value: '0.0' } }],
          warnings: [],
        },
      ],
    });
  });
});

describe('per seller', () => {
  it("keeps each seller's items, offers and locations to that seller", async () => {
    const offerId = await offerReady(seller, 'MINE-1', 'WH-MINE');
    expect(errorId(await other.call('GET', '/inventory_item/MINE-1'))).toBe(25710);
    expect(errorId(await other.call('GET', `/offer/${offerId}`))).toBe(25710);
    expect(errorId(await other.call('POST', `/offer/${offerId}/publish`))).toBe(25710);
    expect(errorId(await other.call('GET', '/location/WH-MINE'))).toBe(25805);
    expect((await other.call('GET', '/inventory_item')).body.total).toBe(0);
    // The other seller may use the same SKU and location key for records of its own.
    const theirs = await offerReady(other, 'MINE-1', 'WH-MINE');
    expect(theirs).not.toBe(offerId);
    const { listingId } = (await other.call('POST', `/offer/${theirs}/publish`)).body;
    expect((await rig.browse(listingId)).body.seller?.username).toBe('testuser_other');
  });
});
