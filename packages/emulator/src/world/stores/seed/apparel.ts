import type { SeededRandom } from '../../../random.js';
import { APPAREL_CONDITIONS, aspects, COLORS, models, type ListingKind, type Model } from './kind.js';

// Seeded listings of shoes, clothing, handbags and jewelry.

const MEN_SHOES: Model[] = [
  ...models('Nike', ['Air Zoom Pegasus 40', 129], ['Air Max 90', 139], ['Air Force 1 07', 109]),
  ...models('Adidas', ['Ultraboost 22', 189], ['Samba OG', 99]),
  ...models('New Balance', ['990v6', 199], ['574 Core', 89]),
  ...models('ASICS', ['Gel-Kayano 30', 159]),
  ...models('Brooks', ['Ghost 15', 139]),
];
const WOMEN_SHOES: Model[] = [
  ...models('Nike', ['Air Zoom Pegasus 40', 129], ['Air Max 270', 159]),
  ...models('Adidas', ['Ultraboost Light', 189]),
  ...models('New Balance', ['Fresh Foam 1080v12', 159]),
  ...models('HOKA', ['Clifton 9', 144]),
  ...models('Skechers', ['Go Walk 6', 65]),
];

function shoes(categoryId: string, department: 'Men' | 'Women', table: Model[], weight: number): ListingKind {
  const sizes =
    department === 'Men' ? ['8', '8.5', '9', '9.5', '10', '10.5', '11', '12'] : ['6', '6.5', '7', '7.5', '8', '9'];
  return {
    categoryId,
    weight,
    conditions: APPAREL_CONDITIONS,
    make(random: SeededRandom) {
      const { brand, model, price } = random.pick(table);
      const size = random.pick(sizes);
      const color = random.pick(['Black', 'White', 'Gray', 'Blue', 'Red']);
      const style = random.pick(['Running Shoes', 'Sneakers', 'Athletic Shoes']);
      return {
        title: `${brand} ${model} ${department}'s ${style} Size ${size} ${color}`,
        aspects: aspects({
          Brand: brand,
          Model: model,
          'US Shoe Size': size,
          Department: department,
          Type: 'Athletic',
          Style: style === 'Running Shoes' ? 'Running Shoe' : 'Sneaker',
          Color: color,
        }),
        price,
      };
    },
  };
}

interface Garment {
  brand: string;
  name: string;
  type: string;
  price: number;
}

function clothing(categoryId: string, department: 'Men' | 'Women', garments: Garment[], sizes: string[]): ListingKind {
  return {
    categoryId,
    weight: 3,
    conditions: APPAREL_CONDITIONS,
    make(random: SeededRandom, used: boolean) {
      const { brand, name, type, price } = random.pick(garments);
      const size = random.pick(sizes);
      const color = random.pick(COLORS.slice(0, 7));
      const owner = department === 'Men' ? "Men's" : "Women's";
      return {
        title: `${brand} ${owner} ${name} Size ${size} ${color}${used ? '' : ' NWT'}`,
        aspects: aspects({ Brand: brand, Size: size, Department: department, Type: type, Color: color }),
        price,
      };
    },
  };
}

const LETTER_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

const jackets = clothing(
  '57988', // Men's Coats, Jackets & Vests
  'Men',
  [
    { brand: 'The North Face', name: 'Denali Fleece Jacket', type: 'Fleece Jacket', price: 119 },
    { brand: 'Patagonia', name: 'Nano Puff Insulated Jacket', type: 'Puffer Jacket', price: 169 },
    { brand: 'Columbia', name: 'Watertight II Rain Jacket', type: 'Rain Coat', price: 59 },
    { brand: "Levi's", name: 'Trucker Denim Jacket', type: 'Jean Jacket', price: 79 },
  ],
  LETTER_SIZES,
);
const jeans = clothing(
  '11483', // Men's Jeans
  'Men',
  [
    { brand: "Levi's", name: '501 Original Fit Jeans', type: 'Jeans', price: 59 },
    { brand: "Levi's", name: '511 Slim Fit Jeans', type: 'Jeans', price: 59 },
    { brand: 'Wrangler', name: 'Cowboy Cut Jeans', type: 'Jeans', price: 39 },
  ],
  ['30x30', '32x30', '32x32', '34x32', '36x32'],
);
const dresses = clothing(
  '63861', // Women's Dresses
  'Women',
  [
    { brand: 'Free People', name: 'Floral Maxi Dress', type: 'Maxi Dress', price: 98 },
    { brand: 'Calvin Klein', name: 'Sheath Dress', type: 'Sheath Dress', price: 89 },
    { brand: 'Lulus', name: 'Wrap Midi Dress', type: 'Wrap Dress', price: 64 },
  ],
  ['XS', ...LETTER_SIZES.slice(0, 4)],
);
const tShirts = clothing(
  '15687', // Men's T-Shirts
  'Men',
  [
    { brand: 'Nike', name: 'Dri-FIT Crew Neck T-Shirt', type: 'T-Shirt', price: 29 },
    { brand: 'Champion', name: 'Heritage Logo T-Shirt', type: 'T-Shirt', price: 22 },
    { brand: 'Carhartt', name: 'Loose Fit Pocket T-Shirt', type: 'T-Shirt', price: 24 },
  ],
  LETTER_SIZES,
);

const HANDBAGS: Model[] = [
  ...models('Coach', ['Tabby Shoulder Bag 26', 395], ['City Tote', 299]),
  ...models('Michael Kors', ['Jet Set Travel Large Tote', 228]),
  ...models('Kate Spade', ['Knott Medium Crossbody', 278]),
  ...models('Louis Vuitton', ['Neverfull MM Tote', 2030]),
];

const handbags: ListingKind = {
  categoryId: '169291', // Women's Bags & Handbags
  weight: 4,
  conditions: APPAREL_CONDITIONS,
  make(random) {
    const { brand, model, price } = random.pick(HANDBAGS);
    const color = random.pick(['Black', 'Brown', 'Tan', 'Red', 'Navy']);
    const style = /Tote/.test(model) ? 'Tote' : /Crossbody/.test(model) ? 'Crossbody' : 'Shoulder Bag';
    return {
      title: `${brand} ${model} Women's Leather Handbag ${color}`,
      aspects: aspects({
        Brand: brand,
        Department: 'Women',
        Style: style,
        Color: color,
        'Exterior Material': 'Leather',
      }),
      price,
    };
  },
};

const NECKLACES: { brand: string; name: string; metal: string; price: number }[] = [
  { brand: 'Unbranded', name: '14k Yellow Gold Cuban Link Chain Necklace', metal: 'Yellow Gold', price: 649 },
  {
    brand: 'Tiffany & Co.',
    name: 'Return to Tiffany Heart Tag Pendant Necklace',
    metal: 'Sterling Silver',
    price: 350,
  },
  { brand: 'Pandora', name: 'Sparkling Heart Pendant Necklace', metal: 'Sterling Silver', price: 95 },
  {
    brand: 'Unbranded',
    name: '1 ct Lab Diamond Solitaire Pendant Necklace 14k White Gold',
    metal: 'White Gold',
    price: 899,
  },
];

const necklaces: ListingKind = {
  categoryId: '261993', // Fine Jewelry > Necklaces & Pendants
  weight: 4,
  conditions: { new: ['1000', '1500'], used: ['3000'] },
  make(random) {
    const { brand, name, metal, price } = random.pick(NECKLACES);
    const length = random.pick(['16', '18', '20', '22']);
    return {
      title: `${brand === 'Unbranded' ? '' : `${brand} `}${name} ${length}" Jewelry`,
      aspects: aspects({ Brand: brand, Metal: metal, Type: 'Necklace', 'Chain Length': `${length} in` }),
      price,
    };
  },
};

/** The shoes, clothing and jewelry kinds of the seeded catalog. */
export const APPAREL_KINDS: readonly ListingKind[] = [
  shoes('15709', 'Men', MEN_SHOES, 8), // Men's Athletic Shoes
  shoes('95672', 'Women', WOMEN_SHOES, 5), // Women's Athletic Shoes
  jackets,
  jeans,
  dresses,
  tShirts,
  handbags,
  necklaces,
];
