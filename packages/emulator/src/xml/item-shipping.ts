import type { CatalogItem, ShippingOption } from '../world/stores/listings.js';
import { amount } from './amount.js';
import { list, record, text } from './request-body.js';

/** A listing's shipping when its seller gave none: free domestic USPS Priority, as Finding and the checkout answer it. */
export const DEFAULT_SHIPPING: readonly ShippingOption[] = [
  { service: 'USPSPriority', cost: 0, additionalCost: 0, priority: 1 },
];

/** A listing has at most this many services of each kind (eBay: 4 domestic, 5 international). */
const MAX_DOMESTIC = 4;
const MAX_INTERNATIONAL = 5;

function money(raw: unknown): number | undefined {
  const value = typeof raw === 'object' && raw !== null ? record(raw)['#value'] : raw;
  const number = Number(text(value));
  return text(value) !== '' && Number.isFinite(number) && number >= 0 ? number : undefined;
}

function option(raw: unknown, international: boolean, index: number): ShippingOption | 'invalid' {
  const entry = record(raw);
  const service = text(entry.ShippingService).trim();
  const free = !international && text(entry.FreeShipping) === 'true';
  const cost = free ? 0 : money(entry.ShippingServiceCost);
  if (!service || cost === undefined) return 'invalid';
  const additional =
    entry.ShippingServiceAdditionalCost === undefined ? cost : money(entry.ShippingServiceAdditionalCost);
  if (additional === undefined) return 'invalid';
  const shipTo = list(entry.ShipToLocation).map(text).filter(Boolean);
  return {
    service,
    cost,
    additionalCost: free ? 0 : additional,
    priority: Number(text(entry.ShippingServicePriority)) || index + 1,
    ...(international ? { shipTo: shipTo.length ? shipTo : ['Worldwide'] } : {}),
  };
}

/**
 * The flat-rate services of an `Item.ShippingDetails` (domestic `ShippingServiceOptions`, then
 * `InternationalShippingServiceOption`); `undefined` when the item has none, `'invalid'` for a service without a name
 * or a cost, or too many services.
 */
export function shippingOptions(item: Record<string, unknown>): ShippingOption[] | undefined | 'invalid' {
  const details = record(item.ShippingDetails);
  const domestic = list(details.ShippingServiceOptions);
  const international = list(details.InternationalShippingServiceOption);
  if (domestic.length === 0 && international.length === 0) return undefined;
  if (domestic.length > MAX_DOMESTIC || international.length > MAX_INTERNATIONAL) return 'invalid';
  const options = [
    ...domestic.map((raw, i) => option(raw, false, i)),
    ...international.map((raw, i) => option(raw, true, i)),
  ];
  return options.some((o) => o === 'invalid') ? 'invalid' : (options as ShippingOption[]);
}

/** The services of a listing as Trading's `ShippingDetails`, costed for `quantity` units. */
export function shippingDetails(
  item: CatalogItem,
  options: readonly ShippingOption[],
  quantity = 1,
): Record<string, unknown> {
  const rate = (o: ShippingOption): Record<string, unknown> => ({
    ShippingService: o.service,
    ShippingServiceCost: amount(o.cost + o.additionalCost * (quantity - 1), item.currency),
    ShippingServiceAdditionalCost: amount(o.additionalCost, item.currency),
    ShippingServicePriority: String(o.priority),
  });
  const domestic = options.filter((o) => !o.shipTo);
  const international = options.filter((o) => o.shipTo);
  return {
    ...(domestic.length
      ? {
          // eBay's FreeShipping flag belongs to the first domestic service.
          ShippingServiceOptions: domestic.map((o, i) => ({
            ...rate(o),
            ...(i === 0 && o.cost === 0 ? { FreeShipping: 'true' } : {}),
          })),
        }
      : {}),
    ...(international.length
      ? { InternationalShippingServiceOption: international.map((o) => ({ ...rate(o), ShipToLocation: o.shipTo })) }
      : {}),
    ShippingType: options.every((o) => o.cost === 0 && o.additionalCost === 0) ? 'Free' : 'Flat',
  };
}

/** The shipping services of a listing (its own, else the default). */
export function shippingOf(item: CatalogItem): readonly ShippingOption[] {
  return item.shipping ?? DEFAULT_SHIPPING;
}
