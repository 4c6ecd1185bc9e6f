import type { NotificationOverlay } from '../overlays/notifications/overlay.js';
import type { AsyncApiContract } from './asyncapi.js';
import { notificationPayload, type NotificationPayload } from './payload-schema.js';

export { loadNotificationContracts, parseNotificationContract, type AsyncApiContract } from './asyncapi.js';
export { ENVELOPE, pushSchema, type NotificationPayload, type PayloadSchema } from './payload-schema.js';

/**
 * Applies the overlays to the contracts (in place) and reads each contract's payload as facts, by topic order. Two
 * contracts of one topic stop the generator.
 */
export function notificationPayloads(
  contracts: readonly AsyncApiContract[],
  overlays: readonly NotificationOverlay[],
): NotificationPayload[] {
  const byTopic = new Map<string, AsyncApiContract>();
  for (const contract of contracts) {
    if (byTopic.has(contract.topic)) throw new Error(`notifications: two contracts for ${contract.topic}`);
    byTopic.set(contract.topic, contract);
  }
  for (const overlay of overlays) overlay.apply(byTopic);
  return [...byTopic.values()].map(notificationPayload).sort((a, b) => (a.topic < b.topic ? -1 : 1));
}
