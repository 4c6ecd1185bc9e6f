/**
 * Our own short help for the operations used most (written for this explorer; eBay's pages, linked from each
 * form, have the full reference). Keys are catalog keys (`rest:buy.browse.search`, `xml:trading.GetOrders`).
 */
export interface OperationHelp {
  /** A few lines on what the call is for and what to fill first. */
  notes: string[];
  /** Per parameter: a line of help and, where the values are a known set, the values to pick from. */
  parameters?: Record<string, { help: string; values?: string[] }>;
  /** Which filter builder the `filter` parameter gets. */
  filterBuilder?: 'browse';
}

const HELP: Readonly<Record<string, OperationHelp>> = {
  'rest:buy.browse.search': {
    notes: [
      'Give at least one of q (keywords), category_ids, epid or gtin; the rest narrows or shapes the answer.',
      'limit (up to 200) and offset page through the matches; the answer says the total.',
    ],
    parameters: {
      q: {
        help: 'Keywords, all of which a title should match (the emulator: words of the seeded titles, e.g. shoes).',
      },
      filter: {
        help: 'Comma-separated field:value pairs; a range is [low..high], a set is {A|B}. Build one below.',
      },
      fieldgroups: {
        help: 'What to add to the answer besides the items (comma-separated).',
        values: [
          'MATCHING_ITEMS',
          'ASPECT_REFINEMENTS',
          'BUYING_OPTION_REFINEMENTS',
          'CATEGORY_REFINEMENTS',
          'CONDITION_REFINEMENTS',
          'EXTENDED',
          'FULL',
        ],
      },
      sort: { help: 'price (lowest first), -price (highest first), distance, newlyListed, endingSoonest.' },
    },
    filterBuilder: 'browse',
  },
  // Publishing needs an inventory location; an offer without one fails to publish (error 25012):
  // https://developer.ebay.com/api-docs/sell/static/inventory/publishing-offers.html
  'rest:sell.inventory.createInventoryLocation': {
    notes: [
      'Before listing with the Inventory API: a location of yours, under a merchantLocationKey you choose (path).',
      'Every offer names one (merchantLocationKey); publishOffer fails with error 25012 without it. The Flows tab runs the whole listing.',
    ],
  },
  'rest:sell.inventory.createOrReplaceInventoryItem': {
    notes: [
      'Step 1 of listing with the Inventory API: the product and its stock, under a SKU you choose (path).',
      'Then createOffer for that SKU (price, marketplace, policies) and publishOffer to list it.',
      'Publishing also needs an inventory location (createInventoryLocation, once): without one it fails with error 25012.',
    ],
  },
  'rest:sell.inventory.createOffer': {
    notes: [
      'Step 2: an offer of an existing SKU on one marketplace, with its price and listing policies.',
      'merchantLocationKey names the inventory location it ships from (createInventoryLocation): publishing without one fails with error 25012.',
      'The answer holds the offerId that getOffer, updateOffer and publishOffer take.',
    ],
  },
  'rest:sell.inventory.publishOffer': {
    notes: [
      'Step 3: turns an offer into a live listing; the answer holds the listingId (the item id).',
      "Error 25012 means the offer's merchantLocationKey names no location of yours: create it with createInventoryLocation.",
    ],
  },
  'rest:sell.fulfillment.getOrders': {
    notes: [
      "The seller's orders, newest first; orderIds names some, filter narrows by date or status.",
      'Filter examples: creationdate:[2026-01-01T00:00:00.000Z..] or orderfulfillmentstatus:{NOT_STARTED|IN_PROGRESS}.',
    ],
  },
  'rest:sell.marketing.createCampaign': {
    notes: [
      'A Promoted Listings campaign: a name, marketplace, start date and funding (an ad rate for the cost-per-sale model).',
      'The campaign id comes back in the Location header; add listings to it with the ad operations.',
    ],
  },
  'rest:sell.marketing.getCampaigns': {
    notes: ['Lists your campaigns; campaign_status and campaign_name narrow the list.'],
  },
  'xml:trading.AddFixedPriceItem': {
    notes: [
      'Lists an item in one call (the Trading way): Item holds title, price, quantity, category, condition and location.',
      'The answer has the new ItemID and the fees.',
    ],
  },
  'xml:trading.ReviseItem': {
    notes: ['Changes a live listing: Item.ItemID names it, and only the fields you send change.'],
  },
  'xml:trading.GetMyeBaySelling': {
    notes: ['Your selling lists (active, sold, unsold): include each list you want and its Pagination.'],
  },
  'xml:trading.GetOrders': {
    notes: [
      'Your orders as buyer or seller (OrderRole): a time window (NumberOfDays or CreateTimeFrom/To) and a status.',
    ],
  },
};

/** Our help for an operation, when we have written some. */
export function operationHelp(key: string): OperationHelp | undefined {
  return HELP[key];
}

/** What the Browse filter builder holds. */
export interface BrowseFilterParts {
  priceMin: string;
  priceMax: string;
  priceCurrency: string;
  conditions: string[];
  buyingOptions: string[];
  itemLocationCountry: string;
}

/** The condition and buying-option values the builder offers. */
export const BROWSE_CONDITIONS = ['NEW', 'USED'] as const;
export const BROWSE_BUYING_OPTIONS = ['FIXED_PRICE', 'AUCTION', 'BEST_OFFER'] as const;

/** An empty builder. */
export function emptyBrowseFilter(): BrowseFilterParts {
  return { priceMin: '', priceMax: '', priceCurrency: '', conditions: [], buyingOptions: [], itemLocationCountry: '' };
}

/**
 * The `filter` text of Browse search from the builder: `price:[10..50],priceCurrency:USD,conditions:{NEW|USED},…`.
 * A price range needs its currency on eBay, so the builder adds USD when a price is given without one.
 */
export function browseFilter(parts: BrowseFilterParts): string {
  const out: string[] = [];
  const min = parts.priceMin.trim();
  const max = parts.priceMax.trim();
  if (min || max) {
    out.push(`price:[${min}..${max}]`);
    out.push(`priceCurrency:${parts.priceCurrency.trim() || 'USD'}`);
  }
  if (parts.conditions.length > 0) out.push(`conditions:{${parts.conditions.join('|')}}`);
  if (parts.buyingOptions.length > 0) out.push(`buyingOptions:{${parts.buyingOptions.join('|')}}`);
  const country = parts.itemLocationCountry.trim().toUpperCase();
  if (country) out.push(`itemLocationCountry:${country}`);
  return out.join(',');
}

/** Whether a price bound is a number the filter can carry (empty is fine: an open range). */
export function isPriceBound(text: string): boolean {
  return text.trim() === '' || /^\d+(\.\d{1,2})?$/.test(text.trim());
}

/** A comma-separated value list with `value` added, or removed when it is there (`A,B` + `C` → `A,B,C`). */
export function toggleListValue(text: string, value: string): string {
  const values = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return (values.includes(value) ? values.filter((v) => v !== value) : [...values, value]).join(',');
}
