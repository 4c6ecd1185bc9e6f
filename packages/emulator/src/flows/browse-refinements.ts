import type { CatalogItem } from '../world/stores/listings.js';
import { findLeaf } from '../world/categories.js';
import { conditionById } from '../world/category-rules.js';

// Browse search's `fieldgroups` and the `refinement` container it asks for, counted over the listings that match the
// search (developer.ebay.com/api-docs/buy/browse/resources/item_summary/methods/search, the fieldgroups parameter and
// the Refinement type): the leaf categories the matches are listed in (`categoryDistributions`, the most common one
// as `dominantCategoryId`), their conditions and their buying options, each with the search that narrows to it.
// Aspect distributions (ASPECT_REFINEMENTS, `aspect_filter`) are not modelled, though listings carry item specifics.

const REFINEMENTS = ['CATEGORY_REFINEMENTS', 'CONDITION_REFINEMENTS', 'BUYING_OPTION_REFINEMENTS'] as const;

/** What a search's `fieldgroups` asks for: the refinement containers, and whether the matching items too. */
export interface FieldGroups {
  refinements: ReadonlySet<(typeof REFINEMENTS)[number]>;
  items: boolean;
}

/**
 * `fieldgroups` read: FULL gives every refinement and the items; refinement groups alone give no items unless
 * MATCHING_ITEMS (the default when nothing is asked) or EXTENDED joins them.
 */
export function fieldGroupsOf(raw: string | null): FieldGroups {
  const asked = new Set(
    (raw ?? '')
      .split(',')
      .map((g) => g.trim().toUpperCase())
      .filter(Boolean),
  );
  const refinements = new Set(REFINEMENTS.filter((r) => asked.has(r) || asked.has('FULL')));
  const items = refinements.size === 0 || asked.has('FULL') || asked.has('MATCHING_ITEMS') || asked.has('EXTENDED');
  return { refinements, items };
}

/** Counts by key, most first (then in order of first sight). */
function countBy(items: readonly CatalogItem[], key: (item: CatalogItem) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** The search's own URL with one parameter set (and paging dropped): what a refinement's `refinementHref` is. */
function narrowed(base: string, query: URLSearchParams, name: string, value: string): string {
  const params = new URLSearchParams(query);
  params.delete('offset');
  params.set(name, value);
  return `${base}?${params.toString()}`;
}

/** A filter with one more part (`conditions:{NEW}`), keeping what the search already filters on. */
const withFilter = (query: URLSearchParams, part: string): string =>
  [query.get('filter'), part].filter(Boolean).join(',');

/** The `refinement` container of a search over `matches`, holding the groups asked for. */
export function refinementOf(
  base: string,
  query: URLSearchParams,
  matches: readonly CatalogItem[],
  groups: FieldGroups,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (groups.refinements.has('CATEGORY_REFINEMENTS')) {
    const categories = countBy(matches, (item) => item.categoryId);
    out.categoryDistributions = categories.map(([categoryId, matchCount]) => ({
      categoryId,
      categoryName: findLeaf(categoryId)?.name ?? matches.find((i) => i.categoryId === categoryId)?.categoryName,
      matchCount,
      refinementHref: narrowed(base, query, 'category_ids', categoryId),
    }));
    if (categories[0]) out.dominantCategoryId = categories[0][0];
  }
  if (groups.refinements.has('CONDITION_REFINEMENTS'))
    out.conditionDistributions = countBy(matches, (item) => item.conditionId).map(([conditionId, matchCount]) => ({
      condition: conditionById(conditionId)?.name ?? conditionId,
      conditionId,
      matchCount,
      refinementHref: narrowed(base, query, 'filter', withFilter(query, `conditionIds:{${conditionId}}`)),
    }));
  if (groups.refinements.has('BUYING_OPTION_REFINEMENTS'))
    out.buyingOptionDistributions = countBy(matches, (item) => item.format).map(([buyingOption, matchCount]) => ({
      buyingOption,
      matchCount,
      refinementHref: narrowed(base, query, 'filter', withFilter(query, `buyingOptions:{${buyingOption}}`)),
    }));
  return out;
}
