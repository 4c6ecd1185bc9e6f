// Best Offers as world changes: whichever API or simulation makes or answers one, the offer store (world/stores/buying.ts)
// changes and the world hears of it (`best-offer.made`, `best-offer.answered`; docs/architecture.md#world-events), so
// the notifications eBay sends follow from the events (world/best-offer-notifications.ts).
import type { EmulatorContext } from '../context.js';
import { emit, type BestOfferRef } from '../world/events.js';
import type { BestOffer } from '../world/stores/buying.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { addBestOffer, bestOffersOn, offerStatus } from './buying.js';

/** Which Best Offer an event is about, as values (the event outlives the record's changes). */
function refOf(offer: BestOffer, seller: string): BestOfferRef {
  return {
    bestOfferId: offer.bestOfferId,
    itemId: offer.itemId,
    seller,
    buyer: offer.buyer,
    price: offer.price,
    currency: offer.currency,
    quantity: offer.quantity,
    type: offer.type,
  };
}

/**
 * The offer of `buyer` on listing `itemId` still waiting for an answer (pending or countered) at `now`, if any: a buyer
 * has one open offer per listing (the emulator's bound; eBay counts offers per buyer and listing by category).
 */
export function openOfferOf(ctx: EmulatorContext, itemId: string, buyer: string, now: number): BestOffer | undefined {
  return bestOffersOn(ctx, itemId).find(
    (o) => o.buyer === buyer && ['Pending', 'Countered'].includes(offerStatus(o, now)),
  );
}

/** A buyer's new Best Offer on `item` (the caller checked that the listing takes it): stored, then `best-offer.made`. */
export function makeBestOffer(
  ctx: EmulatorContext,
  item: CatalogItem,
  offer: Omit<BestOffer, 'bestOfferId' | 'status' | 'type'>,
): BestOffer {
  const made = addBestOffer(ctx, { ...offer, status: 'Pending', type: 'BuyerBestOffer' });
  emit(ctx, 'best-offer.made', {
    ...refOf(made, item.seller),
    ...(made.buyerMessage ? { message: made.buyerMessage } : {}),
  });
  return made;
}

/** The buyer counters the seller's counteroffer with `price`: the offer is the seller's move again. */
export function counterAsBuyer(
  ctx: EmulatorContext,
  item: CatalogItem,
  offer: BestOffer,
  change: { price: number; expiresAt: number; message?: string },
): void {
  Object.assign(offer, {
    price: change.price,
    status: 'Pending',
    type: 'BuyerCounterOffer',
    expiresAt: change.expiresAt,
  });
  if (change.message) offer.buyerMessage = change.message;
  emit(ctx, 'best-offer.made', {
    ...refOf(offer, item.seller),
    ...(change.message ? { message: change.message } : {}),
  });
}

/**
 * Tells the world how the seller answered a Best Offer, once the store holds the answer: accepted (with the order
 * the acceptance made), declined, or countered (the offer then carries the counter price and quantity).
 */
export function bestOfferAnswered(
  ctx: EmulatorContext,
  item: CatalogItem,
  offer: BestOffer,
  action: 'Accept' | 'Decline' | 'Counter',
): void {
  emit(ctx, 'best-offer.answered', {
    ...refOf(offer, item.seller),
    action,
    ...(offer.orderId ? { orderId: offer.orderId } : {}),
  });
}
