// eBay's refusals when an offer becomes a listing (publish, revise, withdraw), over HTTP: one test per rule of the
// README's "eBay's refusals".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, errorId, errorIds, offerReady, startRig, type Rig, type Seller } from './harness.js';

let rig: Rig;
let seller: Seller;
let other: Seller;

beforeAll(async () => {
  rig = await startRig();
  seller = await rig.seller();
  other = await rig.seller('another_seller');
});
afterAll(() => rig.close());

/** Replaces offer `offerId` with its current fields changed by `change` (null removes a field). */
async function changeOffer(offerId: string, change: Record<string, unknown>): Promise<void> {
  const {
    offerId: _id,
    sku: _sku,
    marketplaceId: _m,
    format: _f,
    status: _s,
    listing: _l,
    ...fields
  } = (await seller.call('GET', `/offer/${offerId}`)).body as Record<string, unknown>;
  const next = Object.fromEntries(Object.entries({ ...fields, ...change }).filter(([, value]) => value !== null));
  const answer = await seller.call('PUT', `/offer/${offerId}`, next);
  if (answer.status !== 204) throw new Error(JSON.stringify(answer.body));
}

describe('publishing an offer', () => {
  it('refuses an offer without merchantLocationKey: no <Item.Country> (25002)', async () => {
    const offerId = await offerReady(seller, 'PUB-NO-LOCATION');
    await changeOffer(offerId, { merchantLocationKey: null });
    const answer = await seller.call('POST', `/offer/${offerId}/publish`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        errorId: 25002,
        message:
          'A user error has occurred. No <Item.Country> exists or <Item.Country> is specified as an empty tag in the request.',
      }),
    ]);
  });

  it('refuses a merchantLocationKey the seller does not have, or a disabled one (25012)', async () => {
    const offerId = await offerReady(seller, 'PUB-BAD-LOCATION');
    await changeOffer(offerId, { merchantLocationKey: 'NO-SUCH-LOCATION' });
    expect(errorIds(await seller.call('POST', `/offer/${offerId}/publish`))).toEqual([25012]);
    await seller.call('POST', '/location/WH-OFF', { location: { address: ADDRESS } });
    await seller.call('POST', '/location/WH-OFF/disable', {});
    await changeOffer(offerId, { merchantLocationKey: 'WH-OFF' });
    expect(errorIds(await seller.call('POST', `/offer/${offerId}/publish`))).toEqual([25012]);
    await seller.call('POST', '/location/WH-OFF/enable', {});
    expect((await seller.call('POST', `/offer/${offerId}/publish`)).status).toBe(200);
  });

  it.each([
    ['fulfillmentPolicyId', 25007],
    ['paymentPolicyId', 25008],
    ['returnPolicyId', 25009],
  ])('refuses an offer without listingPolicies.%s (%i)', async (field, id) => {
    const offerId = await offerReady(seller, `PUB-NO-${field}`);
    const policies = { ...seller.policies, [field]: '' };
    await changeOffer(offerId, { listingPolicies: policies });
    const answer = await seller.call('POST', `/offer/${offerId}/publish`);
    expect([answer.status, errorIds(answer)]).toEqual([400, [id]]);
  });

  it('refuses a policy id that names no policy of the seller on the offer marketplace (25035)', async () => {
    const offerId = await offerReady(seller, 'PUB-UNKNOWN-POLICY');
    const refused = async (policies: Record<string, string>): Promise<unknown[]> => {
      await changeOffer(offerId, { listingPolicies: { ...seller.policies, ...policies } });
      return errorIds(await seller.call('POST', `/offer/${offerId}/publish`));
    };
    // Unknown, and another seller's.
    expect(await refused({ returnPolicyId: '5999999999' })).toEqual([25035]);
    expect(await refused({ paymentPolicyId: other.policies.paymentPolicyId })).toEqual([25035]);
    // A policy of this seller on another marketplace.
    const account = await fetch(`${rig.url}/sell/account/v1/fulfillment_policy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'UK',
        marketplaceId: 'EBAY_GB',
        categoryTypes: [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES' }],
      }),
    });
    const ukPolicy = account.headers.get('location')?.split('/').at(-1) ?? '';
    expect(await refused({ fulfillmentPolicyId: ukPolicy })).toEqual([25035]);
    // The seller's own policies on EBAY_US publish.
    await changeOffer(offerId, { listingPolicies: seller.policies });
    expect((await seller.call('POST', `/offer/${offerId}/publish`)).status).toBe(200);
  });

  it('names every missing policy at once when an offer has none', async () => {
    const offerId = await offerReady(seller, 'PUB-NO-POLICIES');
    await changeOffer(offerId, { listingPolicies: null });
    expect(errorIds(await seller.call('POST', `/offer/${offerId}/publish`))).toEqual([25007, 25008, 25009]);
  });

  it('refuses an offer without categoryId (25005)', async () => {
    const offerId = await offerReady(seller, 'PUB-NO-CATEGORY');
    await changeOffer(offerId, { categoryId: null });
    expect(errorIds(await seller.call('POST', `/offer/${offerId}/publish`))).toEqual([25005]);
  });

  it('refuses an offer without a price above 0 (25003)', async () => {
    const offerId = await offerReady(seller, 'PUB-NO-PRICE');
    await changeOffer(offerId, { pricingSummary: null });
    expect(errorIds(await seller.call('POST', `/offer/${offerId}/publish`))).toEqual([25003]);
    await changeOffer(offerId, { pricingSummary: { price: { value: '0.00', currency: 'USD' } } });
    expect(errorIds(await seller.call('POST', `/offer/${offerId}/publish`))).toEqual([25003]);
  });

  it('refuses an offer with no quantity to sell: availableQuantity 0, or none on offer and item (25004)', async () => {
    const offerId = await offerReady(seller, 'PUB-NO-QUANTITY');
    await changeOffer(offerId, { availableQuantity: 0 });
    expect(errorIds(await seller.call('POST', `/offer/${offerId}/publish`))).toEqual([25004]);
    await changeOffer(offerId, { availableQuantity: null });
    // The item's ship-to-home quantity (5) stands in for a missing availableQuantity.
    expect((await seller.call('POST', `/offer/${offerId}/publish`)).status).toBe(200);
  });

  it("lists the lower of availableQuantity and the item's quantity: an item with none left is refused (25004)", async () => {
    const offerId = await offerReady(seller, 'PUB-NO-STOCK');
    await seller.call('PUT', '/inventory_item/PUB-NO-STOCK', {
      condition: 'NEW',
      product: { title: 'Out of stock', aspects: { Brand: ['Wilson'] } },
      availability: { shipToLocationAvailability: { quantity: 0 } },
    });
    // The offer still says 2.
    expect(errorIds(await seller.call('POST', `/offer/${offerId}/publish`))).toEqual([25004]);
  });

  it('refuses an offer whose inventory item has no title (25002)', async () => {
    const offerId = await offerReady(seller, 'PUB-NO-TITLE');
    await seller.call('PUT', '/inventory_item/PUB-NO-TITLE', {
      condition: 'NEW',
      product: { aspects: { Brand: ['Wilson'] } },
    });
    const answer = await seller.call('POST', `/offer/${offerId}/publish`);
    expect([answer.status, errorIds(answer)]).toEqual([400, [25002]]);
  });

  it('publishes an offer that has everything, into Browse', async () => {
    const offerId = await offerReady(seller, 'PUB-OK');
    const answer = await seller.call('POST', `/offer/${offerId}/publish`);
    expect(answer.status).toBe(200);
    expect((await rig.browse(answer.body.listingId)).status).toBe(200);
  });
});

describe('revising and withdrawing', () => {
  it('refuses to revise a published offer into one that could not be published, and keeps the listing', async () => {
    const offerId = await offerReady(seller, 'REVISE-1');
    const { listingId } = (await seller.call('POST', `/offer/${offerId}/publish`)).body;
    const {
      offerId: _id,
      sku: _sku,
      marketplaceId: _m,
      format: _f,
      status: _s,
      listing: _l,
      ...fields
    } = (await seller.call('GET', `/offer/${offerId}`)).body as Record<string, unknown>;
    const revised = await seller.call('PUT', `/offer/${offerId}`, { ...fields, merchantLocationKey: undefined });
    expect([revised.status, errorId(revised)]).toEqual([400, 25002]);
    const repriced = await seller.call('PUT', `/offer/${offerId}`, {
      ...fields,
      pricingSummary: { price: { value: '33.00', currency: 'USD' } },
    });
    expect(repriced.status).toBe(204);
    const offer = (await seller.call('GET', `/offer/${offerId}`)).body;
    expect([offer.status, offer.listing?.listingId, offer.merchantLocationKey]).toEqual([
      'PUBLISHED',
      listingId,
      'WH-1',
    ]);
  });

  it('refuses to revise the item of a live listing into one that could not be published; a good change shows', async () => {
    const offerId = await offerReady(seller, 'REVISE-ITEM');
    const { listingId } = (await seller.call('POST', `/offer/${offerId}/publish`)).body;
    const untitled = await seller.call('PUT', '/inventory_item/REVISE-ITEM', { condition: 'NEW' });
    expect([untitled.status, errorId(untitled)]).toEqual([400, 25002]);
    expect((await seller.call('GET', '/inventory_item/REVISE-ITEM')).body.product?.title).toBe('Item REVISE-ITEM');
    const renamed = await seller.call('PUT', '/inventory_item/REVISE-ITEM', {
      product: { title: 'Revised title', aspects: { Brand: ['Wilson'] } },
      condition: 'NEW',
      availability: { shipToLocationAvailability: { quantity: 5 } },
    });
    expect(renamed.status).toBe(204);
    expect((await rig.browse(listingId)).body.title).toBe('Revised title');
  });

  it('refuses to withdraw an offer that is not published (25713)', async () => {
    const offerId = await offerReady(seller, 'WITHDRAW-UNPUBLISHED');
    const answer = await seller.call('POST', `/offer/${offerId}/withdraw`);
    expect([answer.status, errorId(answer)]).toEqual([400, 25713]);
  });

  it('keeps a withdrawn listing ended: changes go to the offer, and publishing again relists under a new id', async () => {
    const offerId = await offerReady(seller, 'ENDED-1');
    const { listingId } = (await seller.call('POST', `/offer/${offerId}/publish`)).body;
    expect((await seller.call('POST', `/offer/${offerId}/withdraw`)).body.listingId).toBe(listingId);
    await changeOffer(offerId, { availableQuantity: 4 });
    await seller.call('PUT', '/inventory_item/ENDED-1', { product: { title: 'Renamed' }, condition: 'NEW' });
    const offer = (await seller.call('GET', `/offer/${offerId}`)).body;
    expect([offer.status, offer.listing?.listingStatus, offer.availableQuantity]).toEqual(['UNPUBLISHED', 'ENDED', 4]);
    expect((await rig.browse(listingId)).status).toBe(404);
    expect(errorId(await seller.call('POST', `/offer/${offerId}/withdraw`))).toBe(25713);
    const relisted = (await seller.call('POST', `/offer/${offerId}/publish`)).body.listingId;
    expect(relisted).not.toBe(listingId);
  });
});
