import type { SeededRandom } from '../../../random.js';
import { aspects, COLORS, GOODS_CONDITIONS, MEDIA_CONDITIONS, models, type ListingKind, type Model } from './kind.js';

// Seeded listings of electronics: phones, laptops, tablets, cameras and lenses, headphones, watches, video games.

const PHONES: Model[] = [
  ...models('Apple', ['iPhone 12', 329], ['iPhone 13', 429], ['iPhone 14', 529], ['iPhone 15 Pro', 849]),
  ...models('Samsung', ['Galaxy S22', 329], ['Galaxy S23', 479], ['Galaxy A54 5G', 229]),
  ...models('Google', ['Pixel 7', 299], ['Pixel 8', 449]),
  ...models('Motorola', ['Moto G Power', 129]),
];
const NETWORKS = ['Unlocked', 'Unlocked', 'Verizon', 'AT&T', 'T-Mobile'];

const phones: ListingKind = {
  categoryId: '9355', // Cell Phones & Smartphones
  weight: 10,
  conditions: GOODS_CONDITIONS,
  make(random: SeededRandom, used: boolean) {
    const { brand, model, price } = random.pick(PHONES);
    const storage = random.pick([64, 128, 256]);
    const color = random.pick(COLORS);
    const network = random.pick(NETWORKS);
    // Lots of phones sold for parts are a kind of listing of their own on eBay.
    const lot = used && random.next() < 0.2 ? random.int(2, 5) : 0;
    const title = lot
      ? `Lot of ${lot} ${brand} ${model} Phones ${storage}GB For Parts or Repair`
      : `${brand} ${model} ${storage}GB ${color} ${network} Smartphone`;
    const os = brand === 'Apple' ? 'iOS' : 'Android';
    return {
      title,
      aspects: aspects({
        Brand: brand,
        Model: `${brand} ${model}`,
        'Storage Capacity': `${storage} GB`,
        Color: color,
        Network: network,
        'Operating System': os,
      }),
      price: (price + (storage - 64) * 0.8) * (lot || 1),
    };
  },
};

const LAPTOPS: Model[] = [
  ...models('Dell', ['XPS 13 9310', 749], ['Inspiron 15 3520', 429], ['Latitude 5420', 389]),
  ...models('HP', ['Pavilion 15', 499], ['EliteBook 840 G8', 459]),
  ...models('Lenovo', ['ThinkPad T14 Gen 2', 529], ['IdeaPad 5 14', 479]),
  ...models('ASUS', ['ZenBook 14', 649]),
  ...models('Acer', ['Aspire 5', 399]),
];
const CPUS = ['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5', 'AMD Ryzen 7'];

const laptops: ListingKind = {
  categoryId: '177', // PC Laptops & Netbooks
  weight: 7,
  conditions: { new: ['1000', '1500'], used: ['3000', '7000'] },
  make(random, used) {
    const { brand, model, price } = random.pick(LAPTOPS);
    const cpu = random.pick(CPUS);
    const ram = random.pick([8, 16, 32]);
    const ssd = random.pick([256, 512, 1024]);
    const storage = ssd === 1024 ? '1 TB' : `${ssd} GB`;
    const screen = random.pick(['13.3', '14', '15.6']);
    return {
      title: `${brand} ${model} ${screen}" Laptop ${cpu} ${ram}GB RAM ${storage.replace(' ', '')} SSD${used ? '' : ' Windows 11'}`,
      aspects: aspects({
        Brand: brand,
        Model: model,
        Type: 'Laptop',
        Processor: cpu,
        'RAM Size': `${ram} GB`,
        'SSD Capacity': storage,
        'Screen Size': `${screen} in`,
        'Operating System': 'Windows 11',
      }),
      price: price + (ram - 8) * 6 + (ssd - 256) * 0.15,
    };
  },
};

const MACBOOKS = models('Apple', ['MacBook Air M1', 599], ['MacBook Air M2', 849], ['MacBook Pro 14 M3', 1399]);

const macbooks: ListingKind = {
  categoryId: '111422', // Apple Laptops
  weight: 3,
  conditions: laptops.conditions,
  make(random) {
    const { brand, model, price } = random.pick(MACBOOKS);
    const ssd = random.pick([256, 512]);
    const color = random.pick(['Space Gray', 'Silver', 'Midnight', 'Starlight']);
    return {
      title: `${brand} ${model} ${ssd}GB SSD 8GB RAM ${color} Laptop`,
      aspects: aspects({ Brand: brand, Model: model, Type: 'Laptop', 'SSD Capacity': `${ssd} GB`, Color: color }),
      price: price + (ssd - 256) * 0.6,
    };
  },
};

const TABLETS: Model[] = [
  ...models('Apple', ['iPad 9th Gen', 249], ['iPad Air 5th Gen', 479], ['iPad Pro 11 4th Gen', 699]),
  ...models('Samsung', ['Galaxy Tab S8', 449], ['Galaxy Tab A8', 159]),
  ...models('Amazon', ['Fire HD 10', 99]),
  ...models('Microsoft', ['Surface Pro 8', 599]),
];

const tablets: ListingKind = {
  categoryId: '171485', // Tablets & eBook Readers
  weight: 5,
  conditions: GOODS_CONDITIONS,
  make(random) {
    const { brand, model, price } = random.pick(TABLETS);
    const storage = random.pick([64, 128, 256]);
    const color = random.pick(['Space Gray', 'Silver', 'Black', 'Blue']);
    return {
      title: `${brand} ${model} ${storage}GB Wi-Fi ${color} Tablet`,
      aspects: aspects({ Brand: brand, Model: model, 'Storage Capacity': `${storage} GB`, Color: color }),
      price: price + (storage - 64) * 0.7,
    };
  },
};

const CAMERAS: Model[] = [
  ...models('Canon', ['EOS R6', 1499], ['EOS Rebel T7', 399], ['EOS 90D', 899]),
  ...models('Nikon', ['Z6 II', 1299], ['D3500', 349], ['Z50', 649]),
  ...models('Sony', ['Alpha a7 III', 1299], ['Alpha a6400', 749], ['Cyber-shot RX100 VII', 999]),
  ...models('Fujifilm', ['X-T4', 1199], ['X100V', 1399]),
];

const cameras: ListingKind = {
  categoryId: '31388', // Digital Cameras
  weight: 6,
  conditions: GOODS_CONDITIONS,
  make(random) {
    const { brand, model, price } = random.pick(CAMERAS);
    const kit = random.next() < 0.4;
    const type = /Cyber-shot|X100/.test(model)
      ? 'Point & Shoot'
      : /D3500|Rebel|90D/.test(model)
        ? 'Digital SLR'
        : 'Mirrorless';
    return {
      title: `${brand} ${model} ${type === 'Point & Shoot' ? 'Compact' : type} Digital Camera ${kit ? 'with Kit Lens' : 'Body Only'}`,
      aspects: aspects({ Brand: brand, Model: model, Type: type, Color: 'Black' }),
      price: price + (kit ? 150 : 0),
    };
  },
};

const LENSES: Model[] = [
  ...models('Canon', ['EF 50mm f/1.8 STM', 125], ['RF 24-105mm f/4L IS USM', 999]),
  ...models('Nikon', ['AF-S 35mm f/1.8G DX', 179], ['Z 24-70mm f/4 S', 799]),
  ...models('Sony', ['FE 85mm f/1.8', 549], ['E 18-135mm f/3.5-5.6 OSS', 499]),
  ...models('Sigma', ['18-35mm f/1.8 DC HSM Art', 649]),
  ...models('Tamron', ['28-75mm f/2.8 Di III RXD', 699]),
];
const MOUNTS: Record<string, string> = {
  Canon: 'Canon',
  Nikon: 'Nikon',
  Sony: 'Sony E',
  Sigma: 'Canon EF',
  Tamron: 'Sony E',
};

const lenses: ListingKind = {
  categoryId: '3323', // Lenses & Filters > Lenses
  weight: 4,
  conditions: GOODS_CONDITIONS,
  make(random) {
    const { brand, model, price } = random.pick(LENSES);
    const mount = MOUNTS[brand] ?? brand;
    return {
      title: `${brand} ${model} Camera Lens for ${mount} Mount`,
      aspects: aspects({ Brand: brand, Model: model, Mount: mount, Type: 'Camera Lens' }),
      price,
    };
  },
};

const HEADPHONES: Model[] = [
  ...models('Sony', ['WH-1000XM5', 349], ['WH-CH520', 49]),
  ...models('Bose', ['QuietComfort 45', 279], ['QuietComfort Earbuds II', 229]),
  ...models('Apple', ['AirPods Pro 2nd Generation', 199], ['AirPods Max', 479]),
  ...models('Beats', ['Studio3 Wireless', 179]),
  ...models('Sennheiser', ['HD 600', 329]),
  ...models('JBL', ['Tune 510BT', 39]),
];

const headphones: ListingKind = {
  categoryId: '112529', // Headphones
  weight: 6,
  conditions: GOODS_CONDITIONS,
  make(random) {
    const { brand, model, price } = random.pick(HEADPHONES);
    const inEar = /AirPods Pro|Earbuds/.test(model);
    const wired = model === 'HD 600';
    const color = random.pick(['Black', 'White', 'Silver', 'Blue']);
    const kind = inEar ? 'Earbuds' : wired ? 'Wired Over-Ear Headphones' : 'Wireless Headphones';
    return {
      title: `${brand} ${model} ${kind} ${color}`,
      aspects: aspects({
        Brand: brand,
        Model: model,
        Type: inEar ? 'In-Ear (Earbud)' : 'Over-Ear',
        Connectivity: wired ? 'Wired' : 'Bluetooth',
        Color: color,
      }),
      price,
    };
  },
};

const WATCHES: Model[] = [
  ...models('Seiko', ['5 Sports SRPD55', 229], ['Prospex SPB143', 1099]),
  ...models('Casio', ['G-Shock DW5600E', 59], ['Edifice EFR-526', 119]),
  ...models('Citizen', ['Eco-Drive BM8180', 149]),
  ...models('Timex', ['Weekender 38mm', 45]),
  ...models('Omega', ['Seamaster Diver 300M', 4899]),
  ...models('Rolex', ['Datejust 36', 8999]),
];
const MOVEMENTS: Record<string, string> = { Seiko: 'Automatic', Omega: 'Automatic', Rolex: 'Automatic' };

const watches: ListingKind = {
  categoryId: '31387', // Wristwatches
  weight: 6,
  conditions: { new: ['1000', '1500'], used: ['3000', '7000'] },
  make(random) {
    const { brand, model, price } = random.pick(WATCHES);
    const department = random.next() < 0.75 ? 'Men' : 'Women';
    const movement = MOVEMENTS[brand] ?? 'Quartz';
    const band = random.pick(['Stainless Steel', 'Leather', 'Rubber']);
    return {
      title: `${brand} ${model} ${department === 'Men' ? "Men's" : "Women's"} ${movement} Watch ${band} Band`,
      aspects: aspects({
        Brand: brand,
        Model: model,
        Type: 'Wristwatch',
        Department: department,
        Movement: movement,
        'Band Material': band,
      }),
      price,
    };
  },
};

const SMART_WATCHES: Model[] = [
  ...models('Apple', ['Watch Series 8 45mm GPS', 279], ['Watch SE 2nd Gen 40mm', 179]),
  ...models('Samsung', ['Galaxy Watch5 44mm', 199]),
  ...models('Garmin', ['Forerunner 255', 249]),
  ...models('Fitbit', ['Versa 4', 149]),
];

const smartWatches: ListingKind = {
  categoryId: '178893', // Smart Watches
  weight: 3,
  conditions: GOODS_CONDITIONS,
  make(random) {
    const { brand, model, price } = random.pick(SMART_WATCHES);
    const color = random.pick(['Black', 'Silver', 'Midnight', 'Pink']);
    return {
      title: `${brand} ${model} Smart Watch ${color} Fitness Tracker`,
      aspects: aspects({ Brand: brand, Model: model, Type: 'Smartwatch', Color: color }),
      price,
    };
  },
};

const GAMES: { game: string; platform: string; rating: string; price: number }[] = [
  { game: 'The Legend of Zelda: Tears of the Kingdom', platform: 'Nintendo Switch', rating: 'E - Everyone', price: 49 },
  { game: 'Mario Kart 8 Deluxe', platform: 'Nintendo Switch', rating: 'E - Everyone', price: 44 },
  { game: 'Elden Ring', platform: 'Sony PlayStation 5', rating: 'M - Mature 17+', price: 39 },
  { game: "Marvel's Spider-Man 2", platform: 'Sony PlayStation 5', rating: 'T - Teen', price: 49 },
  { game: 'Halo Infinite', platform: 'Microsoft Xbox Series X', rating: 'M - Mature 17+', price: 24 },
  { game: 'Forza Horizon 5', platform: 'Microsoft Xbox Series X', rating: 'E - Everyone', price: 29 },
];

const videoGames: ListingKind = {
  categoryId: '139973', // Video Games
  weight: 6,
  conditions: MEDIA_CONDITIONS,
  make(random, used) {
    const { game, platform, rating, price } = random.pick(GAMES);
    return {
      title: `${game} (${platform}) Video Game${used ? ' Tested' : ' Brand New Sealed'}`,
      aspects: aspects({ 'Game Name': game, Platform: platform, Rating: rating }),
      price,
    };
  },
};

const CONSOLES: Model[] = [
  ...models('Sony', ['PlayStation 5 Disc Edition 825GB', 449], ['PlayStation 4 Pro 1TB', 249]),
  ...models('Microsoft', ['Xbox Series X 1TB', 449], ['Xbox Series S 512GB', 259]),
  ...models('Nintendo', ['Switch OLED Model', 329], ['Switch Lite', 179]),
];

const consoles: ListingKind = {
  categoryId: '139971', // Video Game Consoles
  weight: 4,
  conditions: GOODS_CONDITIONS,
  make(random) {
    const { brand, model, price } = random.pick(CONSOLES);
    const color = random.pick(['White', 'Black']);
    return {
      title: `${brand} ${model} Video Game Console ${color} with Controller`,
      aspects: aspects({ Brand: brand, Model: `${brand} ${model}`, Color: color }),
      price,
    };
  },
};

/** The electronics kinds of the seeded catalog. */
export const ELECTRONICS_KINDS: readonly ListingKind[] = [
  phones,
  laptops,
  macbooks,
  tablets,
  cameras,
  lenses,
  headphones,
  watches,
  smartWatches,
  videoGames,
  consoles,
];
