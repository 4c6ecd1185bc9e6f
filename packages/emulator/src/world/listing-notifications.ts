// The Notification API's buyer topics a listing change pushes, as consequences of the listing events (wired in
// world/subscribers.ts), whichever API made the change: Trading Revise*/End*, Inventory updateOffer,
// bulkUpdatePriceQuantity, createOrReplaceInventoryItem, withdrawOffer, or a sale of the last unit. The data is
// modelled (docs/ebay-facts.md, Notification API).
import type { EmulatorContext } from '../context.js';
import { emit as pushTopic } from '../flows/notification/index.js';
import type { ListingRef, WorldEvent } from './events.js';

/** The item fields both topics carry. */
function itemOf(listing: ListingRef): Record<string, unknown> {
  return {
    itemId: listing.itemId,
    listingMarketplaceId: 'EBAY_US',
    seller: { username: listing.seller },
    buyingOptions: [listing.format === 'AUCTION' ? 'AUCTION' : 'FIXED_PRICE'],
  };
}

/** `listing.revised` with a new price: `ITEM_PRICE_REVISION` to every subscription of the topic. */
export function pushPriceRevision(event: WorldEvent<'listing.revised'>, ctx: EmulatorContext): void {
  const { data } = event;
  if (data.before.price === data.after.price) return;
  // Sent in the background: the change is made whether or not a receiver answers.
  void pushTopic(ctx, 'ITEM_PRICE_REVISION', {
    ...itemOf(data),
    price: { currency: data.currency, value: data.after.price.toFixed(2) },
  });
}

/** `listing.ended`: `ITEM_AVAILABILITY` (UNAVAILABLE) to every subscription of the topic. */
export function pushUnavailable(event: WorldEvent<'listing.ended'>, ctx: EmulatorContext): void {
  void pushTopic(ctx, 'ITEM_AVAILABILITY', { ...itemOf(event.data), availability: 'UNAVAILABLE' });
}
