import { ConfigError } from '../errors/config-error.js';
import { NotificationSignatureError } from '../errors/notification-signature-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { nodeBuiltin } from '../internal/node-modules.js';
import { parseXml } from '../xml/parser.js';
import { readLimitedBody, textAnswer } from './body.js';

/** The keyset a Trading Platform Notification is signed for (docs/ebay-facts.md#platform-notifications). */
export interface PlatformNotificationKeys {
  devId: string;
  appId: string;
  certId: string;
}

/** Options of `verifyPlatformNotification`. */
export interface VerifyPlatformNotificationOptions {
  /** How far the push's `Timestamp` may be from now, in ms (default 10 minutes). */
  toleranceMs?: number;
  /** Now, in ms since the epoch (default `Date.now()`). */
  now?: number;
}

/**
 * A verified Trading Platform Notification: the event, who it is for, and the body of the call's response it
 * carries (e.g. `GetItemTransactionsResponse` for `ItemSold`), read as the XML runtime reads responses.
 */
export interface PlatformNotification {
  /** `NotificationEventName`, e.g. `ItemSold`, `FixedPriceTransaction`, `AuctionCheckoutComplete`. */
  eventName: string;
  /** `RecipientUserID`: the eBay user the event is about. */
  recipientUserId: string | undefined;
  /** The body's `Timestamp`, exactly as sent (what the signature covers). */
  timestamp: string;
  /** The response element's name without `Response`, e.g. `GetItemTransactions`. */
  callName: string;
  /** The content of that response element. */
  body: Record<string, unknown>;
}

const DEFAULT_TOLERANCE_MS = 10 * 60_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value['#value'] === 'string') return value['#value'];
  return undefined;
}

function checkKeys(keys: PlatformNotificationKeys): PlatformNotificationKeys {
  if (!isRecord(keys)) throw new ConfigError('Platform notifications need { devId, appId, certId } (your keyset).');
  for (const name of ['devId', 'appId', 'certId'] as const) {
    if (typeof keys[name] !== 'string' || keys[name] === '')
      throw new ConfigError(`Option "${name}" must be the keyset's ${name} (a non-empty string).`);
  }
  return keys;
}

/** base64(MD5(Timestamp + DevID + AppID + CertID)): the `NotificationSignature` eBay puts in the SOAP header. */
export function platformNotificationSignature(timestamp: string, keys: PlatformNotificationKeys): string {
  const { devId, appId, certId } = checkKeys(keys);
  // MD5 is not in Web Crypto: node:crypto (Node, Bun, Deno, Workers with nodejs_compat) computes it.
  return nodeBuiltin('node:crypto')
    .createHash('md5')
    .update(`${timestamp}${devId}${appId}${certId}`, 'utf8')
    .digest('base64');
}

/**
 * Verifies a Trading Platform Notification (the SOAP push `SetNotificationPreferences` subscribes to): its
 * `NotificationSignature` must be base64(MD5(Timestamp + DevID + AppID + CertID)) and its `Timestamp` within
 * `toleranceMs` (10 minutes) of now, so a captured push cannot be replayed later. Resolves to the event; throws
 * `NotificationSignatureError` (`missing`, `malformed`, `mismatch`, `expired`) or `ValidationError` for a body
 * that is not a SOAP notification.
 */
export function verifyPlatformNotification(
  xml: string,
  keys: PlatformNotificationKeys,
  options: VerifyPlatformNotificationOptions = {},
): PlatformNotification {
  checkKeys(keys);
  if (typeof xml !== 'string')
    throw new ValidationError('The notification must be the SOAP XML text.', { parameter: 'xml' });
  let document: Record<string, unknown>;
  try {
    document = parseXml(xml);
  } catch (error) {
    throw new ValidationError('The notification is not well-formed XML.', { parameter: 'xml', cause: error });
  }
  const envelope = document.Envelope;
  const body = isRecord(envelope) ? envelope.Body : undefined;
  const [root, content] = isRecord(body)
    ? (Object.entries(body).find(([name]) => name.endsWith('Response')) ?? [])
    : [];
  if (!root || !isRecord(content))
    throw new ValidationError('The notification is not a SOAP envelope with a …Response in its Body.', {
      parameter: 'xml',
    });
  const header = isRecord(envelope) ? envelope.Header : undefined;
  const credentials = isRecord(header) ? header.RequesterCredentials : undefined;
  const signature = text(isRecord(credentials) ? credentials.NotificationSignature : undefined);
  if (!signature)
    throw new NotificationSignatureError('The notification has no NotificationSignature in its SOAP header.', {
      problem: 'missing',
    });
  const timestamp = text(content.Timestamp);
  const at = timestamp === undefined ? NaN : Date.parse(timestamp);
  if (timestamp === undefined || Number.isNaN(at))
    throw new NotificationSignatureError('The notification has no valid Timestamp to check.', { problem: 'malformed' });
  const expected = platformNotificationSignature(timestamp, keys);
  const { timingSafeEqual } = nodeBuiltin('node:crypto');
  const given = new TextEncoder().encode(signature.trim());
  const wanted = new TextEncoder().encode(expected);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    throw new NotificationSignatureError(
      'The NotificationSignature does not match this keyset (devId, appId, certId).',
      { problem: 'mismatch' },
    );
  const tolerance = options.toleranceMs ?? DEFAULT_TOLERANCE_MS;
  if (Math.abs((options.now ?? Date.now()) - at) > tolerance)
    throw new NotificationSignatureError(
      `The notification's Timestamp ${timestamp} is more than ${Math.round(tolerance / 60_000)} minutes from now.`,
      { problem: 'expired' },
    );
  const eventName = text(content.NotificationEventName);
  if (!eventName)
    throw new ValidationError('The notification has no NotificationEventName.', { parameter: 'NotificationEventName' });
  return {
    eventName,
    recipientUserId: text(content.RecipientUserID),
    timestamp,
    callName: root.replace(/Response$/, ''),
    body: content,
  };
}

/** Options of `createPlatformNotificationHandler`. */
export interface PlatformNotificationHandlerOptions extends PlatformNotificationKeys {
  /** Called once per verified push; a throw answers 500, so eBay delivers it again. */
  onNotification(notification: PlatformNotification): void | Promise<void>;
  /** Largest body read, in bytes (default 1 MiB); a larger one is answered 413. */
  maxBodyBytes?: number;
  /** How far the push's `Timestamp` may be from now, in ms (default 10 minutes). */
  toleranceMs?: number;
}

/**
 * A fetch-shaped endpoint for Trading Platform Notifications (use `toNodeListener` for node:http or Express):
 * `POST` with the SOAP body → verified (412 when the signature is missing, wrong or too old; 400 when the body is
 * not a SOAP notification; 413 over `maxBodyBytes`), then `onNotification` (500 if it throws, so eBay retries),
 * then 200, which is what eBay waits for.
 */
export function createPlatformNotificationHandler(
  options: PlatformNotificationHandlerOptions,
): (request: Request) => Promise<Response> {
  if (!isRecord(options)) throw new ConfigError('createPlatformNotificationHandler takes an options object.');
  const keys = checkKeys(options);
  if (typeof options.onNotification !== 'function')
    throw new ConfigError('Option "onNotification" must be a function.');
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1)
    throw new ConfigError('Option "maxBodyBytes" must be a positive whole number of bytes.');
  return async (request) => {
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
    const bytes = await readLimitedBody(request, maxBodyBytes);
    if (!bytes) return textAnswer(413, `The body is larger than ${maxBodyBytes} bytes.`);
    let notification: PlatformNotification;
    try {
      notification = verifyPlatformNotification(new TextDecoder().decode(bytes), keys, {
        ...(options.toleranceMs === undefined ? {} : { toleranceMs: options.toleranceMs }),
      });
    } catch (error) {
      if (error instanceof NotificationSignatureError) return textAnswer(412, error.message);
      if (error instanceof ValidationError) return textAnswer(400, error.message);
      throw error;
    }
    try {
      await options.onNotification(notification);
    } catch {
      return textAnswer(500, 'onNotification failed; eBay will deliver the notification again.');
    }
    return new Response(null, { status: 200 });
  };
}
