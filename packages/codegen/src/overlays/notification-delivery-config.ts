import type { Overlay } from './overlay.js';
import { specOf } from './overlay.js';

/**
 * Notification `Destination.deliveryConfig` is declared as a string, but eBay sends and takes
 * the `DeliveryConfig` object (`{ endpoint, verificationToken }`, docs/ebay-facts.md#notification-api-push) that the spec also defines.
 */
export const notificationDeliveryConfig: Overlay = {
  name: 'notification-delivery-config',
  reason: 'deliveryConfig declared as a string instead of the DeliveryConfig object',
  apply(specs) {
    const schemas = specOf(specs, 'commerce_notification_v1_oas3').components?.schemas ?? {};
    if (!schemas.DeliveryConfig)
      throw new Error('notification-delivery-config: DeliveryConfig is gone; review this overlay');
    const properties = schemas.Destination?.properties;
    if (properties?.deliveryConfig?.type !== 'string')
      throw new Error('notification-delivery-config: Destination.deliveryConfig changed; review this overlay');
    properties.deliveryConfig = { $ref: '#/components/schemas/DeliveryConfig' };
  },
};
