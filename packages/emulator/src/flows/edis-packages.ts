import { jsonResponse } from '../json-response.js';
import type { FlowHandler } from '../rest/flow.js';
import { notFound } from '../resources/not-found.js';
import { storedRecords } from '../resources/flow.js';

// eDIS packages by line item: the packages the seller created (`createPackage`, kept by the resource store) that
// ship a line item. A package names its line items in `packageInfo.items`, each by `orderLineItem` or by the
// listing and transaction ids (sell_edelivery_international_shipping_oas3.json, ItemRequest); an eBay order line
// item id is the two joined with `-`. A line item no package of the seller ships is unknown to eDIS: the
// contract's error for it (355062 `Invalid orderLineItemId …`), with the status ids nobody created get.

const PACKAGES = '/sell/edelivery_international_shipping/v1/package/{package_id}';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The order line item ids a stored package ships. */
function lineItemsOf(record: Record<string, unknown>): string[] {
  const info = isObject(record.packageInfo) ? record.packageInfo : {};
  const items = Array.isArray(info.items) ? info.items.filter(isObject) : [];
  return items.flatMap((item) => {
    const ids = [text(item.orderLineItem)];
    if (text(item.listingId) && text(item.transactionId))
      ids.push(`${text(item.listingId)}-${text(item.transactionId)}`);
    return ids.filter(Boolean);
  });
}

/** `GET /package/{order_line_item_id}/item`: each package of the seller that ships the line item. */
const getPackagesByLineItemID: FlowHandler = (call) => {
  const id = call.params.order_line_item_id ?? '';
  const packages = storedRecords(call, PACKAGES).filter((record) => lineItemsOf(record).includes(id));
  if (packages.length === 0) return notFound(call.spec, 'orderLineItemId', id);
  // What the store keeps of a package: its id, and a status or tracking number where one was recorded.
  const itemPackages = packages.map((record) =>
    Object.fromEntries(
      ['packageId', 'packageStatus', 'trackingNumber'].flatMap((name) =>
        typeof record[name] === 'string' ? [[name, record[name]]] : [],
      ),
    ),
  );
  return jsonResponse({ itemPackages });
};

/** The eDIS flows over the resource store's packages, by `<api>.<operationId>`. */
export const EDIS_PACKAGE_FLOWS = {
  'sell.edeliveryInternationalShipping.getPackagesByLineItemID': getPackagesByLineItemID,
} satisfies Record<string, FlowHandler>;
