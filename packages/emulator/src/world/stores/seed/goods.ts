import { aspects, GOODS_CONDITIONS, MEDIA_CONDITIONS, models, type ListingKind, type Model } from './kind.js';

// Seeded listings of toys, home and garden, tools, sporting goods, books and collectibles.

const LEGO_SETS: { theme: string; name: string; number: string; price: number }[] = [
  { theme: 'Star Wars', name: 'Millennium Falcon', number: '75257', price: 169 },
  { theme: 'Technic', name: 'Bugatti Chiron', number: '42083', price: 449 },
  { theme: 'Creator Expert', name: 'Ford Mustang', number: '10265', price: 169 },
  { theme: 'City', name: 'Police Station', number: '60316', price: 99 },
  { theme: 'Harry Potter', name: 'Hogwarts Castle', number: '71043', price: 469 },
  { theme: 'Ideas', name: 'Tree House', number: '21318', price: 249 },
];

const lego: ListingKind = {
  categoryId: '19006', // LEGO Complete Sets & Packs
  weight: 5,
  conditions: { new: ['1000', '1500'], used: ['3000'] },
  make(random, used) {
    const { theme, name, number, price } = random.pick(LEGO_SETS);
    return {
      title: `LEGO ${theme} ${name} ${number} Building Toy Set ${used ? 'Complete w/ Manual' : 'New Sealed'}`,
      aspects: aspects({ Brand: 'LEGO', 'LEGO Theme': theme, 'LEGO Set Number': number, 'LEGO Set Name': name }),
      price,
    };
  },
};

const FIGURES: { brand: string; line: string; character: string; price: number }[] = [
  { brand: 'Hasbro', line: 'Marvel Legends', character: 'Spider-Man', price: 24 },
  { brand: 'Hasbro', line: 'Star Wars The Black Series', character: 'Boba Fett', price: 27 },
  { brand: 'McFarlane Toys', line: 'DC Multiverse', character: 'Batman', price: 22 },
  { brand: 'Mattel', line: 'WWE Elite Collection', character: 'John Cena', price: 25 },
  { brand: 'Bandai', line: 'S.H. Figuarts', character: 'Goku', price: 59 },
];

const actionFigures: ListingKind = {
  categoryId: '261068', // Action Figures
  weight: 4,
  conditions: GOODS_CONDITIONS,
  make(random, used) {
    const { brand, line, character, price } = random.pick(FIGURES);
    const lot = used && random.next() < 0.3 ? random.int(3, 8) : 0;
    return {
      title: lot ? `Lot of ${lot} ${line} Action Figures Kids Toys` : `${brand} ${line} ${character} 6" Action Figure`,
      aspects: aspects({ Brand: brand, Franchise: line, Character: character, Type: 'Action Figure' }),
      price: price * (lot || 1),
    };
  },
};

const LAMPS: { brand: string; name: string; type: string; price: number }[] = [
  { brand: 'IKEA', name: 'Hektar Floor Lamp', type: 'Floor Lamp', price: 79 },
  { brand: 'Pottery Barn', name: 'Ceramic Table Lamp', type: 'Table Lamp', price: 149 },
  { brand: 'West Elm', name: 'Mid-Century Brass Desk Lamp', type: 'Desk Lamp', price: 129 },
  { brand: 'Unbranded', name: 'Tiffany Style Stained Glass Table Lamp', type: 'Table Lamp', price: 89 },
];

const lamps: ListingKind = {
  categoryId: '112581', // Lamps
  weight: 3,
  conditions: GOODS_CONDITIONS,
  make(random) {
    const { brand, name, type, price } = random.pick(LAMPS);
    const color = random.pick(['Black', 'White', 'Bronze', 'Gold']);
    return {
      title: `${brand === 'Unbranded' ? '' : `${brand} `}${name} ${color} Home Decor`,
      aspects: aspects({ Brand: brand, Type: type, Color: color }),
      price,
    };
  },
};

const DRILLS: Model[] = [
  ...models('DEWALT', ['DCD791 20V MAX', 159]),
  ...models('Milwaukee', ['M18 FUEL 2903-20', 179]),
  ...models('Makita', ['XFD131 18V LXT', 149]),
  ...models('Ryobi', ['ONE+ P215 18V', 69]),
  ...models('Bosch', ['GSR12V-300 12V', 119]),
];

const drills: ListingKind = {
  categoryId: '184655', // Power Tools > Cordless Drills
  weight: 4,
  conditions: GOODS_CONDITIONS,
  make(random) {
    const { brand, model, price } = random.pick(DRILLS);
    const kit = random.next() < 0.5;
    return {
      title: `${brand} ${model} Cordless Drill Driver ${kit ? 'Kit w/ 2 Batteries' : 'Tool Only'}`,
      aspects: aspects({ Brand: brand, Model: model, 'Power Source': 'Battery', Type: 'Drill/Driver' }),
      price: price + (kit ? 80 : 0),
    };
  },
};

const CLUBS: { brand: string; model: string; club: string; price: number }[] = [
  { brand: 'TaylorMade', model: 'Stealth 2', club: 'Driver 10.5°', price: 449 },
  { brand: 'Callaway', model: 'Paradym', club: 'Iron Set 5-PW', price: 1099 },
  { brand: 'Titleist', model: 'Vokey SM9', club: '56° Wedge', price: 179 },
  { brand: 'Ping', model: 'G425 Max', club: 'Driver 9°', price: 379 },
  { brand: 'Odyssey', model: 'White Hot OG', club: 'Putter 34"', price: 199 },
];

const golfClubs: ListingKind = {
  categoryId: '115280', // Golf Clubs
  weight: 3,
  conditions: GOODS_CONDITIONS,
  make(random) {
    const { brand, model, club, price } = random.pick(CLUBS);
    const flex = random.pick(['Regular', 'Stiff']);
    return {
      title: `${brand} ${model} ${club} ${flex} Flex Right Handed Golf Club`,
      aspects: aspects({ Brand: brand, Model: model, Flex: flex, Dexterity: 'Right-Handed', Sport: 'Golf' }),
      price,
    };
  },
};

const BIKES: Model[] = [
  ...models('Trek', ['Marlin 5', 699], ['FX 2 Disc', 849]),
  ...models('Specialized', ['Rockhopper Sport', 849]),
  ...models('Cannondale', ['Trail 7', 599]),
  ...models('Schwinn', ['Sidewinder', 279]),
];

const bicycles: ListingKind = {
  categoryId: '177831', // Cycling > Bicycles
  weight: 2,
  conditions: GOODS_CONDITIONS,
  make(random) {
    const { brand, model, price } = random.pick(BIKES);
    const frame = random.pick(['S', 'M', 'L']);
    return {
      title: `${brand} ${model} Mountain Bike Bicycle ${frame} Frame Sporting Goods`,
      aspects: aspects({ Brand: brand, Model: model, 'Frame Size': frame, Type: 'Mountain Bike' }),
      price,
    };
  },
};

const BOOKS: { title: string; author: string; price: number }[] = [
  { title: 'Dune', author: 'Frank Herbert', price: 12 },
  { title: 'The Great Gatsby', author: 'F. Scott Fitzgerald', price: 9 },
  { title: 'To Kill a Mockingbird', author: 'Harper Lee', price: 10 },
  { title: 'Atomic Habits', author: 'James Clear', price: 16 },
  { title: 'The Hobbit', author: 'J.R.R. Tolkien', price: 11 },
  { title: 'Where the Crawdads Sing', author: 'Delia Owens', price: 10 },
];

const books: ListingKind = {
  categoryId: '261186', // Books & Magazines > Books
  weight: 5,
  conditions: MEDIA_CONDITIONS,
  make(random) {
    const { title, author, price } = random.pick(BOOKS);
    const format = random.pick(['Paperback', 'Hardcover']);
    return {
      title: `${title} by ${author} (${format}) Book`,
      aspects: aspects({ 'Book Title': title, Author: author, Format: format, Language: 'English' }),
      price: price + (format === 'Hardcover' ? 8 : 0),
    };
  },
};

const CARDS: { year: string; set: string; subject: string; price: number }[] = [
  { year: '2018', set: 'Topps Update', subject: 'Shohei Ohtani Rookie', price: 89 },
  { year: '2003', set: 'Upper Deck', subject: 'LeBron James Rookie', price: 399 },
  { year: '2017', set: 'Panini Prizm', subject: 'Patrick Mahomes Rookie', price: 249 },
  { year: '2011', set: 'Topps Update', subject: 'Mike Trout Rookie', price: 199 },
];

const sportsCards: ListingKind = {
  categoryId: '261328', // Sports Trading Cards > Trading Card Singles
  weight: 4,
  conditions: { new: ['1000'], used: ['3000'] },
  make(random) {
    const { year, set, subject, price } = random.pick(CARDS);
    const grade = random.pick(['', 'PSA 8', 'PSA 9', 'PSA 10']);
    return {
      title: `${year} ${set} ${subject} Card${grade ? ` ${grade}` : ''} Collectible`,
      aspects: aspects({ Manufacturer: set.split(' ')[0], Season: year, Graded: grade ? 'Yes' : 'No', Grade: grade }),
      price: price * (grade === 'PSA 10' ? 3 : grade ? 1.6 : 1),
    };
  },
};

const POKEMON: { card: string; set: string; price: number }[] = [
  { card: 'Charizard Holo', set: 'Base Set', price: 349 },
  { card: 'Pikachu VMAX', set: 'Vivid Voltage', price: 39 },
  { card: 'Umbreon VMAX Alt Art', set: 'Evolving Skies', price: 299 },
  { card: 'Mewtwo Holo', set: 'Base Set', price: 49 },
];

const pokemonCards: ListingKind = {
  categoryId: '183050', // Non-Sport Trading Cards > Trading Card Singles
  weight: 3,
  conditions: { new: ['1000'], used: ['3000'] },
  make(random) {
    const { card, set, price } = random.pick(POKEMON);
    return {
      title: `Pokemon ${card} ${set} Trading Card Collectible`,
      aspects: aspects({ Game: 'Pokémon TCG', Set: set, 'Card Name': card, Graded: 'No' }),
      price,
    };
  },
};

/** The toys, home, tools, sporting goods, books and collectibles kinds of the seeded catalog. */
export const GOODS_KINDS: readonly ListingKind[] = [
  lego,
  actionFigures,
  lamps,
  drills,
  golfClubs,
  bicycles,
  books,
  sportsCards,
  pokemonCards,
];
