import { EbayApiError, EbayClient, USER_SCOPES } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, DEFAULT_APP } from '../../src/index.js';
import { LAMP_ITEM_SPECIFICS } from '../xml/helpers.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from './signed-in.js';

// One world: a listing made any way (Inventory publish, Trading Add*) is the same listing in Browse, Trading and the
// seller's lists, a change made any way shows everywhere, and an order (a guest checkout purchase, a seeded sale) is
// the same order in Fulfillment, Trading GetOrders and Post-Order. All through baykit over HTTP.

const emulator = createEmulator({ seed: 21 });
let url: string;
/** The test seller (testuser_baykit): a user token for Inventory, Fulfillment, Post-Order and Trading (IAF). */
let seller: EbayClient;
/** A buyer's app: an application token for Browse and Buy Order guest checkout. */
let buyer: EbayClient;

beforeAll(async () => {
  ({ url } = await emulator.listen(0));
  seller = new EbayClient({
    appId: DEFAULT_APP.appId,
    certId: DEFAULT_APP.certId,
    devId: DEFAULT_APP.devId,
    ruName: DEFAULT_APP.ruName,
    origin: url,
  });
  const consent = seller.oauth2.generateAuthUrl({ scope: [...USER_SCOPES] });
  await seller.oauth2.getToken((await createEmulatorAdmin({ baseUrl: url }).approveConsent(consent)).redirect);
  buyer = new EbayClient({
    appId: DEFAULT_APP.appId,
    certId: DEFAULT_APP.certId,
    origin: url,
    scope: ['https://api.ebay.com/oauth/api_scope', 'https://api.ebay.com/oauth/api_scope/buy.guest.order'],
  });
});
afterAll(async () => {
  await seller.close();
  await buyer.close();
  await emulator.close();
});

/** Call options that act as `user` (a return is the buyer's to open): their user token for the one call. */
async function asUser(user: string | undefined): Promise<{ token: string }> {
  const member = await signedInClient(url, ['https://api.ebay.com/oauth/api_scope'], user);
  const token = (await member.oauth2.getCredentials('user'))!.accessToken;
  await member.close();
  return { token };
}

/** The item specifics Lamps (112581) requires. */
const LAMP_ASPECTS = { Brand: ['IKEA'], Type: ['Table Lamp'] };
/** The same as Trading `ItemSpecifics`, with the condition Lamps needs. */
const LAMP_SPECIFICS = {
  ItemSpecifics: LAMP_ITEM_SPECIFICS,
  ConditionID: 1000,
};

/**
 * What publishing needs besides the item and price: an enabled location of the seller and the seller's fulfillment,
 * payment and return policies on EBAY_US (seeded for the test user, read through the Account API). Created once.
 */
let ready: Promise<Record<string, unknown>> | undefined;
function publishable(): Promise<Record<string, unknown>> {
  ready ??= (async () => {
    await seller.sell.inventory.createInventoryLocation('ONE-WH', {
      location: { address: { country: 'US', postalCode: '95125' } },
    });
    const marketplace = { marketplace_id: 'EBAY_US' };
    const [fulfillment, payment, returns] = await Promise.all([
      seller.sell.account.getFulfillmentPolicies(marketplace),
      seller.sell.account.getPaymentPolicies(marketplace),
      seller.sell.account.getReturnPolicies(marketplace),
    ]);
    return {
      merchantLocationKey: 'ONE-WH',
      listingPolicies: {
        fulfillmentPolicyId: fulfillment.fulfillmentPolicies![0]!.fulfillmentPolicyId,
        paymentPolicyId: payment.paymentPolicies![0]!.paymentPolicyId,
        returnPolicyId: returns.returnPolicies![0]!.returnPolicyId,
      },
    };
  })();
  return ready;
}

/** Creates a Lamps item and its offer through Inventory (item quantity `quantity`, price `price`); returns the offer id. */
async function createOffer(
  sku: string,
  options: { quantity?: number; price?: string; format?: 'FIXED_PRICE' | 'AUCTION' } = {},
): Promise<string> {
  await seller.sell.inventory.createOrReplaceInventoryItem(sku, {
    product: { title: `Brass lamp ${sku}`, description: 'A lamp', aspects: LAMP_ASPECTS },
    condition: 'NEW',
    availability: { shipToLocationAvailability: { quantity: options.quantity ?? 5 } },
  });
  const price = { value: options.price ?? '24.50', currency: 'USD' };
  const auction = options.format === 'AUCTION';
  const { offerId } = await seller.sell.inventory.createOffer({
    sku,
    marketplaceId: 'EBAY_US',
    format: options.format ?? 'FIXED_PRICE',
    categoryId: '112581',
    ...(await publishable()),
    ...(auction ? { listingDuration: 'DAYS_7' } : {}),
    pricingSummary: auction ? { auctionStartPrice: price, price } : { price },
  });
  return offerId!;
}

/** Publishes a Lamps listing through Inventory (item quantity `quantity`, price `price`); returns its ids. */
async function publish(
  sku: string,
  options: { quantity?: number; price?: string; format?: 'FIXED_PRICE' | 'AUCTION' } = {},
): Promise<{ offerId: string; listingId: string }> {
  const offerId = await createOffer(sku, options);
  const { listingId } = await seller.sell.inventory.publishOffer(offerId);
  return { offerId, listingId: listingId! };
}

/** Browse's available quantity, price and buying options of a listing. */
async function browseView(listingId: string): Promise<[number | undefined, string | undefined, string[] | undefined]> {
  const item = await buyer.buy.browse.getItem(`v1|${listingId}|0`);
  return [item.estimatedAvailabilities?.[0]?.estimatedAvailableQuantity, item.price?.value, item.buyingOptions];
}

/** Trading GetItem's quantity (listed in all), quantity sold, price, listing type and status. */
async function tradingView(listingId: string): Promise<(string | undefined)[]> {
  const { Item } = await seller.trading.GetItem({ ItemID: listingId });
  return [
    Item?.Quantity,
    Item?.SellingStatus?.QuantitySold,
    Item?.StartPrice?.['#value'],
    Item?.ListingType,
    Item?.SellingStatus?.ListingStatus,
  ];
}

const errorOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('one listing', () => {
  it('published through Inventory, is the same listing in Trading GetItem, GetMyeBaySelling, Browse and getOffer', async () => {
    const { offerId, listingId } = await publish('ONE-LAMP', { quantity: 7 });
    expect(await tradingView(listingId)).toEqual(['7', '0', '24.50', 'FixedPriceItem', 'Active']);
    const { Item } = await seller.trading.GetItem({ ItemID: listingId });
    expect(Item).toMatchObject({
      Title: 'Brass lamp ONE-LAMP',
      SKU: 'ONE-LAMP',
      PrimaryCategory: { CategoryID: '112581', CategoryName: 'Home & Garden:Lamps, Lighting & Ceiling Fans:Lamps' },
      Seller: { UserID: 'testuser_baykit' },
    });
    expect(await browseView(listingId)).toEqual([7, '24.50', ['FIXED_PRICE']]);
    const browsed = await buyer.buy.browse.getItemByLegacyId({ legacy_item_id: listingId });
    expect(browsed).toMatchObject({
      title: 'Brass lamp ONE-LAMP',
      categoryId: '112581',
      seller: { username: 'testuser_baykit' },
    });
    const selling = await seller.trading.GetMyeBaySelling({ ActiveList: { Include: true } });
    expect(selling.ActiveList?.ItemArray?.Item?.map((i) => i.ItemID)).toContain(listingId);
    const offer = await seller.sell.inventory.getOffer(offerId);
    expect(offer).toMatchObject({
      status: 'PUBLISHED',
      availableQuantity: 7,
      listing: { listingId, listingStatus: 'ACTIVE' },
    });
  });

  it('as an Inventory AUCTION offer, is a Chinese auction in Trading and an AUCTION in Browse', async () => {
    const { listingId } = await publish('ONE-AUCTION', { quantity: 1, price: '9.00', format: 'AUCTION' });
    expect(await tradingView(listingId)).toEqual(['1', '0', '9.00', 'Chinese', 'Active']);
    expect((await seller.trading.GetItem({ ItemID: listingId })).Item?.ListingDuration).toBe('Days_7');
    expect(await browseView(listingId)).toEqual([1, '9.00', ['AUCTION']]);
  });

  it('added through Trading (AddFixedPriceItem, AddItem), is read through Browse and listed by GetMyeBaySelling', async () => {
    const fixed = await seller.trading.AddFixedPriceItem({
      Item: {
        Title: 'Trading desk lamp',
        PrimaryCategory: { CategoryID: '112581' },
        ...LAMP_SPECIFICS,
        StartPrice: { '#value': '31.00', '@_currencyID': 'USD' },
        Quantity: 4,
        SKU: 'TR-LAMP',
        ListingDuration: 'GTC',
      },
    });
    const id = fixed.ItemID!;
    expect(await browseView(id)).toEqual([4, '31.00', ['FIXED_PRICE']]);
    const found = await buyer.buy.browse.search({ q: 'trading desk lamp' });
    expect(found.itemSummaries?.map((s) => s.itemId)).toEqual([`v1|${id}|0`]);
    const selling = await seller.trading.GetMyeBaySelling({ ActiveList: { Include: true } });
    expect(selling.ActiveList?.ItemArray?.Item?.find((i) => i.ItemID === id)).toMatchObject({
      Quantity: '4',
      ListingType: 'FixedPriceItem',
      SKU: 'TR-LAMP',
    });

    const auction = await seller.trading.AddItem({
      Item: {
        Title: 'Trading auction lamp',
        PrimaryCategory: { CategoryID: '112581' },
        ...LAMP_SPECIFICS,
        StartPrice: { '#value': '1.00', '@_currencyID': 'USD' },
        ListingType: 'Chinese',
        ListingDuration: 'Days_5',
      },
    });
    const auctionId = String(auction.ItemID);
    expect(await browseView(auctionId)).toEqual([1, '1.00', ['AUCTION']]);
    expect(await tradingView(auctionId)).toEqual(['1', '0', '1.00', 'Chinese', 'Active']);
  });

  it('revised through Trading (ReviseInventoryStatus), shows the new quantity and price in Browse and GetItem', async () => {
    const added = await seller.trading.AddFixedPriceItem({
      Item: {
        Title: 'Revised floor lamp',
        PrimaryCategory: { CategoryID: '112581' },
        ...LAMP_SPECIFICS,
        StartPrice: 40,
        Quantity: 2,
      },
    });
    const id = added.ItemID!;
    const revised = await seller.trading.ReviseInventoryStatus({
      InventoryStatus: [{ ItemID: id, Quantity: 9, StartPrice: 35 }],
    });
    // One InventoryStatus comes back as an element, not a list (baykit has no array path for this call).
    expect(([] as unknown[]).concat(revised.InventoryStatus)[0]).toMatchObject({ ItemID: id, Quantity: '9' });
    expect(await browseView(id)).toEqual([9, '35.00', ['FIXED_PRICE']]);
    expect(await tradingView(id)).toEqual(['9', '0', '35.00', 'FixedPriceItem', 'Active']);
  });

  it('revised through Inventory (updateOffer, createOrReplaceInventoryItem), shows the change in Trading and Browse', async () => {
    const { offerId, listingId } = await publish('ONE-UPDATE', { quantity: 6 });
    const offer = await seller.sell.inventory.getOffer(offerId);
    // updateOffer replaces the offer: what publishing needs comes again.
    await seller.sell.inventory.updateOffer(offerId, {
      categoryId: '112581',
      ...(await publishable()),
      availableQuantity: 3,
      pricingSummary: { price: { value: '19.00', currency: 'USD' } },
      listingDescription: String(offer.listingDescription ?? 'A lamp'),
    });
    expect(await tradingView(listingId)).toEqual(['3', '0', '19.00', 'FixedPriceItem', 'Active']);
    expect(await browseView(listingId)).toEqual([3, '19.00', ['FIXED_PRICE']]);
    // The item's stock below the offer's quantity caps the listing (eBay takes the lower of the two).
    await seller.sell.inventory.createOrReplaceInventoryItem('ONE-UPDATE', {
      product: { title: 'Brass lamp, renamed', aspects: LAMP_ASPECTS },
      condition: 'NEW',
      availability: { shipToLocationAvailability: { quantity: 2 } },
    });
    expect(await browseView(listingId)).toEqual([2, '19.00', ['FIXED_PRICE']]);
    expect((await seller.trading.GetItem({ ItemID: listingId })).Item?.Title).toBe('Brass lamp, renamed');
  });

  it('revised through bulkUpdatePriceQuantity, the item quantity alone too, shows the change in Trading and Browse', async () => {
    const { offerId, listingId } = await publish('ONE-BULK', { quantity: 6 });
    await seller.sell.inventory.bulkUpdatePriceQuantity({
      requests: [{ sku: 'ONE-BULK', offers: [{ offerId, price: { value: '15.00', currency: 'USD' } }] }],
    });
    expect(await tradingView(listingId)).toEqual(['6', '0', '15.00', 'FixedPriceItem', 'Active']);
    // The item's quantity changes; the offer names none, so it lists what the item has.
    await seller.sell.inventory.bulkUpdatePriceQuantity({
      requests: [{ sku: 'ONE-BULK', shipToLocationAvailability: { quantity: 2 } }],
    });
    expect(await browseView(listingId)).toEqual([2, '15.00', ['FIXED_PRICE']]);
    expect(await tradingView(listingId)).toEqual(['2', '0', '15.00', 'FixedPriceItem', 'Active']);
    expect(await seller.sell.inventory.getOffer(offerId)).toMatchObject({ availableQuantity: 2 });
  });

  it('published as an inventory item group, is one listing in Trading and Browse: the group title, lowest price, all units', async () => {
    const small = await createOffer('ONE-LAMP-S', { quantity: 2, price: '30.00' });
    const large = await createOffer('ONE-LAMP-L', { quantity: 3, price: '45.00' });
    await seller.sell.inventory.createOrReplaceInventoryItemGroup('ONE-LAMPS', {
      title: 'Brass lamp, two sizes',
      aspects: { Brand: ['IKEA'] },
      variantSKUs: ['ONE-LAMP-S', 'ONE-LAMP-L'],
      variesBy: { specifications: [{ name: 'Size', values: ['S', 'L'] }] },
    });
    const byGroup = { inventoryItemGroupKey: 'ONE-LAMPS', marketplaceId: 'EBAY_US' };
    const { listingId } = await seller.sell.inventory.publishOfferByInventoryItemGroup(byGroup);
    const { Item } = await seller.trading.GetItem({ ItemID: listingId! });
    expect([Item?.Title, Item?.SKU, Item?.Quantity, Item?.StartPrice?.['#value']]).toEqual([
      'Brass lamp, two sizes',
      'ONE-LAMPS',
      '5',
      '30.00',
    ]);
    expect(await browseView(listingId!)).toEqual([5, '30.00', ['FIXED_PRICE']]);
    // Each variation keeps its own price and quantity; both are on the one listing.
    expect(await seller.sell.inventory.getOffer(large)).toMatchObject({
      status: 'PUBLISHED',
      availableQuantity: 3,
      pricingSummary: { price: { value: '45.00' } },
      listing: { listingId, listingStatus: 'ACTIVE' },
    });
    // A new group title revises the listing.
    await seller.sell.inventory.createOrReplaceInventoryItemGroup('ONE-LAMPS', {
      title: 'Brass lamp, small or large',
      aspects: { Brand: ['IKEA'] },
      variantSKUs: ['ONE-LAMP-S', 'ONE-LAMP-L'],
      variesBy: { specifications: [{ name: 'Size', values: ['S', 'L'] }] },
    });
    expect((await seller.trading.GetItem({ ItemID: listingId! })).Item?.Title).toBe('Brass lamp, small or large');
    await seller.sell.inventory.withdrawOfferByInventoryItemGroup(byGroup);
    expect((await tradingView(listingId!))[4]).toBe('Completed');
    expect(await seller.sell.inventory.getOffer(small)).toMatchObject({ status: 'UNPUBLISHED' });
  });

  it("added or revised through any Trading call, meets the category's rules (item specifics 21919303, category 87)", async () => {
    const lamp = {
      Title: 'Rules lamp',
      PrimaryCategory: { CategoryID: '112581' },
      StartPrice: 20,
      ConditionID: 1000,
    };
    // Lamps require Brand and Type: AddItem, AddItems and AddFixedPriceItem refuse a lamp without them.
    expect(await errorOf(seller.trading.AddItem({ Item: { ...lamp, ListingType: 'FixedPriceItem' } }))).toMatchObject({
      code: 21919303,
    });
    const many = await seller.trading.AddItems({ AddItemRequestContainer: [{ MessageID: '1', Item: lamp }] });
    expect(JSON.stringify(many)).toContain('21919303');
    const added = await seller.trading.AddFixedPriceItem({ Item: { ...lamp, ...LAMP_SPECIFICS } });
    // ReviseItem to a category that is not a leaf is refused; the listing stays in Lamps.
    const revised = seller.trading.ReviseItem({
      Item: { ItemID: added.ItemID, PrimaryCategory: { CategoryID: '20697' } },
    });
    expect(await errorOf(revised)).toMatchObject({ code: 87 });
    expect((await seller.trading.GetItem({ ItemID: added.ItemID! })).Item?.PrimaryCategory?.CategoryID).toBe('112581');
  });

  it('made through Inventory, is refused by the Trading revise and relist calls with error 21919474, as on eBay', async () => {
    const { offerId, listingId } = await publish('ONE-NO-TRADING', { quantity: 4 });
    for (const attempt of [
      seller.trading.ReviseInventoryStatus({ InventoryStatus: [{ ItemID: listingId, Quantity: 1 }] }),
      seller.trading.ReviseFixedPriceItem({ Item: { ItemID: listingId, StartPrice: 1 } }),
      seller.trading.ReviseItem({ Item: { ItemID: listingId, Quantity: 1 } }),
    ])
      expect(await errorOf(attempt)).toMatchObject({ code: 21919474 });
    expect(await seller.sell.inventory.getOffer(offerId)).toMatchObject({ availableQuantity: 4 });
    expect(await browseView(listingId)).toEqual([4, '24.50', ['FIXED_PRICE']]);
  });

  it('ended through Trading EndItem, is gone from Browse (404, errorId 11001), ended in Trading and unpublished in Inventory', async () => {
    const { offerId, listingId } = await publish('ONE-END', { quantity: 2 });
    const ended = await seller.trading.EndItem({ ItemID: listingId, EndingReason: 'NotAvailable' });
    expect(ended.EndTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const read of [
      buyer.buy.browse.getItem(`v1|${listingId}|0`),
      buyer.buy.browse.getItemByLegacyId({ legacy_item_id: listingId }),
    ]) {
      const error = await errorOf(read);
      expect(error).toBeInstanceOf(EbayApiError);
      expect(error).toMatchObject({ status: 404, errors: [{ code: 11001, domain: 'API_BROWSE' }] });
    }
    expect((await buyer.buy.browse.search({ q: 'brass lamp one-end' })).itemSummaries ?? []).toEqual([]);
    expect(await tradingView(listingId)).toEqual(['2', '0', '24.50', 'FixedPriceItem', 'Completed']);
    expect(await seller.sell.inventory.getOffer(offerId)).toMatchObject({
      status: 'UNPUBLISHED',
      listing: { listingId, listingStatus: 'ENDED' },
    });
    expect(await errorOf(seller.sell.inventory.withdrawOffer(offerId))).toMatchObject({
      errors: [{ code: 25713 }],
    });
  });

  it('withdrawn through Inventory, is ended in Trading GetItem and listed as unsold by GetMyeBaySelling', async () => {
    const { offerId, listingId } = await publish('ONE-WITHDRAW', { quantity: 3 });
    await seller.sell.inventory.withdrawOffer(offerId);
    expect(await errorOf(buyer.buy.browse.getItem(`v1|${listingId}|0`))).toMatchObject({ status: 404 });
    expect(await tradingView(listingId)).toEqual(['3', '0', '24.50', 'FixedPriceItem', 'Completed']);
    const unsold = await seller.trading.GetMyeBaySelling({ UnsoldList: { Include: true } });
    expect(unsold.UnsoldList?.ItemArray?.Item?.map((i) => i.ItemID)).toContain(listingId);
    expect(await seller.sell.inventory.getOffer(offerId)).toMatchObject({ status: 'UNPUBLISHED' });
  });
});

const address = {
  addressLine1: '1 Main St',
  city: 'San Jose',
  stateOrProvince: 'CA',
  postalCode: '95125',
  country: 'US',
  recipient: { firstName: 'Ada', lastName: 'Lovelace' },
};

/** Pays a checkout session as eBay's checkout widget does; the emulator's stand-in for it. */
function pay(checkoutSessionId: string): Promise<{ purchaseOrderId: string }> {
  return createEmulatorAdmin({ baseUrl: url }).payGuestCheckout(checkoutSessionId);
}

describe('one order', () => {
  it('bought through guest checkout, is the seller order in Fulfillment and Trading GetOrders, and sells the quantity everywhere', async () => {
    const { offerId, listingId } = await publish('ONE-SOLD', { quantity: 5, price: '20.00' });
    const session = await buyer.buy.orderV2.initiateGuestCheckoutSession({
      contactEmail: 'ada@example.com',
      shippingAddress: address,
      lineItemInputs: [{ itemId: `v1|${listingId}|0`, quantity: 2 }],
    });
    await buyer.buy.orderV2.applyGuestCoupon(session.checkoutSessionId!, { redemptionCode: 'BAYKIT10' });
    const { purchaseOrderId } = await pay(session.checkoutSessionId!);

    const purchase = await buyer.buy.orderV2.getGuestPurchaseOrder(purchaseOrderId);
    // 2 × 20.00, 5.00 delivery, 10 % off the items: 41.00.
    expect(purchase.pricingSummary?.total).toEqual({ value: '41.00', currency: 'USD' });
    const orderId = purchase.lineItems?.[0]?.orderId ?? '';
    expect(orderId).toMatch(/^\d{2}-\d{5}-\d{5}$/);

    const order = await seller.sell.fulfillment.getOrder(orderId);
    expect(order.pricingSummary?.total).toEqual({ value: '41.00', currency: 'USD' });
    expect(order.lineItems?.[0]).toMatchObject({ legacyItemId: listingId, sku: 'ONE-SOLD', quantity: 2 });
    const newest = await seller.sell.fulfillment.getOrders({ limit: '1' });
    expect(newest.orders?.[0]?.orderId).toBe(orderId);
    const trading = await seller.trading.GetOrders({ OrderIDArray: { OrderID: [orderId] } });
    const tradingOrder = trading.OrderArray?.Order?.[0];
    expect(tradingOrder?.OrderID).toBe(orderId);
    expect(tradingOrder?.Total).toEqual({ '#value': '41.00', '@_currencyID': 'USD' });
    const transaction = tradingOrder?.TransactionArray?.Transaction?.[0];
    expect(transaction?.Item?.ItemID).toBe(listingId);
    expect(transaction?.TransactionID).toBe(order.lineItems?.[0]?.lineItemId);

    const sales = await seller.trading.GetItemTransactions({ ItemID: listingId, IncludeContainingOrder: true });
    expect((sales as { Item?: { ItemID?: string } }).Item?.ItemID).toBe(listingId);
    expect(
      ([] as { ContainingOrder?: { OrderID?: string }; QuantityPurchased?: string }[]).concat(
        (sales.TransactionArray as { Transaction?: never } | undefined)?.Transaction ?? [],
      ),
    ).toMatchObject([{ ContainingOrder: { OrderID: orderId }, QuantityPurchased: '2' }]);
    const sold = await seller.trading.GetSellerTransactions({ NumberOfDays: 1, IncludeContainingOrder: true });
    expect(JSON.stringify(sold.TransactionArray)).toContain(orderId);

    // The listing sold two of five, in every API.
    expect(await browseView(listingId)).toEqual([3, '20.00', ['FIXED_PRICE']]);
    expect(await tradingView(listingId)).toEqual(['5', '2', '20.00', 'FixedPriceItem', 'Active']);
    expect(await seller.sell.inventory.getOffer(offerId)).toMatchObject({
      availableQuantity: 3,
      listing: { listingId, soldQuantity: 2 },
    });

    // The paid session is closed, and the same session cannot be paid twice.
    expect(
      await errorOf(
        buyer.buy.orderV2.updateGuestQuantity(session.checkoutSessionId!, {
          lineItemId: session.lineItems?.[0]?.lineItemId,
          quantity: 1,
        }),
      ),
    ).toMatchObject({ status: 409, errors: [{ code: 15021 }] });
    await expect(pay(session.checkoutSessionId!)).rejects.toMatchObject({ status: 409 });

    // Post-Order knows the order: the buyer's return on its line item is accepted.
    const opened = (await seller.postOrder.return.createReturnRequest(
      {
        returnRequest: {
          itemId: listingId,
          transactionId: transaction?.TransactionID ?? '',
          returnQuantity: 1,
          reason: 'DEFECTIVE_ITEM',
          type: 'MONEY_BACK',
        },
      } as never,
      {},
      await asUser(order.buyer?.username),
    )) as { returnId: string; state: string };
    expect(opened.state).toBe('RETURN_REQUESTED');
    // The seeded Post-Order records are about the seeded orders, not about an order placed before their first use.
    const cancellations = (await seller.postOrder.cancellation.search({ limit: '200' })) as {
      cancellations: { legacyOrderId: string }[];
    };
    expect(cancellations.cancellations.map((c) => c.legacyOrderId)).not.toContain(
      `${listingId}-${transaction?.TransactionID ?? ''}`,
    );
  });

  it('selling the last units ends the listing, and a purchase of more than is left is refused (409, errorId 15013)', async () => {
    const { listingId } = await publish('ONE-LAST', { quantity: 1, price: '12.00' });
    const tooMany = await errorOf(
      buyer.buy.orderV2.initiateGuestCheckoutSession({
        contactEmail: 'ada@example.com',
        shippingAddress: address,
        lineItemInputs: [{ itemId: `v1|${listingId}|0`, quantity: 2 }],
      }),
    );
    expect(tooMany).toMatchObject({ status: 409, errors: [{ code: 15013 }] });
    const session = await buyer.buy.orderV2.initiateGuestCheckoutSession({
      contactEmail: 'ada@example.com',
      shippingAddress: address,
      lineItemInputs: [{ itemId: `v1|${listingId}|0`, quantity: 1 }],
    });
    await expect(pay(session.checkoutSessionId!)).resolves.toHaveProperty('purchaseOrderId');
    expect(await errorOf(buyer.buy.browse.getItem(`v1|${listingId}|0`))).toMatchObject({ status: 404 });
    expect(await tradingView(listingId)).toEqual(['1', '1', '12.00', 'FixedPriceItem', 'Completed']);
  });

  it('sold and read through Trading GetOrders, is the order Post-Order takes a return for; a made-up order is refused', async () => {
    const { OrderArray } = await seller.trading.GetOrders({ Pagination: { EntriesPerPage: 5 } });
    const transaction = OrderArray?.Order?.[0]?.TransactionArray?.Transaction?.[0];
    const fulfillment = await seller.sell.fulfillment.getOrder(OrderArray?.Order?.[0]?.OrderID ?? '');
    expect(fulfillment.lineItems?.[0]?.lineItemId).toBe(transaction?.TransactionID);
    const opened = (await seller.postOrder.return.createReturnRequest(
      {
        returnRequest: {
          itemId: transaction?.Item?.ItemID ?? '',
          transactionId: transaction?.TransactionID ?? '',
          returnQuantity: 1,
          reason: 'NOT_AS_DESCRIBED',
          type: 'MONEY_BACK',
        },
      } as never,
      {},
      await asUser(fulfillment.buyer?.username),
    )) as { returnId: string };
    expect(opened.returnId).toMatch(/^\d+$/);
    const refused = await errorOf(
      seller.postOrder.return.createReturnRequest({
        returnRequest: {
          itemId: '110000000000',
          transactionId: '9999999999',
          returnQuantity: 1,
          reason: 'NOT_AS_DESCRIBED',
          type: 'MONEY_BACK',
        },
      } as never),
    );
    expect(refused).toMatchObject({ status: 400, errors: [{ code: 1616, domain: 'returnErrorDomain' }] });
  });

  it("is the buyer's order too: the test user's purchase is in Trading GetOrders as Buyer and has its return", async () => {
    const bought = await seller.trading.GetOrders({ OrderRole: 'Buyer' });
    expect(bought.OrderArray?.Order?.map((o) => [o.OrderID, o.SellerUserID])).toEqual([
      ['21-09876-54321', 'vintage_finds_store'],
    ]);
    const returns = (await seller.postOrder.return.search({ role: 'BUYER' } as never)) as {
      members: { orderId: string }[];
    };
    expect(returns.members.map((r) => r.orderId)).toContain('21-09876-54321');
  });
});
