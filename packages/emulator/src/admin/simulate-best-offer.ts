// `POST /__emulator/simulate/best-offer`: a buyer makes a Best Offer on a fixed-price listing that takes them, as
// Trading's PlaceOffer with `Action` Offer does (`makeBestOffer`), so `best-offer.made` and its notifications follow;
// the seller answers it with RespondToBestOffer (an acceptance is a purchase at the offer's price).
import type { EmulatorContext } from '../context.js';
import { makeBestOffer, openOfferOf } from '../flows/best-offers.js';
import { BEST_OFFER_HOURS } from '../flows/buying.js';
import { SEEDED_BUYERS } from '../world/stores/orders.js';
import { BEST_OFFER_LIMITS } from '../xml/trading-best-offers.js';
import type { SimulateBestOfferFields, SimulateBestOfferResult } from '../admin-client/simulate-events.js';
import {
  badText,
  eventsSince,
  isRefusal,
  lastEventId,
  listingOf,
  refuse,
  unknownFields,
  userOf,
  type SimulateRefusal,
} from './simulate-common.js';

const HOUR = 3_600_000;
/** The highest offer the emulator takes per unit (the emulator's bound). */
const MAX_PRICE = 1_000_000_000;

/** Whether `price` is an amount of money: more than 0, whole cents, within the bound. */
function isAmount(price: unknown): price is number {
  return (
    typeof price === 'number' &&
    Number.isFinite(price) &&
    price > 0 &&
    price <= MAX_PRICE &&
    Math.abs(price * 100 - Math.round(price * 100)) < 1e-6
  );
}

/**
 * A buyer offers `price` per unit for `quantity` units of a fixed-price listing with Best Offer enabled (Trading
 * `BestOfferDetails.BestOfferEnabled`): a pending offer that expires in 48 hours, which GetBestOffers lists. Refused,
 * changing nothing, for an unknown (404) or ended (409) listing, a listing that takes no Best Offers (an auction, or
 * Best Offer not enabled: 409, as PlaceOffer refuses it), the seller as buyer, more than is left, an offer of the
 * buyer's still open on the listing (409), a price that is not a positive amount and fields it cannot take (400).
 */
export function simulateBestOffer(
  ctx: EmulatorContext,
  fields: Record<string, unknown>,
): SimulateBestOfferResult | SimulateRefusal {
  const unknown = unknownFields('best-offer', fields);
  if (unknown) return unknown;
  const given: SimulateBestOfferFields = fields;
  if (!isAmount(given.price))
    return refuse(400, `price must be the offer per unit, an amount above 0 in whole cents (at most ${MAX_PRICE})`);
  const quantity = given.quantity ?? 1;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
    return refuse(400, 'quantity must be a whole number ≥ 1');
  const bad = badText('message', given.message, BEST_OFFER_LIMITS.message);
  if (bad) return bad;
  const buyer = userOf(given.buyer, SEEDED_BUYERS[0] ?? 'jsmith_42');
  if (isRefusal(buyer)) return buyer;
  const item = listingOf(ctx, given);
  if (isRefusal(item)) return item;
  if (item.format !== 'FIXED_PRICE' || !item.bestOfferEnabled)
    return refuse(
      409,
      `item ${item.legacyItemId} does not take Best Offers (${item.format === 'AUCTION' ? 'an auction' : 'BestOfferEnabled is off'}; PlaceOffer refuses it, error 37 on Offer.Action)`,
    );
  if (item.seller === buyer)
    return refuse(
      409,
      `item ${item.legacyItemId} is ${buyer}'s own listing; sellers make no offers on their own items`,
    );
  if (quantity > item.quantity)
    return refuse(409, `item ${item.legacyItemId} has ${item.quantity} left, fewer than ${quantity}`);
  const now = ctx.clock.now();
  const open = openOfferOf(ctx, item.legacyItemId, buyer, now);
  if (open)
    return refuse(
      409,
      `${buyer}'s Best Offer ${open.bestOfferId} on item ${item.legacyItemId} is still open; answer it first`,
    );
  const since = lastEventId(ctx);
  const made = makeBestOffer(ctx, item, {
    itemId: item.legacyItemId,
    buyer,
    price: given.price,
    currency: item.currency,
    quantity,
    expiresAt: now + BEST_OFFER_HOURS * HOUR,
    ...(given.message ? { buyerMessage: given.message } : {}),
  });
  return {
    bestOfferId: made.bestOfferId,
    expiresAt: new Date(made.expiresAt).toISOString(),
    events: eventsSince(ctx, since),
  };
}
