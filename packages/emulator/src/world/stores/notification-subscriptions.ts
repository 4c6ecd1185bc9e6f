import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { randomForSeed, type SeededRandom } from '../../random.js';

/** A destination: where eBay pushes notifications (`deliveryConfig` as registered). */
export interface Destination {
  destinationId: string;
  name: string;
  status: 'ENABLED' | 'DISABLED';
  deliveryConfig: { endpoint: string; verificationToken: string };
}

/** A subscription of the app (or user) to one topic, delivered to one destination. */
export interface Subscription {
  subscriptionId: string;
  topicId: string;
  status: 'ENABLED' | 'DISABLED';
  creationDate: string;
  payload: { format: string; schemaVersion: string; deliveryProtocol: string };
  destinationId: string;
  /** The filter that is ENABLED on it, if any. */
  filterId?: string;
}

/** A subscription filter: a JSON Schema the notifications must match (eBay reviews it; the emulator at once). */
export interface SubscriptionFilter {
  filterId: string;
  subscriptionId: string;
  filterSchema: Record<string, unknown>;
  /** PENDING while eBay reviews it; ENABLED when valid (one per subscription); DISABLED when rejected or replaced. */
  filterStatus: 'PENDING' | 'ENABLED' | 'DISABLED';
  creationDate: string;
}

/** One push attempt the emulator made (test, emitted or flow notifications), oldest first. */
export interface Delivery {
  subscriptionId: string;
  topic: string;
  notificationId: string;
  /** 1 for the first attempt; eBay counts up on each retry. */
  publishAttemptCount: number;
  endpoint: string;
  /** HTTP status of the receiver, or 0 when it could not be reached. */
  status: number;
  /** When the attempt was made (emulator clock). */
  time: string;
  body: string;
  signature: string;
}

/** The signing key pair the emulator's notifications are signed with. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  /** Base64 DER SubjectPublicKeyInfo (no PEM armour). */
  publicKeyDer: string;
}

/**
 * Who a destination or subscription belongs to. eBay keeps them per application (another app's id is unknown to
 * an app), and a subscription to a user topic (ORDER_CONFIRMATION…) per user too: it hears of that user's orders.
 */
export interface Owner {
  appId: string;
  /** The user whose token made it; set for subscriptions to user topics. */
  user?: string;
}

/** Notification API state of one emulator. */
export interface NotificationState {
  destinations: Map<string, Destination>;
  subscriptions: Map<string, Subscription>;
  filters: Map<string, SubscriptionFilter>;
  /** The owner of each destination and subscription, by its id (kept beside them: never part of an answer). */
  owners: Map<string, Owner>;
  /** Each application's configuration (`alertEmail`), by app id. */
  configs: Map<string, { alertEmail?: string }>;
  key: SigningKey;
  deliveries: Delivery[];
  random: SeededRandom;
}

/** A UUID-shaped id (lower-case hex, 8-4-4-4-12) from a seeded source. */
export function uuid(random: SeededRandom): string {
  const hex = (n: number): string => random.string(n, '0123456789abcdef');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

/** The Notification API state an emulator with `seed` starts with (the ECDSA P-256 key pair included). */
export function createNotificationState(seed: number): NotificationState {
  const random = randomForSeed(seed, 'notification-ids');
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const publicKeyDer = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    destinations: new Map(),
    subscriptions: new Map(),
    filters: new Map(),
    owners: new Map(),
    configs: new Map(),
    key: { kid: uuid(random), privateKey, publicKeyDer },
    deliveries: [],
    random,
  };
}
