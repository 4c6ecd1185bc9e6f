// The shipping parts of a Fulfillment `Order`: where it goes and by when
// (https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:FulfillmentStartInstruction,
// https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:LineItemFulfillmentInstructions).
import { deliveryWindow } from '../../world/delivery-window.js';
import type { FulfillmentOrder, ShipTo } from '../../world/stores/orders.js';

/** The address as eBay's `ExtendedContact`. */
function extendedContact(to: ShipTo): Record<string, unknown> {
  return {
    fullName: to.fullName,
    contactAddress: {
      addressLine1: to.addressLine1,
      city: to.city,
      ...(to.stateOrProvince ? { stateOrProvince: to.stateOrProvince } : {}),
      postalCode: to.postalCode,
      countryCode: to.countryCode,
    },
    ...(to.phoneNumber ? { primaryPhone: { phoneNumber: to.phoneNumber } } : {}),
    ...(to.email ? { email: to.email } : {}),
  };
}

/**
 * The order's `fulfillmentStartInstructions`: one SHIP_TO package to the buyer's address with the estimated delivery
 * window. `ebaySupportedFulfillment` is sent as false: eBay's sample answers and the real answers public code keeps
 * carry it false for orders the seller ships (true is for eBay's international shipping or Authenticity
 * Guarantee, which no emulator order is); test/cassettes/ebay-samples/README.md says where those copies are.
 */
export function fulfillmentStartInstructions(order: FulfillmentOrder): Record<string, unknown>[] {
  const { minEstimatedDeliveryDate, maxEstimatedDeliveryDate } = deliveryWindow(order.creationDate);
  return [
    {
      fulfillmentInstructionsType: 'SHIP_TO',
      minEstimatedDeliveryDate,
      maxEstimatedDeliveryDate,
      ebaySupportedFulfillment: false,
      shippingStep: {
        shippingCarrierCode: 'USPS',
        shippingServiceCode: 'USPSPriority',
        ...(order.shipTo ? { shipTo: extendedContact(order.shipTo) } : {}),
      },
    },
  ];
}

/** A line item's `lineItemFulfillmentInstructions` (eBay Guaranteed Delivery is retired, so never guaranteed). */
export function lineItemFulfillmentInstructions(order: FulfillmentOrder): Record<string, unknown> {
  return { ...deliveryWindow(order.creationDate), guaranteedDelivery: false };
}
