// What a call commits, read from its arguments in eBay's units (docs/security.md#effects): amount × quantity, a daily
// budget as "up to X a day until paused", a bid at its maximum, a refund at its total, new prices, destinations.
import { describe, expect, it } from 'vitest';
import { amountsIn, callEffects } from '../../src/effects/index.js';

const usd = (value: string) => ({ value, currency: 'USD' });

describe('what a call commits', () => {
  it('counts a Trading offer at its maximum times its quantity (10 USD × 100 is 1000 USD, not 10)', () => {
    const call = callEffects('trading.PlaceOffer', {
      ItemID: '110553',
      Offer: { Action: 'Purchase', MaxBid: { '@_currencyID': 'USD', '#value': '10.00' }, Quantity: 100 },
    });
    expect(call.guarded).toBe(true);
    expect(call.money.amounts).toEqual([{ value: 1000, currency: 'USD', at: 'Offer.MaxBid × Offer.Quantity 100' }]);
    expect(call.lines).toEqual(['"Purchase" on item "110553": up to 10.00 USD × 100 = 1000.00 USD']);
  });

  it('refuses to count a quantity that is not a whole number', () => {
    for (const Quantity of ['-5', '1e3', 0, 2.5, 'many']) {
      const found = amountsIn({ Offer: { MaxBid: { '@_currencyID': 'USD', '#value': '10' }, Quantity } });
      expect(found.amounts, String(Quantity)).toEqual([]);
      expect(found.invalid.join(), String(Quantity)).toContain('Offer.Quantity');
    }
  });

  it('reads a daily budget as up to that much a day until paused, and counts its first day', () => {
    const call = callEffects('sell.marketing.createCampaign', {
      body: {
        campaignName: 'Spring',
        budget: { daily: { amount: usd('10000.00') } },
        fundingStrategy: { fundingModel: 'COST_PER_CLICK' },
      },
    });
    expect(call.effects).toEqual(['spend']);
    expect(call.lines).toEqual(['up to 10000.00 USD a day until paused']);
    expect(call.money.amounts.map((a) => a.value)).toEqual([10000]);
    const update = callEffects('sell.marketing.updateCampaignBudget', {
      path: { campaign_id: '1' },
      body: { daily: { amount: usd('25') } },
    });
    expect(update.lines).toEqual(['up to 25.00 USD a day until paused']);
  });

  it('reads an ad rate as a share of each sale, in one call and in each request of a bulk one', () => {
    expect(callEffects('sell.marketing.updateBid', { body: { bidPercentage: '12.5' } }).lines).toEqual([
      "an ad fee of 12.5 % of each sale's price",
    ]);
    expect(
      callEffects('sell.marketing.bulkUpdateAdsBidByListingId', {
        body: {
          requests: [
            { listingId: '1', bidPercentage: '5' },
            { listingId: '2', bidPercentage: '30' },
          ],
        },
      }).lines,
    ).toEqual(["an ad fee of 5 %, 30 % of each sale's price"]);
  });

  it('counts a proxy bid at its maximum', () => {
    const call = callEffects('buy.offer.placeProxyBid', {
      path: { item_id: 'v1|1|0' },
      body: { maxAmount: usd('60') },
    });
    expect(call.money.amounts).toEqual([{ value: 60, currency: 'USD', at: 'body.maxAmount' }]);
    expect(call.lines[0]).toContain('up to 60.00 USD');
  });

  it('counts a refund at its total', () => {
    const call = callEffects('sell.fulfillment.issueRefund', {
      path: { order_id: '1' },
      body: {
        refundItems: [
          { lineItemId: 'a', refundAmount: usd('10.50') },
          { lineItemId: 'b', refundAmount: usd('4.50') },
        ],
      },
    });
    expect(call.effects).toEqual(['spend', 'irreversible']);
    expect(call.lines).toEqual(['refunds 15.00 USD in total to the buyer']);
    expect(call.money.amounts.reduce((sum, a) => sum + a.value, 0)).toBe(15);
  });

  it('names the new price and quantity of each live listing a price call changes, and counts none of it as spent', () => {
    const call = callEffects('sell.inventory.bulkUpdatePriceQuantity', {
      body: {
        requests: [
          {
            sku: 'A-1',
            shipToLocationAvailability: { quantity: 3 },
            offers: [{ offerId: '5001', price: usd('0.01'), availableQuantity: 3 }],
          },
        ],
      },
    });
    expect(call.effects).toEqual(['price']);
    expect(call.prices).toEqual([
      { target: { kind: 'sku', id: 'A-1', api: 'rest' }, quantity: 3 },
      { target: { kind: 'offer', id: '5001', api: 'rest' }, price: { value: 0.01, currency: 'USD' }, quantity: 3 },
    ]);
    expect(call.lines).toEqual([
      'SKU "A-1": quantity for sale becomes 3',
      'offer "5001": price becomes 0.01 USD, quantity for sale becomes 3',
      'every money field it sets: body.requests[0].offers[0].price = 0.01 USD',
    ]);
    expect(call.money.amounts).toEqual([]);
    const revise = callEffects('trading.ReviseInventoryStatus', {
      InventoryStatus: [{ ItemID: '110553', StartPrice: { '@_currencyID': 'USD', '#value': '0.01' }, Quantity: 0 }],
    });
    expect(revise.prices).toEqual([
      { target: { kind: 'item', id: '110553', api: 'trading' }, price: { value: 0.01, currency: 'USD' }, quantity: 0 },
    ]);
  });

  it('shows a price it cannot read instead of leaving it out: two values on one amount, a negative one', () => {
    const call = callEffects('trading.ReviseItem', {
      Item: { ItemID: '1', StartPrice: { '@_currencyID': 'USD', '#value': '0.01', value: '499.00' } },
    });
    expect(call.prices).toHaveLength(1);
    expect(call.prices[0]?.price).toBeUndefined();
    expect(call.lines[0]).toContain('a price or quantity that cannot be read');
    const negative = callEffects('sell.inventory.updateOffer', {
      path: { offerId: '5' },
      body: { pricingSummary: { price: usd('-1') }, availableQuantity: 2.5 },
    });
    expect(negative.lines).toEqual([
      'offer "5": a price or quantity that cannot be read: {"value":"-1","currency":"USD"}, 2.5',
      'every money field it sets: body.pricingSummary.price.value: "-1" is not a plain decimal amount',
    ]);
  });

  it('reads each variation of a multi-variation listing', () => {
    const call = callEffects('trading.ReviseFixedPriceItem', {
      Item: {
        ItemID: '1',
        Variations: {
          Variation: [
            { SKU: 'red', StartPrice: { '@_currencyID': 'USD', '#value': '0.01' } },
            { SKU: 'blue', Quantity: 0 },
          ],
        },
      },
    });
    expect(call.lines).toEqual([
      'SKU "red": price becomes 0.01 USD',
      'SKU "blue": quantity for sale becomes 0',
      'every money field it sets: Item.Variations.Variation[0].StartPrice = 0.01 USD',
    ]);
    expect(call.prices.map((p) => p.target)).toEqual([
      { kind: 'sku', id: 'red', api: 'trading', item: '1' },
      { kind: 'sku', id: 'blue', api: 'trading', item: '1' },
    ]);
  });

  it('reads Trading fields as eBay receives them: a one-item array is the item, a text-only object its text', () => {
    const hidden = callEffects('trading.ReviseItem', {
      Item: [{ ItemID: '7', Description: 'D'.repeat(1600), StartPrice: { '@_currencyID': 'USD', '#value': '0.01' } }],
    });
    expect(hidden.lines[0]).toBe('item "7": price becomes 0.01 USD');
    const pushed = callEffects('trading.SetNotificationPreferences', {
      ApplicationDeliveryPreferences: [{ ApplicationURL: { '#value': 'https://evil.example/collect' } }],
    });
    expect(pushed.destinations).toEqual(['https://evil.example/collect']);
    const offers = callEffects('trading.PlaceOffer', {
      ItemID: '1',
      Offer: [{ Action: 'Purchase', MaxBid: { '@_currencyID': 'USD', '#value': '10.00' }, Quantity: 100 }],
    });
    expect(offers.money.amounts.map((a) => a.value)).toEqual([1000]);
  });

  it('applies a quantity to the amounts beside it even when their parent carries a currency of its own', () => {
    const call = callEffects('trading.PlaceOffer', {
      ItemID: '1',
      Offer: {
        '@_currencyID': 'USD',
        Action: 'Purchase',
        MaxBid: { '@_currencyID': 'USD', '#value': '10.00' },
        Quantity: 100,
      },
    });
    expect(call.money.amounts.map((a) => a.value)).toEqual([1000]);
  });

  it("reads a SKU's quantity from its locations when no total is given, and a Trading price without a currency", () => {
    const call = callEffects('sell.inventory.bulkUpdatePriceQuantity', {
      body: {
        requests: [
          {
            sku: 'A',
            shipToLocationAvailability: {
              availabilityDistributions: [
                { merchantLocationKey: 'X', quantity: 2 },
                { merchantLocationKey: 'Y', quantity: 5 },
              ],
            },
          },
        ],
      },
    });
    expect(call.lines).toEqual(['SKU "A": quantity for sale becomes 7']);
    const plain = callEffects('trading.ReviseInventoryStatus', { InventoryStatus: { SKU: 'T-1', StartPrice: '0.04' } });
    expect(plain.lines[0]).toBe(`SKU "T-1": price becomes 0.04 in the site's currency`);
  });

  it('names the address eBay fetches for a media upload by URL', () => {
    expect(
      callEffects('commerce.media.createImageFromUrl', { body: { imageUrl: 'https://collector.example/p.jpg?d=x' } })
        .lines,
    ).toEqual(['eBay fetches "https://collector.example/p.jpg?d=x": what the URL carries goes to that address']);
  });

  it('names where data goes: a destination endpoint, an alert email, Trading delivery URLs', () => {
    expect(
      callEffects('commerce.notification.createDestination', {
        body: { name: 'x', deliveryConfig: { endpoint: 'https://collector.example/ebay', verificationToken: 't' } },
      }).destinations,
    ).toEqual(['https://collector.example/ebay']);
    const trading = callEffects('trading.SetNotificationPreferences', {
      ApplicationDeliveryPreferences: {
        ApplicationURL: 'https://a.example/push',
        AlertEmail: 'mailto://ops@a.example',
        DeliveryURLDetails: [{ DeliveryURL: 'https://b.example/push' }],
      },
    });
    expect(trading.effects).toEqual(['egress']);
    expect(trading.destinations).toEqual([
      'https://a.example/push',
      'mailto://ops@a.example',
      'https://b.example/push',
    ]);
    expect(trading.lines[0]).toBe(
      `eBay will push data, buyers' names and addresses among them, to "https://a.example/push"`,
    );
  });

  it('names the order a cancellation cancels', () => {
    expect(
      callEffects('postOrder.cancellation.createCancellation', { body: { legacyOrderId: '12-34' } }).lines,
    ).toEqual(['order "12-34" is cancelled, and refunded if the buyer paid']);
  });

  it('counts what an operation without a reader names, each amount times the quantity beside it', () => {
    const call = callEffects('sell.negotiation.sendOfferToInterestedBuyers', {
      body: { offeredItems: [{ listingId: '1', price: usd('20'), quantity: 5 }] },
    });
    expect(call.money.amounts.map((a) => a.value)).toEqual([100]);
  });

  it('counts nothing for a listing (its fees are eBay’s to compute) and says so', () => {
    const call = callEffects('trading.AddFixedPriceItem', {
      Item: { StartPrice: { '@_currencyID': 'USD', '#value': '499' }, Quantity: 10 },
    });
    expect(call.money.amounts).toEqual([]);
    expect(call.lines[0]).toContain('listing fees');
  });

  it('keeps amounts it cannot count honestly apart: negative, exponent, two currencies', () => {
    const found = amountsIn({
      a: { value: '-60', currency: 'USD' },
      b: { value: '1e3', currency: 'USD' },
      c: { value: '5', currency: 'USD', '@_currencyID': 'EUR' },
    });
    expect(found.amounts).toEqual([]);
    expect(found.invalid).toHaveLength(3);
  });

  it('treats an operation the table does not know as guarded with every effect', () => {
    const call = callEffects('sell.inventory.noSuchThing', {});
    expect(call.guarded).toBe(true);
    expect(call.effects).toContain('spend');
  });
});
