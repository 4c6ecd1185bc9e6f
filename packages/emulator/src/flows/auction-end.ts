// An auction's end: what happens when its time is up, or its seller ends it selling to the high bidder.
import type { EmulatorContext } from '../context.js';
import { sellToHighBidder, type Purchase } from './buying.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { endListing } from './listings.js';

/**
 * Ends an active auction at its current state: with a high bidder it sells to them at the current bid
 * (`sellToHighBidder`: an order, `order.placed`, and the listing ends sold), else it ends unsold (`listing.ended`, whose
 * ItemClosed follows). The emulator keeps no reserve price, so a bid always meets it. Undefined when it did not sell.
 */
export function endAuction(ctx: EmulatorContext, item: CatalogItem): Purchase | undefined {
  const sold = sellToHighBidder(ctx, item);
  if (!sold) endListing(ctx, item);
  return sold;
}
