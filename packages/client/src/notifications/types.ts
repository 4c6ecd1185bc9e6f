import type { NotificationTopicData } from '../generated/notification-payloads.gen.js';

export type {
  AuthorizationRevocationData,
  ItemAvailabilityData,
  ItemPriceRevisionData,
  MarketplaceAccountDeletionData,
  PLACampaignBudgetStatusData,
  PriorityListingRevisionData,
} from '../generated/notification-payloads.gen.js';

/** `metadata` of a Notification API push. */
export interface NotificationMetadata<Topic extends string = string> {
  topic: Topic;
  schemaVersion: string;
  deprecated: boolean;
}

/** A Notification API push: eBay's envelope around a topic's `data` (docs/ebay-facts.md#notification-api-push). */
export interface Notification<Topic extends string = string, Data = unknown> {
  metadata: NotificationMetadata<Topic>;
  notification: {
    notificationId: string;
    eventDate: string;
    publishDate: string;
    /** 1 on the first delivery; eBay counts up when it retries. */
    publishAttemptCount: number;
    data: Data;
  };
}

/**
 * The `data` of a push by topic, for every topic baykit knows: generated from eBay's AsyncAPI contracts where they
 * were at hand (`MARKETPLACE_ACCOUNT_DELETION`, `ITEM_PRICE_REVISION`, …), `unknown` for the other topics eBay lists
 * (`ORDER_CONFIRMATION`, …). docs/api.md lists them with eBay's contract pages.
 */
export type NotificationTopics = NotificationTopicData;

/** A topic id baykit knows. */
export type NotificationTopic = keyof NotificationTopics;

/** `MARKETPLACE_ACCOUNT_DELETION`: a user asked eBay to delete their account; delete what you keep about them. */
export type MarketplaceAccountDeletionNotification = Notification<
  'MARKETPLACE_ACCOUNT_DELETION',
  NotificationTopics['MARKETPLACE_ACCOUNT_DELETION']
>;

/** A push of one of the topics baykit knows: a union discriminated by `metadata.topic`. */
export type TypedNotification = {
  [T in NotificationTopic]: Notification<T, NotificationTopics[T]>;
}[NotificationTopic];

/**
 * Any push: a topic baykit knows, or a topic eBay added since, with its `data` unknown. TypeScript narrows a union
 * only by a property of the object tested itself, not by one nested inside it (microsoft/TypeScript#18758), so
 * `push.metadata.topic === 'ITEM_PRICE_REVISION'` narrows `push.metadata` alone: narrow the push with `isTopic`.
 */
export type EbayNotification = TypedNotification | Notification<string, unknown>;

/** Narrows a push to one topic: `if (isTopic(push, 'ITEM_PRICE_REVISION')) push.notification.data.price`. */
export function isTopic<T extends NotificationTopic>(
  push: EbayNotification,
  topic: T,
): push is Notification<T, NotificationTopics[T]> {
  return push.metadata.topic === topic;
}
