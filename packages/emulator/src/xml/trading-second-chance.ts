import type { CatalogItem } from '../world/stores/listings.js';
import { standings } from '../flows/bidding.js';
import { winnerOf } from '../flows/buying.js';
import { createListing, durationDays, endTimeOf, findAnyListing, startTimeOf } from '../flows/listings.js';
import { refusedInput } from './buying-common.js';
import { text } from './request-body.js';
import { invalidField, itemNotFound, success, type TradingCall, type TradingCallInput } from './trading-call.js';
import { price } from './trading-listings.js';

/** The durations a Second Chance Offer may run (`SecondChanceOfferDurationCodeType`). */
const DURATIONS: ReadonlySet<string> = new Set(['Days_1', 'Days_3', 'Days_5', 'Days_7']);

interface SecondChance {
  original: CatalogItem;
  recipient: string;
  price: number;
  duration: string;
}

/**
 * What AddSecondChanceItem checks, as eBay does: the caller's own ended auction (else 17), a recipient who bid on
 * it and did not win, no offer made to them for it already, one of the offer durations.
 */
function checked({ ctx, fields, user }: TradingCallInput): SecondChance | ReturnType<TradingCall> {
  const itemId = text(fields.ItemID);
  if (!itemId) return invalidField('ItemID');
  const original = findAnyListing(ctx, itemId);
  if (!original || original.seller !== user) return itemNotFound(itemId);
  if (original.format !== 'AUCTION')
    return refusedInput('ItemID', `item ${itemId} is not an auction; Second Chance Offers come from auctions.`);
  if (original.endedAt === undefined)
    return refusedInput('ItemID', `item ${itemId} has not ended; offer it to a bidder once the auction ends.`);
  const recipient = text(fields.RecipientBidderUserID);
  if (!recipient) return invalidField('RecipientBidderUserID');
  const bid = standings(ctx, itemId).find((b) => b.bidder === recipient);
  if (!bid) return refusedInput('RecipientBidderUserID', `${recipient} did not bid on item ${itemId}.`);
  if (recipient === winnerOf(original))
    return refusedInput('RecipientBidderUserID', `${recipient} won item ${itemId}; offer it to a non-winning bidder.`);
  const already = [...ctx.state.world.buying.secondChance.values()].some(
    (o) => o.originalItemId === itemId && o.recipient === recipient,
  );
  if (already) return refusedInput('RecipientBidderUserID', `${recipient} already has an offer for item ${itemId}.`);
  const duration = text(fields.Duration);
  if (!DURATIONS.has(duration)) return invalidField('Duration');
  const asked = fields.BuyItNowPrice === undefined ? undefined : price(fields.BuyItNowPrice);
  if (fields.BuyItNowPrice !== undefined && !asked) return invalidField('BuyItNowPrice');
  // The bidder's own highest bid, unless the seller asks another price.
  return { original, recipient, price: asked?.value ?? bid.maxBid, duration };
}

const isOffer = (value: SecondChance | ReturnType<TradingCall>): value is SecondChance => 'original' in value;

/**
 * AddSecondChanceItem: offers an ended auction's item to one of its non-winning bidders as a new fixed-price
 * listing (new ItemID) that only that bidder may buy with PlaceOffer; it shows in their GetMyeBayBuying.
 */
export const addSecondChanceItem: TradingCall = (input) => {
  const offer = checked(input);
  if (!isOffer(offer)) return offer;
  const { original } = offer;
  const listed = createListing(input.ctx, input.user, {
    title: original.title,
    price: offer.price,
    currency: original.currency,
    categoryId: original.categoryId,
    categoryName: original.categoryName,
    conditionId: original.conditionId,
    format: 'FIXED_PRICE',
    quantity: 1,
    listingDuration: offer.duration,
    ...(original.description !== undefined ? { description: original.description } : {}),
    ...(original.pictures ? { pictures: original.pictures } : {}),
    ...(original.aspects ? { aspects: original.aspects } : {}),
  });
  input.ctx.state.world.buying.secondChance.set(listed.legacyItemId, {
    itemId: listed.legacyItemId,
    originalItemId: original.legacyItemId,
    recipient: offer.recipient,
  });
  return success({
    ItemID: listed.legacyItemId,
    StartTime: new Date(startTimeOf(listed)).toISOString(),
    EndTime: new Date(endTimeOf(input.ctx, listed)).toISOString(),
  });
};

/** VerifyAddSecondChanceItem: AddSecondChanceItem's checks and times, without making the offer. */
export const verifyAddSecondChanceItem: TradingCall = (input) => {
  const offer = checked(input);
  if (!isOffer(offer)) return offer;
  return success({
    StartTime: new Date(input.now).toISOString(),
    EndTime: new Date(input.now + durationDays(offer.duration) * 86_400_000).toISOString(),
  });
};
