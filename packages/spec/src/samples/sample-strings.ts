import type { SeededRandom } from './random.js';

/** Where a sampled scalar sits: its property name, its siblings' names and the API it answers for. */
export interface ScalarSite {
  /** The property name (for array elements, the array's name made singular: `imageUrls` → `imageUrl`). */
  readonly name: string;
  /** Names of the other properties of the same object (`value` beside `currency` is an amount). */
  readonly siblings: readonly string[];
  /** `<area>.<api>`, e.g. `buy.browse` (Buy APIs write item ids as `v1|<legacy id>|<variation>`). */
  readonly api: string;
  readonly format: string | undefined;
  /** Where links point: the API's base URL and this call's own URL. */
  readonly links: SampleLinks;
}

/** The URLs a sample's links are built from. */
export interface SampleLinks {
  /** e.g. `https://api.ebay.com/sell/inventory/v1`. */
  readonly base: string;
  /** The operation's URL with its path values filled, for `href`. */
  readonly self: string;
}

const DIGITS = '0123456789';
const HEX = '0123456789abcdef';
/** Sample dates fall in 2024 (fixed, so a seed gives the same answer on any day). */
const DATE_BASE = Date.UTC(2024, 0, 1);
const YEAR_SECONDS = 366 * 24 * 3600;

/** `2024-05-17T10:21:33.000Z`. */
export function sampleDate(random: SeededRandom): string {
  return new Date(DATE_BASE + random.int(0, YEAR_SECONDS) * 1000).toISOString();
}

/** `19.99`-style amount, as eBay writes `Amount.value` (a string). */
export function sampleAmount(random: SeededRandom): string {
  return `${random.int(1, 199)}.${String(random.int(0, 99)).padStart(2, '0')}`;
}

function digits(random: SeededRandom, length: number): string {
  return String(random.int(1, 9)) + random.string(length - 1, DIGITS);
}

function uuid(random: SeededRandom): string {
  const hex = (n: number): string => random.string(n, HEX);
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

/** `itemGroup` → `item_group`. */
function snake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** `conditionDescription` → `Sample condition description`. */
function words(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return `Sample ${spaced === '' ? 'value' : spaced}`;
}

type Rule = readonly [RegExp, (random: SeededRandom, site: ScalarSite) => string];

const isAmountSite = (site: ScalarSite): boolean =>
  site.siblings.some((s) => /currency$/i.test(s)) || /(price|amount|converted)/i.test(site.name);

// First match wins; patterns test the property name. Order matters: `timeZoneId` is a zone, not an id.
const RULES: readonly Rule[] = [
  [/timezone(id)?$/i, () => 'America/Los_Angeles'],
  [/(date|time|timestamp)$|^date(from|to)$|^(lastUpdated|lastModified|reset)$/i, (r) => sampleDate(r)],
  [
    /(image|picture|pictogram)(Url|URL)s?$/i,
    (r) =>
      `https://i.ebayimg.com/images/g/${r.string(16, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/s-l1600.jpg`,
  ],
  [/weburl$/i, (r) => `https://www.ebay.com/itm/${digits(r, 12)}`],
  [/^href$/, (_r, s) => s.links.self],
  [/hrefs?$/i, (r, s) => `${s.links.base}/${snake(s.name.replace(/Hrefs?$/i, ''))}/${digits(r, 12)}`],
  [/^website$/i, () => 'https://www.example.com'],
  [/^endpoint$/i, () => 'https://www.example.com/ebay/notifications'],
  [
    /^ur[li]$|(Url|URL|Uri|URI)s?$/,
    (r, s) => `https://www.ebay.com/${snake(s.name.replace(/ur[li]s?$/i, '')) || 'page'}/${digits(r, 12)}`,
  ],
  [/email$/i, (r) => `user${r.string(4, DIGITS)}@example.com`],
  [/(phone|phoneNumber|fax)$/i, (r) => `408555${r.string(4, DIGITS)}`],
  [/marketplaceid$/i, () => 'EBAY_US'],
  [/(currency|currencyCode)$/i, () => 'USD'],
  [/(locale|language|languageCode)$/i, () => 'en-US'],
  [/countryName$/i, () => 'United States'],
  [/(country|countryCode)$/i, () => 'US'],
  [/^postalCode$/i, () => '95125'],
  [/^city$/i, () => 'San Jose'],
  [/^stateOrProvince$/i, () => 'CA'],
  [/^county$/i, () => 'Santa Clara'],
  [/^addressLine1$/i, (r) => `${r.int(100, 9999)} Hamilton Ave`],
  [/^addressLine2$/i, (r) => `Suite ${r.int(1, 400)}`],
  [/percent(age)?$/i, (r) => `${r.int(1, 30)}.0`],
  [/(value|amount)$/i, (r, s) => (isAmountSite(s) ? sampleAmount(r) : words(s.name))],
  [/^(exchangeRate)$/i, () => '1.0'],
  [/sku$/i, (r) => `SKU-${r.string(6)}`],
  // Buy APIs: RESTful item ids `v1|<legacy item id>|<legacy variation id>`.
  [/^itemId$/, (r, s) => (s.api.startsWith('buy.') ? `v1|${digits(r, 12)}|0` : digits(r, 12))],
  [/^(orderId|legacyOrderId)$/, (r) => `${r.string(2, DIGITS)}-${r.string(5, DIGITS)}-${r.string(5, DIGITS)}`],
  [/^(destinationId|subscriptionId|signingKeyId|checkoutSessionId|instrumentId)$/, (r) => uuid(r)],
  [/categoryId$/i, (r) => digits(r, 5)],
  [/^categoryTreeId$/, () => '0'],
  [/^conditionId$/, () => '1000'],
  [/^(epid|inferredEpid)$/, (r) => digits(r, 10)],
  [/^(gtin|ean|inferredGtin)$/i, (r) => digits(r, 13)],
  [/^upc$/i, (r) => digits(r, 12)],
  [/^isbn$/i, (r) => `978${r.string(10, DIGITS)}`],
  [/mpn$/i, (r) => `MPN-${r.string(6)}`],
  [/^id$|(Id|ID)s?$/, (r) => digits(r, 12)],
  [/Key$/, (r, s) => `${s.name.replace(/Key$/, '')}-${r.string(6)}`],
  [/(username|userName)$/, (r) => `user_${r.string(6, 'abcdefghijklmnopqrstuvwxyz0123456789')}`],
  [/firstName$/i, () => 'Jane'],
  [/lastName$/i, () => 'Doe'],
  [/^name$/, (r) => `Sample name ${r.string(4)}`],
  [/(fullName|contactName|recipient)$/i, () => 'Jane Doe'],
  [/(status|state)$/i, () => 'ACTIVE'],
  [/^condition$/, () => 'NEW'],
  [/^format$/, (_r, s) => (s.api === 'sell.inventory' ? 'FIXED_PRICE' : 'JSON')],
  [/^(brand|inferredBrand)$/, () => 'Sample brand'],
  [/^title$/, (r) => `Sample item ${r.string(4)}`],
];

/** A plausible string for a property, chosen by its name and format (see `RULES`). */
export function sampleString(random: SeededRandom, site: ScalarSite): string {
  if (site.format === 'date-time' || site.format === 'date') {
    const date = sampleDate(random);
    return site.format === 'date' ? date.slice(0, 10) : date;
  }
  if (site.format === 'byte') return btoa(`sample ${site.name}`);
  for (const [pattern, make] of RULES) if (pattern.test(site.name)) return make(random, site);
  return words(site.name);
}
