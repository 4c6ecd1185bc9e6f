import { ConfigError } from '../errors/config-error.js';
import { NotificationSignatureError } from '../errors/notification-signature-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { outcomeAnswer, readLimitedBody as readLimited, textAnswer as text } from './body.js';
import { challengeResponse, checkEndpoint, checkVerificationToken } from './challenge.js';
import { processOnce, type NotificationDedupeStore } from './dedupe.js';
import type { Clock } from '../internal/clock.js';
import { checkClock, checkMaxBodyBytes, checkToleranceMs, resolveDedupe } from './handler-options.js';
import { checkKeyStore, type NotificationKeyStore } from './key-store.js';
import type { EbayNotification } from './types.js';
import { verifyNotification, type NotificationKeySource } from './verify.js';

/** Options of `createNotificationHandler`. */
export interface NotificationHandlerOptions {
  /** The client whose application token fetches eBay's public keys (an `EbayClient`). */
  client: NotificationKeySource & { config?: { sandbox?: boolean; origin?: string | undefined } };
  /** The verification token you gave eBay for this destination (32–80 of A–Z, a–z, 0–9, `_`, `-`). */
  verificationToken: string;
  /** The endpoint URL exactly as registered with eBay (the challenge hash covers it). */
  endpoint: string;
  /**
   * Called once per verified push (per `notificationId`, see `dedupe`); a throw answers 500, so eBay delivers
   * the push again later, and that delivery runs it again.
   */
  onNotification(notification: EbayNotification): void | Promise<void>;
  /** Largest body read, in bytes (default 1 MiB); a larger one is answered 413 without being read. */
  maxBodyBytes?: number;
  /**
   * Where processed pushes are remembered by `notificationId`, so a copy (eBay's retry, a replay) is answered
   * 204 without running `onNotification` again. Default: a `MemoryDedupeStore` of this handler (one process);
   * `RedisDedupeStore` of `@baykit/redis` for several; `false` turns it off.
   */
  dedupe?: NotificationDedupeStore | false;
  /** How long a processed push is remembered, in ms (default a day, and at least twice `toleranceMs`). */
  dedupeRetentionMs?: number;
  /**
   * How far a push's `publishDate` may be from now, in ms; one outside is answered 412 (`expired`). Off by
   * default (see `VerifyNotificationOptions.toleranceMs`).
   */
  toleranceMs?: number;
  /**
   * Where eBay's public keys are kept beyond this process, so restarts and the other processes of a fleet verify
   * pushes without asking eBay (and without the lookup budget forged pushes can spend): `RedisNotificationKeyStore`
   * of `@baykit/redis`, or any `NotificationKeyStore`. Default: none (keys are cached in the client's memory).
   */
  keyStore?: NotificationKeyStore;
  /** Time source for key ages, the lookup budget, `toleranceMs` and the default dedupe store (default the system clock). */
  clock?: Pick<Clock, 'now'>;
}

/**
 * A fetch-shaped endpoint for eBay's Notification API pushes, usable as is in Next.js route handlers, Hono, Bun,
 * Deno and Workers (and in node:http or Express through `toNodeListener`):
 * - `GET ?challenge_code=…` → 200 `{"challengeResponse": …}` (eBay's endpoint check);
 * - `POST` → the body is checked (413 over `maxBodyBytes`, unread), its `X-EBAY-SIGNATURE` verified (412 when
 *   missing, malformed, unknown or not matching, or outside `toleranceMs`; 400 when the body is not a JSON
 *   object; 500 when eBay's key cannot be fetched now), then `onNotification` runs once per `notificationId`
 *   (204; 500 if it throws, so eBay retries). A copy of a processed push is answered 204 without running it
 *   again; one arriving while another delivery of it is processed, 409 (eBay sends it again later).
 * The options are checked at once: a bad verification token or endpoint is a `ConfigError`.
 */
export function createNotificationHandler(
  options: NotificationHandlerOptions,
): (request: Request) => Promise<Response> {
  if (typeof options !== 'object' || options === null)
    throw new ConfigError('createNotificationHandler takes an options object.');
  const { client, onNotification } = options;
  if (!client || typeof client !== 'object' || !client.commerce?.notification?.getPublicKey) {
    throw new ConfigError(
      'Option "client" must be an EbayClient (its commerce.notification.getPublicKey fetches eBay\'s keys).',
    );
  }
  if (typeof onNotification !== 'function') throw new ConfigError('Option "onNotification" must be a function.');
  const verificationToken = checkVerificationToken(options.verificationToken);
  const local = client.config?.sandbox === true || client.config?.origin !== undefined;
  const endpoint = checkEndpoint(options.endpoint, local);
  const maxBodyBytes = checkMaxBodyBytes(options.maxBodyBytes);
  const toleranceMs = checkToleranceMs(options.toleranceMs);
  const keyStore = checkKeyStore(options.keyStore);
  const clock = checkClock(options.clock);
  const dedupe = resolveDedupe(options, toleranceMs, clock);

  return async (request) => {
    if (request.method === 'GET') {
      const code = new URL(request.url).searchParams.get('challenge_code');
      if (!code) return text(400, "Expected ?challenge_code=… (eBay's endpoint check).");
      return Response.json({ challengeResponse: await challengeResponse(code, verificationToken, endpoint) });
    }
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'GET, POST' } });
    const body = await readLimited(request, maxBodyBytes);
    if (!body) return text(413, `The body is larger than ${maxBodyBytes} bytes.`);
    let notification: EbayNotification;
    try {
      notification = await verifyNotification(
        { body, signature: request.headers.get('x-ebay-signature') },
        {
          client,
          now: clock.now(),
          ...(toleranceMs === undefined ? {} : { toleranceMs }),
          ...(keyStore ? { keyStore } : {}),
        },
      );
    } catch (error) {
      if (error instanceof ValidationError) return text(400, error.message);
      if (error instanceof NotificationSignatureError) {
        return text(error.problem === 'key-unavailable' ? 500 : 412, error.message);
      }
      throw error;
    }
    const id = (notification.notification as { notificationId?: unknown } | undefined)?.notificationId;
    const outcome = await processOnce(
      dedupe.store,
      typeof id === 'string' && id !== '' ? `notification:${id}` : undefined,
      dedupe.retentionMs,
      () => onNotification(notification),
    );
    return outcomeAnswer(outcome, 204);
  };
}
