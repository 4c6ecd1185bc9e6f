import { propertyOf, type NotificationOverlay } from './overlay.js';

/** The arrays whose values are listed on the array instead of its items. */
const TARGETS: readonly [topic: string, path: string[]][] = [
  ['ITEM_AVAILABILITY', ['ItemAvailabilityData', 'buyingOptions']],
  ['ITEM_PRICE_REVISION', ['ItemPriceRevisionData', 'buyingOptions']],
];

/**
 * `buyingOptions` is declared `type: array` with an `enum` of strings and no `items`: as written, no array could
 * match (an enum compares the whole value). The values are those of each element, as in the Browse API's
 * `ItemSummary.buyingOptions` (an array of strings: FIXED_PRICE, AUCTION, BEST_OFFER); the enum moves into `items`.
 */
export const notificationArrayEnums: NotificationOverlay = {
  name: 'notification-array-enums',
  reason: 'an array declared with its elements\u2019 enum and without `items`',
  apply(contracts) {
    for (const [topic, path] of TARGETS) {
      const schema = propertyOf(contracts, topic, path);
      if (schema.type !== 'array' || !Array.isArray(schema.enum) || schema.items !== undefined)
        throw new Error(`notification-array-enums: ${topic} ${path.join('.')} changed; review this overlay`);
      schema.items = { type: 'string', enum: schema.enum };
      delete schema.enum;
    }
  },
};
