// The variations of a multiple-variation listing: an Inventory API item group published as one listing
// (./offer-listing.ts). Each variation is one of the group's SKUs with its own offer: its price, the units it has left,
// and the aspects the group varies by (`variesBy`). eBay names the variation a buyer bought on the order line
// (Fulfillment `variationAspects`, Trading `Transaction.Variation`).
import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../world/stores/listings.js';
import type { Fields, ItemGroup, Offer } from '../world/stores/inventory.js';
import { listedPrice, listedQuantity } from './inventory-rules.js';
import { asFields, inventoryOf } from './inventory-store.js';
import { groupOf } from './offer-listing.js';

/** An aspect and the value one variation has (Fulfillment's `NameValuePair`). */
export interface VariationAspect {
  name: string;
  value: string;
}

/** One variation of a multiple-variation listing, as it stands now. */
export interface ListingVariation {
  sku: string;
  /** The aspects the group varies by, with this variation's values. */
  aspects: VariationAspect[];
  /** Its price per unit, in the listing's currency. */
  price: number;
  /** Units it has left: the lower of its offer's and its inventory item's quantity (eBay's rule). */
  quantity: number;
}

/** The aspect names a group varies by: its `variesBy.specifications`, else those whose values differ between its items. */
function varyingNames(group: ItemGroup, items: readonly Fields[]): string[] {
  const specifications = asFields(group.variesBy).specifications;
  const named = Array.isArray(specifications)
    ? specifications.map((s) => asFields(s).name).filter((n): n is string => typeof n === 'string')
    : [];
  if (named.length > 0) return named;
  const valuesOf = (item: Fields): Fields => asFields(asFields(item.product).aspects);
  const names = new Set(items.flatMap((item) => Object.keys(valuesOf(item))));
  return [...names].filter((name) => new Set(items.map((item) => String(valuesOf(item)[name]))).size > 1);
}

/** The first value of aspect `name` of an inventory item, if it has one. */
function aspectValue(item: Fields, name: string): string | undefined {
  const values = asFields(asFields(item.product).aspects)[name];
  return Array.isArray(values) ? values.find((v): v is string => typeof v === 'string') : undefined;
}

/** The published offers of the listing, one per variation. */
function variationOffers(ctx: EmulatorContext, item: CatalogItem): Offer[] {
  return [...inventoryOf(ctx, item.seller).offers.values()].filter(
    (o) => o.listing?.listingId === item.legacyItemId && o.status === 'PUBLISHED',
  );
}

/** The variations of `item`, in its offers' order; undefined when it is not a multiple-variation listing. */
export function listingVariations(ctx: EmulatorContext, item: CatalogItem): ListingVariation[] | undefined {
  const inventory = inventoryOf(ctx, item.seller);
  const group = groupOf(inventory, item.legacyItemId);
  if (!group) return undefined;
  const offers = variationOffers(ctx, item);
  const recordOf = (offer: Offer): Fields => inventory.items.get(offer.sku) ?? {};
  const names = varyingNames(group, offers.map(recordOf));
  return offers.map((offer) => ({
    sku: offer.sku,
    aspects: names.flatMap((name) => {
      const value = aspectValue(recordOf(offer), name);
      return value === undefined ? [] : [{ name, value }];
    }),
    price: listedPrice(offer),
    quantity: Math.max(0, listedQuantity(offer, recordOf(offer))),
  }));
}

/**
 * Sells `quantity` units of variation `sku` of `item`: its offer's and its inventory item's quantities go down by as
 * many (the listing's own quantity goes down with the sale, ./listings.ts `sellFromListing`), so the variation's
 * units left, `getOffer` and `getInventoryItem` show what is left.
 */
export function sellVariation(ctx: EmulatorContext, item: CatalogItem, sku: string, quantity: number): void {
  const offer = variationOffers(ctx, item).find((o) => o.sku === sku);
  if (offer?.availableQuantity !== undefined)
    offer.availableQuantity = Math.max(0, Number(offer.availableQuantity) - quantity);
  const record = inventoryOf(ctx, item.seller).items.get(sku);
  const shipTo = asFields(asFields(record?.availability).shipToLocationAvailability);
  if (shipTo.quantity !== undefined) shipTo.quantity = Math.max(0, Number(shipTo.quantity) - quantity);
}
