import type { EmulatorContext } from '../../context.js';
import { ENDPOINT_TIMEOUT_MS } from './challenge.js';
import { testMessage, type NotificationMessage } from './payload.js';
import { signatureHeader } from './signing.js';
import type { Delivery, Subscription } from '../../world/stores/notification-subscriptions.js';
import { findTopic } from './topics.js';

/**
 * Delays before the retries of a push its endpoint did not acknowledge (2xx), in real milliseconds: eBay retries
 * over hours, the emulator over seconds so tests see it. Four attempts in all.
 */
export const RETRY_DELAYS_MS: readonly number[] = [250, 1_000, 4_000];

/** Retries waiting for their time, per emulator context: `close()` and `reset()` cancel them. */
const pending = new WeakMap<EmulatorContext['state'], Set<ReturnType<typeof setTimeout>>>();

/** Cancels the retries scheduled for `state` (the emulator was reset or closed). */
export function cancelRetries(state: EmulatorContext['state']): void {
  for (const timer of pending.get(state) ?? []) clearTimeout(timer);
  pending.delete(state);
}

/** POSTs one signed attempt of `message` to the subscription's destination; records it; the receiver's status. */
async function attempt(
  ctx: EmulatorContext,
  subscription: Subscription,
  message: NotificationMessage,
): Promise<number> {
  const s = ctx.state.world.notificationSubscriptions;
  const destination = s.destinations.get(subscription.destinationId);
  if (!destination) return 0;
  const body = JSON.stringify(message);
  const signature = signatureHeader(s.key, body);
  let status = 0;
  try {
    const response = await fetch(destination.deliveryConfig.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ebay-signature': signature },
      body,
      // A redirect is the endpoint's answer (not a 2xx, so retried), never followed to another URL.
      redirect: 'manual',
      signal: AbortSignal.timeout(ENDPOINT_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    // Unreachable, refused or too slow: not delivered.
  }
  s.deliveries.push({
    subscriptionId: subscription.subscriptionId,
    topic: message.metadata.topic,
    notificationId: message.notification.notificationId,
    publishAttemptCount: message.notification.publishAttemptCount,
    endpoint: destination.deliveryConfig.endpoint,
    status,
    time: new Date(ctx.clock.now()).toISOString(),
    body,
    signature,
  });
  // The delivery log keeps the last 1 000 attempts, like the request log.
  if (s.deliveries.length > 1000) s.deliveries.splice(0, s.deliveries.length - 1000);
  return status;
}

/**
 * Delivers `message` to the subscription's endpoint, and when the endpoint does not answer 2xx, again after each
 * of `RETRY_DELAYS_MS` with `publishAttemptCount` counting up and a fresh signature. Resolves with the first
 * attempt's status; the retries go on in the background.
 */
export async function push(
  ctx: EmulatorContext,
  subscription: Subscription,
  message: NotificationMessage,
  retries: readonly number[] = RETRY_DELAYS_MS,
): Promise<number> {
  const state = ctx.state;
  const status = await attempt(ctx, subscription, message);
  if ((status >= 200 && status < 300) || retries.length === 0 || ctx.state !== state) return status;
  const [delay = 0, ...rest] = retries;
  const timers = pending.get(state) ?? new Set();
  pending.set(state, timers);
  const timer = setTimeout(() => {
    timers.delete(timer);
    // A reset in between replaced the state: its pushes are gone with it.
    if (ctx.state !== state) return;
    const again: NotificationMessage = {
      ...message,
      notification: {
        ...message.notification,
        publishAttemptCount: message.notification.publishAttemptCount + 1,
        publishDate: new Date(ctx.clock.now()).toISOString(),
      },
    };
    void push(ctx, subscription, again, rest);
  }, delay);
  timer.unref();
  timers.add(timer);
  return status;
}

/** What `emit` did: the notification id and the subscriptions it was pushed to. */
export interface Emitted {
  topic: string;
  notificationId: string | undefined;
  subscriptionIds: string[];
}

/**
 * Pushes one notification of `topic` now to every ENABLED subscription of it whose destination is ENABLED (what
 * `POST /__emulator/notifications/emit` and the world's consequences call). `data` replaces the topic's sample
 * data. With `user` (the seller an order topic is about), a user topic reaches only that user's subscriptions.
 */
export async function emit(
  ctx: EmulatorContext,
  topic: string,
  data?: Record<string, unknown>,
  options: { user?: string } = {},
): Promise<Emitted> {
  const s = ctx.state.world.notificationSubscriptions;
  const forUser = options.user !== undefined && findTopic(topic)?.scope === 'USER' ? options.user : undefined;
  const targets = [...s.subscriptions.values()].filter(
    (sub) =>
      sub.topicId === topic &&
      sub.status === 'ENABLED' &&
      s.destinations.get(sub.destinationId)?.status === 'ENABLED' &&
      (forUser === undefined || s.owners.get(sub.subscriptionId)?.user === forUser),
  );
  let notificationId: string | undefined;
  await Promise.all(
    targets.map((subscription) => {
      const message = testMessage(subscription, ctx.clock.now(), s.random);
      if (data) message.notification.data = data;
      notificationId ??= message.notification.notificationId;
      return push(ctx, subscription, message);
    }),
  );
  return { topic, notificationId, subscriptionIds: targets.map((t) => t.subscriptionId) };
}

/** The test deliveries the emulator made (for tests and the admin surface). */
export function notificationDeliveries(ctx: EmulatorContext): readonly Delivery[] {
  return ctx.state.world.notificationSubscriptions.deliveries;
}
