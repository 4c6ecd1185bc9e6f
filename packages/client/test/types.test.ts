import { describe, expectTypeOf, it } from 'vitest';
import { EbayClient, type CallOptions } from '../src/index.js';
import type { BuyBrowse } from '../src/generated/buy.gen.js';
import type { SellFulfillment, SellInventory } from '../src/generated/sell.gen.js';

// These checks run in `npm run typecheck` (tsc): a wrong signature fails the build, not only the test.
describe('generated signatures', () => {
  const ebay = new EbayClient({ appId: 'a', certId: 'c' });

  it('getItem takes the item id, an optional query and options, and resolves to Item', () => {
    expectTypeOf(ebay.buy.browse.getItem).parameters.toEqualTypeOf<
      [item_id: string, query?: BuyBrowse.GetItemQuery, options?: CallOptions]
    >();
    expectTypeOf(ebay.buy.browse.getItem).returns.resolves.toEqualTypeOf<BuyBrowse.Item>();
    expectTypeOf<BuyBrowse.Item['itemId']>().toEqualTypeOf<string | undefined>();
  });

  it('a missing required path argument does not compile', () => {
    // @ts-expect-error -- getItem needs the item id
    void (() => ebay.buy.browse.getItem());
    // @ts-expect-error -- the SKU is required before the body
    void (() => ebay.sell.inventory.createOrReplaceInventoryItem({}));
    // @ts-expect-error -- getItemByLegacyId has a required query (legacy_item_id)
    void (() => ebay.buy.browse.getItemByLegacyId());
  });

  it('a body-taking operation without query parameters puts options right after the body', () => {
    type Args = Parameters<typeof ebay.sell.inventory.createOrReplaceInventoryItem>;
    expectTypeOf<Args[0]>().toEqualTypeOf<string>();
    expectTypeOf<Args[2]>().toEqualTypeOf<CallOptions | undefined>();
  });

  it('paginate yields the item type of the page', () => {
    const orders = ebay.paginate(ebay.sell.fulfillment.getOrders, { filter: 'orderfulfillmentstatus:{NOT_STARTED}' });
    expectTypeOf(orders).toEqualTypeOf<AsyncGenerator<SellFulfillment.Order, void, undefined>>();
    // @ts-expect-error -- getItem does not page
    void (() => ebay.paginate(ebay.buy.browse.getItem, 'x'));
  });

  // Each call is inside a function that never runs: these check types, and send nothing.
  it('call infers arguments and answer from the operation name, and refuses wrong arguments', () => {
    expectTypeOf(() =>
      ebay.call('getItem', { path: { item_id: 'v1|1|0' } }),
    ).returns.resolves.toEqualTypeOf<BuyBrowse.Item>();
    expectTypeOf(() =>
      ebay.call('buy.browse.getItem', { path: { item_id: 'x' }, query: { fieldgroups: 'PRODUCT' } }),
    ).returns.resolves.toEqualTypeOf<BuyBrowse.Item>();
    expectTypeOf(() =>
      ebay.call('sell.fulfillment.getOrders'),
    ).returns.resolves.toEqualTypeOf<SellFulfillment.OrderSearchPagedCollection>();
    // @ts-expect-error -- getItem needs its path value
    void (() => ebay.call('getItem'));
    // @ts-expect-error -- the path value is item_id, not itemId
    void (() => ebay.call('getItem', { path: { itemId: 'x' } }));
    // @ts-expect-error -- getItem has no query parameter fieldgroupz
    void (() => ebay.call('getItem', { path: { item_id: 'x' }, query: { fieldgroupz: 'PRODUCT' } }));
    // @ts-expect-error -- createOrReplaceInventoryItem needs its body
    void (() => ebay.call('sell.inventory.createOrReplaceInventoryItem', { path: { sku: 'x' } }));
    // A name only known at run time is checked there: its answer is unknown.
    expectTypeOf(() => ebay.call('buy.browse.getItem' as string)).returns.resolves.toBeUnknown();
  });

  it('paginate by name yields the item type of the page', () => {
    expectTypeOf(() =>
      ebay.paginate('sell.fulfillment.getOrders', { query: { limit: 10 } }, { maxItems: 20 }),
    ).returns.toEqualTypeOf<AsyncGenerator<SellFulfillment.Order, void, undefined>>();
  });

  it('enumeration fields offer the known values and accept any string', () => {
    expectTypeOf<'NEW'>().toMatchTypeOf<SellInventory.ConditionEnum>();
    expectTypeOf<'SOME_FUTURE_VALUE'>().toMatchTypeOf<SellInventory.ConditionEnum>();
    expectTypeOf<SellInventory.InventoryItem['condition']>().toEqualTypeOf<SellInventory.ConditionEnum | undefined>();
  });

  it('binary responses are bytes', () => {
    expectTypeOf(ebay.sell.logistics.downloadLabelFile).returns.resolves.toEqualTypeOf<Uint8Array>();
  });
});
