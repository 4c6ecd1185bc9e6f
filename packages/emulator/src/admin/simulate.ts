// The other side of the market on demand (`POST /__emulator/simulate/<event>`, issue 37): what a buyer or eBay does,
// made to happen through the same world functions the APIs use, so every consequence follows from the world's events
// (docs/architecture.md "World events"). The events: `purchase` (here), `buyer-message`, `best-offer`, `feedback` and
// `auction-end` (each in its own file beside this one), and the after-sale ones (simulate-post-order.ts).
import type { EmulatorContext } from '../context.js';
import { purchase } from '../flows/buying.js';
import { SEEDED_BUYERS } from '../world/stores/orders.js';
import {
  type SimulateEvent,
  type SimulatePurchaseFields,
  type SimulatePurchaseResult,
  type SimulateResultMap,
} from '../admin-client/simulate-events.js';
import { simulateAuctionEnd } from './simulate-auction-end.js';
import { simulateBestOffer } from './simulate-best-offer.js';
import { simulateBuyerMessage } from './simulate-buyer-message.js';
import { eventsSince, isRefusal, lastEventId, listingOf, refuse, unknownFields, userOf } from './simulate-common.js';
import type { SimulateRefusal } from './simulate-common.js';
import { simulateFeedback } from './simulate-feedback.js';
import { simulatePostOrder } from './simulate-post-order.js';
import { variationOf } from './simulate-variation.js';

export type { SimulateRefusal } from './simulate-common.js';

/**
 * A buyer purchases a listing as eBay's checkout would: through `purchase` (flows/buying.ts), the same
 * `placeOrder` every buy path uses, so `order.placed` and its subscribers follow (Finances SALE, Trading
 * ItemSold/FixedPriceTransaction, ORDER_CONFIRMATION), and the listing sells that many (a sold-out one ends).
 * From a multiple-variation listing it buys the `variation` named, at that variation's price. Refused, changing
 * nothing, for an unknown (404) or ended (409) listing, an auction (409: bid on it), more than is left (409, eBay's
 * 15013), the seller as buyer (409), a variation listing without a variation (400, naming them) or with an unknown
 * one (404), and fields it cannot take (400).
 */
export function simulatePurchase(
  ctx: EmulatorContext,
  fields: SimulatePurchaseFields,
): SimulatePurchaseResult | SimulateRefusal {
  const unknown = unknownFields('purchase', fields);
  if (unknown) return unknown;
  const quantity = fields.quantity ?? 1;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
    return refuse(400, 'quantity must be a whole number ≥ 1');
  const buyer = userOf(fields.buyer, SEEDED_BUYERS[0] ?? 'jsmith_42');
  if (typeof buyer !== 'string') return buyer;
  if (fields.paid !== undefined && typeof fields.paid !== 'boolean') return refuse(400, 'paid must be true or false');
  if (fields.paid === false)
    return refuse(
      400,
      'paid: false is not modelled yet (every order is paid); the payment and unpaid-item events are next',
    );
  const item = listingOf(ctx, fields);
  if (isRefusal(item)) return item;
  if (item.format !== 'FIXED_PRICE')
    return refuse(409, `item ${item.legacyItemId} is an auction; it sells when it ends to its high bidder`);
  if (item.seller === buyer)
    return refuse(409, `item ${item.legacyItemId} is ${buyer}'s own listing; sellers cannot buy their own items`);
  const variation = variationOf(ctx, item, fields.variation);
  if (variation && isRefusal(variation)) return variation;
  const left = variation?.quantity ?? item.quantity;
  if (quantity > left)
    return refuse(
      409,
      `${variation ? `variation ${variation.sku} of ` : ''}item ${item.legacyItemId} has ${left} left, fewer than ${quantity} (eBay 15013: the desired quantity exceeds the quantity available)`,
    );
  const since = lastEventId(ctx);
  const bought = purchase(ctx, item, buyer, quantity, variation?.price ?? item.price, variation);
  return {
    orderId: bought.order.orderId,
    lineItemIds: bought.order.lineItems.map((line) => line.lineItemId),
    events: eventsSince(ctx, since),
  };
}

/** Runs simulated `event` with `fields` (validated per event), answering what it produced or why not. */
export function simulate(
  ctx: EmulatorContext,
  event: SimulateEvent,
  fields: Record<string, unknown>,
): SimulateResultMap[SimulateEvent] | SimulateRefusal {
  // Each event's function checks every field's type before use.
  switch (event) {
    case 'purchase':
      return simulatePurchase(ctx, fields as SimulatePurchaseFields);
    case 'buyer-message':
      return simulateBuyerMessage(ctx, fields);
    case 'best-offer':
      return simulateBestOffer(ctx, fields);
    case 'feedback':
      return simulateFeedback(ctx, fields);
    case 'auction-end':
      return simulateAuctionEnd(ctx, fields);
    case 'cancellation-request':
    case 'return-request':
    case 'inquiry':
    case 'case':
      return simulatePostOrder(ctx, event, fields);
  }
}
