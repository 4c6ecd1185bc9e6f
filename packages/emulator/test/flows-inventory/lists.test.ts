// The Inventory list calls page as the contract defines them, over HTTP: getInventoryItems and getOffers read
// `offset` as a page number, getInventoryLocations as locations to skip; `href`, `next`, `prev`, `total` and
// `size` follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loose } from '../flow-harness.js';
import { ADDRESS, offerReady, startRig, type Rig, type Seller } from './harness.js';

let rig: Rig;
let seller: Seller;

beforeAll(async () => {
  rig = await startRig();
  seller = await rig.seller();
});
afterAll(() => rig.close());

/** The path and query of an absolute link the emulator answered, for the next call. */
const pathOf = (link: Loose | undefined): string => {
  const url = new URL(String(link));
  return `${url.pathname.replace('/sell/inventory/v1', '')}${url.search}`;
};

const skusOf = (page: Loose): unknown[] => (page.inventoryItems as unknown as Loose[]).map((i) => i.sku);

describe('getInventoryItems', () => {
  beforeAll(async () => {
    for (const sku of ['L-1', 'L-2', 'L-3', 'L-4', 'L-5'])
      await seller.call('PUT', `/inventory_item/${sku}`, { product: { title: sku } });
  });

  it('pages by page number, with size = pages, and next/prev links that walk every item once', async () => {
    const first = (await seller.call('GET', '/inventory_item?limit=2')).body;
    expect(first).toMatchObject({ limit: 2, total: 5, size: 3 });
    expect(skusOf(first)).toEqual(['L-1', 'L-2']);
    expect(first.href).toBe(`${rig.url}/sell/inventory/v1/inventory_item?limit=2&offset=0`);
    expect(first.next).toBe(`${rig.url}/sell/inventory/v1/inventory_item?limit=2&offset=1`);
    expect(first.prev).toBeUndefined();
    const seen = [...skusOf(first)];
    let page = first;
    while (page.next) {
      page = (await seller.call('GET', pathOf(page.next))).body;
      seen.push(...skusOf(page));
    }
    expect(seen).toEqual(['L-1', 'L-2', 'L-3', 'L-4', 'L-5']);
    expect(page.prev).toBe(`${rig.url}/sell/inventory/v1/inventory_item?limit=2&offset=1`);
  });

  it('answers 25 per page by default and an empty page past the end', async () => {
    expect((await seller.call('GET', '/inventory_item')).body).toMatchObject({ limit: 25, total: 5, size: 1 });
    const past = (await seller.call('GET', '/inventory_item?limit=2&offset=9')).body;
    expect([past.inventoryItems, past.next]).toEqual([[], undefined]);
  });
});

describe('getOffers', () => {
  beforeAll(async () => {
    for (const sku of ['O-1', 'O-2', 'O-3']) await offerReady(seller, sku);
    await seller.call('POST', '/offer', {
      sku: 'O-1',
      marketplaceId: 'EBAY_US',
      format: 'AUCTION',
      listingDuration: 'DAYS_7',
      pricingSummary: { auctionStartPrice: { value: '1.00', currency: 'USD' } },
    });
  });

  it('pages by page number, with size = offers on the page, and keeps the filters in its links', async () => {
    const first = (await seller.call('GET', '/offer?limit=2')).body;
    expect(first).toMatchObject({ limit: 2, size: 2, total: 4 });
    expect(first.next).toBe(`${rig.url}/sell/inventory/v1/offer?limit=2&offset=1`);
    const second = (await seller.call('GET', pathOf(first.next))).body;
    expect([second.size, second.next, second.prev]).toEqual([
      2,
      undefined,
      `${rig.url}/sell/inventory/v1/offer?limit=2&offset=0`,
    ]);
    const bySku = (await seller.call('GET', '/offer?sku=O-1&limit=1')).body;
    expect([bySku.total, (bySku.offers as unknown as Loose[])[0]?.sku]).toEqual([2, 'O-1']);
    expect(bySku.next).toBe(`${rig.url}/sell/inventory/v1/offer?sku=O-1&limit=1&offset=1`);
    const auctions = (await seller.call('GET', '/offer?sku=O-1&format=AUCTION')).body;
    expect((auctions.offers as unknown as Loose[]).map((o) => o.format)).toEqual(['AUCTION']);
  });
});

describe('getInventoryLocations', () => {
  beforeAll(async () => {
    for (const key of ['LOC-1', 'LOC-2', 'LOC-3', 'LOC-4', 'LOC-5'])
      await seller.call('POST', `/location/${key}`, { location: { address: ADDRESS } });
  });

  it('lists the locations created (none invented), skipping `offset` of them', async () => {
    const page = (await seller.call('GET', '/location?limit=2&offset=1')).body;
    const keys = (page.locations as unknown as Loose[]).map((l) => l.merchantLocationKey);
    // offerReady above made WH-1 first.
    expect(keys).toEqual(['LOC-1', 'LOC-2']);
    expect(page).toMatchObject({ limit: 2, offset: 1, total: 6 });
    expect(page.next).toBe(`${rig.url}/sell/inventory/v1/location?limit=2&offset=3`);
    expect(page.prev).toBe(`${rig.url}/sell/inventory/v1/location?limit=2&offset=0`);
    expect((await seller.call('GET', '/location')).body).toMatchObject({ limit: 100, offset: 0, total: 6 });
  });
});
