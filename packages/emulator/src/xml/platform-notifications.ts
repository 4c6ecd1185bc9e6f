import type { EmulatorContext } from '../context.js';
import type {
  DeliveryUrl,
  PlatformDelivery,
  PlatformState,
  Preferences,
  UserPreferences,
} from '../world/stores/platform-notifications.js';
import type { XmlFailure } from './envelope.js';
import { failure, success, type TradingCall } from './trading-call.js';

function platformState(ctx: EmulatorContext, appId: string): PlatformState {
  // Each app's own preferences and pushes, by App ID: one app never reads or changes another's.
  const states = ctx.state.world.platformNotifications;
  let state = states.get(appId);
  if (!state)
    states.set(
      appId,
      (state = {
        preferences: { applicationEnabled: false, deliveryUrls: new Map(), users: new Map() },
        deliveries: [],
      }),
    );
  return state;
}

function userPreferences(preferences: Preferences, user: string): UserPreferences {
  let own = preferences.users.get(user);
  if (!own) preferences.users.set(user, (own = { events: new Map(), properties: new Map() }));
  return own;
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

/** How many named delivery URLs one application may keep (the emulator's bound; eBay documents none). */
export const MAX_DELIVERY_URLS = 25;
/** How many characters of `ExternalUserData` eBay keeps (SetNotificationPreferences call reference). */
const EXTERNAL_USER_DATA_MAX = 256;

const isWebUrl = (url: string): boolean => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);

/** `Enable`/`Disable` as a boolean; undefined for anything else. */
const enableCode = (value: unknown): boolean | undefined =>
  value === 'Enable' ? true : value === 'Disable' ? false : undefined;

/** Applies `ApplicationDeliveryPreferences`; a failure when a value is not one eBay takes. */
function setApplication(preferences: Preferences, app: Record<string, unknown>): XmlFailure | undefined {
  if (app.ApplicationURL !== undefined) {
    const url = str(app.ApplicationURL);
    if (!isWebUrl(url)) return invalid('ApplicationURL', url);
    preferences.applicationUrl = url;
  }
  for (const [tag, key] of [
    ['ApplicationEnable', 'applicationEnabled'],
    ['AlertEnable', 'alertEnabled'],
  ] as const) {
    if (app[tag] === undefined) continue;
    const on = enableCode(app[tag]);
    if (on === undefined) return invalid(tag, str(app[tag]));
    preferences[key] = on;
  }
  if (app.AlertEmail !== undefined) {
    // eBay takes the alert address as a mailto: URL.
    const email = str(app.AlertEmail);
    if (!/^mailto:[^\s@]+@[^\s@]+$/.test(email)) return invalid('AlertEmail', email);
    preferences.alertEmail = email;
  }
  if (app.PayloadVersion !== undefined) preferences.payloadVersion = str(app.PayloadVersion);
  if (app.DeviceType !== undefined) preferences.deviceType = str(app.DeviceType);
  for (const entry of asList(app.DeliveryURLDetails)) {
    const detail = asRecord(entry);
    const name = str(detail.DeliveryURLName);
    if (!name) return invalid('DeliveryURLDetails.DeliveryURLName', name);
    const known = preferences.deliveryUrls.get(name);
    if (!known && preferences.deliveryUrls.size >= MAX_DELIVERY_URLS)
      return invalid('DeliveryURLDetails.DeliveryURLName', name);
    const next: DeliveryUrl = known ?? { name, enabled: true };
    if (detail.DeliveryURL !== undefined) {
      const url = str(detail.DeliveryURL);
      if (!isWebUrl(url)) return invalid('DeliveryURLDetails.DeliveryURL', url);
      next.url = url;
    }
    if (detail.Status !== undefined) {
      const on = enableCode(detail.Status);
      if (on === undefined) return invalid('DeliveryURLDetails.Status', str(detail.Status));
      next.enabled = on;
    }
    preferences.deliveryUrls.set(name, next);
  }
  return undefined;
}

/**
 * Trading `SetNotificationPreferences`: the application's delivery URL, alerts and named delivery URLs, and the
 * caller's event types, delivery URL names, `ExternalUserData` and event properties. Nothing is stored when a
 * value is refused.
 */
export const setNotificationPreferences: TradingCall = ({ ctx, fields, user, appId }) => {
  const { preferences } = platformState(ctx, appId);
  // Checked on copies first, so a refused request changes nothing.
  const app: Preferences = { ...preferences, deliveryUrls: new Map(preferences.deliveryUrls) };
  const refused = setApplication(app, asRecord(fields.ApplicationDeliveryPreferences));
  if (refused) return failure(refused);
  const before = userPreferences(preferences, user);
  const own: UserPreferences = { ...before, events: new Map(before.events), properties: new Map(before.properties) };
  for (const entry of asList(asRecord(fields.UserDeliveryPreferenceArray).NotificationEnable)) {
    const { EventType, EventEnable } = asRecord(entry);
    if (!str(EventType)) return failure(invalid('EventType', str(EventType)));
    const on = enableCode(EventEnable);
    if (on === undefined) return failure(invalid('EventEnable', str(EventEnable)));
    own.events.set(str(EventType), on);
  }
  if (fields.DeliveryURLName !== undefined) {
    const names = str(fields.DeliveryURLName);
    for (const name of names.split(',').map((n) => n.trim()))
      if (name && !app.deliveryUrls.has(name)) return failure(invalid('DeliveryURLName', name));
    own.deliveryUrlName = names || undefined;
  }
  if (fields.UserData !== undefined) {
    const data = str(asRecord(fields.UserData).ExternalUserData);
    if (data.length > EXTERNAL_USER_DATA_MAX) return failure(invalid('UserData.ExternalUserData', data.slice(0, 20)));
    own.externalUserData = data || undefined;
  }
  for (const entry of asList(fields.EventProperty)) {
    const { EventType, Name, Value } = asRecord(entry);
    if (!str(EventType)) return failure(invalid('EventProperty.EventType', str(EventType)));
    if (!str(Name)) return failure(invalid('EventProperty.Name', str(Name)));
    own.properties.set(`${str(EventType)} ${str(Name)}`, {
      EventType: str(EventType),
      Name: str(Name),
      Value: str(Value),
    });
  }
  Object.assign(preferences, app);
  preferences.users.set(user, own);
  return success({});
};

/** Trading `GetNotificationPreferences` for each `PreferenceLevel`: Application, User, UserData or Event. */
export const getNotificationPreferences: TradingCall = ({ ctx, fields, user, appId }) => {
  const { preferences } = platformState(ctx, appId);
  const own = preferences.users.get(user);
  const level = str(fields.PreferenceLevel);
  if (level === 'Application') {
    const urls = [...preferences.deliveryUrls.values()];
    return success({
      ApplicationDeliveryPreferences: {
        ...(preferences.applicationUrl ? { ApplicationURL: preferences.applicationUrl } : {}),
        ApplicationEnable: preferences.applicationEnabled ? 'Enable' : 'Disable',
        ...(preferences.alertEmail ? { AlertEmail: preferences.alertEmail } : {}),
        ...(preferences.alertEnabled === undefined
          ? {}
          : { AlertEnable: preferences.alertEnabled ? 'Enable' : 'Disable' }),
        NotificationPayloadType: 'eBLSchemaSOAP',
        ...(preferences.deviceType ? { DeviceType: preferences.deviceType } : {}),
        ...(preferences.payloadVersion ? { PayloadVersion: preferences.payloadVersion } : {}),
        ...(urls.length
          ? {
              DeliveryURLDetails: urls.map((u) => ({
                DeliveryURLName: u.name,
                ...(u.url ? { DeliveryURL: u.url } : {}),
                Status: u.enabled ? 'Enable' : 'Disable',
              })),
            }
          : {}),
      },
    });
  }
  if (level === 'User') {
    const events = [...(own?.events ?? new Map<string, boolean>())];
    return success({
      ...(own?.deliveryUrlName ? { DeliveryURLName: own.deliveryUrlName } : {}),
      UserDeliveryPreferenceArray: {
        NotificationEnable: events.map(([EventType, on]) => ({ EventType, EventEnable: on ? 'Enable' : 'Disable' })),
      },
    });
  }
  if (level === 'UserData')
    return success({ UserData: own?.externalUserData ? { ExternalUserData: own.externalUserData } : {} });
  if (level === 'Event') return success({ EventProperty: [...(own?.properties.values() ?? [])] });
  return failure(invalid('PreferenceLevel', level));
};

/** Turns off every platform event of `user` for one app (RevokeToken with `UnsubscribeNotification`). */
export function unsubscribeUser(ctx: EmulatorContext, appId: string, user: string): void {
  platformState(ctx, appId).preferences.users.get(user)?.events.clear();
}

const DAY = 86_400_000;

/**
 * Trading `GetNotificationsUsage`: the application's platform pushes between `StartTime` and `EndTime` (by default
 * the day before the call): their counts, and with `ItemID` each push about that item. A push the endpoint
 * answered with 2xx is delivered; any other answer, or none, failed (the emulator does not retry).
 */
export const getNotificationsUsage: TradingCall = ({ ctx, fields, now, appId }) => {
  const endText = str(fields.EndTime);
  const end = endText ? Date.parse(endText) : now;
  const startText = str(fields.StartTime);
  const start = startText ? Date.parse(startText) : end - DAY;
  if (Number.isNaN(end)) return failure(invalid('EndTime', endText));
  if (Number.isNaN(start) || start > end) return failure(invalid('StartTime', startText));
  const inWindow = platformState(ctx, appId).deliveries.filter((d) => {
    const at = Date.parse(d.time);
    return at >= start && at <= end;
  });
  const delivered = (d: PlatformDelivery): boolean => d.status >= 200 && d.status < 300;
  const itemId = str(fields.ItemID);
  const about = itemId ? inWindow.filter((d) => d.body.includes(`<ItemID>${itemId}</ItemID>`)) : [];
  return success({
    StartTime: new Date(start).toISOString(),
    EndTime: new Date(end).toISOString(),
    ...(itemId
      ? {
          NotificationDetailsArray: about.length
            ? {
                NotificationDetails: about.map((d) => ({
                  DeliveryURL: d.url,
                  Type: d.event,
                  Retries: '0',
                  DeliveryStatus: delivered(d) ? 'Delivered' : 'Failed',
                  DeliveryTime: d.time,
                  ...(delivered(d) ? {} : { ErrorMessage: d.status ? `HTTP ${d.status}` : 'No answer' }),
                })),
              }
            : '',
        }
      : {}),
    NotificationStatistics: {
      DeliveredCount: String(inWindow.filter(delivered).length),
      QueuedNewCount: '0',
      QueuedPendingCount: '0',
      ExpiredCount: '0',
      ErrorCount: String(inWindow.filter((d) => !delivered(d)).length),
    },
  });
};
