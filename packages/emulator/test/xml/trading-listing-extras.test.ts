import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbayClient, TradingRequestOf, TradingTypes } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { tradingSchema, validateTradingResponse, type TradingSchema } from '../../src/xml/trading-validate.js';
import { signInClassic, testClient, LAMP_ITEM_SPECIFICS } from './helpers.js';

// The emulator's time stands still unless a test moves it: GetSellerEvents windows are then exact.
let time = Date.UTC(2026, 2, 2, 12);
let emulator: Emulator;
let ebay: EbayClient;
let schema: TradingSchema;

beforeAll(async () => {
  schema = await tradingSchema();
  emulator = createEmulator({ seed: 5, serveRetired: true, now: () => time });
  ebay = testClient((await emulator.listen(0)).url);
  await signInClassic(ebay);
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

/** Every answer of these calls is one of its `<Call>ResponseType`. */
async function valid<T extends object>(call: string, answer: Promise<T>): Promise<T> {
  const body = await answer;
  expect(validateTradingResponse(schema, call, body as Record<string, unknown>)).toEqual([]);
  return body;
}

/** A seeded catalog listing: another seller's. */
const OTHER_SELLERS_ITEM = '110000000000';

type Item = NonNullable<TradingRequestOf<'AddItem'>['Item']>;

const lamp = (title: string, extra: Partial<Item> = {}): Item => ({
  Title: title,
  PrimaryCategory: { CategoryID: '112581' },
  ItemSpecifics: LAMP_ITEM_SPECIFICS,
  StartPrice: { '#value': '24.50', '@_currencyID': 'USD' },
  Quantity: 3,
  ConditionID: 1000,
  ListingDuration: 'GTC',
  ListingType: 'FixedPriceItem',
  Country: 'US',
  Currency: 'USD',
  ...extra,
});

async function listLamp(title: string, extra: Partial<Item> = {}): Promise<string> {
  const added = await ebay.trading.AddFixedPriceItem({ Item: lamp(title, extra) });
  return added.ItemID!;
}

async function activeIds(): Promise<string[]> {
  const selling = await ebay.trading.GetMyeBaySelling({ ActiveList: { Include: true } });
  return (selling.ActiveList?.ItemArray?.Item ?? []).map((item) => item.ItemID!);
}

const fee = (fees: { Fee?: { Name?: string; Fee?: unknown }[] } | undefined, name: string): unknown =>
  fees?.Fee?.find((f) => f.Name === name)?.Fee;

describe('VerifyAddItem and VerifyRelistItem', () => {
  it('answer the fees of the one fee table and ItemID 0, and list nothing', async () => {
    const before = await activeIds();
    const verified = await valid('VerifyAddItem', ebay.trading.VerifyAddItem({ Item: lamp('Verified Lamp') }));
    expect(verified.ItemID).toBe('0');
    expect(verified.CategoryID).toBe('112581');
    expect(fee(verified.Fees, 'InsertionFee')).toEqual({ '#value': '0.35', '@_currencyID': 'USD' });
    expect(fee(verified.Fees, 'ListingFee')).toEqual({ '#value': '0.35', '@_currencyID': 'USD' });
    expect(fee(verified.Fees, 'BoldFee')).toEqual({ '#value': '0.00', '@_currencyID': 'USD' });
    expect(await activeIds()).toEqual(before);

    // AddItem charges what VerifyAddItem estimated.
    const added = await ebay.trading.AddItem({ Item: lamp('Added Lamp') });
    expect(added.Fees).toEqual(verified.Fees);
    await ebay.trading.EndItem({ ItemID: added.ItemID!, EndingReason: 'NotAvailable' });

    const relist = await valid(
      'VerifyRelistItem',
      ebay.trading.VerifyRelistItem({ Item: { ItemID: added.ItemID!, ListingDuration: 'Days_7' } }),
    );
    expect(relist.ItemID).toBe('0');
    expect(fee(relist.Fees, 'InsertionFee')).toEqual({ '#value': '0.35', '@_currencyID': 'USD' });
    expect(Date.parse(relist.EndTime!) - Date.parse(relist.StartTime!)).toBe(7 * 86_400_000);
    expect(await activeIds()).toEqual(before);
    // Still ended: nothing was relisted.
    const ended = await valid('GetItem', ebay.trading.GetItem({ ItemID: added.ItemID! }));
    expect(ended.Item?.SellingStatus?.ListingStatus).toBe('Completed');
  });

  it('refuse what AddItem and RelistItem refuse', async () => {
    await expect(
      ebay.trading.VerifyAddItem({ Item: lamp('Nowhere Lamp', { PrimaryCategory: { CategoryID: '999999999' } }) }),
    ).rejects.toMatchObject({ code: 107 });
    await expect(
      ebay.trading.VerifyAddItem({ Item: lamp('Plain Lamp', { ItemSpecifics: { NameValueList: [] } }) }),
    ).rejects.toMatchObject({ code: 21919303 });
    await expect(ebay.trading.VerifyAddItem({ Item: lamp('Lamp', { ListingType: 'Unknown' }) })).rejects.toMatchObject({
      code: 37,
    });
    await expect(ebay.trading.VerifyRelistItem({ Item: { ItemID: '339999999990' } })).rejects.toMatchObject({
      code: 17,
    });
    // An active listing cannot be relisted.
    const active = await listLamp('Active Lamp');
    await expect(ebay.trading.VerifyRelistItem({ Item: { ItemID: active } })).rejects.toMatchObject({ code: 37 });
  });
});

describe('AddToItemDescription', () => {
  it('appends to the description GetItem shows; refuses unknown, ended and other sellers’ items', async () => {
    const itemId = await listLamp('Described Lamp', { Description: 'A brass lamp.' });
    const added = await valid(
      'AddToItemDescription',
      ebay.trading.AddToItemDescription({ ItemID: itemId, Description: ' Bulb included.' }),
    );
    expect(added.Ack).toBe('Success');
    expect((await valid('GetItem', ebay.trading.GetItem({ ItemID: itemId }))).Item?.Description).toBe(
      'A brass lamp. Bulb included.',
    );

    // The change is an event of the listing store for GetSellerEvents, but no Client Alerts event.
    const alerts = (await ebay.clientAlerts.GetPublicAlerts({
      ChannelDescriptor: [{ ChannelType: 'Item', ChannelID: itemId }],
    })) as { ClientAlerts?: { ClientAlertEvent?: { EventType?: string } | { EventType?: string }[] } };
    expect([alerts.ClientAlerts?.ClientAlertEvent ?? []].flat().map((e) => e.EventType)).toEqual(['ItemListed']);
    await expect(ebay.trading.AddToItemDescription({ ItemID: '339999999990', Description: 'x' })).rejects.toMatchObject(
      { code: 17 },
    );
    await expect(
      ebay.trading.AddToItemDescription({ ItemID: OTHER_SELLERS_ITEM, Description: 'x' }),
    ).rejects.toMatchObject({ code: 17 });
    await ebay.trading.EndItem({ ItemID: itemId, EndingReason: 'NotAvailable' });
    await expect(ebay.trading.AddToItemDescription({ ItemID: itemId, Description: 'x' })).rejects.toMatchObject({
      code: 291,
    });
    expect((await valid('GetItem', ebay.trading.GetItem({ ItemID: itemId }))).Item?.Description).toBe(
      'A brass lamp. Bulb included.',
    );
  });
});

describe('EndItems', () => {
  it('ends each listing in its own container, with its CorrelationID and its own errors', async () => {
    const first = await listLamp('First Bulk Lamp');
    const second = await listLamp('Second Bulk Lamp');
    const ended = await valid(
      'EndItems',
      ebay.trading.EndItems({
        EndItemRequestContainer: [
          { ItemID: first, EndingReason: 'NotAvailable', MessageID: 'a' },
          { ItemID: '339999999990', EndingReason: 'NotAvailable', MessageID: 'b' },
          { ItemID: OTHER_SELLERS_ITEM, EndingReason: 'NotAvailable', MessageID: 'c' },
          { ItemID: second, EndingReason: 'LostOrBroken', MessageID: 'd' },
          { ItemID: first, EndingReason: 'NotAvailable', MessageID: 'e' },
        ],
      }),
    );
    const containers = ended.EndItemResponseContainer ?? [];
    expect(containers.map((c) => c.CorrelationID)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(containers.map((c) => c.Errors?.[0]?.ErrorCode)).toEqual([undefined, '17', '17', undefined, '1047']);
    expect(containers[0]?.EndTime).toBe(new Date(time).toISOString());
    for (const itemId of [first, second])
      expect(
        (await valid('GetItem', ebay.trading.GetItem({ ItemID: itemId }))).Item?.SellingStatus?.ListingStatus,
      ).toBe('Completed');
    const other = await valid('GetItem', ebay.trading.GetItem({ ItemID: OTHER_SELLERS_ITEM }));
    expect(other.Item?.SellingStatus?.ListingStatus).toBe('Active');
  });

  it('takes at most ten listings', async () => {
    const eleven = Array.from({ length: 11 }, () => ({
      ItemID: '339999999990',
      EndingReason: 'NotAvailable' as const,
    }));
    await expect(ebay.trading.EndItems({ EndItemRequestContainer: eleven })).rejects.toMatchObject({ code: 37 });
  });
});

describe('GetItemShipping', () => {
  const shipping = {
    ShippingType: 'Flat',
    ShippingServiceOptions: [
      {
        ShippingService: 'USPSPriority',
        ShippingServiceCost: { '#value': '5.00', '@_currencyID': 'USD' },
        ShippingServiceAdditionalCost: { '#value': '2.00', '@_currencyID': 'USD' },
        ShippingServicePriority: 1,
      },
    ],
    InternationalShippingServiceOption: [
      {
        ShippingService: 'USPSPriorityMailInternational',
        ShippingServiceCost: { '#value': '20.00', '@_currencyID': 'USD' },
        ShippingServicePriority: 1,
        ShipToLocation: 'CA',
      },
    ],
  } satisfies TradingTypes.ShippingDetailsInput;

  it('costs the listing’s own services for the quantity and destination', async () => {
    const itemId = await listLamp('Shipped Lamp', { ShippingDetails: shipping });
    const home = await valid(
      'GetItemShipping',
      ebay.trading.GetItemShipping({
        ItemID: itemId,
        QuantitySold: 2,
        DestinationPostalCode: '95125',
        DestinationCountryCode: 'US',
      }),
    );
    expect(home.ShippingDetails?.ShippingServiceOptions).toEqual([
      {
        ShippingService: 'USPSPriority',
        ShippingServiceCost: { '#value': '7.00', '@_currencyID': 'USD' },
        ShippingServiceAdditionalCost: { '#value': '2.00', '@_currencyID': 'USD' },
        ShippingServicePriority: '1',
      },
    ]);
    expect(home.ShippingDetails?.InternationalShippingServiceOption).toBeUndefined();
    const canada = await valid(
      'GetItemShipping',
      ebay.trading.GetItemShipping({
        ItemID: itemId,
        DestinationPostalCode: 'K1A 0B1',
        DestinationCountryCode: 'CA',
      }),
    );
    expect(canada.ShippingDetails?.InternationalShippingServiceOption?.[0]).toMatchObject({
      ShippingService: 'USPSPriorityMailInternational',
      ShippingServiceCost: { '#value': '20.00', '@_currencyID': 'USD' },
    });
    const germany = await valid(
      'GetItemShipping',
      ebay.trading.GetItemShipping({ ItemID: itemId, DestinationCountryCode: 'DE' }),
    );
    expect(germany.ShippingDetails?.ShippingServiceOptions).toBeUndefined();
    expect(germany.ShippingDetails?.ShippingRateErrorMessage).toContain('DE');
    // GetItem shows the same services.
    const item = await valid('GetItem', ebay.trading.GetItem({ ItemID: itemId }));
    expect(item.Item?.ShippingDetails?.ShippingServiceOptions?.[0]?.ShippingServiceCost?.['#value']).toBe('5.00');

    // ReviseItem replaces the services; GetItemShipping costs the new ones.
    await ebay.trading.ReviseFixedPriceItem({
      Item: {
        ItemID: itemId,
        ShippingDetails: {
          ShippingServiceOptions: [
            { ShippingService: 'UPSGround', ShippingServiceCost: { '#value': '9.00', '@_currencyID': 'USD' } },
          ],
        },
      },
    });
    const revised = await valid('GetItemShipping', ebay.trading.GetItemShipping({ ItemID: itemId, QuantitySold: 2 }));
    expect(revised.ShippingDetails?.ShippingServiceOptions).toEqual([
      {
        ShippingService: 'UPSGround',
        ShippingServiceCost: { '#value': '18.00', '@_currencyID': 'USD' },
        ShippingServiceAdditionalCost: { '#value': '9.00', '@_currencyID': 'USD' },
        ShippingServicePriority: '1',
      },
    ]);
    const abroad = await valid(
      'GetItemShipping',
      ebay.trading.GetItemShipping({ ItemID: itemId, DestinationCountryCode: 'CA' }),
    );
    expect(abroad.ShippingDetails?.InternationalShippingServiceOption).toBeUndefined();
  });

  it('ships a listing without shipping details for free, and refuses unknown items and bad input', async () => {
    const free = await valid(
      'GetItemShipping',
      ebay.trading.GetItemShipping({ ItemID: OTHER_SELLERS_ITEM, DestinationPostalCode: '10001' }),
    );
    expect(free.ShippingDetails?.ShippingType).toBe('Free');
    expect(free.ShippingDetails?.ShippingServiceOptions?.[0]?.ShippingServiceCost?.['#value']).toBe('0.00');
    await expect(
      ebay.trading.GetItemShipping({ ItemID: '339999999990', DestinationPostalCode: '10001' }),
    ).rejects.toMatchObject({ code: 17 });
    await expect(
      ebay.trading.GetItemShipping({ ItemID: OTHER_SELLERS_ITEM, DestinationPostalCode: 'nowhere' }),
    ).rejects.toMatchObject({ code: 37 });
    await expect(ebay.trading.GetItemShipping({ ItemID: OTHER_SELLERS_ITEM, QuantitySold: 0 })).rejects.toMatchObject({
      code: 37,
    });
    await expect(
      ebay.trading.AddFixedPriceItem({
        Item: lamp('Unpriced Shipping', { ShippingDetails: { ShippingServiceOptions: [{ ShippingService: 'X' }] } }),
      }),
    ).rejects.toMatchObject({ code: 37 });
  });
});

describe('GetSellerEvents', () => {
  it('answers the caller’s listings started, modified or ended in the windows given', async () => {
    const t0 = (time += 86_400_000);
    const listed = await listLamp('Event Lamp');
    const revised = await listLamp('Revised Event Lamp');
    const ended = await listLamp('Ended Event Lamp');
    time += 3_600_000;
    const t1 = time;
    await ebay.trading.ReviseFixedPriceItem({ Item: { ItemID: revised, Title: 'Revised Event Lamp 2' } });
    await ebay.trading.EndFixedPriceItem({ ItemID: ended, EndingReason: 'NotAvailable' });
    time += 3_600_000;

    const ids = async (fields: Record<string, Date>): Promise<string[]> =>
      ((await valid('GetSellerEvents', ebay.trading.GetSellerEvents(fields))).ItemArray?.Item ?? [])
        .map((item) => item.ItemID!)
        .sort();
    const started = await valid(
      'GetSellerEvents',
      ebay.trading.GetSellerEvents({ StartTimeFrom: new Date(t0), StartTimeTo: new Date(t0) }),
    );
    expect(started.TimeTo).toBe(new Date(t0).toISOString());
    expect((started.ItemArray?.Item ?? []).map((item) => item.ItemID).sort()).toEqual([listed, revised, ended].sort());
    expect(await ids({ ModTimeFrom: new Date(t1) })).toEqual([revised, ended].sort());
    expect(await ids({ EndTimeFrom: new Date(t1), EndTimeTo: new Date(t1) })).toEqual([ended]);
    // Every window given must match.
    expect(await ids({ StartTimeFrom: new Date(t0), ModTimeFrom: new Date(t1), EndTimeFrom: new Date(t1) })).toEqual([
      ended,
    ]);
    // Another seller's listings are never the caller's events.
    expect(await ids({ StartTimeFrom: new Date(0) })).not.toContain(OTHER_SELLERS_ITEM);
  });

  it('needs one of StartTimeFrom, EndTimeFrom or ModTimeFrom, and a From for each To', async () => {
    await expect(ebay.trading.GetSellerEvents({})).rejects.toMatchObject({ code: 37 });
    await expect(ebay.trading.GetSellerEvents({ ModTimeTo: new Date(time) })).rejects.toMatchObject({ code: 37 });
  });
});

describe('GetDescriptionTemplates', () => {
  it('answers the fixed layouts and themes, for motor vehicles on eBay Motors only, since LastModifiedTime', async () => {
    const all = await valid('GetDescriptionTemplates', ebay.trading.GetDescriptionTemplates({}));
    expect(all.LayoutTotal).toBe('3');
    expect(all.ThemeTotal).toBe('4');
    expect(all.ThemeGroup?.map((group) => group.GroupName)).toEqual([
      'Holiday/Seasonal',
      'Special Events',
      'Patterns/Textures',
    ]);
    expect(all.DescriptionTemplate?.filter((t) => t.Type === 'Layout')).toHaveLength(3);
    const lamps = await valid(
      'GetDescriptionTemplates',
      ebay.trading.GetDescriptionTemplates({ CategoryID: '112581' }),
    );
    expect(lamps.ThemeTotal).toBe('4');
    await expect(ebay.trading.GetDescriptionTemplates({ CategoryID: '999999999' })).rejects.toMatchObject({
      code: 107,
    });
    const later = await valid(
      'GetDescriptionTemplates',
      ebay.trading.GetDescriptionTemplates({ LastModifiedTime: new Date(Date.UTC(2021, 0, 1)) }),
    );
    expect(later.LayoutTotal).toBe('0');
    expect(later.DescriptionTemplate).toBeUndefined();

    // Motor vehicle templates: on site 100; MotorVehicles overrides CategoryID.
    const motors = await valid(
      'GetDescriptionTemplates',
      ebay.trading.GetDescriptionTemplates({ MotorVehicles: true, CategoryID: '999999999' }, { siteId: 100 }),
    );
    expect(motors.ThemeGroup?.map((group) => group.GroupName)).toEqual(['Motors']);
    const usMotors = await valid(
      'GetDescriptionTemplates',
      ebay.trading.GetDescriptionTemplates({ MotorVehicles: true }),
    );
    expect(usMotors.ThemeTotal).toBe('0');
  });
});

describe('GetItem by SKU', () => {
  it("answers the caller's active listing with that SKU when no ItemID is given, and 17 for an unknown SKU", async () => {
    const itemId = await listLamp('SKU lamp', { SKU: 'LAMP-BY-SKU', InventoryTrackingMethod: 'SKU' });
    const bySku = await valid('GetItem', ebay.trading.GetItem({ SKU: 'LAMP-BY-SKU' }));
    expect(bySku.Item?.ItemID).toBe(itemId);
    expect(bySku.Item?.SKU).toBe('LAMP-BY-SKU');
    await expect(ebay.trading.GetItem({ SKU: 'NO-SUCH-SKU' })).rejects.toMatchObject({ code: 17 });
  });
});
