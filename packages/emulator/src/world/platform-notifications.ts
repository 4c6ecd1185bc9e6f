// Trading platform notifications (SetNotificationPreferences) as consequences of the world's events (wired in
// world/subscribers.ts). eBay sends them for what happens to a listing or an order, not for the API that made it
// happen: eBay's ItemListed page says it is sent for every listing, made on eBay's sites or through an API
// (https://developer.ebay.com/api-docs/static/pn_item-listed.html; the same for ItemRevised,
// https://developer.ebay.com/api-docs/static/pn_item-revised.html). So an Inventory API publish or price change
// sends them as a Trading Add* or Revise* does.
import type { EmulatorContext } from '../context.js';
import { findAnyListing } from '../flows/listings.js';
import { platformPush } from './platform-push.js';
import type { WorldEvent } from './events.js';

/** `listing.created`: `ItemListed` (GetItem's fields) to the seller's subscribed apps, sent in the background. */
export function platformItemListed(event: WorldEvent<'listing.created'>, ctx: EmulatorContext): void {
  const { seller, legacyItemId } = event.data;
  void platformPush(ctx, seller, 'ItemListed', 'GetItem', { Item: { ItemID: legacyItemId } });
}

/** `listing.revised`: `ItemRevised`, whichever API revised the listing. */
export function platformItemRevised(event: WorldEvent<'listing.revised'>, ctx: EmulatorContext): void {
  const { seller, legacyItemId } = event.data;
  void platformPush(ctx, seller, 'ItemRevised', 'GetItem', { Item: { ItemID: legacyItemId } });
}

/**
 * `listing.ended`: `ItemClosed`, unless the listing sold. eBay sends it "when a fixed-price listing ends without
 * sales, or when an auction listing ends with no winning bidder"
 * (https://developer.ebay.com/api-docs/static/pn_item-closed.html); a sale is told by ItemSold and its kin instead.
 */
export function platformItemClosed(event: WorldEvent<'listing.ended'>, ctx: EmulatorContext): void {
  const { seller, legacyItemId } = event.data;
  if ((findAnyListing(ctx, legacyItemId)?.quantitySold ?? 0) > 0) return;
  void platformPush(ctx, seller, 'ItemClosed', 'GetItem', { Item: { ItemID: legacyItemId } });
}

/**
 * `order.placed`: per line item, `ItemSold` and, by the listing's format, `FixedPriceTransaction` (a buyer bought
 * from a fixed-price listing) or `AuctionCheckoutComplete` (the winning bidder paid), with GetItemTransactions'
 * fields (NotificationEventTypeCodeType,
 * https://developer.ebay.com/devzone/xml/docs/reference/ebay/types/NotificationEventTypeCodeType.html). The
 * emulator's orders are paid when placed, so checkout is complete then. A line whose listing the emulator does not
 * keep (`seed.orders` with an invented item id) counts as fixed-price.
 */
export function platformItemSold(event: WorldEvent<'order.placed'>, ctx: EmulatorContext): void {
  const { orderId, buyer, seller } = event.data;
  const order = ctx.state.world.orders.byId.get(orderId);
  if (!order) return;
  for (const line of order.lineItems) {
    const sold = {
      Item: { ItemID: line.legacyItemId },
      TransactionArray: {
        Transaction: {
          TransactionID: line.lineItemId,
          QuantityPurchased: String(line.quantity),
          Buyer: { UserID: buyer },
          ContainingOrder: { OrderID: orderId },
        },
      },
    };
    const auction = findAnyListing(ctx, line.legacyItemId)?.format === 'AUCTION';
    for (const name of ['ItemSold', auction ? 'AuctionCheckoutComplete' : 'FixedPriceTransaction'])
      void platformPush(ctx, seller, name, 'GetItemTransactions', sold);
  }
}
