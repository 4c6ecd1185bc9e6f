import { propertyOf, type NotificationOverlay } from './overlay.js';

/** The properties whose `enum` holds a sentence instead of a list of values. */
const TARGETS: readonly [topic: string, path: string[]][] = [
  ['ITEM_AVAILABILITY', ['ItemAvailabilityData', 'itemId']],
  ['ITEM_PRICE_REVISION', ['ItemPriceRevisionData', 'itemId']],
  ['PRIORITY_LISTING_REVISION', ['PriorityListingRevisionData', 'itemId']],
  ['PRIORITY_LISTING_REVISION', ['PriorityListingRevisionData', 'primaryItemGroupId']],
];

/**
 * In three contracts some string properties carry `enum: "<a sentence>"` where a description was meant (an enum is a
 * list of values; ../shared/specs/README.md reports the defect): such a string is read as no enumeration.
 */
export const notificationEnumDescriptions: NotificationOverlay = {
  name: 'notification-enum-descriptions',
  reason: '`enum` written with a description (a string) instead of a list of values',
  apply(contracts) {
    for (const [topic, path] of TARGETS) {
      const schema = propertyOf(contracts, topic, path);
      if (typeof schema.enum !== 'string')
        throw new Error(`notification-enum-descriptions: ${topic} ${path.join('.')}.enum is no longer a string`);
      delete schema.enum;
    }
  },
};
