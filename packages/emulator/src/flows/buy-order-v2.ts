import type { EmulatorContext } from '../context.js';
import { apiError } from '../errors.js';
import type { FlowHandler } from '../rest/flow.js';
import { asRecord } from '../values.js';
import { jsonResponse } from '../json-response.js';
import type { GuestSession, SessionLine } from '../world/stores/checkouts.js';

/** A delivery choice of a line item (the same two for every item of the emulator's catalog). */
export interface ShippingChoice {
  shippingOptionId: string;
  shippingServiceCode: string;
  cost: number;
  days: [number, number];
}

/** The delivery choices of every item: Buy Order's shipping options and Trading GeteBayDetails' shipping services. */
export const SHIPPING: readonly ShippingChoice[] = [
  { shippingOptionId: 'STANDARD', shippingServiceCode: 'USPSPriority', cost: 5, days: [3, 5] },
  { shippingOptionId: 'EXPEDITED', shippingServiceCode: 'USPSPriorityExpress', cost: 15, days: [1, 2] },
];

/** Coupon codes the emulator honours: 10 % off the items. */
const COUPONS: Readonly<Record<string, number>> = { BAYKIT10: 0.1 };
const MAX_LINE_ITEMS = 10;

/** 409 errorId 15013: more than the listing has left (or it is out of stock). */
const notEnough = (name: string, value: unknown): Response =>
  apiError(
    'API_ORDER',
    409,
    15013,
    'The item is either out of stock, or the desired quantity exceeds the quantity available.',
    { parameter: [name, String(value)] },
  );

/** 400 for input the checkout cannot take (errorIds modelled, docs/ebay-facts.md#buy-order-v2-guest-checkout). */
const invalid = (message: string, name: string, value: unknown): Response =>
  apiError('API_ORDER', 400, 15008, message, {
    parameter: [name, typeof value === 'string' ? value : JSON.stringify(value ?? null)],
  });

const money = (value: number, currency: string): { value: string; currency: string } => ({
  value: value.toFixed(2),
  currency,
});

/** The delivery cost of a session line (the shipping option it has selected). */
export function deliveryOf(line: SessionLine): number {
  return SHIPPING.find((s) => s.shippingOptionId === line.shippingOptionId)?.cost ?? 0;
}

/** The share of the items' price the session's coupons take off (0.1 for BAYKIT10). */
export function couponRate(session: GuestSession): number {
  return session.coupons.reduce((sum, code) => sum + (COUPONS[code] ?? 0), 0);
}

/** A session as Buy Order answers it: priced line items with their delivery choices, totals, address, coupons. */
export function render(session: GuestSession, now: number): Record<string, unknown> {
  const currency = session.lines[0]?.item.currency ?? 'USD';
  const subtotal = session.lines.reduce((sum, l) => sum + l.item.price * l.quantity, 0);
  const delivery = session.lines.reduce((sum, l) => sum + deliveryOf(l), 0);
  const discount = subtotal * couponRate(session);
  const day = (n: number): string => new Date(now + n * 86_400_000).toISOString();
  return {
    checkoutSessionId: session.checkoutSessionId,
    lineItems: session.lines.map((line) => ({
      lineItemId: line.lineItemId,
      itemId: line.item.itemId,
      title: line.item.title,
      quantity: line.quantity,
      baseUnitPrice: money(line.item.price, line.item.currency),
      netPrice: money(line.item.price * line.quantity, line.item.currency),
      seller: { username: line.item.seller },
      shippingOptions: SHIPPING.map((option) => ({
        shippingOptionId: option.shippingOptionId,
        shippingServiceCode: option.shippingServiceCode,
        baseDeliveryCost: money(option.cost, line.item.currency),
        minEstimatedDeliveryDate: day(option.days[0]),
        maxEstimatedDeliveryDate: day(option.days[1]),
        selected: option.shippingOptionId === line.shippingOptionId,
      })),
    })),
    pricingSummary: {
      priceSubtotal: money(subtotal, currency),
      deliveryCost: money(delivery, currency),
      ...(discount > 0 ? { priceDiscount: money(discount, currency) } : {}),
      tax: money(0, currency),
      total: money(subtotal + delivery - discount, currency),
    },
    shippingAddress: session.shippingAddress,
    appliedCoupons: session.coupons.map((redemptionCode) => ({ redemptionCode })),
  };
}

function checkAddress(value: unknown): Record<string, unknown> | Response {
  const address = asRecord(value);
  for (const field of ['addressLine1', 'city', 'country', 'postalCode'] as const) {
    if (typeof address[field] !== 'string' || address[field] === '')
      return invalid(`shippingAddress.${field} is required.`, `shippingAddress.${field}`, address[field]);
  }
  const recipient = asRecord(address.recipient);
  if (typeof recipient.firstName !== 'string' || typeof recipient.lastName !== 'string')
    return invalid('shippingAddress.recipient needs firstName and lastName.', 'shippingAddress.recipient', recipient);
  return address;
}

/** The caller's session, or eBay's 404 for an unknown (or another app's) checkout session. */
function sessionOf(call: Parameters<FlowHandler>[0]): GuestSession | Response {
  const id = call.params.checkoutSessionId ?? '';
  const session = call.ctx.state.world.checkouts.sessions.get(id);
  if (session && session.appId === (call.token?.appId ?? '')) return session;
  return apiError('API_ORDER', 404, 15004, 'The checkout session was not found.', {
    parameter: ['checkoutSessionId', id],
  });
}

/** The caller's session while it can still change: a paid one answers eBay's 409 errorId 15021. */
function openSessionOf(call: Parameters<FlowHandler>[0]): GuestSession | Response {
  const session = sessionOf(call);
  if (session instanceof Response || session.purchaseOrderId === undefined) return session;
  return apiError(
    'API_ORDER',
    409,
    15021,
    'This checkout session cannot be updated because the order has already been placed.',
    { parameter: ['checkoutSessionId', session.checkoutSessionId] },
  );
}

const answer = (session: GuestSession, ctx: EmulatorContext): Response =>
  jsonResponse(render(session, ctx.clock.now()));

/** `POST /guest_checkout_session/initiate`: items of the Browse catalog, a contact e-mail and an address. */
const initiateGuestCheckoutSession: FlowHandler = (call) => {
  const body = asRecord(call.body);
  if (typeof body.contactEmail !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.contactEmail))
    return invalid('contactEmail must be an e-mail address.', 'contactEmail', body.contactEmail);
  const address = checkAddress(body.shippingAddress);
  if (address instanceof Response) return address;
  const inputs = Array.isArray(body.lineItemInputs) ? body.lineItemInputs : [];
  if (inputs.length === 0 || inputs.length > MAX_LINE_ITEMS)
    return invalid(`lineItemInputs must hold 1 to ${MAX_LINE_ITEMS} items.`, 'lineItemInputs', inputs.length);
  const state = call.ctx.state.world.checkouts;
  const catalog = call.ctx.state.world.listings;
  const lines: SessionLine[] = [];
  for (const [index, raw] of inputs.entries()) {
    const input = asRecord(raw);
    const item = catalog.byId.get(String(input.itemId ?? ''));
    // A Second Chance Offer is its bidder's alone to buy (Trading PlaceOffer), never a guest's.
    if (!item || call.ctx.state.world.buying.secondChance.has(item.legacyItemId))
      return invalid('The item is not available.', `lineItemInputs[${index}].itemId`, input.itemId);
    const quantity = input.quantity ?? 1;
    if (!Number.isInteger(quantity) || (quantity as number) < 1)
      return invalid('quantity must be a whole number of 1 or more.', `lineItemInputs[${index}].quantity`, quantity);
    if ((quantity as number) > item.quantity) return notEnough(`lineItemInputs[${index}].quantity`, quantity);
    lines.push({
      lineItemId: state.random.string(10, '0123456789'),
      item,
      quantity: quantity as number,
      shippingOptionId: 'STANDARD',
    });
  }
  const session: GuestSession = {
    checkoutSessionId: state.random.string(12, '0123456789'),
    appId: call.token?.appId ?? '',
    contactEmail: body.contactEmail,
    shippingAddress: address,
    lines,
    coupons: [],
  };
  state.sessions.set(session.checkoutSessionId, session);
  return answer(session, call.ctx);
};

const getGuestCheckoutSession: FlowHandler = (call) => {
  const session = sessionOf(call);
  return session instanceof Response ? session : answer(session, call.ctx);
};

function lineOf(session: GuestSession, lineItemId: unknown): SessionLine | Response {
  return (
    session.lines.find((l) => l.lineItemId === lineItemId) ??
    invalid('The line item is not in this checkout session.', 'lineItemId', lineItemId)
  );
}

const updateGuestQuantity: FlowHandler = (call) => {
  const session = openSessionOf(call);
  if (session instanceof Response) return session;
  const body = asRecord(call.body);
  const line = lineOf(session, body.lineItemId);
  if (line instanceof Response) return line;
  if (!Number.isInteger(body.quantity) || (body.quantity as number) < 1)
    return invalid('quantity must be a whole number of 1 or more.', 'quantity', body.quantity);
  if ((body.quantity as number) > line.item.quantity) return notEnough('quantity', body.quantity);
  line.quantity = body.quantity as number;
  return answer(session, call.ctx);
};

const updateGuestShippingOption: FlowHandler = (call) => {
  const session = openSessionOf(call);
  if (session instanceof Response) return session;
  const body = asRecord(call.body);
  const line = lineOf(session, body.lineItemId);
  if (line instanceof Response) return line;
  if (!SHIPPING.some((s) => s.shippingOptionId === body.shippingOptionId))
    return invalid('The shipping option is not offered for this line item.', 'shippingOptionId', body.shippingOptionId);
  line.shippingOptionId = body.shippingOptionId as string;
  return answer(session, call.ctx);
};

const updateGuestShippingAddress: FlowHandler = (call) => {
  const session = openSessionOf(call);
  if (session instanceof Response) return session;
  const address = checkAddress(call.body);
  if (address instanceof Response) return address;
  session.shippingAddress = address;
  return answer(session, call.ctx);
};

const applyGuestCoupon: FlowHandler = (call) => {
  const session = openSessionOf(call);
  if (session instanceof Response) return session;
  const code = asRecord(call.body).redemptionCode;
  if (typeof code !== 'string' || !Object.hasOwn(COUPONS, code))
    return apiError('API_ORDER', 400, 15016, 'The coupon is not valid.', {
      parameter: ['redemptionCode', String(code ?? '')],
    });
  if (!session.coupons.includes(code)) session.coupons.push(code);
  return answer(session, call.ctx);
};

const removeGuestCoupon: FlowHandler = (call) => {
  const session = openSessionOf(call);
  if (session instanceof Response) return session;
  const code = asRecord(call.body).redemptionCode;
  if (typeof code !== 'string' || !session.coupons.includes(code))
    return apiError('API_ORDER', 400, 15016, 'The coupon is not applied to this session.', {
      parameter: ['redemptionCode', String(code ?? '')],
    });
  session.coupons = session.coupons.filter((c) => c !== code);
  return answer(session, call.ctx);
};

/**
 * Buy Order v2 guest checkout over the one listing store: sessions with priced line items, delivery choices,
 * address and coupons. Payment happens in eBay's checkout widget; the emulator's stand-in is
 * `POST /__emulator/guest-checkout/pay` (`./guest-purchase.ts`), after which getGuestPurchaseOrder serves the order.
 */
export const BUY_ORDER_V2_FLOWS = {
  'buy.orderV2.initiateGuestCheckoutSession': initiateGuestCheckoutSession,
  'buy.orderV2.getGuestCheckoutSession': getGuestCheckoutSession,
  'buy.orderV2.updateGuestQuantity': updateGuestQuantity,
  'buy.orderV2.updateGuestShippingOption': updateGuestShippingOption,
  'buy.orderV2.updateGuestShippingAddress': updateGuestShippingAddress,
  'buy.orderV2.applyGuestCoupon': applyGuestCoupon,
  'buy.orderV2.removeGuestCoupon': removeGuestCoupon,
} satisfies Record<string, FlowHandler>;
