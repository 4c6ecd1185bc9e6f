import { findListing } from '../flows/listings.js';
import { shippingDetails, shippingOf } from './item-shipping.js';
import { text } from './request-body.js';
import { invalidField, itemNotFound, success, type TradingCall } from './trading-call.js';

/** The country the emulator's listings ship from (every listing is located in the US, see item-render.ts). */
const HOME_COUNTRY = 'US';

/**
 * GetItemShipping: what shipping `QuantitySold` units (default 1) of an active listing costs to the destination,
 * from the listing's own flat-rate services: the domestic ones for a US destination, else the international ones
 * that ship to that country (or `Worldwide`). Flat rates are the same for every postal code; a US postal code must
 * still be one (five digits, optionally `-` and four more).
 */
export const getItemShipping: TradingCall = ({ ctx, fields }) => {
  const itemId = text(fields.ItemID);
  if (!itemId) return invalidField('ItemID');
  const item = findListing(ctx, itemId);
  if (!item) return itemNotFound(itemId);
  const quantity = fields.QuantitySold === undefined ? 1 : Number(text(fields.QuantitySold));
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > item.quantity) return invalidField('QuantitySold');
  const country = text(fields.DestinationCountryCode) || HOME_COUNTRY;
  const postalCode = text(fields.DestinationPostalCode).trim();
  if (country === HOME_COUNTRY && postalCode && !/^\d{5}(-\d{4})?$/.test(postalCode))
    return invalidField('DestinationPostalCode');
  const options = shippingOf(item).filter((o) =>
    country === HOME_COUNTRY ? !o.shipTo : (o.shipTo ?? []).some((to) => to === country || to === 'Worldwide'),
  );
  if (options.length === 0)
    return success({
      ShippingDetails: {
        ShippingRateErrorMessage: `The seller does not ship this item to ${country}.`,
        ShippingType: 'NotSpecified',
      },
    });
  return success({ ShippingDetails: shippingDetails(item, options, quantity) });
};
