import { gzipSync } from 'node:zlib';
import type { EmulatorContext } from '../../context.js';
import type { FeedFile } from '../../world/stores/feed-files.js';
import type { CatalogItem } from '../../world/stores/listings.js';
import { ITEM_COLUMNS } from './columns.js';

/** The kinds of feed file the emulator generates. */
export type FeedKind = 'item' | 'item_snapshot' | 'item_group' | 'product';

const PRODUCT_COLUMNS = ['epid', 'title', 'categoryId', 'category', 'itemCount', 'lowestPriceValue', 'priceCurrency'];

const clean = (value: string): string => value.replace(/[\t\r\n]/g, ' ');

function itemRow(item: CatalogItem, origin: string): string[] {
  return [
    item.itemId,
    item.title,
    `${origin}/images/${item.legacyItemId}.jpg`,
    item.categoryName,
    item.categoryId,
    'FIXED_PRICE',
    item.seller,
    item.conditionId,
    item.condition,
    item.price.toFixed(2),
    item.currency,
    item.listedAt,
    'US',
    'IN_STOCK',
  ];
}

/** Products: one row per title stem (adjective + noun) and category, with the lowest price among its items. */
function productRows(items: CatalogItem[]): string[][] {
  const products = new Map<string, { item: CatalogItem; count: number; lowest: number }>();
  for (const item of items) {
    const stem = item.title.split(' ').slice(0, 2).join(' ');
    const key = `${item.categoryId}|${stem}`;
    const entry = products.get(key);
    if (entry) {
      entry.count++;
      entry.lowest = Math.min(entry.lowest, item.price);
    } else products.set(key, { item, count: 1, lowest: item.price });
  }
  return [...products.entries()].map(([key, p], i) => [
    String(20_000_000 + i),
    key.split('|')[1] ?? '',
    p.item.categoryId,
    p.item.categoryName,
    String(p.count),
    p.lowest.toFixed(2),
    p.item.currency,
  ]);
}

/**
 * The feed file of `kind` for `categoryId`, generated from the Browse catalog and gzip-compressed once per
 * emulator (cached in the World's feed file store). A category of the catalog filters the rows; any other category id is
 * served as a root category, i.e. the whole catalog.
 */
export function feedFile(ctx: EmulatorContext, kind: FeedKind, categoryId: string): FeedFile {
  const cache = ctx.state.world.feedFiles;
  const items = ctx.state.world.listings.items;
  const known = items.some((i) => i.categoryId === categoryId);
  const key = `${kind}:${known ? categoryId : '*'}`;
  let file = cache.get(key);
  if (!file) {
    const rows = known ? items.filter((i) => i.categoryId === categoryId) : items;
    const table =
      kind === 'product'
        ? [PRODUCT_COLUMNS, ...productRows(rows)]
        : [ITEM_COLUMNS, ...rows.map((item) => itemRow(item, ctx.origin))];
    const tsv = `${table.map((row) => row.map(clean).join('\t')).join('\n')}\n`;
    file = { tsv, gzip: new Uint8Array(gzipSync(tsv)), lastModified: new Date(ctx.clock.now()).toUTCString() };
    cache.set(key, file);
  }
  return file;
}
