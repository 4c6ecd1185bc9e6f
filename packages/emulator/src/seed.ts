import type { EmulatorContext } from './context.js';
import { addCatalogItem, CATALOG_SIZE, type CatalogItem } from './world/stores/listings.js';
import type { FulfillmentOrder } from './world/stores/orders.js';
import { placeOrder } from './flows/fulfillment/place-order.js';
import { DEFAULT_TEST_USER } from './oauth/auth-store.js';
import { findLeaf } from './world/categories.js';

/** An item to add to the Browse catalog: what `search` and `getItem` then serve. */
export interface SeedItem {
  title: string;
  /** Price in `currency` (e.g. 19.99). */
  price: number;
  currency?: string;
  /** A leaf of the emulator's category tree; default `15709` (Athletic Shoes). */
  categoryId?: string;
  /** Ignored unless it is the category's name in the tree: names come from the tree (one world). */
  categoryName?: string;
  condition?: 'NEW' | 'USED';
  /** The seller's user name (default `seller_1`). */
  seller?: string;
  /** `v1|<legacyItemId>|0`; default: the next free id after the seeded ones. */
  legacyItemId?: string;
  /** Units for sale (default 10). */
  quantity?: number;
}

/** One line of a seeded order. */
export interface SeedOrderLine {
  title: string;
  unitPrice: number;
  quantity?: number;
  sku?: string;
  /** The listing it was bought from (default: a new id). */
  legacyItemId?: string;
}

/** An order of the emulator's seller: what Fulfillment `getOrders`/`getOrder` and Trading `GetOrders` then serve. */
export interface SeedOrder {
  lineItems: SeedOrderLine[];
  buyer?: string;
  currency?: string;
  shippingCost?: number;
  /** ISO date-time; default: the emulator's now. */
  creationDate?: string;
}

/** Seeding on top of what the seed generates; `reset()` removes it again (seed again in `beforeEach`). */
export interface EmulatorSeed {
  /** Adds listings to the Browse catalog and returns them as served (with their `itemId`). */
  items(items: readonly SeedItem[]): CatalogItem[];
  /** Adds orders to the seller's orders (newest first, as getOrders lists them) and returns them with their ids. */
  orders(orders: readonly SeedOrder[]): FulfillmentOrder[];
}

function need(condition: boolean, message: string): void {
  if (!condition) throw new TypeError(`emulator.seed: ${message}`);
}

const money = (n: unknown): boolean => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** The seed API of one emulator. */
export function emulatorSeed(ctx: EmulatorContext): EmulatorSeed {
  let nextLegacy = 110000000000 + CATALOG_SIZE * 7919;
  let nextLine = 1;
  return {
    items(items) {
      need(Array.isArray(items), 'items takes an array of { title, price, … }.');
      const catalog = ctx.state.world.listings;
      return items.map((seed, i) => {
        need(
          typeof seed?.title === 'string' && seed.title.trim() !== '',
          `items[${i}].title must be a non-empty string.`,
        );
        need(money(seed.price), `items[${i}].price must be a number ≥ 0 (e.g. 19.99).`);
        const legacyItemId = seed.legacyItemId ?? String((nextLegacy += 7919));
        need(/^\d{1,19}$/.test(legacyItemId), `items[${i}].legacyItemId must be digits.`);
        const category = findLeaf(seed.categoryId ?? '15709');
        need(
          category !== undefined,
          `items[${i}].categoryId must be a leaf category of the emulator's tree (e.g. 15709).`,
        );
        const condition = seed.condition ?? 'NEW';
        need(condition === 'NEW' || condition === 'USED', `items[${i}].condition must be NEW or USED.`);
        need(
          seed.quantity === undefined || (Number.isInteger(seed.quantity) && seed.quantity > 0),
          `items[${i}].quantity must be a whole number > 0.`,
        );
        const item: CatalogItem = {
          itemId: `v1|${legacyItemId}|0`,
          legacyItemId,
          title: seed.title,
          categoryId: category?.id ?? '15709',
          categoryName: category?.name ?? '',
          condition,
          conditionId: condition === 'NEW' ? '1000' : '3000',
          price: seed.price,
          currency: seed.currency ?? 'USD',
          seller: seed.seller ?? 'seller_1',
          listedAt: new Date(ctx.clock.now()).toISOString(),
          format: 'FIXED_PRICE',
          quantity: seed.quantity ?? 10,
          quantitySold: 0,
          listingDuration: 'GTC',
        };
        addCatalogItem(ctx.state.world.listings, item);
        return catalog.byId.get(item.itemId) ?? item;
      });
    },
    orders(orders) {
      need(Array.isArray(orders), 'orders takes an array of { lineItems: [{ title, unitPrice, … }], … }.');
      return orders.map((seed, i) => {
        need(
          Array.isArray(seed?.lineItems) && seed.lineItems.length > 0,
          `orders[${i}].lineItems must list at least one { title, unitPrice }.`,
        );
        const creationDate = seed.creationDate ?? new Date(ctx.clock.now()).toISOString();
        need(!Number.isNaN(Date.parse(creationDate)), `orders[${i}].creationDate must be an ISO date-time.`);
        const lineItems = seed.lineItems.map((line, j) => {
          need(typeof line?.title === 'string' && line.title !== '', `orders[${i}].lineItems[${j}].title is required.`);
          need(money(line.unitPrice), `orders[${i}].lineItems[${j}].unitPrice must be a number ≥ 0.`);
          const quantity = line.quantity ?? 1;
          need(
            Number.isInteger(quantity) && quantity > 0,
            `orders[${i}].lineItems[${j}].quantity must be a whole number > 0.`,
          );
          return {
            lineItemId: String(10000000000 + nextLine++),
            legacyItemId: line.legacyItemId ?? String((nextLegacy += 7919)),
            sku: line.sku ?? `SEED-${nextLine}`,
            title: line.title,
            quantity,
            unitPrice: line.unitPrice,
          };
        });
        return placeOrder(ctx, {
          lineItems,
          buyer: seed.buyer ?? 'seeded_buyer',
          seller: DEFAULT_TEST_USER,
          currency: seed.currency ?? 'USD',
          shippingCost: seed.shippingCost ?? 0,
          creationDate,
        });
      });
    },
  };
}
