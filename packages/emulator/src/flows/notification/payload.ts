import type { SeededRandom } from '../../random.js';
import type { Subscription } from '../../world/stores/notification-subscriptions.js';
import { uuid } from '../../world/stores/notification-subscriptions.js';

/** A notification message in eBay's push shape. */
export interface NotificationMessage {
  metadata: { topic: string; schemaVersion: string; deprecated: boolean };
  notification: {
    notificationId: string;
    eventDate: string;
    publishDate: string;
    publishAttemptCount: number;
    data: Record<string, unknown>;
  };
}

/**
 * The item fields the item topics share (ITEM_AVAILABILITY, ITEM_PRICE_REVISION, …). PRIORITY_LISTING_REVISION's
 * contract names the seller `userName` where the others say `username`
 * (https://developer.ebay.com/api-docs/master/commerce/notification/asyncapi/priority_listing_revision.yaml).
 */
function itemFacts(random: SeededRandom, sellerName: 'username' | 'userName' = 'username'): Record<string, unknown> {
  const legacyId = String(110000000000 + random.int(0, 2_999) * 7919);
  return {
    itemId: `v1|${legacyId}|0`,
    listingMarketplaceId: 'EBAY_US',
    seller: { [sellerName]: `seller_${random.int(1, 200)}` },
    categoryId: '15709',
  };
}

function dataFor(topicId: string, random: SeededRandom): Record<string, unknown> {
  switch (topicId) {
    case 'MARKETPLACE_ACCOUNT_DELETION':
      return {
        username: 'test_user',
        userId: random.string(11, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
        eiasToken: Buffer.from(random.string(24)).toString('base64'),
      };
    case 'AUTHORIZATION_REVOCATION':
      return {
        username: 'test_user',
        userId: random.string(11),
        eiasToken: Buffer.from(random.string(24)).toString('base64'),
        revokeReason: 'REVOKED_BY_USER',
        revocationDate: '',
      };
    case 'ITEM_AVAILABILITY':
      return { ...itemFacts(random), buyingOptions: ['FIXED_PRICE'], availability: 'AVAILABLE' };
    case 'ITEM_PRICE_REVISION':
      return {
        ...itemFacts(random),
        buyingOptions: ['FIXED_PRICE'],
        price: { currency: 'USD', value: (random.int(199, 49999) / 100).toFixed(2) },
      };
    case 'ORDER_CONFIRMATION':
    case 'ITEM_MARKED_SHIPPED':
      // The order topics' data as the order subscribers send it (world/order-notifications.ts), for an order
      // nobody placed: the test message of a subscription.
      return {
        orderId: `${random.int(10, 29)}-${random.int(10000, 99999)}-${random.int(10000, 99999)}`,
        lineItemId: `10${random.string(10, '0123456789')}`,
      };
    case 'BUYER_QUESTION':
      // As world/member-topic-notifications.ts sends it, for a question nobody asked.
      return {
        messageId: String(random.int(1000, 99999)),
        conversationId: String(random.int(1000, 99999)),
        listingId: String(110000000000 + random.int(0, 2_999) * 7919),
      };
    case 'FEEDBACK_RECEIVED':
    case 'FEEDBACK_LEFT':
      return {
        feedbackId: String(random.int(1_000_000_000, 9_999_999_999)),
        orderId: `${random.int(10, 29)}-${random.int(10000, 99999)}-${random.int(10000, 99999)}`,
        lineItemId: `10${random.string(10, '0123456789')}`,
      };
    case 'PRIORITY_LISTING_REVISION':
      return { ...itemFacts(random, 'userName'), priorityListing: true };
    default:
      return { message: 'Test notification from the baykit emulator' };
  }
}

/** The test message `POST /subscription/{id}/test` pushes for `subscription`, dated `nowMs`. */
export function testMessage(subscription: Subscription, nowMs: number, random: SeededRandom): NotificationMessage {
  const eventDate = new Date(nowMs).toISOString();
  const data = dataFor(subscription.topicId, random);
  if ('revocationDate' in data) data.revocationDate = eventDate;
  return {
    metadata: { topic: subscription.topicId, schemaVersion: subscription.payload.schemaVersion, deprecated: false },
    notification: {
      notificationId: `${uuid(random)}_${uuid(random)}`,
      eventDate,
      publishDate: new Date(nowMs + 200).toISOString(),
      publishAttemptCount: 1,
      data,
    },
  };
}
