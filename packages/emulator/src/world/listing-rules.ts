import type { RestErrorEntry } from '../errors.js';
import type { XmlFailure } from '../xml/envelope.js';
import { categoryTree, defaultTreeId, findCategory, type CategoryNode } from './categories.js';
import { conditionIdOf, listingRulesOf } from './category-rules.js';

// The category rules of a new or revised listing, in one place for every way to list (Inventory publishOffer, the
// Trading Add/Verify/Revise/Relist calls): a leaf of the marketplace's tree, the aspects it requires, a condition
// it allows. Each refusal is neutral; the two mappers below write it as each API does.

/** What a listing says about its category, aspects and condition. */
export interface ListingFacts {
  categoryId: string;
  /** Aspect name to values (Inventory `product.aspects`, Trading `ItemSpecifics`). */
  aspects: Readonly<Record<string, readonly string[]>>;
  /** A condition id (`'1000'`) or an Inventory enum value (`'NEW'`); empty when none is given. */
  condition: string;
  marketplace: string;
}

/** One rule a listing breaks. */
export type ListingRefusal =
  | { rule: 'category-missing' }
  | { rule: 'category-unknown'; categoryId: string }
  | { rule: 'category-not-leaf'; categoryId: string; categoryName: string }
  | { rule: 'aspect-missing'; aspect: string; category: CategoryNode }
  | { rule: 'condition-missing'; category: CategoryNode }
  | { rule: 'condition-not-allowed'; condition: string; category: CategoryNode };

/**
 * The rules `facts` breaks, in eBay's order: category first (nothing else can be checked without a leaf), then
 * the condition, then each missing required aspect. Marketplaces whose tree the emulator does not hold are not
 * checked (see the README's "What it answers").
 */
export function listingRefusals(facts: ListingFacts): ListingRefusal[] {
  const treeId = defaultTreeId(facts.marketplace);
  const tree = treeId === undefined ? undefined : categoryTree(treeId);
  if (!tree) return [];
  if (!facts.categoryId) return [{ rule: 'category-missing' }];
  // eBay Motors parts are listed on the US site too: a US listing may use a leaf of either tree the emulator holds.
  const node =
    tree.byId.get(facts.categoryId) ?? (facts.marketplace === 'EBAY_US' ? findCategory(facts.categoryId) : undefined);
  if (!node || node.level === 0) return [{ rule: 'category-unknown', categoryId: facts.categoryId }];
  if (!node.leaf) return [{ rule: 'category-not-leaf', categoryId: node.id, categoryName: node.name }];
  const rules = listingRulesOf(node);
  const refusals: ListingRefusal[] = [];
  const conditionId = /^\d+$/.test(facts.condition) ? facts.condition : conditionIdOf(facts.condition);
  if (!facts.condition) {
    if (rules.conditionRequired) refusals.push({ rule: 'condition-missing', category: node });
  } else if (!conditionId || !rules.conditionIds.includes(conditionId)) {
    refusals.push({ rule: 'condition-not-allowed', condition: facts.condition, category: node });
  }
  const given = new Set(
    Object.entries(facts.aspects)
      .filter(([, values]) => values.some((v) => v.trim() !== ''))
      .map(([name]) => name.toLowerCase()),
  );
  for (const aspect of rules.aspects)
    if (aspect.required && !given.has(aspect.name.toLowerCase()))
      refusals.push({ rule: 'aspect-missing', aspect: aspect.name, category: node });
  return refusals;
}

/** One error of the Inventory API's `errors` array. */
export interface InventoryListingError {
  errorId: number;
  message: string;
  parameter: [string, string];
}

/** The Inventory API's publishOffer errors (sell_inventory_v1_oas3.json, publishOffer's 400 codes). */
export function inventoryListingErrors(refusals: readonly ListingRefusal[]): InventoryListingError[] {
  return refusals.map((r): InventoryListingError => {
    const invalidCategory =
      'The eBay listing associated with the inventory item, or the unpublished offer has an invalid category ID.';
    const invalidCondition =
      'The eBay listing associated with the inventory item, or the unpublished offer has an invalid item condition information.';
    switch (r.rule) {
      case 'category-missing':
        return {
          errorId: 25005,
          message: `${invalidCategory} A category ID is required.`,
          parameter: ['categoryId', ''],
        };
      case 'category-unknown':
        return {
          errorId: 25005,
          message: `${invalidCategory} Category ${r.categoryId} does not exist.`,
          parameter: ['categoryId', r.categoryId],
        };
      case 'category-not-leaf':
        return {
          errorId: 25005,
          message: `${invalidCategory} ${r.categoryName} (${r.categoryId}) is not a leaf category.`,
          parameter: ['categoryId', r.categoryId],
        };
      case 'aspect-missing':
        return {
          errorId: 25002,
          message: `A user error has occurred. The item specific ${r.aspect} is missing. Add ${r.aspect} to this listing, enter a valid value, and then try again.`,
          parameter: ['aspect', r.aspect],
        };
      case 'condition-missing':
        return {
          errorId: 25021,
          message: `${invalidCondition} An item condition is required in ${r.category.name} (${r.category.id}).`,
          parameter: ['condition', ''],
        };
      case 'condition-not-allowed':
        return {
          errorId: 25021,
          message: `${invalidCondition} The condition ${r.condition} is not available in ${r.category.name} (${r.category.id}).`,
          parameter: ['condition', r.condition],
        };
    }
  });
}

/** The Trading API's errors for the same refusals (AddFixedPriceItem and the other listing calls). */
export function tradingListingFailures(refusals: readonly ListingRefusal[]): XmlFailure[] {
  return refusals.map((r): XmlFailure => {
    switch (r.rule) {
      case 'category-missing':
      case 'category-unknown':
        return {
          code: '107',
          shortMessage: 'Category is not valid.',
          longMessage: 'The category selected is not valid.',
          parameters: [r.rule === 'category-unknown' ? r.categoryId : ''],
        };
      case 'category-not-leaf':
        // eBay's text (developer.ebay.com/support/kb-article?KBid=648).
        return {
          code: '87',
          shortMessage: 'Invalid category.',
          longMessage: 'The category selected is not a leaf category.',
          parameters: [r.categoryId],
        };
      case 'aspect-missing':
        return {
          code: '21919303',
          shortMessage: `The item specific ${r.aspect} is missing.`,
          longMessage: `The item specific ${r.aspect} is missing. Add ${r.aspect} to this listing, enter a valid value, and then try again.`,
          parameters: [r.aspect],
        };
      case 'condition-missing':
        return {
          code: '21916883',
          shortMessage: 'Condition is required for this category.',
          longMessage: `An item condition (ConditionID) is required in category ${r.category.id}.`,
          parameters: [r.category.id],
        };
      case 'condition-not-allowed':
        return {
          code: '21916883',
          shortMessage: 'Invalid condition.',
          longMessage: `The condition ${r.condition} is not valid for category ${r.category.id}.`,
          parameters: [r.condition, r.category.id],
        };
    }
  });
}

/** Aspect values as a listing gives them: `{ Brand: ['Apple'] }` (a single string counts as one value). */
export function aspectValues(raw: unknown): Record<string, string[]> {
  if (typeof raw !== 'object' || raw === null) return {};
  // fromEntries makes own properties: an aspect named `__proto__` stays an aspect.
  return Object.fromEntries(
    Object.entries(raw).map(([name, values]) => [
      name,
      (Array.isArray(values) ? values : [values]).filter((v): v is string => typeof v === 'string'),
    ]),
  );
}

/** The category, item specific and condition refusals of an Inventory offer and its item, as Inventory errors. */
export function inventoryCategoryRefusals(
  offer: { categoryId?: unknown; marketplaceId?: unknown },
  item: { condition?: unknown; product?: unknown },
): RestErrorEntry[] {
  const product = (item.product ?? {}) as { aspects?: unknown };
  const errors = inventoryListingErrors(
    listingRefusals({
      categoryId: typeof offer.categoryId === 'string' ? offer.categoryId : '',
      aspects: aspectValues(product.aspects),
      condition: typeof item.condition === 'string' ? item.condition : '',
      marketplace: typeof offer.marketplaceId === 'string' ? offer.marketplaceId : 'EBAY_US',
    }),
  );
  return errors.map((e) => ({
    errorId: e.errorId,
    domain: 'API_INVENTORY',
    category: 'REQUEST' as const,
    message: e.message,
    longMessage: e.message,
    parameters: [{ name: e.parameter[0], value: e.parameter[1] }],
  }));
}
