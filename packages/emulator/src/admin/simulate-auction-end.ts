// `POST /__emulator/simulate/auction-end`: an auction's time is up now (`endAuction`, the function EndItem's
// SellToHighBidder uses): its high bidder buys it, or it ends unsold.
import type { EmulatorContext } from '../context.js';
import { endAuction } from '../flows/auction-end.js';
import type { SimulateAuctionEndFields, SimulateAuctionEndResult } from '../admin-client/simulate-events.js';
import {
  eventsSince,
  isRefusal,
  lastEventId,
  listingOf,
  refuse,
  unknownFields,
  type SimulateRefusal,
} from './simulate-common.js';

/**
 * Ends an active auction at its current state: with bids, its high bidder buys it at the current bid (an order:
 * `order.placed`, Finances, ItemSold and AuctionCheckoutComplete, then `listing.ended`); without, it ends unsold
 * (`listing.ended`, ItemClosed). Refused, changing nothing, for an unknown (404) or ended (409) listing, a fixed-price
 * listing (409) and fields it cannot take (400).
 */
export function simulateAuctionEnd(
  ctx: EmulatorContext,
  fields: Record<string, unknown>,
): SimulateAuctionEndResult | SimulateRefusal {
  const unknown = unknownFields('auction-end', fields);
  if (unknown) return unknown;
  const given: SimulateAuctionEndFields = fields;
  const item = listingOf(ctx, given);
  if (isRefusal(item)) return item;
  if (item.format !== 'AUCTION')
    return refuse(409, `item ${item.legacyItemId} is a fixed-price listing, not an auction: it ends with EndItem`);
  const since = lastEventId(ctx);
  const price = item.price;
  const sold = endAuction(ctx, item);
  if (!sold) return { sold: false, events: eventsSince(ctx, since) };
  return {
    sold: true,
    winner: sold.order.buyer,
    price,
    orderId: sold.order.orderId,
    lineItemIds: sold.order.lineItems.map((line) => line.lineItemId),
    events: eventsSince(ctx, since),
  };
}
