// The explorer links each operation to eBay's reference page by the rule codegen uses for the generated
// methods' `@see` links: every operation's link here must be the one in the generated client.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalog, operationDetail, xmlCallDetail } from '../../server/catalog/catalog.js';
import { schemaRows } from '../../src/core/body-schema.js';

const GENERATED = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../packages/client/src/generated');

/** `operationId → @see URL` from the generated method files (`id: '…'` rows are in the catalog file instead). */
function seeLinks(): Map<string, Set<string>> {
  const links = new Map<string, Set<string>>();
  for (const file of readdirSync(GENERATED).filter((name) => name.endsWith('.gen.ts'))) {
    for (const match of readFileSync(join(GENERATED, file), 'utf8').matchAll(
      /@see (https:\/\/developer\.ebay\.com\/\S+)/g,
    )) {
      const url = match[1] ?? '';
      const id = url.split('/').at(-1) ?? '';
      if (!links.has(id)) links.set(id, new Set());
      links.get(id)?.add(url);
    }
  }
  return links;
}

describe('links to eBay reference pages', () => {
  it("gives every REST operation the reference page the generated method's @see names", () => {
    const links = seeLinks();
    const wrong: string[] = [];
    for (const op of buildCatalog().rest) {
      const url = operationDetail(op.api, op.operationId, {})?.docsUrl ?? '';
      if (url.includes('/post-order/')) continue;
      // An alias of a renamed or moved operation links to the page of the operation it calls.
      const alias = op.lifecycle?.status === 'renamed' || op.lifecycle?.status === 'moved';
      const id = alias ? (op.lifecycle?.replacement?.split('.').at(-1) ?? '') : op.operationId;
      if (!links.get(id)?.has(url)) wrong.push(`${op.api}.${op.operationId}: ${url}`);
    }
    expect(wrong).toEqual([]);
  });

  it('links XML calls to their service call reference', () => {
    expect(xmlCallDetail('trading', 'GetItem', {})?.docsUrl).toBe(
      'https://developer.ebay.com/devzone/xml/docs/reference/ebay/GetItem.html',
    );
    expect(xmlCallDetail('finding', 'findItemsByKeywords', {})?.docsUrl).toMatch(
      /\/finding\/callref\/findItemsByKeywords/,
    );
  });

  it('links every parameter to its anchor on the operation page (none on the post-order index page)', () => {
    const search = operationDetail('buy.browse', 'search', {});
    expect(search?.parameters.find((p) => p.name === 'filter')?.docsUrl).toBe(
      'https://developer.ebay.com/api-docs/buy/browse/resources/item_summary/methods/search#uri.filter',
    );
    const missing: string[] = [];
    for (const op of buildCatalog().rest) {
      const detail = operationDetail(op.api, op.operationId, {});
      for (const p of detail?.parameters ?? []) {
        const expected = detail?.docsUrl?.includes('/post-order/')
          ? undefined
          : `${detail?.docsUrl}${p.in === 'header' ? '#h3-request-headers' : `#uri.${p.name}`}`;
        if (p.docsUrl !== expected) missing.push(`${op.api}.${op.operationId} ${p.name}: ${p.docsUrl}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // The anchors eBay's contracts themselves cite for request parameters and fields (2026 contracts): each is the
  // link the explorer gives that parameter or body field. The contracts write some API slugs with underscores
  // (`edelivery_international_shipping`), the generated @see links with hyphens, so the part from /resources/ on
  // is compared.
  it.each([
    ['buy.browse', 'getItem', '/resources/item/methods/getItem#uri.fieldgroups'],
    ['buy.browse', 'getItemByLegacyId', '/resources/item/methods/getItemByLegacyId#uri.fieldgroups'],
    ['buy.browse', 'getItemsByItemGroup', '/resources/item/methods/getItemsByItemGroup#uri.fieldgroups'],
    ['commerce.feedback', 'getFeedback', '/resources/feedback/methods/getFeedback#uri.filter'],
    [
      'sell.account',
      'createPaymentPolicy',
      '/resources/payment_policy/methods/createPaymentPolicy#request.immediatePay',
    ],
    [
      'sell.edeliveryInternationalShipping',
      'createPackage',
      '/resources/package/methods/createPackage#request.packageInfo.shippingServiceId',
    ],
    [
      'sell.inventory',
      'bulkCreateOrReplaceInventoryItem',
      '/resources/inventory_item/methods/bulkCreateOrReplaceInventoryItem#request.requests.product.aspects',
    ],
    [
      'sell.inventory',
      'bulkUpdatePriceQuantity',
      '/resources/inventory_item/methods/bulkUpdatePriceQuantity#request.requests.offers.availableQuantity',
    ],
    [
      'sell.inventory',
      'bulkUpdatePriceQuantity',
      '/resources/inventory_item/methods/bulkUpdatePriceQuantity#request.requests.shipToLocationAvailability.quantity',
    ],
  ])('%s.%s links the anchor its contract cites, …%s', (api, operationId, cited) => {
    const detail = operationDetail(api, operationId, {});
    const links = [
      ...(detail?.parameters ?? []).map((p) => p.docsUrl),
      ...(detail?.body?.schema ? schemaRows(detail.body.schema, detail.docsUrl) : []).map((row) => row.docsUrl),
    ];
    expect(links.filter((url) => url?.endsWith(cited))).toHaveLength(1);
  });

  it('puts required parameters first after the path, each group in spec order', () => {
    const search = operationDetail('buy.browse', 'search', {})?.parameters ?? [];
    const required = search.map((p) => p.required);
    expect(required.indexOf(false)).toBeGreaterThan(-1);
    expect(required.slice(required.indexOf(false)).every((r) => !r)).toBe(true);
    const feed = operationDetail('buy.feed', 'getItemFeed', {})?.parameters ?? [];
    const firstOptional = feed.findIndex((p) => !p.required);
    expect(feed.slice(0, firstOptional).every((p) => p.required)).toBe(true);
    expect(feed.slice(firstOptional).every((p) => !p.required)).toBe(true);
  });
});
