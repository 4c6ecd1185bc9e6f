// Which variation of a multiple-variation listing a simulated purchase buys (`variation`: a SKU, or `name=value`
// pairs), or why none.
import type { EmulatorContext } from '../context.js';
import type { CatalogItem } from '../world/stores/listings.js';
import { listingVariations, type ListingVariation } from '../flows/variations.js';
import { refuse, type SimulateRefusal } from './simulate-common.js';

/** The most characters a `variation` field has: a SKU (eBay: 50) or a few aspects with their values. */
const MAX_VARIATION = 500;

/** How the variations are named in a refusal: each SKU with its aspects. */
function described(variations: readonly ListingVariation[]): string {
  return variations
    .map((v) => `${v.sku} (${v.aspects.map((a) => `${a.name}=${a.value}`).join(',') || 'no aspects'})`)
    .join(', ');
}

/** `Color=Red,Size=M` as lower-cased pairs, or undefined when a part is not `name=value`. */
function pairsOf(text: string): [string, string][] | undefined {
  const pairs = text.split(',').map((part) => part.split('=').map((s) => s.trim().toLowerCase()));
  return pairs.every((p) => p.length === 2 && p[0] !== '' && p[1] !== '') ? (pairs as [string, string][]) : undefined;
}

/** The variations whose aspects have every pair (names and values compared without case). */
function matching(variations: readonly ListingVariation[], pairs: readonly [string, string][]): ListingVariation[] {
  return variations.filter((v) =>
    pairs.every(([name, value]) =>
      v.aspects.some((a) => a.name.toLowerCase() === name && a.value.toLowerCase() === value),
    ),
  );
}

/**
 * The variation of `item` that `value` names, undefined for a listing without variations when none is named, or why
 * not: a variation listing needs one (400, naming them), a listing without variations takes none (400), a name that
 * fits none is 404, one that fits several is 400.
 */
export function variationOf(
  ctx: EmulatorContext,
  item: CatalogItem,
  value: unknown,
): ListingVariation | SimulateRefusal | undefined {
  const variations = listingVariations(ctx, item);
  if (value !== undefined && (typeof value !== 'string' || value.trim() === '' || value.length > MAX_VARIATION))
    return refuse(400, `variation must be a variation's SKU or its aspects as name=value pairs (Color=Red,Size=M)`);
  if (!variations) return value === undefined ? undefined : refuse(400, `item ${item.legacyItemId} has no variations`);
  if (value === undefined)
    return refuse(400, `item ${item.legacyItemId} has variations: give variation, one of ${described(variations)}`);
  const bySku = variations.find((v) => v.sku === value);
  if (bySku) return bySku;
  const pairs = pairsOf(value);
  const found = pairs ? matching(variations, pairs) : [];
  if (found.length > 1) return refuse(400, `variation ${value} fits ${described(found)}: name one`);
  return (
    found[0] ??
    refuse(404, `item ${item.legacyItemId} has no variation ${value}; its variations: ${described(variations)}`)
  );
}
