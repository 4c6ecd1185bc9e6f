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

/** `MARKETPLACE_ACCOUNT_DELETION`: a user asked eBay to delete their account; delete what you keep about them. */
export type MarketplaceAccountDeletionNotification = Notification<
  'MARKETPLACE_ACCOUNT_DELETION',
  { username: string; userId: string; eiasToken: string }
>;

/** Any push: the typed topics, or another topic with its data untyped (narrow on `metadata.topic`). */
export type EbayNotification = MarketplaceAccountDeletionNotification | Notification<string, unknown>;

/** The topics baykit types, with their `data`. */
export interface NotificationTopics {
  MARKETPLACE_ACCOUNT_DELETION: MarketplaceAccountDeletionNotification['notification']['data'];
}

/** Narrows a push to a typed topic: `if (isTopic(push, 'MARKETPLACE_ACCOUNT_DELETION')) push.notification.data.userId`. */
export function isTopic<T extends keyof NotificationTopics>(
  push: EbayNotification,
  topic: T,
): push is Notification<T, NotificationTopics[T]> {
  return push.metadata.topic === topic;
}
