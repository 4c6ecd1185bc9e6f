import { ConfigError } from '../errors/config-error.js';
import { NotificationSignatureError } from '../errors/notification-signature-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { outcomeAnswer, readLimitedBody, textAnswer } from './body.js';
import { processOnce, type NotificationDedupeStore } from './dedupe.js';
import { checkMaxBodyBytes, checkToleranceMs, resolveDedupe } from './handler-options.js';
import {
  checkKeys,
  verifyPlatformNotification,
  type PlatformNotification,
  type PlatformNotificationKeys,
} from './platform.js';

/** Options of `createPlatformNotificationHandler`. */
export interface PlatformNotificationHandlerOptions extends PlatformNotificationKeys {
  /**
   * Called once per verified push (see `dedupe`); a throw answers 500, so eBay delivers it again. The body is not
   * covered by eBay's signature (`bodyAuthenticated: false`): read what you act on from eBay.
   */
  onNotification(notification: PlatformNotification): void | Promise<void>;
  /** Largest body read, in bytes (default 1 MiB); a larger one is answered 413 without being read. */
  maxBodyBytes?: number;
  /** How far the push's `Timestamp` may be from now, in ms (default 10 minutes). */
  toleranceMs?: number;
  /**
   * Where processed pushes are remembered, so a copy is answered 200 without running `onNotification` again.
   * A push is known by its Timestamp, event, recipient and the digest of its parsed response. Default: a
   * `MemoryDedupeStore` of this handler; `RedisDedupeStore` of `@baykit/redis` for several processes; `false`: off.
   */
  dedupe?: NotificationDedupeStore | false;
  /** How long a processed push is remembered, in ms (default a day, and at least twice `toleranceMs`). */
  dedupeRetentionMs?: number;
}

/**
 * A fetch-shaped endpoint for Trading Platform Notifications (use `toNodeListener` for node:http or Express):
 * `POST` with the SOAP body → its signature and Timestamp checked before the XML is parsed (412 when the
 * signature is missing, wrong or too old; 400 when the body is not a SOAP notification; 413 over `maxBodyBytes`,
 * unread), then `onNotification` once per push (200, which is what eBay waits for; 500 if it throws, so eBay
 * retries). A copy of a processed push is answered 200 without running it again; one arriving while another
 * delivery of it is processed, 409.
 */
export function createPlatformNotificationHandler(
  options: PlatformNotificationHandlerOptions,
): (request: Request) => Promise<Response> {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new ConfigError('createPlatformNotificationHandler takes an options object.');
  const keys = checkKeys(options);
  if (typeof options.onNotification !== 'function')
    throw new ConfigError('Option "onNotification" must be a function.');
  const maxBodyBytes = checkMaxBodyBytes(options.maxBodyBytes);
  const toleranceMs = checkToleranceMs(options.toleranceMs);
  const dedupe = resolveDedupe(options, toleranceMs ?? 10 * 60_000);
  return async (request) => {
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
    const bytes = await readLimitedBody(request, maxBodyBytes);
    if (!bytes) return textAnswer(413, `The body is larger than ${maxBodyBytes} bytes.`);
    let notification: PlatformNotification;
    try {
      notification = verifyPlatformNotification(new TextDecoder().decode(bytes), keys, {
        ...(toleranceMs === undefined ? {} : { toleranceMs }),
      });
    } catch (error) {
      if (error instanceof NotificationSignatureError) return textAnswer(412, error.message);
      if (error instanceof ValidationError) return textAnswer(400, error.message);
      throw error;
    }
    const outcome = await processOnce(dedupe.store, await platformPushId(notification), dedupe.retentionMs, () =>
      options.onNotification(notification),
    );
    return outcomeAnswer(outcome, 200);
  };
}

/**
 * The id a platform push is remembered by (they carry none): SHA-256 of its Timestamp, event, recipient and
 * parsed response, so a copy is known however its XML was laid out, and two events are never taken for one.
 */
async function platformPushId(push: PlatformNotification): Promise<string> {
  const identity = JSON.stringify([
    push.timestamp,
    push.eventName,
    push.recipientUserId ?? '',
    push.callName,
    push.body,
  ]);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(identity)));
  return `platform:${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
