import type { LifecycleView } from '../../shared/api.js';
import type { CatalogEntry } from './catalog-search.js';

const LABELS: Record<LifecycleView['status'], string> = {
  deprecated: 'deprecated',
  removed: 'removed by eBay',
  decommissioned: 'decommissioned',
  renamed: 'renamed',
  moved: 'moved',
};

/** The badge text of a lifecycle: the status, with the date when there is one (`decommissioned 2026-03-30`). */
export function lifecycleBadge(lifecycle: LifecycleView): string {
  return lifecycle.date ? `${LABELS[lifecycle.status]} ${lifecycle.date}` : LABELS[lifecycle.status];
}

/** The lifecycle of a browser entry, REST or XML. */
export function entryLifecycle(entry: CatalogEntry): LifecycleView | undefined {
  return entry.rest?.lifecycle ?? entry.xml?.lifecycle;
}

/** Whether an entry is hidden until the user asks to see decommissioned calls. */
export function isDecommissioned(entry: CatalogEntry): boolean {
  return entryLifecycle(entry)?.status === 'decommissioned';
}

/**
 * The catalog key of the operation a lifecycle names as its replacement (`sell.inventory.getInventoryLocation` →
 * `rest:sell.inventory.getInventoryLocation`), when that operation is in the catalog; undefined for words
 * ("Seller Hub") or for several operations.
 */
export function replacementKey(lifecycle: LifecycleView, entries: readonly CatalogEntry[]): string | undefined {
  const replacement = lifecycle.replacement;
  if (!replacement || !/^[a-z]+\.[A-Za-z0-9]+\.[A-Za-z0-9]+$/.test(replacement)) return undefined;
  const key = `rest:${replacement}`;
  return entries.some((entry) => entry.key === key) ? key : undefined;
}
