// The generated catalogs are compact rows (src/rest/operation-table.ts) decoded into the same entries the object
// literals they replaced held: every field, no extra key, absent fields absent.
import { describe, expect, it } from 'vitest';
import { buyBrowseOperations } from '../../src/generated/buy-browse.gen.js';
import { buyFeedOperations } from '../../src/generated/buy-feed.gen.js';
import { buyOrderOperations } from '../../src/generated/buy-order.gen.js';
import { developerClientRegistrationOperations } from '../../src/generated/developer-client-registration.gen.js';
import { operationTable, withLifecycleSentences } from '../../src/rest/operation-table.js';

describe('operationTable', () => {
  it('decodes a row with path, query, grant, scope and paging into the full entry', () => {
    expect(buyBrowseOperations.search).toStrictEqual({
      id: 'search',
      api: 'buy.browse',
      method: 'GET',
      host: 'api',
      path: '/buy/browse/v1/item_summary/search',
      pathParams: [],
      query: [
        'aspect_filter',
        'auto_correct',
        'category_ids',
        'charity_ids',
        'compatibility_filter',
        'epid',
        'fieldgroups',
        'filter',
        'gtin',
        'limit',
        'offset',
        'q',
        'sort',
      ].map((name) => ({ name, required: false })),
      response: 'json',
      grant: 'application',
      scopes: ['https://api.ebay.com/oauth/api_scope'],
      paging: 'offset',
      items: 'itemSummaries',
    });
  });

  it('decodes headers, a binary answer, required query names and path parameters from the path', () => {
    const feed = buyFeedOperations.getItemFeed;
    expect(feed.query).toStrictEqual([
      { name: 'feed_scope', required: true },
      { name: 'category_id', required: true },
      { name: 'date', required: false },
    ]);
    expect(feed.headers).toStrictEqual([{ name: 'Range', required: true }]);
    expect([feed.response, feed.accept]).toStrictEqual(['bytes', 'text/tab-separated-values']);
    expect(buyBrowseOperations.getItem.pathParams).toStrictEqual(['item_id']);
  });

  it('keeps the absolute path of an operation eBay moved, its lifecycle and the mutual-TLS note', () => {
    const moved = buyOrderOperations.applyGuestCoupon;
    expect(moved.path).toBe('/buy/order/v2/guest_checkout_session/{checkoutSessionId}/apply_coupon');
    expect(moved.pathParams).toStrictEqual(['checkoutSessionId']);
    expect(moved.lifecycle).toMatchObject({ status: 'moved', replacement: 'buy.orderV2.applyGuestCoupon' });
    const tppz = developerClientRegistrationOperations.registerClient;
    expect([tppz.host, tppz.grant]).toStrictEqual(['tppz', 'auto']);
    expect(tppz.mutualTls).toMatch(/mutual TLS/);
  });

  it('writes the lifecycle sentences a table with many retired operations leaves out, as codegen writes them', () => {
    // buy.order's table carries no sentence (codegen leaves them to withLifecycleSentences); buy.browse keeps its own.
    expect(buyOrderOperations.applyGuestCoupon.lifecycle?.message).toBe(
      'buy.order.applyGuestCoupon moved: it is now buy.orderV2.applyGuestCoupon, which this method calls. Call buy.orderV2.applyGuestCoupon directly.',
    );
    expect(buyOrderOperations.placeGuestOrder.lifecycle).toStrictEqual({
      status: 'removed',
      replacement: 'buy.orderV2 guest checkout (payment through the Checkout with eBay widget)',
      message:
        "buy.order.placeGuestOrder is not in eBay's current contract (Buy Order API v1_beta.20.0); it may fail at eBay. Use buy.orderV2 guest checkout (payment through the Checkout with eBay widget) instead.",
    });
    expect(buyBrowseOperations.addItem.lifecycle?.message).toMatch(
      /^buy\.browse\.addItem is not in eBay's current contract/,
    );
  });

  it('keeps a sentence codegen wrote and the other extras as they are', () => {
    const extras = withLifecycleSentences('x.y', 'X Y API v1', {
      gone: { lifecycle: { status: 'decommissioned', date: '2026-01-02' } },
      hinted: { lifecycle: { status: 'deprecated', message: 'Its own words.' }, mutualTls: 'note' },
      plain: { mutualTls: 'note' },
    });
    expect(extras).toStrictEqual({
      gone: {
        lifecycle: {
          status: 'decommissioned',
          date: '2026-01-02',
          message: 'eBay decommissioned x.y.gone on 2026-01-02; it fails at eBay.',
        },
      },
      hinted: { lifecycle: { status: 'deprecated', message: 'Its own words.' }, mutualTls: 'note' },
      plain: { mutualTls: 'note' },
    });
  });

  it('decodes every token kind of the row syntax, with the table head filling the rest', () => {
    const table = operationTable(
      { api: 'x.y', host: 'apiz', base: '/x/y/v1', scopes: ['', 'https://api.ebay.com/oauth/scope/other'] },
      {
        run: 'PUT /a/{b}/c/{d} ?q! ^H +multipart/form-data! >auto @auto #IAF $1,0 *next:rows <application/pdf ! ~note %apim',
      },
    );
    expect(table.run).toStrictEqual({
      id: 'run',
      api: 'x.y',
      method: 'PUT',
      host: 'apim',
      path: '/x/y/v1/a/{b}/c/{d}',
      pathParams: ['b', 'd'],
      query: [{ name: 'q', required: true }],
      headers: [{ name: 'H', required: false }],
      body: { contentType: 'multipart/form-data', required: true },
      response: 'auto',
      grant: 'auto',
      auth: 'IAF',
      scopes: ['https://api.ebay.com/oauth/scope/other', 'https://api.ebay.com/oauth/api_scope'],
      paging: 'next',
      items: 'rows',
      accept: 'application/pdf',
      sign: true,
      trim: ['note'],
    });
  });

  it('gives an operation without tokens the defaults: JSON answer, user token, no scopes, the head host', () => {
    const table = operationTable({ api: 'x.y', host: 'api', base: '/x', scopes: [] }, { get: 'GET /' });
    expect(table.get).toStrictEqual({
      id: 'get',
      api: 'x.y',
      method: 'GET',
      host: 'api',
      path: '/x/',
      pathParams: [],
      response: 'json',
      grant: 'user',
      scopes: [],
    });
  });
});
