import type { CategoryNode } from './categories.js';
import { US_RULED_LEAF_IDS } from './category-data.js';

// What a leaf category asks of a listing: its aspects (item specifics) and the item conditions it allows. eBay sets
// these per category; the emulator holds them for the 564 US leaves of US_RULED_LEAF_IDS and for its eBay Motors
// selection, one template per branch (a top-level category, or a few leaves and parents with their own), with
// realistic aspect names and values. Every other leaf of the 15 111 has no rules here: it takes no required aspect
// and any of eBay's conditions, and the answers that describe its aspects say they are samples (NO_RULES). Condition
// ids and their Inventory API enum names are eBay's (developer.ebay.com/api-docs/sell/static/metadata/
// condition-id-values.html).

/** One aspect of a category, as Taxonomy's getItemAspectsForCategory describes it. */
export interface AspectRule {
  name: string;
  required: boolean;
  /** `SELECTION_ONLY` aspects take only the listed values; `FREE_TEXT` ones suggest them. */
  mode: 'SELECTION_ONLY' | 'FREE_TEXT';
  values: readonly string[];
  /** Whether the aspect may vary between the items of a multi-variation listing. */
  variation?: boolean;
}

/** What a leaf category requires and allows. */
export interface CategoryRules {
  aspects: readonly AspectRule[];
  /** Allowed condition ids, e.g. `'1000'`; empty when the category takes no condition. */
  conditionIds: readonly string[];
  conditionRequired: boolean;
}

/** eBay's item condition ids with their Inventory API enum value and display name. */
export const CONDITIONS: readonly { id: string; enum: string; name: string }[] = [
  { id: '1000', enum: 'NEW', name: 'New' },
  { id: '1500', enum: 'NEW_OTHER', name: 'New other (see details)' },
  { id: '1750', enum: 'NEW_WITH_DEFECTS', name: 'New with defects' },
  { id: '2000', enum: 'CERTIFIED_REFURBISHED', name: 'Certified - Refurbished' },
  { id: '2010', enum: 'EXCELLENT_REFURBISHED', name: 'Excellent - Refurbished' },
  { id: '2020', enum: 'VERY_GOOD_REFURBISHED', name: 'Very Good - Refurbished' },
  { id: '2030', enum: 'GOOD_REFURBISHED', name: 'Good - Refurbished' },
  { id: '2500', enum: 'SELLER_REFURBISHED', name: 'Seller refurbished' },
  { id: '2750', enum: 'LIKE_NEW', name: 'Like New' },
  { id: '2990', enum: 'PRE_OWNED_EXCELLENT', name: 'Pre-owned - Excellent' },
  { id: '3000', enum: 'USED_EXCELLENT', name: 'Used' },
  { id: '3010', enum: 'PRE_OWNED_FAIR', name: 'Pre-owned - Fair' },
  { id: '4000', enum: 'USED_VERY_GOOD', name: 'Very Good' },
  { id: '5000', enum: 'USED_GOOD', name: 'Good' },
  { id: '6000', enum: 'USED_ACCEPTABLE', name: 'Acceptable' },
  { id: '7000', enum: 'FOR_PARTS_OR_NOT_WORKING', name: 'For parts or not working' },
];

const byEnum = new Map(CONDITIONS.map((c) => [c.enum, c]));
const byConditionId = new Map(CONDITIONS.map((c) => [c.id, c]));

/** The condition id of an Inventory API enum value (`MANUFACTURER_REFURBISHED` is eBay's retired alias of 2000). */
export function conditionIdOf(value: string): string | undefined {
  return value === 'MANUFACTURER_REFURBISHED' ? '2000' : byEnum.get(value)?.id;
}

/** The condition with this id. */
export function conditionById(id: string): { id: string; enum: string; name: string } | undefined {
  return byConditionId.get(id);
}

const req = (name: string, values: string[], mode: AspectRule['mode'] = 'FREE_TEXT'): AspectRule => ({
  name,
  required: true,
  mode,
  values,
});
const opt = (name: string, values: string[], mode: AspectRule['mode'] = 'FREE_TEXT'): AspectRule => ({
  name,
  required: false,
  mode,
  values,
});
const color = opt('Color', ['Black', 'White', 'Blue', 'Red', 'Gray', 'Silver', 'Green', 'Brown', 'Multicolor']);
const NEW_USED = ['1000', '3000'];
const ELECTRONICS = ['1000', '1500', '2000', '2010', '2020', '2030', '2500', '3000', '7000'];
const GOODS = ['1000', '1500', '1750', '2500', '3000', '7000'];
const MEDIA = ['1000', '2750', '4000', '5000', '6000'];
const APPAREL = ['1000', '1500', '1750', '2990', '3000', '3010'];

const rules = (aspects: AspectRule[], conditionIds: string[], conditionRequired = true): CategoryRules => ({
  aspects,
  conditionIds,
  conditionRequired,
});

const APPAREL_RULES = rules(
  [
    req('Brand', ['Nike', 'Adidas', "Levi's", 'Ralph Lauren', 'The North Face', 'Patagonia', 'Unbranded']),
    req('Size', ['XS', 'S', 'M', 'L', 'XL', 'XXL']),
    req('Department', ['Men', 'Women', 'Unisex Adults'], 'SELECTION_ONLY'),
    req('Type', ['Jacket', 'Coat', 'Jeans', 'Pants', 'Sweater', 'Dress', 'Top']),
    { ...color, variation: true },
    opt('Style', ['Casual', 'Athletic', 'Classic', 'Vintage']),
    opt('Material', ['Cotton', 'Polyester', 'Wool', 'Denim', 'Leather']),
  ],
  APPAREL,
);

/** Templates by category id: a leaf's own, else its nearest ancestor's (down to the top level). */
const TEMPLATES: Readonly<Record<string, CategoryRules>> = {
  // Clothing, Shoes & Accessories; Men's Shoes; Women's Bags & Handbags.
  '11450': APPAREL_RULES,
  '93427': rules(
    [
      req('Brand', ['Nike', 'Adidas', 'New Balance', 'ASICS', 'Puma', 'Converse', 'Vans']),
      req('US Shoe Size', ['7', '8', '8.5', '9', '9.5', '10', '10.5', '11', '12', '13']),
      req('Department', ['Men', 'Unisex Adults'], 'SELECTION_ONLY'),
      req('Type', ['Athletic', 'Sneaker', 'Boot', 'Casual', 'Dress']),
      { ...color, variation: true },
      opt('Style', ['Running Shoe', 'Basketball Shoe', 'Trainer', 'Loafer', 'Oxford']),
      opt('Model', ['Air Max 90', 'Ultraboost', '990v6', 'Gel-Kayano']),
    ],
    APPAREL,
  ),
  '169291': rules(
    [
      req('Brand', ['Coach', 'Michael Kors', 'Kate Spade', 'Louis Vuitton', 'Unbranded']),
      req('Department', ['Women'], 'SELECTION_ONLY'),
      req('Style', ['Tote', 'Crossbody', 'Shoulder Bag', 'Backpack', 'Clutch']),
      color,
      opt('Exterior Material', ['Leather', 'Canvas', 'Nylon']),
    ],
    APPAREL,
  ),
  // Cell Phones & Accessories; Cell Phones & Smartphones.
  '15032': rules(
    [
      req('Brand', ['Apple', 'Samsung', 'Google', 'Anker', 'OtterBox', 'Unbranded']),
      req('Type', ['Case', 'Screen Protector', 'Charger', 'Cable', 'Adapter']),
      opt('Compatible Brand', ['For Apple', 'For Samsung', 'For Google']),
      opt('Compatible Model', ['For iPhone 15', 'For iPhone 14', 'For Galaxy S24', 'For Pixel 8']),
      color,
    ],
    ['1000', '1500', '3000', '7000'],
  ),
  '9355': rules(
    [
      req('Brand', ['Apple', 'Samsung', 'Google', 'Motorola', 'OnePlus']),
      req('Model', ['Apple iPhone 15', 'Apple iPhone 14', 'Samsung Galaxy S24', 'Google Pixel 8']),
      { ...opt('Storage Capacity', ['64 GB', '128 GB', '256 GB', '512 GB', '1 TB']), variation: true },
      { ...color, variation: true },
      opt('Network', ['Unlocked', 'AT&T', 'Verizon', 'T-Mobile']),
      opt('Operating System', ['iOS', 'Android'], 'SELECTION_ONLY'),
    ],
    ELECTRONICS,
  ),
  // Computers/Tablets & Networking.
  '58058': rules(
    [
      req('Brand', ['Apple', 'Dell', 'HP', 'Lenovo', 'ASUS', 'Microsoft', 'Netgear', 'TP-Link']),
      opt('Model', ['MacBook Air', 'XPS 13', 'ThinkPad X1 Carbon', 'iPad Air', 'Surface Pro']),
      opt('Type', ['Laptop', 'Tablet', 'Router', 'Adapter']),
      opt('Processor', ['Apple M2', 'Intel Core i5', 'Intel Core i7', 'AMD Ryzen 7']),
      opt('RAM Size', ['8 GB', '16 GB', '32 GB']),
      opt('Storage Capacity', ['256 GB', '512 GB', '1 TB']),
      opt('Screen Size', ['11 in', '13.3 in', '14 in', '15.6 in']),
      opt('Operating System', ['macOS', 'Windows 11', 'iPadOS', 'Android', 'ChromeOS']),
    ],
    ELECTRONICS,
  ),
  // Consumer Electronics; Cameras & Photo; Video Game Consoles.
  '293': rules(
    [
      req('Brand', ['Sony', 'Bose', 'Apple', 'Samsung', 'JBL', 'Sennheiser', 'Garmin']),
      opt('Model', ['WH-1000XM5', 'QuietComfort 45', 'AirPods Pro', 'Galaxy Buds2']),
      opt('Type', ['Over-Ear', 'In-Ear (Earbud)', 'On-Ear', 'Streaming Media Player']),
      opt('Connectivity', ['Bluetooth', 'Wired', 'Wireless']),
      color,
    ],
    ['1000', '1500', '2500', '3000', '7000'],
  ),
  '625': rules(
    [
      req('Brand', ['Canon', 'Nikon', 'Sony', 'Fujifilm', 'DJI', 'GoPro', 'Olympus']),
      opt('Model', ['EOS R6', 'Z6 II', 'Alpha a7 IV', 'X-T5', 'Mini 4 Pro']),
      opt('Type', ['Mirrorless', 'Digital SLR', 'Point & Shoot', 'Drone']),
      opt('Series', ['Canon EOS', 'Nikon Z', 'Sony Alpha', 'DJI Mini']),
      color,
    ],
    ['1000', '1500', '2500', '3000', '7000'],
  ),
  '139971': rules(
    [
      req('Brand', ['Sony', 'Microsoft', 'Nintendo']),
      req('Model', ['Sony PlayStation 5', 'Microsoft Xbox Series X', 'Nintendo Switch']),
      opt('Platform', ['Sony PlayStation 5', 'Microsoft Xbox Series X|S', 'Nintendo Switch']),
      opt('Storage Capacity', ['512 GB', '825 GB', '1 TB']),
      color,
    ],
    ELECTRONICS,
  ),
  '139973': rules(
    [
      req('Game Name', ['The Legend of Zelda: Tears of the Kingdom', 'Elden Ring', 'Halo Infinite']),
      req('Platform', ['Nintendo Switch', 'Sony PlayStation 5', 'Microsoft Xbox Series X|S']),
      opt('Rating', ['E - Everyone', 'T - Teen', 'M - Mature 17+'], 'SELECTION_ONLY'),
      opt('Genre', ['Action', 'Adventure', 'Role Playing', 'Shooter']),
    ],
    MEDIA,
  ),
  '1249': rules([req('Brand', ['Sony', 'Microsoft', 'Nintendo']), opt('Platform', ['Nintendo Switch'])], NEW_USED),
  // Home & Garden; Lamps.
  '11700': rules(
    [
      req('Brand', ['IKEA', 'KitchenAid', 'Pottery Barn', 'DEWALT', 'Black+Decker', 'Unbranded']),
      opt('Type', ['Decor', 'Tool', 'Appliance', 'Furniture']),
      color,
      opt('Material', ['Wood', 'Metal', 'Glass', 'Ceramic', 'Plastic']),
      opt('Room', ['Living Room', 'Bedroom', 'Kitchen', 'Office']),
      opt('Style', ['Modern', 'Mid-Century Modern', 'Industrial', 'Farmhouse', 'Traditional']),
    ],
    GOODS,
  ),
  '112581': rules(
    [
      req('Brand', ['IKEA', 'Pottery Barn', 'Tiffany Studios', 'West Elm', 'Unbranded']),
      req('Type', ['Table Lamp', 'Floor Lamp', 'Desk Lamp', 'Bedside Lamp'], 'SELECTION_ONLY'),
      color,
      opt('Material', ['Brass', 'Ceramic', 'Glass', 'Metal', 'Wood']),
      opt('Style', ['Modern', 'Mid-Century Modern', 'Art Deco', 'Tiffany']),
      opt('Number of Lights', ['1', '2', '3']),
    ],
    GOODS,
  ),
  // Toys & Hobbies; Collectibles.
  '220': rules(
    [
      req('Brand', ['LEGO', 'Hasbro', 'Mattel', 'Bandai', 'Unbranded']),
      opt('Character Family', ['Star Wars', 'Harry Potter', 'Marvel', 'Disney']),
      opt('Age Level', ['4-7 Years', '8-11 Years', '12-16 Years', '17 Years & Up']),
      opt('LEGO Set Number', ['75192', '10294', '42115']),
    ],
    ['1000', '1500', '3000'],
  ),
  '1': rules(
    [
      opt('Type', ['Sign', 'Figurine', 'Postcard', 'Pin', 'Comic']),
      opt('Theme', ['Advertising', 'Disney', 'Americana', 'Religion']),
      opt('Original/Licensed Reproduction', ['Original', 'Licensed Reproduction'], 'SELECTION_ONLY'),
    ],
    NEW_USED,
    false,
  ),
  // Sporting Goods; Jewelry & Watches; Wristwatches.
  '888': rules([req('Brand', ['Wilson', 'Nike', 'Callaway', 'Yeti']), opt('Sport', ['Golf', 'Tennis'])], GOODS),
  '281': rules(
    [
      req('Brand', ['Pandora', 'Tiffany & Co.', 'Swarovski', 'Unbranded']),
      opt('Metal', ['Sterling Silver', 'Yellow Gold', 'White Gold']),
      opt('Type', ['Necklace', 'Ring', 'Bracelet']),
    ],
    ['1000', '1500', '1750', '3000', '7000'],
  ),
  '31387': rules(
    [
      req('Brand', ['Rolex', 'Omega', 'Seiko', 'Casio', 'Citizen', 'Timex']),
      req('Type', ['Wristwatch'], 'SELECTION_ONLY'),
      req('Department', ['Men', 'Women', 'Unisex Adults'], 'SELECTION_ONLY'),
      opt('Model', ['Submariner', 'Speedmaster', 'Prospex', 'G-Shock']),
      opt('Movement', ['Automatic', 'Quartz', 'Mechanical (Hand-winding)']),
      opt('Case Material', ['Stainless Steel', 'Titanium', 'Gold']),
      opt('Band Material', ['Stainless Steel', 'Leather', 'Rubber']),
    ],
    ['1000', '1500', '1750', '3000', '7000'],
  ),
  // Books & Magazines; Music; Movies & TV.
  '267': rules(
    [
      req('Book Title', ['The Great Gatsby', 'To Kill a Mockingbird', 'Dune']),
      req('Language', ['English', 'Spanish', 'French', 'German']),
      opt('Author', ['F. Scott Fitzgerald', 'Harper Lee', 'Frank Herbert']),
      opt('Format', ['Hardcover', 'Paperback', 'Audiobook']),
      opt('Topic', ['Fiction', 'History', 'Science']),
    ],
    MEDIA,
  ),
  '11233': rules(
    [
      req('Format', ['CD', 'Record', 'Cassette'], 'SELECTION_ONLY'),
      opt('Artist', ['The Beatles', 'Taylor Swift', 'Miles Davis']),
      opt('Release Title', ['Abbey Road', '1989', 'Kind of Blue']),
      opt('Genre', ['Rock', 'Pop', 'Jazz', 'Classical']),
    ],
    MEDIA,
  ),
  '11232': rules([req('Format', ['DVD', 'Blu-ray', '4K UHD'], 'SELECTION_ONLY'), opt('Genre', ['Drama'])], MEDIA),
  // Health & Beauty; Musical Instruments & Gear; Everything Else.
  '26395': rules(
    [
      req('Brand', ['Neutrogena', "L'Oréal", 'CeraVe', 'Banana Boat', 'Unbranded']),
      opt('Type', ['Sunscreen', 'Lotion', 'Tanning Oil']),
      opt('Volume', ['3 fl oz', '6 fl oz', '8 fl oz']),
    ],
    ['1000', '1500', '3000'],
  ),
  '619': rules(
    [
      req('Brand', ['Fender', 'Gibson', 'Yamaha', 'Ibanez', 'Martin', 'Taylor']),
      opt('Model', ['Stratocaster', 'Les Paul', 'Telecaster', 'D-28']),
      opt('Type', ['Electric Guitar', 'Acoustic Guitar', 'Bass Guitar', 'Amplifier']),
      opt('Body Color', ['Sunburst', 'Black', 'Natural', 'White']),
      opt('Dexterity', ['Right-Handed', 'Left-Handed'], 'SELECTION_ONLY'),
      opt('String Configuration', ['6 String', '12 String', '4 String']),
    ],
    ['1000', '1500', '2500', '3000', '7000'],
  ),
  '99': rules([opt('Type', ['Other'])], NEW_USED, false),
  // eBay Motors (tree 100): Parts & Accessories.
  '6000': rules(
    [
      req('Brand', ['Bosch', 'ACDelco', 'Motorcraft', 'Denso', 'Brembo', 'Unbranded']),
      req('Manufacturer Part Number', ['Does Not Apply']),
      opt('Placement on Vehicle', ['Front', 'Rear', 'Left', 'Right']),
      opt('Warranty', ['1 Year', '2 Year', 'Lifetime', 'No Warranty']),
    ],
    ['1000', '2500', '3000', '7000'],
  ),
};

// Branches without a template of their own: antiques, art, real estate and the like take no condition.
const CONDITIONLESS = new Set(['20081', '550', '10542', '316', '1305', '3252', '172008']);
const DEFAULT_RULES = rules([opt('Type', ['Other'])], NEW_USED, false);
const NO_CONDITION = rules([opt('Type', ['Other'])], [], false);

/**
 * What a leaf without rules of its own asks: no aspect, not even an optional one (the emulator knows none), and any of
 * eBay's condition ids, none required (eBay documents no restriction that holds for every category).
 */
export const NO_RULES: CategoryRules = {
  aspects: [],
  conditionIds: CONDITIONS.map((c) => c.id),
  conditionRequired: false,
};

/** The aspects and conditions the emulator holds for a leaf category, or undefined where it holds none. */
export function categoryRules(node: CategoryNode): CategoryRules | undefined {
  if (!node.leaf || (node.treeId === '0' && !US_RULED_LEAF_IDS.has(node.id))) return undefined;
  for (let i = node.path.length - 1; i >= 0; i--) {
    const template = TEMPLATES[(node.path[i] as CategoryNode).id];
    if (template) return template;
  }
  return CONDITIONLESS.has(node.topId) ? NO_CONDITION : DEFAULT_RULES;
}

/** The rules a listing in this leaf follows: its own, else NO_RULES. */
export function listingRulesOf(node: CategoryNode): CategoryRules {
  return categoryRules(node) ?? NO_RULES;
}
