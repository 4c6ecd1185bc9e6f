// Trading requests are as strict as REST bodies: a misspelt field, a wrong primitive or a code eBay does not have is
// a compile error (tsc checks each `@ts-expect-error` below: one that no longer fails fails the typecheck), while the
// builder still sends whatever it is given, so run-time behaviour is the one of earlier versions. Each test also
// sends its calls to a server on 127.0.0.1 and checks the XML that went out.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EbayClient,
  type TradingRequestOf,
  type TradingRequestWith,
  type TradingTypes,
  type XmlFields,
} from '../../../src/index.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
let ebay: EbayClient;

beforeEach(async () => {
  server = await startTestServer((req) => {
    const call = req.headers['x-ebay-api-call-name'] ?? 'Unknown';
    return {
      headers: { 'content-type': 'text/xml' },
      body: `<?xml version="1.0" encoding="UTF-8"?><${call}Response xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Success</Ack></${call}Response>`,
    };
  });
  ebay = new EbayClient({
    appId: 'app',
    certId: 'cert',
    devId: 'dev',
    authToken: 'AgAAAA**token',
    origin: server.origin,
    // GetCategories, one of the twelve sampled calls, is decommissioned: its wire is pinned all the same.
    allowRetired: true,
  });
});
afterEach(async () => {
  await ebay.close();
  await server.close();
});

/** The request elements (inside `<Call>Request`, after the credentials) of every call sent so far. */
function sent(): string[] {
  return server.requests.map((r) => r.text.replace(/^.*?<\/RequesterCredentials>/, '').replace(/<\/\w+Request>$/, ''));
}

describe('the three mistakes of issue #39', () => {
  it('do not compile, and would go out unchanged', async () => {
    // @ts-expect-error -- the field is ItemID
    await ebay.trading.GetItem({ ItemId: '123' });
    // @ts-expect-error -- the listing type is FixedPriceItem
    await ebay.trading.AddFixedPriceItem({ Item: { Title: 'Mug', ListingType: 'FixedPrice' } });
    // @ts-expect-error -- the detail level is ReturnAll
    await ebay.trading.GetItem({ ItemID: '123', DetailLevel: 'Everything' });
    expect(sent()).toEqual([
      '<ItemId>123</ItemId>',
      '<Item><Title>Mug</Title><ListingType>FixedPrice</ListingType></Item>',
      '<ItemID>123</ItemID><DetailLevel>Everything</DetailLevel>',
    ]);
  });
});

describe('twelve common calls', () => {
  it('GetItem', async () => {
    await ebay.trading.GetItem({ ItemID: '110553', IncludeWatchCount: true, DetailLevel: ['ReturnAll'] });
    // @ts-expect-error -- misspelt: ItemID
    await ebay.trading.GetItem({ ItemId: '110553' });
    // @ts-expect-error -- IncludeWatchCount is a boolean
    await ebay.trading.GetItem({ ItemID: '110553', IncludeWatchCount: 'yes' });
    expect(sent()).toEqual([
      '<ItemID>110553</ItemID><IncludeWatchCount>true</IncludeWatchCount><DetailLevel>ReturnAll</DetailLevel>',
      '<ItemId>110553</ItemId>',
      '<ItemID>110553</ItemID><IncludeWatchCount>yes</IncludeWatchCount>',
    ]);
  });

  it('AddFixedPriceItem', async () => {
    const item = {
      Title: 'Mug',
      StartPrice: { '#value': '9.90', '@_currencyID': 'USD' },
      Quantity: 3,
      ListingType: 'FixedPriceItem',
    } satisfies TradingTypes.ItemInput;
    await ebay.trading.AddFixedPriceItem({ Item: item });
    // @ts-expect-error -- misspelt: Title
    await ebay.trading.AddFixedPriceItem({ Item: { Titel: 'Mug' } });
    // @ts-expect-error -- Quantity is a number
    await ebay.trading.AddFixedPriceItem({ Item: { Quantity: 'three' } });
    expect(sent()).toEqual([
      '<Item><Title>Mug</Title><StartPrice currencyID="USD">9.90</StartPrice><Quantity>3</Quantity><ListingType>FixedPriceItem</ListingType></Item>',
      '<Item><Titel>Mug</Titel></Item>',
      '<Item><Quantity>three</Quantity></Item>',
    ]);
  });

  it('ReviseFixedPriceItem', async () => {
    await ebay.trading.ReviseFixedPriceItem({ Item: { ItemID: '1', StartPrice: 12.5 } });
    // @ts-expect-error -- misspelt: ItemID
    await ebay.trading.ReviseFixedPriceItem({ Item: { ItemId: '1' } });
    // @ts-expect-error -- a price is a number or its decimal text
    await ebay.trading.ReviseFixedPriceItem({ Item: { ItemID: '1', StartPrice: true } });
    expect(sent()).toEqual([
      '<Item><ItemID>1</ItemID><StartPrice>12.5</StartPrice></Item>',
      '<Item><ItemId>1</ItemId></Item>',
      '<Item><ItemID>1</ItemID><StartPrice>true</StartPrice></Item>',
    ]);
  });

  it('EndFixedPriceItem', async () => {
    await ebay.trading.EndFixedPriceItem({ ItemID: '1', EndingReason: 'NotAvailable' });
    // @ts-expect-error -- misspelt: EndingReason
    await ebay.trading.EndFixedPriceItem({ ItemID: '1', EndReason: 'NotAvailable' });
    // @ts-expect-error -- ItemID is a string
    await ebay.trading.EndFixedPriceItem({ ItemID: 1, EndingReason: 'NotAvailable' });
    expect(sent()).toEqual([
      '<ItemID>1</ItemID><EndingReason>NotAvailable</EndingReason>',
      '<ItemID>1</ItemID><EndReason>NotAvailable</EndReason>',
      '<ItemID>1</ItemID><EndingReason>NotAvailable</EndingReason>',
    ]);
  });

  it('GetOrders', async () => {
    await ebay.trading.GetOrders({
      CreateTimeFrom: new Date('2024-05-01T00:00:00Z'),
      OrderRole: 'Seller',
      Pagination: { EntriesPerPage: 100 },
    });
    // @ts-expect-error -- misspelt: CreateTimeFrom
    await ebay.trading.GetOrders({ CreatedTimeFrom: '2024-05-01T00:00:00Z' });
    // @ts-expect-error -- NumberOfDays is a number
    await ebay.trading.GetOrders({ NumberOfDays: '30' });
    expect(sent()).toEqual([
      '<CreateTimeFrom>2024-05-01T00:00:00.000Z</CreateTimeFrom><OrderRole>Seller</OrderRole><Pagination><EntriesPerPage>100</EntriesPerPage></Pagination>',
      '<CreatedTimeFrom>2024-05-01T00:00:00Z</CreatedTimeFrom>',
      '<NumberOfDays>30</NumberOfDays>',
    ]);
  });

  it('CompleteSale', async () => {
    await ebay.trading.CompleteSale({ OrderID: '7-1', Shipped: true });
    // @ts-expect-error -- misspelt: OrderID
    await ebay.trading.CompleteSale({ OrderId: '7-1' });
    // @ts-expect-error -- Shipped is a boolean
    await ebay.trading.CompleteSale({ OrderID: '7-1', Shipped: 'true' });
    expect(sent()).toEqual([
      '<OrderID>7-1</OrderID><Shipped>true</Shipped>',
      '<OrderId>7-1</OrderId>',
      '<OrderID>7-1</OrderID><Shipped>true</Shipped>',
    ]);
  });

  it('GetMyeBaySelling', async () => {
    await ebay.trading.GetMyeBaySelling({ ActiveList: { Include: true, Pagination: { EntriesPerPage: 25 } } });
    // @ts-expect-error -- misspelt: ActiveList
    await ebay.trading.GetMyeBaySelling({ ActiveLists: { Include: true } });
    // @ts-expect-error -- Include is a boolean
    await ebay.trading.GetMyeBaySelling({ ActiveList: { Include: 1 } });
    expect(sent()).toEqual([
      '<ActiveList><Include>true</Include><Pagination><EntriesPerPage>25</EntriesPerPage></Pagination></ActiveList>',
      '<ActiveLists><Include>true</Include></ActiveLists>',
      '<ActiveList><Include>1</Include></ActiveList>',
    ]);
  });

  it('GetSellerList', async () => {
    await ebay.trading.GetSellerList({ EndTimeFrom: '2024-05-01T00:00:00Z', GranularityLevel: 'Coarse' });
    // @ts-expect-error -- misspelt: StartTimeFrom
    await ebay.trading.GetSellerList({ StartTimeFrm: '2024-05-01T00:00:00Z' });
    // @ts-expect-error -- a time is a Date or ISO text
    await ebay.trading.GetSellerList({ EndTimeFrom: 20240501 });
    expect(sent()).toEqual([
      '<EndTimeFrom>2024-05-01T00:00:00Z</EndTimeFrom><GranularityLevel>Coarse</GranularityLevel>',
      '<StartTimeFrm>2024-05-01T00:00:00Z</StartTimeFrm>',
      '<EndTimeFrom>20240501</EndTimeFrom>',
    ]);
  });

  it('AddItem', async () => {
    await ebay.trading.AddItem({ Item: { Title: 'Lamp', ListingDuration: 'Days_7', Quantity: 1 } });
    // @ts-expect-error -- misspelt: ListingDuration
    await ebay.trading.AddItem({ Item: { ListingDurations: 'Days_7' } });
    // @ts-expect-error -- Quantity is a number
    await ebay.trading.AddItem({ Item: { Quantity: true } });
    expect(sent()).toEqual([
      '<Item><Title>Lamp</Title><ListingDuration>Days_7</ListingDuration><Quantity>1</Quantity></Item>',
      '<Item><ListingDurations>Days_7</ListingDurations></Item>',
      '<Item><Quantity>true</Quantity></Item>',
    ]);
  });

  it('ReviseInventoryStatus', async () => {
    await ebay.trading.ReviseInventoryStatus({
      InventoryStatus: [
        { SKU: 'A', Quantity: 5 },
        { ItemID: '2', StartPrice: '4.00' },
      ],
    });
    // @ts-expect-error -- misspelt: SKU
    await ebay.trading.ReviseInventoryStatus({ InventoryStatus: { Sku: 'A' } });
    // @ts-expect-error -- Quantity is a number
    await ebay.trading.ReviseInventoryStatus({ InventoryStatus: { SKU: 'A', Quantity: '5' } });
    expect(sent()).toEqual([
      '<InventoryStatus><SKU>A</SKU><Quantity>5</Quantity></InventoryStatus><InventoryStatus><ItemID>2</ItemID><StartPrice>4.00</StartPrice></InventoryStatus>',
      '<InventoryStatus><Sku>A</Sku></InventoryStatus>',
      '<InventoryStatus><SKU>A</SKU><Quantity>5</Quantity></InventoryStatus>',
    ]);
  });

  it('GetCategories', async () => {
    await ebay.trading.GetCategories({ CategorySiteID: '0', LevelLimit: 2, ViewAllNodes: true });
    // @ts-expect-error -- misspelt: CategorySiteID
    await ebay.trading.GetCategories({ CategorySiteId: '0' });
    // @ts-expect-error -- LevelLimit is a number
    await ebay.trading.GetCategories({ LevelLimit: '2' });
    expect(sent()).toEqual([
      '<CategorySiteID>0</CategorySiteID><LevelLimit>2</LevelLimit><ViewAllNodes>true</ViewAllNodes>',
      '<CategorySiteId>0</CategorySiteId>',
      '<LevelLimit>2</LevelLimit>',
    ]);
  });

  it('SetNotificationPreferences', async () => {
    await ebay.trading.SetNotificationPreferences({
      ApplicationDeliveryPreferences: { ApplicationEnable: 'Enable', AlertEnable: 'Disable' },
    });
    // @ts-expect-error -- misspelt: UserDeliveryPreferenceArray
    await ebay.trading.SetNotificationPreferences({ UserDeliveryPreferences: {} });
    // @ts-expect-error -- AlertEnable is a code, Enable or Disable
    await ebay.trading.SetNotificationPreferences({ ApplicationDeliveryPreferences: { AlertEnable: true } });
    expect(sent()).toEqual([
      '<ApplicationDeliveryPreferences><ApplicationEnable>Enable</ApplicationEnable><AlertEnable>Disable</AlertEnable></ApplicationDeliveryPreferences>',
      '<UserDeliveryPreferences></UserDeliveryPreferences>',
      '<ApplicationDeliveryPreferences><AlertEnable>true</AlertEnable></ApplicationDeliveryPreferences>',
    ]);
  });
});

describe('fields and codes newer than the schema', () => {
  it('go out through the call type parameter, which still checks every other field', async () => {
    await ebay.trading.GetItem<{ IncludeNewThing: boolean }>({ ItemID: '1', IncludeNewThing: true });
    await ebay.trading.AddFixedPriceItem<{ Item: { ListingType: 'NewFormat' } }>({
      Item: { Title: 'Mug', ListingType: 'NewFormat' },
    });
    await ebay.trading.ReviseInventoryStatus<{ InventoryStatus: { NewFlag: string } }>({
      InventoryStatus: [{ SKU: 'A', NewFlag: 'x' }],
    });
    // @ts-expect-error -- the extra field is typed: a boolean
    await ebay.trading.GetItem<{ IncludeNewThing: boolean }>({ ItemID: '1', IncludeNewThing: 'yes' });
    // @ts-expect-error -- the rest stays strict: misspelt Title
    await ebay.trading.AddFixedPriceItem<{ Item: { ListingType: 'NewFormat' } }>({ Item: { Titel: 'Mug' } });
    expect(sent().slice(0, 3)).toEqual([
      '<ItemID>1</ItemID><IncludeNewThing>true</IncludeNewThing>',
      '<Item><Title>Mug</Title><ListingType>NewFormat</ListingType></Item>',
      '<InventoryStatus><SKU>A</SKU><NewFlag>x</NewFlag></InventoryStatus>',
    ]);
  });

  it('go out through call(name, fields), checked with satisfies', async () => {
    const fields = { ItemID: '1', IncludeNewThing: true } satisfies TradingRequestWith<
      TradingRequestOf<'GetItem'>,
      { IncludeNewThing: boolean }
    >;
    await ebay.trading.call('GetItem', fields);
    expect(sent()).toEqual(['<ItemID>1</ItemID><IncludeNewThing>true</IncludeNewThing>']);
  });

  it('leave a request type as it is when nothing is added, and keep it plain XML fields', () => {
    const request: TradingRequestWith<TradingTypes.GetItemRequest, Record<never, never>> = { ItemID: '1' };
    const fields: XmlFields = request;
    expect(fields).toEqual({ ItemID: '1' });
  });
});
