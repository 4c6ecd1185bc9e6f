// Trading platform notifications sent: the SOAP pushes to every app that subscribed a user to an event, as the
// world's consequences (world/platform-notifications.ts) and Post-Order returns send them, whatever API made the
// change (docs/ebay-facts.md#platform-notifications).
import { createHash } from 'node:crypto';
import { XML_NAMESPACES } from '@baykit/spec';
import { buildXmlRequest } from 'baykit';
import type { EmulatorContext } from '../context.js';
import type { DeliveryUrl, PlatformDelivery, PlatformState, Preferences } from './stores/platform-notifications.js';

const EBL = XML_NAMESPACES.trading;
const SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';

/** The SOAP pushes sent so far, every app's, oldest first (for the admin request log). */
export function platformDeliveries(ctx: EmulatorContext): readonly PlatformDelivery[] {
  return [...ctx.state.world.platformNotifications.values()]
    .flatMap((s) => s.deliveries)
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** Where a push for `user` goes: the enabled delivery URLs the user named, else the application URL. */
function pushTargets(preferences: Preferences, user: string): string[] {
  const names = preferences.users.get(user)?.deliveryUrlName;
  if (!names) return preferences.applicationUrl ? [preferences.applicationUrl] : [];
  return names
    .split(',')
    .map((name) => preferences.deliveryUrls.get(name.trim()))
    .filter((u): u is DeliveryUrl & { url: string } => u?.enabled === true && u.url !== undefined)
    .map((u) => u.url);
}

/** Posts one SOAP push and records its status (0 when unreachable or too slow). */
async function deliver(state: PlatformState, push: Omit<PlatformDelivery, 'status'>): Promise<void> {
  let status = 0;
  try {
    const response = await fetch(push.url, {
      method: 'POST',
      headers: {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: `"http://developer.ebay.com/notification/${push.event}"`,
      },
      body: push.body,
      // A redirect is the endpoint's answer, never followed to another URL.
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    // Unreachable or too slow: recorded as status 0.
  }
  state.deliveries.push({ ...push, status });
}

/** base64(MD5(Timestamp + DevID + AppID + CertID)) with the keys of the app the push is for. */
function signature(app: { devId: string; appId: string; certId: string }, timestamp: string): string {
  const { devId, appId, certId } = app;
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
  // Every app that subscribed to the event for this user hears of it, with its own preferences and keys.
  await Promise.all(
    [...ctx.state.world.platformNotifications].map(([appId, state]) => {
      const app = ctx.apps.get(appId);
      return app ? pushForApp(ctx, app, state, user, event, call, fields) : undefined;
    }),
  );
}

async function pushForApp(
  ctx: EmulatorContext,
  app: { devId: string; appId: string; certId: string },
  state: PlatformState,
  user: string,
  event: string,
  call: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const { preferences } = state;
  const own = preferences.users.get(user);
  if (!preferences.applicationEnabled || own?.events.get(event) !== true) return;
  const targets = pushTargets(preferences, user);
  if (targets.length === 0) return;
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
      // What the application stored for this user comes back in every notification about them.
      ...(own.externalUserData ? { ExternalUserData: own.externalUserData } : {}),
      ...fields,
    },
    { xmlns: EBL },
  ).replace(/^<\?xml[^>]*>\s*/, '');
  const body =
    `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP}"><soapenv:Header>` +
    `<ebl:RequesterCredentials soapenv:mustUnderstand="0" xmlns:ebl="${EBL}">` +
    `<ebl:NotificationSignature>${signature(app, timestamp)}</ebl:NotificationSignature>` +
    `</ebl:RequesterCredentials></soapenv:Header><soapenv:Body>${inner}</soapenv:Body></soapenv:Envelope>`;
  await Promise.all(targets.map((url) => deliver(state, { event, user, url, time: timestamp, body })));
  if (state.deliveries.length > 1000) state.deliveries.splice(0, state.deliveries.length - 1000);
}
