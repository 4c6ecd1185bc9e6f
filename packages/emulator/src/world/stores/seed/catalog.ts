import type { SeededRandom } from '../../../random.js';
import { APPAREL_KINDS } from './apparel.js';
import { ELECTRONICS_KINDS } from './electronics.js';
import { GOODS_KINDS } from './goods.js';
import type { ListingKind } from './kind.js';
import { MOTORS_KINDS } from './motors.js';

/** Every kind of the seeded catalog, across the main branches of eBay US and eBay Motors parts. */
export const LISTING_KINDS: readonly ListingKind[] = [
  ...ELECTRONICS_KINDS,
  ...APPAREL_KINDS,
  ...GOODS_KINDS,
  ...MOTORS_KINDS,
];

/** The longest title eBay takes (Trading `Item.Title`, Inventory `product.title`). */
export const MAX_TITLE_LENGTH = 80;

const TOTAL_WEIGHT = LISTING_KINDS.reduce((sum, kind) => sum + kind.weight, 0);

/** One seeded listing's product facts: its leaf, title, item specifics, condition and price. */
export interface SeededProduct {
  categoryId: string;
  title: string;
  aspects: Record<string, string[]>;
  condition: 'NEW' | 'USED';
  conditionId: string;
  price: number;
}

function pickKind(random: SeededRandom): ListingKind {
  let left = random.next() * TOTAL_WEIGHT;
  for (const kind of LISTING_KINDS) {
    left -= kind.weight;
    if (left < 0) return kind;
  }
  return LISTING_KINDS[LISTING_KINDS.length - 1] as ListingKind;
}

/** The first id of a list most of the time, else one of the others. */
function mostlyFirst(random: SeededRandom, ids: readonly string[]): string {
  return (random.next() < 0.8 ? ids[0] : random.pick(ids)) as string;
}

// What a used item asks next to a new one: most of its price; for parts, a small share.
function priceFor(random: SeededRandom, newPrice: number, conditionId: string): number {
  const share =
    conditionId === '7000'
      ? 0.15 + random.next() * 0.15
      : Number(conditionId) >= 3000
        ? 0.5 + random.next() * 0.3
        : 0.9 + random.next() * 0.15;
  // Prices end in .99 or .00, as sellers set them.
  const dollars = Math.max(2, Math.round(newPrice * share));
  return random.next() < 0.7 ? dollars - 0.01 : dollars;
}

// eBay takes titles of up to 80 characters; sellers drop the last words of a longer one.
function fitTitle(title: string): string {
  let fitted = title;
  while (fitted.length > MAX_TITLE_LENGTH) fitted = fitted.slice(0, fitted.lastIndexOf(' '));
  return fitted;
}

/** A listing's product facts, drawn from `random` (the catalog's seeded source). */
export function seededProduct(random: SeededRandom): SeededProduct {
  const kind = pickKind(random);
  const used = random.next() < 0.4;
  const conditionId = mostlyFirst(random, used ? kind.conditions.used : kind.conditions.new);
  const product = kind.make(random, used);
  return {
    categoryId: kind.categoryId,
    title: fitTitle(product.title),
    aspects: product.aspects,
    condition: used ? 'USED' : 'NEW',
    conditionId,
    price: priceFor(random, product.price, conditionId),
  };
}
