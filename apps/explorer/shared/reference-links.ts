/**
 * Links into eBay's reference pages below the page of an operation or call (server/catalog/catalog-links.ts builds the
 * page URL). The anchors are the ones eBay's pages have and its contracts cite (docs/ebay-facts.md#reference-page-anchors):
 * a REST method page has `#uri.<name>` per path and query parameter (`…/methods/search#uri.filter`), one request
 * headers section (`#h3-request-headers`), and `#request.<dotted.path>` per body field with array levels left out
 * (`…/methods/bulkUpdatePriceQuantity#request.requests.offers.availableQuantity`); a Trading call page has
 * `#Request.<Dotted.Path>` (`AddFixedPriceItem.html#Request.Item.Title`). Both sides use them: the back end for
 * parameters and typed XML fields, the browser for the rows of a body schema.
 */

/** Whether a page has per-field anchors: a REST method page, not an index such as post-order's. */
function isMethodPage(pageUrl: string | undefined): pageUrl is string {
  return pageUrl !== undefined && /\/methods\/[A-Za-z0-9_]+$/.test(pageUrl);
}

/** The link for one REST path, query or header parameter; undefined when the page has no anchors. */
export function parameterReferenceUrl(
  pageUrl: string | undefined,
  parameter: { in: 'path' | 'query' | 'header'; name: string },
): string | undefined {
  if (!isMethodPage(pageUrl)) return undefined;
  return parameter.in === 'header' ? `${pageUrl}#h3-request-headers` : `${pageUrl}#uri.${parameter.name}`;
}

/**
 * The link for one field of a REST request body, from its path as the schema view writes it (`requests[].offers[].
 * availableQuantity`, array levels marked `[]`); undefined when the page has no anchors.
 */
export function bodyFieldReferenceUrl(pageUrl: string | undefined, path: string): string | undefined {
  if (!isMethodPage(pageUrl)) return undefined;
  // A body that is an array (`[].sku`) has its fields at the top.
  return `${pageUrl}#request.${path.replace(/\[\]/g, '').replace(/^\./, '')}`;
}

/** The link for one request field of a Trading call (`Item.Title`); undefined for another kind of page. */
export function tradingFieldReferenceUrl(pageUrl: string | undefined, path: string): string | undefined {
  if (pageUrl === undefined || !/\/xml\/docs\/reference\/ebay\/[A-Za-z]+\.html$/.test(pageUrl)) return undefined;
  return `${pageUrl}#Request.${path}`;
}
