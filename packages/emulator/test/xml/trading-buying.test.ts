import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient, type TradingTypes } from 'baykit';
import { createEmulator, DEFAULT_APP, type Emulator } from '../../src/index.js';
import { MAX_BIDS_PER_AUCTION } from '../../src/flows/bidding.js';
import { tradingSchema, validateTradingResponse, type TradingSchema } from '../../src/xml/trading-validate.js';
import { GUEST_BUYER, LAMP_ITEM_SPECIFICS, signInClassic, testClient } from './helpers.js';

let emulator: Emulator;
let seller: EbayClient;
let alice: EbayClient;
let bob: EbayClient;
let carol: EbayClient;
let schema: TradingSchema;
let origin = '';

// The seller is the default test user; three buyers sign in as other test users through the sign-in form.
beforeAll(async () => {
  schema = await tradingSchema();
  emulator = createEmulator({ seed: 11, serveRetired: true });
  origin = (await emulator.listen(0)).url;
  seller = testClient(origin);
  alice = testClient(origin);
  bob = testClient(origin);
  carol = testClient(origin);
  await signInClassic(seller);
  await signInClassic(alice, 'buyer_alice');
  await signInClassic(bob, 'buyer_bob');
  await signInClassic(carol, 'buyer_carol');
});
afterAll(async () => {
  for (const client of [seller, alice, bob, carol]) await client.close();
  await emulator.close();
});

type Fields = Record<string, unknown>;
const usd = (value: string): { '#value': string; '@_currencyID': 'USD' } => ({
  '#value': value,
  '@_currencyID': 'USD',
});
const asList = (value: unknown): Fields[] =>
  Array.isArray(value) ? (value as Fields[]) : value ? [value as Fields] : [];

const lamp = {
  PrimaryCategory: { CategoryID: '112581' },
  ItemSpecifics: LAMP_ITEM_SPECIFICS,
  ConditionID: 1000,
  Country: 'US',
  Currency: 'USD',
} satisfies TradingTypes.ItemInput;

async function listAuction(title: string, start: string): Promise<string> {
  const added = await seller.trading.AddItem({
    Item: { ...lamp, Title: title, StartPrice: usd(start), ListingType: 'Chinese', ListingDuration: 'Days_7' },
  });
  return added.ItemID!;
}

async function listFixed(title: string, price: string, quantity: number, bestOffer = false): Promise<string> {
  const added = await seller.trading.AddFixedPriceItem({
    Item: {
      ...lamp,
      Title: title,
      StartPrice: usd(price),
      Quantity: quantity,
      ListingDuration: 'GTC',
      ...(bestOffer ? { BestOfferDetails: { BestOfferEnabled: true } } : {}),
    },
  });
  return added.ItemID!;
}

/** One of the buying calls; every answer must be valid against the call's `<Call>ResponseType`. */
async function call(client: EbayClient, name: string, fields: Fields): Promise<Fields> {
  const answer = (await client.trading.call(name, fields)) as Fields;
  expect(validateTradingResponse(schema, name, answer)).toEqual([]);
  return answer;
}

describe('PlaceOffer bids, GetAllBidders, GetBidderList and Second Chance Offers', () => {
  it('moves an auction by proxy bidding, shows it in GetItem and Browse, and refuses what eBay refuses', async () => {
    const itemId = await listAuction('Baykit Auction Lamp', '10.00');
    const first = await call(alice, 'PlaceOffer', { ItemID: itemId, Offer: { Action: 'Bid', MaxBid: usd('15.00') } });
    expect(first.SellingStatus).toMatchObject({ BidCount: '1', CurrentPrice: usd('10.00') });
    // Bob's 12.00 is beaten by Alice's 15.00 maximum: she leads at one increment (0.50) over his bid.
    const second = await call(bob, 'PlaceOffer', { ItemID: itemId, Offer: { Action: 'Bid', MaxBid: usd('12.00') } });
    expect(second.SellingStatus).toMatchObject({
      BidCount: '2',
      CurrentPrice: usd('12.50'),
      MinimumToBid: usd('13.00'),
    });

    const got = await seller.trading.GetItem({ ItemID: itemId });
    expect(got.Item?.SellingStatus).toMatchObject({
      BidCount: '2',
      CurrentPrice: usd('12.50'),
      HighBidder: { UserID: 'buyer_alice' },
    });
    expect(got.Item?.StartPrice).toEqual(usd('10.00'));
    const browse = await seller.buy.browse.getItem(`v1|${itemId}|0`);
    expect(browse).toMatchObject({ bidCount: 2, currentBidPrice: { value: '12.50', currency: 'USD' } });

    await expect(
      call(bob, 'PlaceOffer', { ItemID: itemId, Offer: { Action: 'Bid', MaxBid: usd('12.75') } }),
    ).rejects.toMatchObject({ code: 37 });
    await expect(
      call(seller, 'PlaceOffer', { ItemID: itemId, Offer: { Action: 'Bid', MaxBid: usd('50.00') } }),
    ).rejects.toMatchObject({ code: 37 });
    await expect(
      call(bob, 'PlaceOffer', { ItemID: '999999999999', Offer: { Action: 'Bid', MaxBid: usd('50.00') } }),
    ).rejects.toMatchObject({ code: 17 });

    const bidders = await call(seller, 'GetAllBidders', { ItemID: itemId, CallMode: 'ViewAll' });
    expect(bidders).toMatchObject({ HighBidder: 'buyer_alice', HighestBid: usd('12.50'), ListingStatus: 'Active' });
    const offers = asList((bidders.BidArray as Fields).Offer);
    expect(offers.map((o) => (o.User as Fields).UserID)).toEqual(['buyer_bob', 'buyer_alice']);
    await expect(call(carol, 'GetAllBidders', { ItemID: itemId })).rejects.toMatchObject({ code: 17 });
    // A bidder sees their own bids, not the others' maximums.
    const bobsView = await call(bob, 'GetAllBidders', { ItemID: itemId });
    expect(asList((bobsView.BidArray as Fields).Offer).map((o) => (o.User as Fields).UserID)).toEqual(['buyer_bob']);
    expect(bobsView.HighBidder).toBeUndefined();

    await expect(call(bob, 'GetBidderList', { UserID: 'buyer_alice' })).rejects.toMatchObject({ code: 37 });
    const bobsList = await call(bob, 'GetBidderList', { ActiveItemsOnly: true });
    expect(bobsList.Bidder).toEqual({ UserID: 'buyer_bob' });
    expect(asList((bobsList.BidItemArray as Fields).Item).map((i) => i.ItemID)).toEqual([itemId]);
    const buying = await call(bob, 'GetMyeBayBuying', { BidList: { Include: true } });
    expect(asList(((buying.BidList as Fields).ItemArray as Fields).Item).map((i) => i.ItemID)).toEqual([itemId]);

    // Not ended yet: no Second Chance Offer.
    await expect(
      call(seller, 'VerifyAddSecondChanceItem', {
        ItemID: itemId,
        RecipientBidderUserID: 'buyer_bob',
        Duration: 'Days_3',
      }),
    ).rejects.toMatchObject({ code: 37 });
    // Ended by selling to the high bidder: Alice wins at the current bid, an order like any other.
    await seller.trading.EndItem({ ItemID: itemId, EndingReason: 'SellToHighBidder' });
    const won = await call(alice, 'GetMyeBayBuying', { WonList: { Include: true } });
    expect(asList(((won.WonList as Fields).OrderTransactionArray as Fields).OrderTransaction)).toMatchObject([
      { Transaction: { Item: { ItemID: itemId }, TransactionPrice: usd('12.50'), QuantityPurchased: '1' } },
    ]);
    const sales = await seller.trading.GetOrders({ Pagination: { EntriesPerPage: 100 } });
    expect(
      sales.OrderArray?.Order?.some(
        (o) =>
          o.BuyerUserID === 'buyer_alice' &&
          asList((o.TransactionArray as Fields | undefined)?.Transaction).some(
            (t) => (t.Item as Fields | undefined)?.ItemID === itemId,
          ),
      ),
    ).toBe(true);
    await expect(
      call(carol, 'PlaceOffer', { ItemID: itemId, Offer: { Action: 'Bid', MaxBid: usd('50.00') } }),
    ).rejects.toMatchObject({ code: 291 });

    await expect(call(carol, 'AddToWatchList', { ItemID: itemId })).rejects.toMatchObject({ code: 291 });
    await expect(
      call(seller, 'AddSecondChanceItem', { ItemID: itemId, RecipientBidderUserID: 'buyer_bob', Duration: 'Days_10' }),
    ).rejects.toMatchObject({ code: 37 });
    const eligible = await call(seller, 'GetAllBidders', {
      ItemID: itemId,
      CallMode: 'SecondChanceEligibleEndedListing',
    });
    expect(asList((eligible.BidArray as Fields).Offer).map((o) => (o.User as Fields).UserID)).toEqual(['buyer_bob']);
    for (const [recipient, code] of [
      ['buyer_alice', 37], // the winner
      ['buyer_carol', 37], // never bid
    ] as const)
      await expect(
        call(seller, 'AddSecondChanceItem', { ItemID: itemId, RecipientBidderUserID: recipient, Duration: 'Days_3' }),
      ).rejects.toMatchObject({ code });
    await expect(
      call(bob, 'AddSecondChanceItem', { ItemID: itemId, RecipientBidderUserID: 'buyer_bob', Duration: 'Days_3' }),
    ).rejects.toMatchObject({ code: 17 });
    const verified = await call(seller, 'VerifyAddSecondChanceItem', {
      ItemID: itemId,
      RecipientBidderUserID: 'buyer_bob',
      Duration: 'Days_3',
    });
    expect(Date.parse(String(verified.EndTime)) - Date.parse(String(verified.StartTime))).toBe(3 * 86_400_000);

    const offered = await call(seller, 'AddSecondChanceItem', {
      ItemID: itemId,
      RecipientBidderUserID: 'buyer_bob',
      Duration: 'Days_3',
    });
    const secondId = String(offered.ItemID);
    expect(secondId).not.toBe(itemId);
    const bobsBuying = await call(bob, 'GetMyeBayBuying', {});
    expect(asList(bobsBuying.SecondChanceOffer).map((i) => i.ItemID)).toEqual([secondId]);
    expect((await seller.trading.GetItem({ ItemID: secondId })).Item?.SellingStatus?.CurrentPrice).toEqual(
      usd('12.00'),
    );
    await expect(
      call(alice, 'PlaceOffer', { ItemID: secondId, Offer: { Action: 'Purchase', Quantity: 1 } }),
    ).rejects.toMatchObject({ code: 37 });
    // Nor does a guest buy it through the Buy Order API: the offer is the bidder's alone.
    const guest = new EbayClient({
      appId: DEFAULT_APP.appId,
      certId: DEFAULT_APP.certId,
      origin,
      scope: ['https://api.ebay.com/oauth/api_scope/buy.guest.order'],
    });
    try {
      await expect(
        guest.buy.orderV2.initiateGuestCheckoutSession({
          ...GUEST_BUYER,
          lineItemInputs: [{ itemId: `v1|${secondId}|0`, quantity: 1 }],
        }),
      ).rejects.toMatchObject({ status: 400 });
    } finally {
      await guest.close();
    }
    const bought = await call(bob, 'PlaceOffer', { ItemID: secondId, Offer: { Action: 'Purchase', Quantity: 1 } });
    expect(bought.TransactionID).toMatch(/^\d+$/);

    // Relisted, the auction starts again at its starting bid, with no bids.
    const relisted = await seller.trading.RelistItem({ Item: { ItemID: itemId } });
    const fresh = await seller.trading.GetItem({ ItemID: relisted.ItemID });
    expect(fresh.Item?.StartPrice).toEqual(usd('10.00'));
    expect(fresh.Item?.SellingStatus).toMatchObject({ BidCount: '0', CurrentPrice: usd('10.00') });
  });
});

describe('PlaceOffer bounds', () => {
  it('keeps at most MAX_BIDS_PER_AUCTION bids on one auction: a leader raising a maximum a cent at a time is stopped', async () => {
    const itemId = await listAuction('Bounded bidding lamp', '1.00');
    for (let n = 0; n < MAX_BIDS_PER_AUCTION; n++)
      await alice.trading.PlaceOffer({
        ItemID: itemId,
        Offer: { Action: 'Bid', MaxBid: usd((2 + n / 100).toFixed(2)), Quantity: 1 },
      });
    await expect(
      alice.trading.PlaceOffer({ ItemID: itemId, Offer: { Action: 'Bid', MaxBid: usd('50.00'), Quantity: 1 } }),
    ).rejects.toMatchObject({ code: 37 });
    const item = await seller.trading.GetItem({ ItemID: itemId });
    expect(item.Item?.SellingStatus?.BidCount).toBe(String(MAX_BIDS_PER_AUCTION));
  });
});

describe('PlaceOffer purchases', () => {
  it('makes an order in the one order store that the seller sees in GetOrders and the buyer in WonList', async () => {
    const itemId = await listFixed('Baykit Bought Lamp', '24.50', 3);
    await expect(
      call(alice, 'PlaceOffer', { ItemID: itemId, Offer: { Action: 'Purchase', Quantity: 4, MaxBid: usd('24.50') } }),
    ).rejects.toMatchObject({ code: 37 });
    await expect(
      call(alice, 'PlaceOffer', { ItemID: itemId, Offer: { Action: 'Purchase', Quantity: 1, MaxBid: usd('20.00') } }),
    ).rejects.toMatchObject({ code: 37 });
    await expect(
      call(alice, 'PlaceOffer', { ItemID: itemId, Offer: { Action: 'Bid', MaxBid: usd('30.00') } }),
    ).rejects.toMatchObject({ code: 37 });
    const bought = await call(alice, 'PlaceOffer', {
      ItemID: itemId,
      Offer: { Action: 'Purchase', Quantity: 2, MaxBid: usd('24.50') },
    });
    expect(bought.OrderLineItemID).toBe(`${itemId}-${String(bought.TransactionID)}`);
    expect(bought.SellingStatus).toMatchObject({ QuantitySold: '2', ListingStatus: 'Active' });

    const orders = await seller.trading.GetOrders({ Pagination: { EntriesPerPage: 100 } });
    const order = orders.OrderArray?.Order?.find((o) =>
      asList((o.TransactionArray as Fields | undefined)?.Transaction).some(
        (t) => t.TransactionID === bought.TransactionID,
      ),
    ) as Fields | undefined;
    expect(order).toBeDefined();
    expect(order?.BuyerUserID).toBe('buyer_alice');

    const won = await call(alice, 'GetMyeBayBuying', { WonList: { Include: true } });
    const transactions = asList(((won.WonList as Fields).OrderTransactionArray as Fields).OrderTransaction);
    expect(transactions.map((t) => (t.Transaction as Fields).TransactionID)).toContain(bought.TransactionID);
    expect((await seller.trading.GetItem({ ItemID: itemId })).Item?.SellingStatus?.QuantitySold).toBe('2');
  });
});

describe('Best Offers: PlaceOffer, GetBestOffers, RespondToBestOffer', () => {
  it('negotiates an offer to an order, and refuses offers where eBay does', async () => {
    const plain = await listFixed('Baykit Plain Lamp', '30.00', 2);
    await expect(
      call(bob, 'PlaceOffer', { ItemID: plain, Offer: { Action: 'Offer', MaxBid: usd('20.00'), Quantity: 1 } }),
    ).rejects.toMatchObject({ code: 37 });

    const itemId = await listFixed('Baykit Offer Lamp', '30.00', 2, true);
    expect((await seller.trading.GetItem({ ItemID: itemId })).Item?.BestOfferDetails).toMatchObject({
      BestOfferEnabled: 'true',
    });
    const made = await call(bob, 'PlaceOffer', {
      ItemID: itemId,
      Offer: { Action: 'Offer', MaxBid: usd('20.00'), Quantity: 1, Message: 'Would you take 20?' },
    });
    const offer = made.BestOffer as Fields;
    expect(offer).toMatchObject({ Status: 'Pending', Price: usd('20.00'), BestOfferCodeType: 'BuyerBestOffer' });
    const offerId = String(offer.BestOfferID);

    const pending = await call(seller, 'GetBestOffers', { ItemID: itemId });
    expect(asList((pending.BestOfferArray as Fields).BestOffer)).toMatchObject([
      { BestOfferID: offerId, Buyer: { UserID: 'buyer_bob' }, BuyerMessage: 'Would you take 20?' },
    ]);
    await expect(
      call(bob, 'RespondToBestOffer', { ItemID: itemId, BestOfferID: offerId, Action: 'Accept' }),
    ).rejects.toMatchObject({ code: 17 });
    await expect(
      call(seller, 'RespondToBestOffer', { ItemID: itemId, BestOfferID: '42', Action: 'Accept' }),
    ).rejects.toMatchObject({ code: 37 });

    await expect(
      call(seller, 'RespondToBestOffer', { ItemID: itemId, BestOfferID: offerId, Action: 'Counter' }),
    ).rejects.toMatchObject({ code: 37 });
    const countered = await call(seller, 'RespondToBestOffer', {
      ItemID: itemId,
      BestOfferID: offerId,
      Action: 'Counter',
      CounterOfferPrice: usd('25.00'),
      SellerResponse: 'Meet me at 25',
    });
    expect(countered.RespondToBestOffer).toMatchObject({
      BestOffer: [{ BestOfferID: offerId, CallStatus: 'Success' }],
    });
    const bobsOffers = await call(bob, 'GetMyeBayBuying', { BestOfferList: { Include: true } });
    expect(asList(((bobsOffers.BestOfferList as Fields).ItemArray as Fields).Item).map((i) => i.ItemID)).toEqual([
      itemId,
    ]);

    const accepted = await call(bob, 'PlaceOffer', {
      ItemID: itemId,
      Offer: { Action: 'Accept', BestOfferID: offerId, MaxBid: usd('25.00') },
    });
    expect(accepted.BestOffer).toMatchObject({ Status: 'Accepted', Price: usd('25.00') });
    const orders = await seller.trading.GetOrders({ Pagination: { EntriesPerPage: 100 } });
    const sold = orders.OrderArray?.Order?.find(
      (o) => o.BuyerUserID === 'buyer_bob' && (o.Total as Fields | undefined)?.['#value'] === '25.00',
    );
    expect(sold).toBeDefined();
    // Answered: no longer the buyer's to accept again.
    await expect(
      call(bob, 'PlaceOffer', {
        ItemID: itemId,
        Offer: { Action: 'Accept', BestOfferID: offerId, MaxBid: usd('25.00') },
      }),
    ).rejects.toMatchObject({ code: 37 });

    const low = await call(carol, 'PlaceOffer', {
      ItemID: itemId,
      Offer: { Action: 'Offer', MaxBid: usd('5.00'), Quantity: 1 },
    });
    const lowId = String((low.BestOffer as Fields).BestOfferID);
    await call(seller, 'RespondToBestOffer', { ItemID: itemId, BestOfferID: lowId, Action: 'Decline' });
    const all = await call(seller, 'GetBestOffers', { ItemID: itemId, BestOfferStatus: 'All' });
    expect(
      Object.fromEntries(asList((all.BestOfferArray as Fields).BestOffer).map((o) => [o.BestOfferID, o.Status])),
    ).toEqual({ [offerId]: 'Accepted', [lowId]: 'Declined' });
    // Carol's offer is not Bob's to see.
    await expect(call(bob, 'GetBestOffers', { BestOfferID: lowId })).rejects.toMatchObject({ code: 37 });
    expect(
      asList(
        (
          (await call(carol, 'GetBestOffers', { BestOfferID: lowId, BestOfferStatus: 'All' }))
            .ItemBestOffersArray as Fields
        ).ItemBestOffers,
      ),
    ).toMatchObject([{ Role: 'Buyer' }]);
    const overview = await call(seller, 'GetBestOffers', { BestOfferStatus: 'All' });
    expect(asList((overview.ItemBestOffersArray as Fields).ItemBestOffers)).toMatchObject([{ Role: 'Seller' }]);
  });

  it('keeps one open offer per buyer and listing, and bounds the messages it stores', async () => {
    const itemId = await listFixed('Baykit Bounded Offer Lamp', '30.00', 3, true);
    const offer = (extra: Fields = {}) => ({
      ItemID: itemId,
      Offer: { Action: 'Offer', MaxBid: usd('20.00'), Quantity: 1, ...extra },
    });
    const first = String(((await call(bob, 'PlaceOffer', offer())).BestOffer as Fields).BestOfferID);
    // Another offer while the first waits for the seller would be one more stored offer per call.
    await expect(call(bob, 'PlaceOffer', offer())).rejects.toMatchObject({ code: 37 });
    await expect(call(carol, 'PlaceOffer', offer({ Message: 'x'.repeat(501) }))).rejects.toMatchObject({ code: 37 });
    await expect(
      call(seller, 'RespondToBestOffer', {
        ItemID: itemId,
        BestOfferID: first,
        Action: 'Decline',
        SellerResponse: 'x'.repeat(501),
      }),
    ).rejects.toMatchObject({ code: 37 });
    await call(seller, 'RespondToBestOffer', { ItemID: itemId, BestOfferID: first, Action: 'Decline' });
    // Answered: the buyer may offer again.
    expect((await call(bob, 'PlaceOffer', offer({ Message: 'x'.repeat(500) }))).BestOffer).toMatchObject({
      Status: 'Pending',
    });
  });
});

describe('Watch list and notes: AddToWatchList, RemoveFromWatchList, SetUserNotes, GetMyeBayBuying', () => {
  it('keeps a watch list per user, with notes, and refuses unknown items and a full list', async () => {
    const itemId = await listFixed('Baykit Watched Lamp', '12.00', 1);
    await expect(call(alice, 'AddToWatchList', { ItemID: [itemId, '999999999999'] })).rejects.toMatchObject({
      code: 17,
    });
    const added = await call(alice, 'AddToWatchList', { ItemID: itemId });
    expect(added).toMatchObject({ WatchListCount: '1', WatchListMaximum: '400' });
    expect((await call(bob, 'GetMyeBayBuying', { WatchList: { Include: true } })).WatchList).toMatchObject({
      PaginationResult: { TotalNumberOfEntries: '0' },
    });

    await call(alice, 'SetUserNotes', { ItemID: itemId, Action: 'AddOrUpdate', NoteText: 'gift for Sam' });
    const watching = await call(alice, 'GetMyeBayBuying', { WatchList: { Include: true, IncludeNotes: true } });
    expect(asList(((watching.WatchList as Fields).ItemArray as Fields).Item)).toMatchObject([
      { ItemID: itemId, PrivateNotes: 'gift for Sam' },
    ]);
    await call(seller, 'SetUserNotes', { ItemID: itemId, Action: 'AddOrUpdate', NoteText: 'restock Friday' });
    const selling = await seller.trading.GetMyeBaySelling({ ActiveList: { Include: true, IncludeNotes: true } });
    const mine = selling.ActiveList?.ItemArray?.Item?.find((i) => i.ItemID === itemId) as Fields | undefined;
    expect(mine?.PrivateNotes).toBe('restock Friday');
    await expect(
      call(alice, 'SetUserNotes', { ItemID: '999999999999', Action: 'AddOrUpdate', NoteText: 'x' }),
    ).rejects.toMatchObject({ code: 17 });

    await expect(
      call(alice, 'SetUserNotes', { ItemID: itemId, Action: 'AddOrUpdate', NoteText: 'n'.repeat(251) }),
    ).rejects.toMatchObject({ code: 37 });
    await call(alice, 'SetUserNotes', { ItemID: itemId, Action: 'Delete' });
    const deleted = await call(alice, 'GetMyeBayBuying', { WatchList: { Include: true, IncludeNotes: true } });
    expect(asList(((deleted.WatchList as Fields).ItemArray as Fields).Item)[0]?.PrivateNotes).toBeUndefined();
    await expect(call(alice, 'RemoveFromWatchList', { ItemID: '110000000000' })).rejects.toMatchObject({ code: 37 });
    expect(await call(alice, 'RemoveFromWatchList', { ItemID: itemId })).toMatchObject({ WatchListCount: '0' });

    // eBay's limit: 400 items on a watch list.
    const seeded = Array.from({ length: 400 }, (_, i) => String(110000000000 + i * 7919));
    expect(await call(carol, 'AddToWatchList', { ItemID: seeded })).toMatchObject({ WatchListCount: '400' });
    await expect(call(carol, 'AddToWatchList', { ItemID: itemId })).rejects.toMatchObject({ code: 37 });
  });
});
