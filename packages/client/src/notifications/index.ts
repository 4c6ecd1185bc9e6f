// baykit/notifications: receive, verify and answer eBay's Notification API pushes (a subpath, so browser bundles
// of the client never carry it). See the README's "Notifications" section.
export { createNotificationHandler, type NotificationHandlerOptions } from './handler.js';
export { toNodeListener } from './node.js';
export { verifyNotification, type NotificationKeySource, type VerifyNotificationOptions } from './verify.js';
export { challengeResponse } from './challenge.js';
export type { NotificationKeyRecord, NotificationKeyStore } from './key-store.js';
export {
  platformNotificationSignature,
  verifyPlatformNotification,
  type PlatformNotification,
  type PlatformNotificationKeys,
  type VerifyPlatformNotificationOptions,
} from './platform.js';
export { createPlatformNotificationHandler, type PlatformNotificationHandlerOptions } from './platform-handler.js';
export {
  MemoryDedupeStore,
  type DedupeClaim,
  type MemoryDedupeStoreOptions,
  type NotificationDedupeStore,
} from './dedupe.js';
export {
  NotificationSignatureError,
  type NotificationSignatureProblem,
} from '../errors/notification-signature-error.js';
export { isTopic } from './types.js';
export type {
  AuthorizationRevocationData,
  EbayNotification,
  ItemAvailabilityData,
  ItemPriceRevisionData,
  MarketplaceAccountDeletionData,
  MarketplaceAccountDeletionNotification,
  Notification,
  NotificationMetadata,
  NotificationTopic,
  NotificationTopics,
  PLACampaignBudgetStatusData,
  PriorityListingRevisionData,
  TypedNotification,
} from './types.js';
