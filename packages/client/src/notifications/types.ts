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

/** An amount as the notification payloads write it. */
export interface NotificationAmount {
  currency: string;
  value: string;
}

/** The seller of an item in a buyer-side notification. */
export interface NotificationSeller {
  username?: string;
  userId?: string;
}

/** The item facts the buyer-side topics share. */
interface ItemFacts {
  itemId: string;
  /** The marketplace the listing is on, e.g. `EBAY_US`. */
  listingMarketplaceId?: string;
  seller?: NotificationSeller;
  categoryId?: string;
  metaCategoryId?: string;
  categoryName?: string;
  categoryPath?: string;
}

/**
 * The payloads of the topics baykit types, by topic (field names from eBay's AsyncAPI contracts of the Notification
 * API, <https://developer.ebay.com/api-docs/commerce/notification/overview.html>). Other topics arrive untyped.
 */
export interface NotificationTopics {
  MARKETPLACE_ACCOUNT_DELETION: MarketplaceAccountDeletionNotification['notification']['data'];
  /** A user's consent for the app was revoked: drop their tokens. */
  AUTHORIZATION_REVOCATION: {
    username: string;
    userId: string;
    eiasToken: string;
    revokeReason: 'REVOKED_BY_APP' | 'REVOKED_BY_USER' | 'REVOKED_BY_EBAY' | 'PASSWORD_CHANGE';
    revocationDate: string;
  };
  /** An item's availability changed. */
  ITEM_AVAILABILITY: ItemFacts & {
    buyingOptions?: ('FIXED_PRICE' | 'AUCTION' | 'BEST_OFFER')[];
    availability: 'AVAILABLE' | 'UNAVAILABLE' | 'TEMPORARILY_UNAVAILABLE';
  };
  /** An item's price (or minimum bid) was revised. */
  ITEM_PRICE_REVISION: ItemFacts & {
    price?: NotificationAmount;
    minimumBidPrice?: NotificationAmount;
    buyingOptions?: ('FIXED_PRICE' | 'AUCTION' | 'BEST_OFFER')[];
  };
  /** A listing entered or left the seller's priority listings. */
  PRIORITY_LISTING_REVISION: Omit<ItemFacts, 'categoryName' | 'categoryPath'> & {
    primaryItemGroupId?: string;
    priorityListing: boolean;
  };
  /** A Promoted Listings Advanced campaign used up its daily budget. */
  PLA_CAMPAIGN_BUDGET_STATUS: {
    user?: { userId?: string; username?: string };
    campaignId: string;
    budgetStatus: 'OUT_OF_BUDGET';
  };
}

/** A push of one of the typed topics. */
export type TypedNotification = {
  [T in keyof NotificationTopics]: Notification<T, NotificationTopics[T]>;
}[keyof NotificationTopics];

/** Any push: the typed topics, or another topic with its data untyped (narrow on `metadata.topic`). */
export type EbayNotification = TypedNotification | Notification<string, unknown>;

/** Narrows a push to a typed topic: `if (isTopic(push, 'MARKETPLACE_ACCOUNT_DELETION')) push.notification.data.userId`. */
export function isTopic<T extends keyof NotificationTopics>(
  push: EbayNotification,
  topic: T,
): push is Notification<T, NotificationTopics[T]> {
  return push.metadata.topic === topic;
}
