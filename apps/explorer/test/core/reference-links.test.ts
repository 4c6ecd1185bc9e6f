import { describe, expect, it } from 'vitest';
import {
  bodyFieldReferenceUrl,
  parameterReferenceUrl,
  tradingFieldReferenceUrl,
} from '../../shared/reference-links.js';

const SEARCH = 'https://developer.ebay.com/api-docs/buy/browse/resources/item_summary/methods/search';
const BULK =
  'https://developer.ebay.com/api-docs/sell/inventory/resources/inventory_item/methods/bulkUpdatePriceQuantity';
const ADD = 'https://developer.ebay.com/devzone/xml/docs/reference/ebay/AddFixedPriceItem.html';
const POST_ORDER = 'https://developer.ebay.com/devzone/post-order/index.html';

describe('links to a parameter or field on eBay reference pages', () => {
  it('links path and query parameters to #uri.<name> and headers to the request headers section', () => {
    expect(parameterReferenceUrl(SEARCH, { in: 'query', name: 'filter' })).toBe(`${SEARCH}#uri.filter`);
    expect(parameterReferenceUrl(SEARCH, { in: 'path', name: 'item_id' })).toBe(`${SEARCH}#uri.item_id`);
    expect(parameterReferenceUrl(SEARCH, { in: 'header', name: 'X-EBAY-C-ENDUSERCTX' })).toBe(
      `${SEARCH}#h3-request-headers`,
    );
  });

  it('links body fields to #request.<dotted.path> without array levels, also for a body that is an array', () => {
    expect(bodyFieldReferenceUrl(BULK, 'requests[].offers[].availableQuantity')).toBe(
      `${BULK}#request.requests.offers.availableQuantity`,
    );
    expect(bodyFieldReferenceUrl(BULK, '[].sku')).toBe(`${BULK}#request.sku`);
  });

  it('links Trading request fields to #Request.<Dotted.Path>', () => {
    expect(tradingFieldReferenceUrl(ADD, 'Item.Title')).toBe(`${ADD}#Request.Item.Title`);
  });

  it('gives no link where the page has no such anchors (post-order index, no page, another kind of page)', () => {
    expect(parameterReferenceUrl(POST_ORDER, { in: 'query', name: 'limit' })).toBeUndefined();
    expect(bodyFieldReferenceUrl(POST_ORDER, 'reason')).toBeUndefined();
    expect(parameterReferenceUrl(undefined, { in: 'query', name: 'q' })).toBeUndefined();
    expect(tradingFieldReferenceUrl(SEARCH, 'Item.Title')).toBeUndefined();
  });
});
