import type { EmulatorContext } from '../context.js';
import { flowState, randomFor } from '../context.js';
import { findLeaf } from '../world/categories.js';

/** One item of the seeded Browse catalog (what `search` and `getItem` serve). */
export interface CatalogItem {
  itemId: string;
  legacyItemId: string;
  title: string;
  categoryId: string;
  categoryName: string;
  condition: 'NEW' | 'USED';
  conditionId: string;
  price: number;
  currency: string;
  seller: string;
  listedAt: string;
  /** Set for items a seller published through the Inventory API in this emulator. */
  sku?: string;
}

const ADJECTIVES = [
  'Red',
  'Blue',
  'Vintage',
  'Wireless',
  'Leather',
  'Compact',
  'Classic',
  'Rugged',
  'Silver',
  'Organic',
  'Retro',
  'Smart',
];
const NOUNS = [
  'Shoes',
  'Headphones',
  'Watch',
  'Handbag',
  'Camera',
  'Lamp',
  'Guitar',
  'Jacket',
  'Laptop',
  'Phone',
  'Drone',
  'Console',
];
// The leaf category of each noun above, from the emulator's category tree (src/world/): Browse, Trading and
// Taxonomy name them alike.
const CATEGORIES: string[] = [
  '15709', // Athletic Shoes
  '112529', // Headphones
  '31387', // Wristwatches
  '169291', // Women's Bags & Handbags
  '31388', // Digital Cameras
  '112581', // Lamps
  '33034', // Electric Guitars
  '57988', // Coats, Jackets & Vests
  '177', // PC Laptops & Netbooks
  '9355', // Cell Phones & Smartphones
  '179697', // Camera Drones
  '139971', // Video Game Consoles
];

/** Items in the seeded catalog. */
export const CATALOG_SIZE = 3000;

/** The Browse catalog: seeded items plus the listings published in this emulator, newest publications last. */
export interface BrowseCatalog {
  items: CatalogItem[];
  byId: Map<string, CatalogItem>;
  /** `items[i].title` in lower case at index i, for keyword search (kept in step by the functions below). */
  lowerTitles: string[];
}

/** The catalog of this emulator, generated from the seed on first use. */
export function browseCatalog(ctx: EmulatorContext): BrowseCatalog {
  return flowState(ctx, 'browse', () => {
    const random = randomFor(ctx, 'browse-catalog');
    const items: CatalogItem[] = [];
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < CATALOG_SIZE; i++) {
      const noun = random.int(0, NOUNS.length - 1);
      const categoryId = CATEGORIES[noun] as string;
      const categoryName = findLeaf(categoryId)?.name ?? '';
      const legacyItemId = String(110000000000 + i * 7919);
      const condition = random.next() < 0.6 ? 'NEW' : 'USED';
      items.push({
        itemId: `v1|${legacyItemId}|0`,
        legacyItemId,
        title: `${random.pick(ADJECTIVES)} ${NOUNS[noun]} ${random.string(4)}`,
        categoryId,
        categoryName,
        condition,
        conditionId: condition === 'NEW' ? '1000' : '3000',
        price: random.int(199, 49999) / 100,
        currency: 'USD',
        seller: `seller_${random.int(1, 200)}`,
        listedAt: new Date(start + random.int(0, 300) * 86_400_000).toISOString(),
      });
    }
    return {
      items,
      byId: new Map(items.map((item) => [item.itemId, item])),
      lowerTitles: items.map((item) => item.title.toLowerCase()),
    };
  });
}

/** Adds (or replaces) an item of the catalog, e.g. a freshly published offer. */
export function addCatalogItem(ctx: EmulatorContext, item: CatalogItem): void {
  const catalog = browseCatalog(ctx);
  const index = catalog.byId.has(item.itemId)
    ? catalog.items.findIndex((i) => i.itemId === item.itemId)
    : catalog.items.length;
  catalog.items[index] = item;
  catalog.lowerTitles[index] = item.title.toLowerCase();
  catalog.byId.set(item.itemId, item);
}

/** Removes an item (a withdrawn listing). */
export function removeCatalogItem(ctx: EmulatorContext, itemId: string): void {
  const catalog = browseCatalog(ctx);
  catalog.byId.delete(itemId);
  const index = catalog.items.findIndex((i) => i.itemId === itemId);
  if (index < 0) return;
  catalog.items.splice(index, 1);
  catalog.lowerTitles.splice(index, 1);
}
