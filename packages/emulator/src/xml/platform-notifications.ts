import { createHash } from 'node:crypto';
import { XML_NAMESPACES } from '@baykit/spec';
import { buildXmlRequest } from 'baykit';
import { flowState, type EmulatorContext } from '../context.js';
import type { XmlFailure } from './envelope.js';
import { failure, success, type TradingCall } from './trading-call.js';

const EBL = XML_NAMESPACES.trading;
const SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';

/** What `SetNotificationPreferences` stored: the application's URL and switch, and the events each user enabled. */
interface Preferences {
  applicationUrl?: string;
  applicationEnabled: boolean;
  /** Event types by user: `Enable` or `Disable`. */
  events: Map<string, Map<string, boolean>>;
}

/** One SOAP push the emulator sent (or tried to). */
export interface PlatformDelivery {
  event: string;
  user: string;
  url: string;
  status: number;
  time: string;
  body: string;
}

interface PlatformState {
  preferences: Preferences;
  deliveries: PlatformDelivery[];
}

function platformState(ctx: EmulatorContext): PlatformState {
  return flowState(ctx, 'platform-notifications', () => ({
    preferences: { applicationEnabled: false, events: new Map() },
    deliveries: [],
  }));
}

/** The SOAP pushes sent so far (for the admin request log). */
export function platformDeliveries(ctx: EmulatorContext): readonly PlatformDelivery[] {
  return platformState(ctx).deliveries;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

const invalid = (field: string, value: string): XmlFailure => ({
  code: '37',
  shortMessage: 'Input data is invalid.',
  longMessage: `Input data for tag <${field}> is invalid or missing. Please check API documentation.`,
  parameters: [value, field],
});

/** Trading `SetNotificationPreferences`: the application's delivery URL and switch, and the user's event types. */
export const setNotificationPreferences: TradingCall = ({ ctx, fields, user }) => {
  const { preferences } = platformState(ctx);
  const app = asRecord(fields.ApplicationDeliveryPreferences);
  if (app.ApplicationURL !== undefined) {
    const url = str(app.ApplicationURL);
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) return failure(invalid('ApplicationURL', url));
    preferences.applicationUrl = url;
  }
  if (app.ApplicationEnable !== undefined) {
    const enable = str(app.ApplicationEnable);
    if (enable !== 'Enable' && enable !== 'Disable') return failure(invalid('ApplicationEnable', enable));
    preferences.applicationEnabled = enable === 'Enable';
  }
  const chosen = asList(asRecord(fields.UserDeliveryPreferenceArray).NotificationEnable);
  const events = preferences.events.get(user) ?? new Map<string, boolean>();
  for (const entry of chosen) {
    const { EventType, EventEnable } = asRecord(entry);
    if (!str(EventType)) return failure(invalid('EventType', str(EventType)));
    if (EventEnable !== 'Enable' && EventEnable !== 'Disable') return failure(invalid('EventEnable', str(EventEnable)));
    events.set(str(EventType), EventEnable === 'Enable');
  }
  preferences.events.set(user, events);
  return success({});
};

/** Trading `GetNotificationPreferences` for `PreferenceLevel` Application or User. */
export const getNotificationPreferences: TradingCall = ({ ctx, fields, user }) => {
  const { preferences } = platformState(ctx);
  const level = str(fields.PreferenceLevel);
  if (level === 'Application') {
    return success({
      ApplicationDeliveryPreferences: {
        ...(preferences.applicationUrl ? { ApplicationURL: preferences.applicationUrl } : {}),
        ApplicationEnable: preferences.applicationEnabled ? 'Enable' : 'Disable',
      },
    });
  }
  if (level === 'User') {
    const events = [...(preferences.events.get(user) ?? new Map<string, boolean>())];
    return success({
      UserDeliveryPreferenceArray: {
        NotificationEnable: events.map(([EventType, on]) => ({ EventType, EventEnable: on ? 'Enable' : 'Disable' })),
      },
    });
  }
  return failure(invalid('PreferenceLevel', level));
};

/** base64(MD5(Timestamp + DevID + AppID + CertID)) with the registered app's keys. */
function signature(ctx: EmulatorContext, timestamp: string): string {
  const { devId, appId, certId } = ctx.defaultApp;
  return createHash('md5').update(`${timestamp}${devId}${appId}${certId}`).digest('base64');
}

/**
 * Sends `event` to the application URL when the application and the user's event are enabled: a SOAP envelope
 * with `NotificationSignature` in its header and `<call>Response` (Timestamp, NotificationEventName,
 * RecipientUserID and `fields`) in its body, as Trading Platform Notifications are (docs/ebay-facts.md#platform-notifications).
 */
export async function platformPush(
  ctx: EmulatorContext,
  user: string,
  event: string,
  call: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const state = platformState(ctx);
  const { preferences } = state;
  const url = preferences.applicationUrl;
  if (!url || !preferences.applicationEnabled || preferences.events.get(user)?.get(event) !== true) return;
  const timestamp = new Date(ctx.clock.now()).toISOString();
  const inner = buildXmlRequest(
    `${call}Response`,
    {
      Timestamp: timestamp,
      Ack: 'Success',
      Version: '1349',
      Build: 'E1349_BAYKIT_EMULATOR',
      NotificationEventName: event,
      RecipientUserID: user,
      ...fields,
    },
    { xmlns: EBL },
  ).replace(/^<\?xml[^>]*>\s*/, '');
  const body =
    `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP}"><soapenv:Header>` +
    `<ebl:RequesterCredentials soapenv:mustUnderstand="0" xmlns:ebl="${EBL}">` +
    `<ebl:NotificationSignature>${signature(ctx, timestamp)}</ebl:NotificationSignature>` +
    `</ebl:RequesterCredentials></soapenv:Header><soapenv:Body>${inner}</soapenv:Body></soapenv:Envelope>`;
  let status = 0;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: `"http://developer.ebay.com/notification/${event}"`,
      },
      body,
      // A redirect is the endpoint's answer, never followed to another URL.
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    // Unreachable or too slow: recorded as status 0.
  }
  state.deliveries.push({ event, user, url, status, time: timestamp, body });
  if (state.deliveries.length > 1000) state.deliveries.splice(0, state.deliveries.length - 1000);
}

/** The platform events a successful listing call raises: its event name and item id. */
export function listingEvent(
  call: string,
  result: Record<string, unknown>,
  fields: Record<string, unknown>,
): { event: string; itemId: string } | undefined {
  const requested = str(asRecord(fields.Item).ItemID) || str(fields.ItemID);
  switch (call) {
    case 'AddFixedPriceItem':
    case 'AddItem':
    case 'RelistFixedPriceItem':
    case 'RelistItem':
      return { event: 'ItemListed', itemId: str(result.ItemID) };
    case 'ReviseFixedPriceItem':
    case 'ReviseItem':
      return { event: 'ItemRevised', itemId: str(result.ItemID) || requested };
    case 'EndFixedPriceItem':
    case 'EndItem':
      return { event: 'ItemClosed', itemId: requested };
    default:
      return undefined;
  }
}
