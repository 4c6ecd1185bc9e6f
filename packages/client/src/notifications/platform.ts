import { ConfigError } from '../errors/config-error.js';
import { NotificationSignatureError } from '../errors/notification-signature-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { nodeBuiltin } from '../internal/node-modules.js';
import { parseXml } from '../xml/parser.js';
import { crowdedElement, MAX_ATTRIBUTES, scanPlatformNotification } from './platform-scan.js';

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
 *
 * Only `timestamp` is authenticated: eBay's signature covers the Timestamp and your keys, not the body, so whoever
 * captured one push can send any body with its signature until the Timestamp leaves the tolerance window. Treat
 * the body as a hint: read what you act on from eBay (e.g. `GetItemTransactions`).
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
  /** Always false: eBay's signature covers the Timestamp and the keys, not the body (see above). */
  bodyAuthenticated: false;
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

/** Checks a keyset: three non-empty strings. */
export function checkKeys(keys: PlatformNotificationKeys): PlatformNotificationKeys {
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
 * `toleranceMs` (10 minutes) of now. Both are read from the raw text and checked before the XML is parsed, so a
 * forged push costs no parsing; an element with more than 64 attributes is refused before parsing too. Resolves to the event (`bodyAuthenticated: false`: the signature does not cover
 * the body); throws `NotificationSignatureError` (`missing`, `malformed`, `mismatch`, `expired`) or
 * `ValidationError` for a body that is not a SOAP notification.
 */
export function verifyPlatformNotification(
  xml: string,
  keys: PlatformNotificationKeys,
  options: VerifyPlatformNotificationOptions = {},
): PlatformNotification {
  checkKeys(keys);
  if (typeof xml !== 'string')
    throw new ValidationError('The notification must be the SOAP XML text.', { parameter: 'xml' });
  const scan = scanPlatformNotification(xml);
  if (!scan.signature) {
    if (!scan.envelope) throw new ValidationError('The notification is not a SOAP envelope.', { parameter: 'xml' });
    throw new NotificationSignatureError('The notification has no NotificationSignature in its SOAP header.', {
      problem: 'missing',
    });
  }
  const { timestamp, signature } = scan;
  const at = timestamp === undefined ? NaN : Date.parse(timestamp);
  if (timestamp === undefined || Number.isNaN(at))
    throw new NotificationSignatureError('The notification has no valid Timestamp to check.', { problem: 'malformed' });
  checkSignature(signature, timestamp, keys);
  const tolerance = options.toleranceMs ?? DEFAULT_TOLERANCE_MS;
  if (Math.abs((options.now ?? Date.now()) - at) > tolerance)
    throw new NotificationSignatureError(
      `The notification's Timestamp ${timestamp} is more than ${Math.round(tolerance / 60_000)} minutes from now.`,
      { problem: 'expired' },
    );

  const crowded = crowdedElement(xml);
  if (crowded !== -1)
    throw new ValidationError(
      `The notification has an element with more than ${MAX_ATTRIBUTES} attributes (at character ${crowded}).`,
      { parameter: 'xml' },
    );
  const { root, content, parsedSignature } = readEnvelope(xml);
  // The values checked above must be the document's own, not a look-alike in a comment or another element.
  if (parsedSignature?.trim() !== signature || text(content.Timestamp) !== timestamp)
    throw new NotificationSignatureError(
      "The NotificationSignature or Timestamp checked is not the SOAP header's or the response's own.",
      { problem: 'malformed' },
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
    bodyAuthenticated: false,
  };
}

function checkSignature(signature: string, timestamp: string, keys: PlatformNotificationKeys): void {
  const { timingSafeEqual } = nodeBuiltin('node:crypto');
  const given = new TextEncoder().encode(signature);
  const wanted = new TextEncoder().encode(platformNotificationSignature(timestamp, keys));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    throw new NotificationSignatureError(
      'The NotificationSignature does not match this keyset (devId, appId, certId).',
      { problem: 'mismatch' },
    );
}

/** The parsed envelope: the response element in its Body, and the signature in its Header. */
function readEnvelope(xml: string): { root: string; content: Record<string, unknown>; parsedSignature?: string } {
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
  const parsedSignature = text(isRecord(credentials) ? credentials.NotificationSignature : undefined);
  return parsedSignature === undefined ? { root, content } : { root, content, parsedSignature };
}
