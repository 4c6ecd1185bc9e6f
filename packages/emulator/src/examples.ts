import type { Emulator } from './emulator.js';
import { DEFAULT_SELLER_POLICIES } from './resources/seeds.js';

/** Values that work against a fresh emulator, for forms and docs that want a call to succeed first time. */
export interface EmulatorExamples {
  /** A Browse item id (`v1|…|0`) that `getItem` answers 200 for. */
  browseItemId: string;
  /** The same item's legacy id: Trading GetItem's and Shopping GetSingleItem's `ItemID`, Browse's `legacy_item_id`. */
  legacyItemId: string;
  /** Words that match seeded titles: Browse `search`'s `q`, Finding's `keywords`. */
  keywords: string;
  /** A category of the seeded catalog (Athletic Shoes). */
  categoryId: string;
  marketplaceId: string;
  /** The emulator's registered RuName (GetSessionID's `RuName`). */
  ruName: string;
  /** The default test seller's business policies on EBAY_US (an offer's `listingPolicies`). */
  listingPolicies: { fulfillmentPolicyId: string; paymentPolicyId: string; returnPolicyId: string };
}

/**
 * Example values for `emulator` as created (before calls change its state). The seeded catalog numbers its
 * items' legacy ids from 110000000000 whatever the seed (flows/catalog-items.ts), so the first item is always
 * there; only its title depends on the seed.
 */
export function exampleValues(emulator: Pick<Emulator, 'app'>): EmulatorExamples {
  const legacyItemId = '110000000000';
  return {
    browseItemId: `v1|${legacyItemId}|0`,
    legacyItemId,
    keywords: 'shoes',
    categoryId: '15709',
    marketplaceId: 'EBAY_US',
    ruName: emulator.app.ruName,
    listingPolicies: { ...DEFAULT_SELLER_POLICIES },
  };
}
