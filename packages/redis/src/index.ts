// Public surface of @baykit/redis: named exports only, so every change to it shows in a diff.
export { RedisTokenStore } from './token-store/redis-token-store.js';
export { REDIS_TOKEN_STORE_DEFAULTS, type RedisTokenStoreOptions } from './token-store/options.js';
export { redisPacing } from './budget/extension.js';
export type { BudgetLimit, RedisPacingOptions } from './budget/options.js';
export { RedisDedupeStore, type RedisDedupeStoreOptions } from './dedupe/redis-dedupe-store.js';
export {
  RedisNotificationKeyStore,
  type RedisNotificationKeyStoreOptions,
} from './notification-keys/redis-notification-key-store.js';
