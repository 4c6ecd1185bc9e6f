import { propertyOf, type NotificationOverlay } from './overlay.js';

/**
 * ITEM_AVAILABILITY's `seller.properties` reads `{ username: string, description: "…" }`: the type and description
 * of `username` were written one level too shallow, so `username`'s schema is the bare word `string` and
 * `description` looks like a second property. ITEM_PRICE_REVISION's `seller`, the same object, has
 * `username: { type: string }`; this fix makes ITEM_AVAILABILITY's the same.
 */
export const notificationSellerUsername: NotificationOverlay = {
  name: 'notification-seller-username',
  reason: '`seller.username` written as a bare type name beside a stray `description`',
  apply(contracts) {
    const seller = propertyOf(contracts, 'ITEM_AVAILABILITY', ['ItemAvailabilityData', 'seller']);
    const properties = seller.properties as Record<string, unknown> | undefined;
    if (properties?.username !== 'string' || typeof properties.description !== 'string')
      throw new Error('notification-seller-username: ITEM_AVAILABILITY seller.properties changed; review this overlay');
    seller.properties = { username: { type: 'string' } };
  },
};
