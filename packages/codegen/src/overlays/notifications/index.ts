import { notificationArrayEnums } from './array-enums.js';
import { notificationEnumDescriptions } from './enum-descriptions.js';
import { notificationMinimumBidValue } from './minimum-bid-value.js';
import type { NotificationOverlay } from './overlay.js';
import { notificationSellerUsername } from './seller-username.js';

export type { NotificationOverlay } from './overlay.js';

/** Every fix to eBay's notification contracts, in the order they apply. */
export const NOTIFICATION_OVERLAYS: readonly NotificationOverlay[] = [
  notificationEnumDescriptions,
  notificationArrayEnums,
  notificationSellerUsername,
  notificationMinimumBidValue,
];
