import type { SeededRandom } from '../../../random.js';
import { aspects, type ListingKind } from './kind.js';

// Seeded listings of car parts, in leaves of the eBay Motors tree (100): the EBAY_US tree has no Motors branch, and
// US sellers list parts in Motors' categories (../../category-data.ts).

const VEHICLES = [
  '2015-2020 Honda Civic',
  '2012-2018 Toyota Camry',
  '2014-2018 Chevy Silverado 1500',
  '2015-2020 Ford F-150',
  '2013-2018 Nissan Altima',
  '2016-2021 Jeep Grand Cherokee',
];
// Motors parts: new; used, for parts (the leaves allow seller refurbished too, which Browse would show as neither).
const MOTORS_CONDITIONS = { new: ['1000'], used: ['3000', '7000'] } as const;

interface Part {
  categoryId: string;
  weight: number;
  brands: readonly string[];
  /** The part's name in a title, e.g. `Front Brake Rotors and Ceramic Pads Kit`. */
  names: readonly string[];
  placement?: readonly string[];
  price: number;
}

function partKind(part: Part): ListingKind {
  return {
    categoryId: part.categoryId,
    weight: part.weight,
    conditions: MOTORS_CONDITIONS,
    make(random: SeededRandom) {
      const brand = random.pick(part.brands);
      const name = random.pick(part.names);
      const vehicle = random.pick(VEHICLES);
      const placement = part.placement ? random.pick(part.placement) : undefined;
      const mpn = `${brand.slice(0, 2).toUpperCase()}${random.int(10000, 99999)}`;
      // Sellers of parts often end the title with the kind of goods, so the generic searches find them.
      const suffix = random.pick(['', ' OEM', ' Car Parts', ' Auto Parts']);
      return {
        title: `${brand} ${placement ? `${placement} ` : ''}${name} for ${vehicle}${suffix}`,
        aspects: aspects({
          Brand: brand,
          'Manufacturer Part Number': mpn,
          'Placement on Vehicle': placement,
          'Fitment Type': 'Direct Replacement',
        }),
        price: part.price,
      };
    },
  };
}

/** The car parts kinds of the seeded catalog (eBay Motors, tree 100). */
export const MOTORS_KINDS: readonly ListingKind[] = [
  partKind({
    categoryId: '33564', // Brakes & Brake Parts > Brake Disc Rotors
    weight: 4,
    brands: ['Brembo', 'ACDelco', 'Bosch', 'Power Stop'],
    names: ['Rotors & Ceramic Brake Pads Kit', 'Drilled Slotted Brake Rotors', 'Brake Disc Rotor'],
    placement: ['Front', 'Rear'],
    price: 119,
  }),
  partKind({
    categoryId: '33661', // Engines & Engine Parts > Oil Filters
    weight: 2,
    brands: ['Motorcraft', 'ACDelco', 'Bosch', 'Mobil 1'],
    names: ['Engine Oil Filter', 'Engine Oil Filter Pack of 6'],
    price: 19,
  }),
  partKind({
    categoryId: '33710', // Lighting & Lamps > Headlight Assemblies
    weight: 2,
    brands: ['Depo', 'TYC', 'Spyder'],
    names: ['Headlight Assembly', 'LED Projector Headlights Pair'],
    placement: ['Left', 'Right', 'Front'],
    price: 149,
  }),
  partKind({
    categoryId: '33602', // Engine Cooling Components > Radiators
    weight: 2,
    brands: ['Denso', 'Spectra Premium', 'TYC'],
    names: ['Aluminum Radiator', 'Radiator Assembly'],
    price: 139,
  }),
];
