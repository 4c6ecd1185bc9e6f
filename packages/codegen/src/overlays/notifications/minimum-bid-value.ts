import { propertyOf, type NotificationOverlay } from './overlay.js';

/**
 * ITEM_PRICE_REVISION's `minimumBidPrice` has `value` beside `properties` instead of inside it (an indentation
 * slip: `value` is no schema keyword), so the amount's value would be lost. `price`, the same kind of amount in the
 * same contract, has `currency` and `value: { type: string }` in its properties; the fix moves `value` there.
 */
export const notificationMinimumBidValue: NotificationOverlay = {
  name: 'notification-minimum-bid-value',
  reason: '`minimumBidPrice.value` written beside `properties` instead of inside it',
  apply(contracts) {
    const amount = propertyOf(contracts, 'ITEM_PRICE_REVISION', ['ItemPriceRevisionData', 'minimumBidPrice']);
    const properties = amount.properties as Record<string, unknown> | undefined;
    if (amount.value === undefined || !properties || 'value' in properties)
      throw new Error(
        'notification-minimum-bid-value: ITEM_PRICE_REVISION minimumBidPrice changed; review this overlay',
      );
    properties.value = amount.value;
    delete amount.value;
  },
};
