import type { SeededRandom } from '../../../random.js';

// The shape of one kind of seeded listing (phones, running shoes, brake rotors…): the leaf it is listed in, its
// share of the seeded catalog, the conditions it is sold in, and how a title and item specifics are made. The
// vocabulary (brands, models, attributes) is the emulator's own; brand and model names are facts, every title is
// assembled here, none copied from a listing.

/** What one seeded listing says about itself, before condition and seller are chosen. */
export interface SeedProduct {
  title: string;
  /** Item specifics (aspect name to values), named as the category's aspects are. */
  aspects: Record<string, string[]>;
  /** The price new, in US dollars; used and for-parts listings ask less (./catalog.ts). */
  price: number;
}

/** One kind of listing of the seeded catalog. */
export interface ListingKind {
  /** A leaf of the emulator's EBAY_US tree or its eBay Motors selection (test/world/seeded-listings.test.ts). */
  categoryId: string;
  /** The kind's share of the catalog, relative to the others' weights. */
  weight: number;
  /** Condition ids the leaf allows: the new ones (the first most often) and the used ones. */
  conditions: { new: readonly string[]; used: readonly string[] };
  /** A title, item specifics and a price; `used` when the condition chosen is a used one. */
  make(random: SeededRandom, used: boolean): SeedProduct;
}

/** One model of a brand with its price new. */
export interface Model {
  brand: string;
  model: string;
  price: number;
}

/** The models of one brand, each with its price new: `models('Apple', ['iPhone 13', 599], …)`. */
export function models(brand: string, ...rows: [model: string, price: number][]): Model[] {
  return rows.map(([model, price]) => ({ brand, model, price }));
}

/** Item specifics from name/value pairs, dropping empty values. */
export function aspects(pairs: Record<string, string | undefined>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(pairs)) if (value) out[name] = [value];
  return out;
}

/** Common colours of consumer goods. */
export const COLORS = ['Black', 'White', 'Blue', 'Red', 'Gray', 'Silver', 'Green', 'Pink', 'Gold'];
/** eBay's standard condition sets for most goods: new, new other; used, for parts. */
export const GOODS_CONDITIONS = { new: ['1000', '1500'], used: ['3000', '7000'] } as const;
/** Media (books, games): new; Very Good, Good (eBay's media conditions have no plain Used). */
export const MEDIA_CONDITIONS = { new: ['1000'], used: ['4000', '5000'] } as const;
/** Apparel: new with tags, new without tags; pre-owned. */
export const APPAREL_CONDITIONS = { new: ['1000', '1500'], used: ['3000'] } as const;
