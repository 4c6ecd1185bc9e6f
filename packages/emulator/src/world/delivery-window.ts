// When a sold item must ship and when the buyer can expect it: Fulfillment's `shipByDate` and estimated delivery
// dates (LineItemFulfillmentInstructions, https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:LineItemFulfillmentInstructions;
// FulfillmentStartInstruction, https://developer.ebay.com/api-docs/sell/fulfillment/types/sel:FulfillmentStartInstruction).
// ILLUSTRATIVE: eBay works these out from the seller's handling time and the shipping service's transit time; the
// emulator uses one handling time and one transit window for every order, counted from the order's creation, so
// the same order always answers the same dates.

const DAY_MS = 86_400_000;
/** Days the seller has to ship (a one-day handling time): the order must ship by the end of the next day (UTC). */
const HANDLING_DAYS = 1;
/** The transit window after the ship-by day, in days (a domestic ground service). */
const TRANSIT_DAYS = { min: 2, max: 5 } as const;

/** An order's ship-by date and estimated delivery window, ISO 8601. */
export interface DeliveryWindow {
  shipByDate: string;
  minEstimatedDeliveryDate: string;
  maxEstimatedDeliveryDate: string;
}

/** The delivery window of an order created at `creationDate` (ISO 8601). */
export function deliveryWindow(creationDate: string): DeliveryWindow {
  const day = Math.floor(Date.parse(creationDate) / DAY_MS) * DAY_MS;
  const shipByEnd = day + (HANDLING_DAYS + 1) * DAY_MS;
  const iso = (ms: number): string => new Date(ms).toISOString();
  return {
    shipByDate: iso(shipByEnd - 1000),
    minEstimatedDeliveryDate: iso(shipByEnd + (TRANSIT_DAYS.min - 1) * DAY_MS),
    maxEstimatedDeliveryDate: iso(shipByEnd + (TRANSIT_DAYS.max - 1) * DAY_MS),
  };
}
