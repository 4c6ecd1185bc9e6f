// Trading platform notifications of Best Offers, as consequences of the Best Offer events (wired in
// world/subscribers.ts), whichever API or simulation made or answered the offer. Each carries GetBestOffers' fields:
// the offer (`BestOfferArray`) and its listing (`Item`).
// - `BestOffer` to the seller when a buyer makes an offer (https://developer.ebay.com/api-docs/static/pn_best-offer.html);
// - `BestOfferPlaced` to the buyer who made it or countered
//   (https://developer.ebay.com/api-docs/static/pn_best-offer-placed.html);
// - `BestOfferDeclined` to the buyer when the seller declines (https://developer.ebay.com/api-docs/static/pn_best-offer-declined.html);
// - `CounterOfferReceived` to the buyer when the seller counters
//   (https://developer.ebay.com/api-docs/static/pn_counter-offer-recd.html).
// An acceptance is a sale: its notifications follow `order.placed`.
import type { EmulatorContext } from '../context.js';
import { findAnyListing } from '../flows/listings.js';
import { tradingItem } from '../xml/item-render.js';
import { bestOfferXml } from '../xml/trading-best-offers.js';
import type { BestOfferRef, WorldEvent } from './events.js';
import { platformPush } from './platform-push.js';

/** Sends `name` to `user` with the offer and its listing as they are now, unless either is gone. */
function pushOffer(ctx: EmulatorContext, ref: BestOfferRef, user: string, name: string): void {
  const offer = ctx.state.world.buying.bestOffers.get(ref.bestOfferId);
  const item = findAnyListing(ctx, ref.itemId);
  if (!offer || !item) return;
  void platformPush(ctx, user, name, 'GetBestOffers', {
    BestOfferArray: { BestOffer: [bestOfferXml(offer, ctx.clock.now())] },
    Item: tradingItem(ctx, item),
  });
}

/** `best-offer.made`: `BestOffer` to the seller, `BestOfferPlaced` to the buyer. */
export function platformBestOfferMade(event: WorldEvent<'best-offer.made'>, ctx: EmulatorContext): void {
  pushOffer(ctx, event.data, event.data.seller, 'BestOffer');
  pushOffer(ctx, event.data, event.data.buyer, 'BestOfferPlaced');
}

/** `best-offer.answered`: `BestOfferDeclined` or `CounterOfferReceived` to the buyer (an acceptance is a sale). */
export function platformBestOfferAnswered(event: WorldEvent<'best-offer.answered'>, ctx: EmulatorContext): void {
  const { action, buyer } = event.data;
  if (action === 'Decline') pushOffer(ctx, event.data, buyer, 'BestOfferDeclined');
  if (action === 'Counter') pushOffer(ctx, event.data, buyer, 'CounterOfferReceived');
}
