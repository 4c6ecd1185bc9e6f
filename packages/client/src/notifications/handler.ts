import { ConfigError } from '../errors/config-error.js';
import { NotificationSignatureError } from '../errors/notification-signature-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { readLimitedBody as readLimited, textAnswer as text } from './body.js';
import { challengeResponse, checkEndpoint, checkVerificationToken } from './challenge.js';
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
  /** Called once per verified push; a throw answers 500, so eBay delivers the push again later. */
  onNotification(notification: EbayNotification): void | Promise<void>;
  /** Largest body read, in bytes (default 1 MiB); a larger one is answered 413. */
  maxBodyBytes?: number;
}

/**
 * A fetch-shaped endpoint for eBay's Notification API pushes, usable as is in Next.js route handlers, Hono, Bun,
 * Deno and Workers (and in node:http or Express through `toNodeListener`):
 * - `GET ?challenge_code=…` → 200 `{"challengeResponse": …}` (eBay's endpoint check);
 * - `POST` → the body is checked (413 over `maxBodyBytes`, 400 when not JSON), its `X-EBAY-SIGNATURE` verified
 *   (412 when missing, malformed, unknown or not matching; 500 when eBay's key cannot be fetched now), then
 *   `onNotification` runs (500 if it throws, so eBay retries) and the answer is 204.
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
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1) {
    throw new ConfigError('Option "maxBodyBytes" must be a positive whole number of bytes.');
  }

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
      notification = await verifyNotification({ body, signature: request.headers.get('x-ebay-signature') }, { client });
    } catch (error) {
      if (error instanceof ValidationError) return text(400, error.message);
      if (error instanceof NotificationSignatureError) {
        return text(error.problem === 'key-unavailable' ? 500 : 412, error.message);
      }
      throw error;
    }
    try {
      await onNotification(notification);
    } catch {
      // The detail stays with the application (it threw); eBay only needs to know to deliver again.
      return text(500, 'The notification could not be processed.');
    }
    return new Response(null, { status: 204 });
  };
}
