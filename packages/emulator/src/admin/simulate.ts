// The other side of the market on demand (`POST /__emulator/simulate/<event>`, issue 37): what a buyer or eBay does,
// made to happen through the same world functions the APIs use, so every consequence follows from the world's events
// (docs/architecture.md "World events"): `purchase` here, the money events in simulate-money.ts.
import type { EmulatorContext } from '../context.js';
import { purchase } from '../flows/buying.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { SEEDED_BUYERS } from '../world/stores/orders.js';
import { findEnded, findListing } from '../flows/listings.js';
import { eventsSince, refuse, type SimulateRefusal } from './simulate-common.js';
import { simulatePayment, simulatePaymentDispute, simulatePayout, simulateUnpaidItem } from './simulate-money.js';
import {
  SIMULATE_FIELDS,
  type SimulateEvent,
  type SimulatePurchaseFields,
  type SimulatePurchaseResult,
  type SimulateResultMap,
} from '../admin-client/simulate-events.js';

/** The fields `purchase` takes; any other is refused rather than ignored. */
const PURCHASE_FIELDS: readonly string[] = Object.keys(SIMULATE_FIELDS.purchase);

/** A user name eBay could have issued: 1 to 64 letters, digits, `.`, `_`, `-`. */
const USER_NAME = /^[A-Za-z0-9._-]{1,64}$/;

/** The legacy id in a RESTful item id (`v1|123|0` → `123`), or undefined when it is not one. */
function legacyOf(itemId: string): string | undefined {
  return /^v1\|(\d+)\|0$/.exec(itemId)?.[1];
}

/** The active listing `fields` name, or why there is none (unknown 404, ended 409, ambiguous or missing 400). */
function listingOf(ctx: EmulatorContext, fields: SimulatePurchaseFields): CatalogItem | SimulateRefusal {
  const named = (['listingId', 'itemId', 'sku'] as const).filter((k) => fields[k] !== undefined);
  if (named.length !== 1) return refuse(400, 'give exactly one of listingId, itemId or sku');
  const [key] = named;
  const value = key === undefined ? undefined : fields[key];
  if (typeof value !== 'string' || value === '') return refuse(400, `${key ?? 'listingId'} must be a non-empty string`);
  if (key === 'sku') {
    if (fields.seller !== undefined && typeof fields.seller !== 'string') return refuse(400, 'seller must be a string');
    const ofSku = (item: CatalogItem): boolean =>
      item.sku === value && (fields.seller === undefined || item.seller === fields.seller);
    const active = ctx.state.world.listings.items.filter(ofSku);
    if (active.length > 1)
      return refuse(400, `sellers ${active.map((i) => i.seller).join(', ')} list SKU ${value}: give seller too`);
    if (active[0]) return active[0];
    const ended = [...ctx.state.world.listings.ended.values()].some(ofSku);
    return ended
      ? refuse(409, `the listing of SKU ${value} has ended (eBay: Trading error 291, auction ended)`)
      : refuse(404, `no active listing has SKU ${value} (publish an offer for it first)`);
  }
  const legacy = key === 'itemId' ? legacyOf(value) : /^\d+$/.test(value) ? value : undefined;
  if (legacy === undefined)
    return refuse(
      400,
      key === 'itemId' ? 'itemId must be a RESTful item id such as v1|123|0' : 'listingId must be digits',
    );
  const item = findListing(ctx, legacy);
  if (item) return item;
  return findEnded(ctx, legacy)
    ? refuse(409, `listing ${legacy} has ended (eBay: Trading error 291, auction ended)`)
    : refuse(404, `no listing ${value} (eBay: Trading error 17, item not found)`);
}

/**
 * A buyer purchases a listing as eBay's checkout would: through `purchase` (flows/buying.ts), the same
 * `placeOrder` every buy path uses, so `order.placed` and its subscribers follow (Trading
 * ItemSold/FixedPriceTransaction), then `order.paid` and its own (Finances SALE, ORDER_CONFIRMATION) unless `paid` is
 * false (the order awaits a simulated `payment`), and the listing sells that many (a sold-out one ends).
 * Refused, changing nothing, for an unknown (404) or ended (409) listing, an auction (409: bid on it), more than is
 * left (409, eBay's 15013), the seller as buyer (409) and fields it cannot take (400).
 */
export function simulatePurchase(
  ctx: EmulatorContext,
  fields: SimulatePurchaseFields,
): SimulatePurchaseResult | SimulateRefusal {
  const unknown = Object.keys(fields).filter((name) => !PURCHASE_FIELDS.includes(name));
  if (unknown.length > 0)
    return refuse(400, `purchase takes no field ${unknown.join(', ')} (it takes ${PURCHASE_FIELDS.join(', ')})`);
  const quantity = fields.quantity ?? 1;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
    return refuse(400, 'quantity must be a whole number ≥ 1');
  const buyer = fields.buyer ?? SEEDED_BUYERS[0] ?? 'jsmith_42';
  if (typeof buyer !== 'string' || !USER_NAME.test(buyer))
    return refuse(400, 'buyer must be a user name (1 to 64 letters, digits, ., _ or -)');
  if (fields.paid !== undefined && typeof fields.paid !== 'boolean') return refuse(400, 'paid must be true or false');
  const item = listingOf(ctx, fields);
  if ('error' in item) return item;
  if (item.format !== 'FIXED_PRICE')
    return refuse(409, `item ${item.legacyItemId} is an auction; it sells when it ends to its high bidder`);
  if (item.seller === buyer)
    return refuse(409, `item ${item.legacyItemId} is ${buyer}'s own listing; sellers cannot buy their own items`);
  if (quantity > item.quantity)
    return refuse(
      409,
      `item ${item.legacyItemId} has ${item.quantity} left, fewer than ${quantity} (eBay 15013: the desired quantity exceeds the quantity available)`,
    );
  const since = ctx.state.events.lastId();
  const bought = purchase(ctx, item, buyer, quantity, item.price, fields.paid !== false);
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
  switch (event) {
    case 'purchase':
      // Each field's type is checked by simulatePurchase before use.
      return simulatePurchase(ctx, fields as SimulatePurchaseFields);
    case 'payment':
      return simulatePayment(ctx, fields);
    case 'unpaid-item':
      return simulateUnpaidItem(ctx, fields);
    case 'payment-dispute':
      return simulatePaymentDispute(ctx, fields);
    case 'payout':
      return simulatePayout(ctx, fields);
  }
}
