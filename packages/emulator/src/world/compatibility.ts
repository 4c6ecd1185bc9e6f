import type { CategoryNode } from './categories.js';

// Parts compatibility for eBay Motors parts categories (Taxonomy getCompatibilityProperties and
// getCompatibilityPropertyValues). The property names are eBay's for US cars and trucks (Year, Make, Model, Trim,
// Engine); the vehicles are a small set of real ones, enough to narrow Make → Model → Trim → Engine.

/** The Motors categories whose parts take compatibility: Car & Truck Parts & Accessories and Motorcycle parts. */
const COMPATIBLE_BRANCHES = new Set(['6030', '25622', '43962']);

/** Whether a category takes parts compatibility. */
export function supportsCompatibility(node: CategoryNode): boolean {
  return node.leaf && node.path.some((n) => COMPATIBLE_BRANCHES.has(n.id));
}

const PROPERTIES = ['Year', 'Make', 'Model', 'Trim', 'Engine'] as const;

/** [Year, Make, Model, Trim, Engine] */
const VEHICLES: readonly (readonly [string, string, string, string, string])[] = [
  ['2018', 'Toyota', 'Camry', 'LE', '2.5L L4 Gas'],
  ['2018', 'Toyota', 'Camry', 'XSE', '3.5L V6 Gas'],
  ['2020', 'Toyota', 'Corolla', 'SE', '2.0L L4 Gas'],
  ['2019', 'Honda', 'Civic', 'EX', '1.5L L4 Turbo Gas'],
  ['2019', 'Honda', 'Accord', 'Sport', '1.5L L4 Turbo Gas'],
  ['2017', 'Ford', 'F-150', 'XLT', '3.5L V6 Turbo Gas'],
  ['2020', 'Ford', 'F-150', 'Lariat', '5.0L V8 Gas'],
  ['2016', 'Chevrolet', 'Silverado 1500', 'LT', '5.3L V8 Gas'],
  ['2021', 'Tesla', 'Model 3', 'Long Range', 'Electric'],
];

/** getCompatibilityProperties' answer. */
export function compatibilityProperties(): { name: string; localizedName: string }[] {
  return PROPERTIES.map((name) => ({ name, localizedName: name }));
}

/**
 * The values of `property` among the vehicles that `filter` (`Year:2018,Make:Toyota`) allows, sorted; or which
 * input is wrong.
 */
export function compatibilityValues(
  property: string,
  filter: string,
): string[] | 'invalid-property' | 'invalid-filter' {
  const column = PROPERTIES.findIndex((p) => p.toLowerCase() === property.toLowerCase());
  if (column < 0) return 'invalid-property';
  const conditions: [number, string][] = [];
  for (const part of filter.split(',').filter((p) => p.trim() !== '')) {
    const match = /^\s*([^:]+):(.+)$/.exec(part);
    const index = match ? PROPERTIES.findIndex((p) => p.toLowerCase() === (match[1] ?? '').trim().toLowerCase()) : -1;
    if (!match || index < 0) return 'invalid-filter';
    conditions.push([index, (match[2] ?? '').trim()]);
  }
  const values = new Set<string>();
  for (const vehicle of VEHICLES)
    if (conditions.every(([index, value]) => vehicle[index] === value)) values.add(vehicle[column] as string);
  return [...values].sort();
}
