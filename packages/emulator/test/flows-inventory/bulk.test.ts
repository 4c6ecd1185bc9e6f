// The Inventory bulk calls apply every entry to the caller's own SKUs and offers and answer each entry, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loose } from '../flow-harness.js';
import { offerReady, startRig, type Rig, type Seller } from './harness.js';

let rig: Rig;
let seller: Seller;
let other: Seller;

beforeAll(async () => {
  rig = await startRig();
  seller = await rig.seller();
  other = await rig.seller('testuser_other');
});
afterAll(() => rig.close());

const entries = (answer: { body: Loose }): Loose[] => answer.body.responses as unknown as Loose[];

describe('bulkUpdatePriceQuantity', () => {
  let published: string;
  let unpublished: string;
  let listingId: unknown;
  let othersOffer: string;
  beforeAll(async () => {
    published = await offerReady(seller, 'BU-1');
    listingId = (await seller.call('POST', `/offer/${published}/publish`)).body.listingId;
    unpublished = await offerReady(seller, 'BU-2');
    othersOffer = await offerReady(other, 'BU-OTHER');
  });

  it("applies each entry to the caller's SKUs and offers and answers each offer", async () => {
    const answer = await seller.call('POST', '/bulk_update_price_quantity', {
      requests: [
        {
          sku: 'BU-1',
          shipToLocationAvailability: { quantity: 9 },
          offers: [{ offerId: published, availableQuantity: 7, price: { value: '12.50', currency: 'USD' } }],
        },
        { sku: 'BU-2', offers: [{ offerId: unpublished, price: { value: '3.00', currency: 'USD' } }] },
      ],
    });
    expect(answer.status).toBe(200);
    expect(entries(answer)).toEqual([
      { statusCode: 200, offerId: published, sku: 'BU-1' },
      { statusCode: 200, offerId: unpublished, sku: 'BU-2' },
    ]);
    const offer = (await seller.call('GET', `/offer/${published}`)).body;
    expect([offer.availableQuantity, offer.pricingSummary?.price?.value]).toEqual([7, '12.50']);
    const item = (await seller.call('GET', '/inventory_item/BU-1')).body;
    expect(item.availability?.shipToLocationAvailability?.quantity).toBe(9);
    expect((await seller.call('GET', `/offer/${unpublished}`)).body.pricingSummary?.price?.value).toBe('3.00');
    // The published offer's listing is revised: Browse shows the new price.
    expect((await rig.browse(listingId)).body.price).toEqual({ value: '12.50', currency: 'USD' });
  });

  it("answers an unknown SKU, an unknown offer, another SKU's offer and another seller's offer with 25709 each", async () => {
    const answer = await seller.call('POST', '/bulk_update_price_quantity', {
      requests: [
        { sku: 'NO-SUCH', shipToLocationAvailability: { quantity: 1 } },
        {
          sku: 'BU-1',
          offers: [
            { offerId: '424242', availableQuantity: 1 },
            { offerId: unpublished, availableQuantity: 1 },
            { offerId: othersOffer, availableQuantity: 1 },
          ],
        },
      ],
    });
    expect(answer.status).toBe(207);
    expect(entries(answer).map((e) => [e.sku, e.offerId, e.statusCode, e.errors?.[0]?.errorId])).toEqual([
      ['NO-SUCH', undefined, 400, 25709],
      ['BU-1', '424242', 400, 25709],
      ['BU-1', unpublished, 400, 25709],
      ['BU-1', othersOffer, 400, 25709],
    ]);
    // Nothing changed for anyone.
    expect((await seller.call('GET', `/offer/${unpublished}`)).body.availableQuantity).toBe(2);
    expect((await other.call('GET', `/offer/${othersOffer}`)).body.availableQuantity).toBe(2);
  });
});

describe('bulk items and offers', () => {
  it('creates, reads back, offers and publishes entry by entry', async () => {
    await offerReady(seller, 'BULK-SEED'); // the location and policies the offers below use
    const created = await seller.call('POST', '/bulk_create_or_replace_inventory_item', {
      requests: ['BI-1', 'BI-2'].map((sku) => ({
        sku,
        locale: 'en_US',
        condition: 'NEW',
        product: { title: `Bulk ${sku}`, aspects: { Brand: ['Wilson'] } },
        availability: { shipToLocationAvailability: { quantity: 2 } },
      })),
    });
    expect(entries(created).map((e) => [e.sku, e.locale, e.statusCode])).toEqual([
      ['BI-1', 'en_US', 201],
      ['BI-2', 'en_US', 201],
    ]);
    const got = await seller.call('POST', '/bulk_get_inventory_item', { requests: [{ sku: 'BI-2' }, { sku: 'BI-9' }] });
    expect(got.status).toBe(207);
    expect(
      entries(got).map((e) => [e.sku, e.statusCode, e.inventoryItem?.product?.title, e.errors?.[0]?.errorId]),
    ).toEqual([
      ['BI-2', 200, 'Bulk BI-2', undefined],
      ['BI-9', 404, undefined, 25710],
    ]);
    const offer = (sku: string, categoryId?: string): Loose =>
      ({
        sku,
        marketplaceId: 'EBAY_US',
        format: 'FIXED_PRICE',
        merchantLocationKey: 'WH-1',
        listingPolicies: seller.policies,
        pricingSummary: { price: { value: '4.00', currency: 'USD' } },
        ...(categoryId ? { categoryId } : {}),
      }) as unknown as Loose;
    const offers = await seller.call('POST', '/bulk_create_offer', {
      requests: [offer('BI-1', '310'), offer('BI-2'), offer('BI-404')],
    });
    expect(entries(offers).map((e) => [e.sku, e.statusCode, e.errors?.[0]?.errorId])).toEqual([
      ['BI-1', 200, undefined],
      ['BI-2', 200, undefined],
      ['BI-404', 400, 25702],
    ]);
    const [first, second] = entries(offers).map((e) => String(e.offerId));
    expect((await seller.call('GET', `/offer/${first}`)).body.sku).toBe('BI-1');
    const publish = await seller.call('POST', '/bulk_publish_offer', {
      requests: [{ offerId: first }, { offerId: second }, { offerId: '77' }],
    });
    expect(publish.status).toBe(207);
    expect(entries(publish).map((e) => [e.offerId, e.statusCode, e.errors?.[0]?.errorId])).toEqual([
      [first, 200, undefined],
      [second, 400, 25005],
      ['77', 404, 25713],
    ]);
    expect(entries(publish)[0]?.listingId).toBe((await seller.call('GET', `/offer/${first}`)).body.listing?.listingId);
  });
});
