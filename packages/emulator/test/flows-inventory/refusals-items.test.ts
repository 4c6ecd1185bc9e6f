// eBay's refusals of inventory items and offers, over HTTP: one test per rule of the README's "eBay's refusals".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorId, fullOffer, startRig, type Rig, type Seller } from './harness.js';

let rig: Rig;
let seller: Seller;

beforeAll(async () => {
  rig = await startRig();
  seller = await rig.seller();
});
afterAll(() => rig.close());

describe('inventory items', () => {
  it('refuses a SKU over 50 characters or with characters other than letters, digits, - _ . (25707)', async () => {
    for (const sku of ['A'.repeat(51), 'has space', 'slash%2Fin', 'caf%C3%A9']) {
      const answer = await seller.call('PUT', `/inventory_item/${sku}`, { product: { title: 'x' } });
      expect([sku, answer.status, errorId(answer)]).toEqual([sku, 400, 25707]);
    }
    const bulk = await seller.call('POST', '/bulk_create_or_replace_inventory_item', {
      requests: [{ sku: 'B'.repeat(51), locale: 'en_US', product: { title: 'x' } }],
    });
    expect(bulk.body.responses?.[0]?.errors?.[0]?.errorId).toBe(25707);
    expect((await seller.call('GET', `/offer?sku=${'C'.repeat(51)}`)).body.errors?.[0]?.errorId).toBe(25707);
    // 50 characters of letters, digits, - _ . are a SKU.
    const longest = `A-b_c.${'9'.repeat(44)}`;
    expect((await seller.call('PUT', `/inventory_item/${longest}`, { product: { title: 'x' } })).status).toBe(201);
  });

  it('refuses a title over 80 characters (25080)', async () => {
    const answer = await seller.call('PUT', '/inventory_item/LONG-TITLE', { product: { title: 'T'.repeat(81) } });
    expect([answer.status, errorId(answer)]).toEqual([400, 25080]);
    expect((await seller.call('GET', '/inventory_item/LONG-TITLE')).status).toBe(404);
    const group = await seller.call('PUT', '/inventory_item_group/LONG-GROUP', { title: 'G'.repeat(81) });
    expect([group.status, errorId(group)]).toEqual([400, 25080]);
    const exact = await seller.call('PUT', '/inventory_item/TITLE-80', { product: { title: 'T'.repeat(80) } });
    expect(exact.status).toBe(201);
  });

  it('refuses a condition outside ConditionEnum as a field it cannot read (2004)', async () => {
    const answer = await seller.call('PUT', '/inventory_item/BAD-CONDITION', { condition: 'USED' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      errorId: 2004,
      domain: 'ACCESS',
      parameters: [{ name: 'reason', value: 'Could not serialize field [condition]' }],
    });
    expect((await seller.call('PUT', '/inventory_item/GOOD-CONDITION', { condition: 'USED_GOOD' })).status).toBe(201);
  });
});

describe('offers', () => {
  beforeAll(async () => {
    for (const sku of ['OFFER-1', 'OFFER-2', 'OFFER-3'])
      await seller.call('PUT', `/inventory_item/${sku}`, { product: { title: sku } });
  });

  it('refuses a format other than FIXED_PRICE or AUCTION (2004)', async () => {
    const answer = await seller.call('POST', '/offer', { ...fullOffer('OFFER-1'), format: 'BUY_IT_NOW' });
    expect(answer.body.errors?.[0]?.parameters).toEqual([
      { name: 'reason', value: 'Could not serialize field [format]' },
    ]);
  });

  it("refuses a marketplaceId outside the Inventory API's MarketplaceEnum, such as EBAY_MOTORS_US (2004)", async () => {
    const answer = await seller.call('POST', '/offer', { ...fullOffer('OFFER-1'), marketplaceId: 'EBAY_MOTORS_US' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.parameters?.[0]?.value).toBe('Could not serialize field [marketplaceId]');
  });

  it('refuses an offer without sku, marketplaceId or format (25709; 25735 in bulkCreateOffer)', async () => {
    for (const field of ['sku', 'marketplaceId', 'format']) {
      const { [field]: _dropped, ...rest } = fullOffer('OFFER-1');
      const answer = await seller.call('POST', '/offer', rest);
      expect([field, answer.status, errorId(answer)]).toEqual([field, 400, 25709]);
    }
    const bulk = await seller.call('POST', '/bulk_create_offer', {
      requests: [{ sku: 'OFFER-1', format: 'FIXED_PRICE' }],
    });
    expect(bulk.body.responses?.[0]?.errors?.[0]?.errorId).toBe(25735);
  });

  it('refuses an offer for a SKU the seller has no inventory item for (25702)', async () => {
    const answer = await seller.call('POST', '/offer', fullOffer('NO-SUCH-SKU'));
    expect([answer.status, errorId(answer)]).toEqual([400, 25702]);
  });

  it('refuses a second offer for the same SKU, marketplace and format, naming the first (25002)', async () => {
    const first = await seller.call('POST', '/offer', fullOffer('OFFER-2'));
    expect(first.status).toBe(201);
    const second = await seller.call('POST', '/offer', fullOffer('OFFER-2'));
    expect(second.status).toBe(400);
    expect(second.body.errors?.[0]).toMatchObject({
      errorId: 25002,
      message: 'A user error has occurred. Offer entity already exists.',
      parameters: [{ name: 'offerId', value: first.body.offerId }],
    });
    // Another format of the same SKU is another offer.
    const auction = {
      ...fullOffer('OFFER-2'),
      format: 'AUCTION',
      listingDuration: 'DAYS_7',
      pricingSummary: { auctionStartPrice: { value: '1.00', currency: 'USD' } },
    };
    expect((await seller.call('POST', '/offer', auction)).status).toBe(201);
  });

  it.each([
    [
      25755,
      'an auction without listingDuration',
      { format: 'AUCTION', pricingSummary: { auctionStartPrice: { value: '1', currency: 'USD' } } },
    ],
    [25757, 'an auction without auctionStartPrice', { format: 'AUCTION', listingDuration: 'DAYS_7' }],
    [
      25758,
      'a fixed-price offer with auction prices',
      { pricingSummary: { auctionReservePrice: { value: '9', currency: 'USD' } } },
    ],
  ])('refuses %i: %s', async (id, _what, change) => {
    const answer = await seller.call('POST', '/offer', { ...fullOffer('OFFER-3'), ...change });
    expect([answer.status, errorId(answer)]).toEqual([400, id]);
  });
});
