import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EbayClient } from 'baykit';
import { createPlatformNotificationHandler, toNodeListener, type PlatformNotification } from 'baykit/notifications';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmulator, DEFAULT_APP, type AppRegistration, type Emulator } from '../../src/index.js';
import { lampListing, signInClassic, testClient } from './helpers.js';

// Two apps on one emulator, one user signed in to both: each app's notification preferences, pushes and usage are
// its own. Another app's SetNotificationPreferences must not move where this app's pushes go.

let emulator: Emulator;
let first: EbayClient;
let second: EbayClient;
const receivers: Server[] = [];

/** A receiver that verifies pushes with `app`'s keys, and its URL. */
async function receiver(app: AppRegistration, into: PlatformNotification[]): Promise<string> {
  const handler = createPlatformNotificationHandler({
    devId: app.devId,
    appId: app.appId,
    certId: app.certId,
    onNotification: (push) => void into.push(push),
  });
  const server = createServer(toNodeListener(handler));
  receivers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/ebay/platform`;
}

beforeAll(async () => {
  emulator = createEmulator({ seed: 8 });
  const { url } = await emulator.listen(0);
  first = testClient(url);
  await signInClassic(first);
  const other = emulator.registerApp({ redirectUrl: 'http://127.0.0.1:5999/other-app' });
  const { appId, certId, devId, ruName } = other;
  second = new EbayClient({ appId, certId, devId, ruName, origin: url });
  await signInClassic(second);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await emulator.close();
  for (const server of receivers) await new Promise<void>((resolve) => server.close(() => resolve()));
});

it("keeps each app's notification preferences, pushes and usage apart", async () => {
  const firstGot: PlatformNotification[] = [];
  const secondGot: PlatformNotification[] = [];
  const firstUrl = await receiver(DEFAULT_APP, firstGot);
  const otherApp = emulator.registerApp({ redirectUrl: 'http://127.0.0.1:5999/other-app' });
  const secondUrl = await receiver(otherApp, secondGot);
  const subscribe = (url: string) => ({
    ApplicationDeliveryPreferences: { ApplicationURL: url, ApplicationEnable: 'Enable' as const },
    UserDeliveryPreferenceArray: { NotificationEnable: [{ EventType: 'ItemListed', EventEnable: 'Enable' } as const] },
  });
  await first.trading.SetNotificationPreferences(subscribe(firstUrl));
  await second.trading.SetNotificationPreferences(subscribe(secondUrl));

  const own = await first.trading.GetNotificationPreferences({ PreferenceLevel: 'Application' });
  expect(own.ApplicationDeliveryPreferences?.ApplicationURL).toBe(firstUrl);

  // The user lists through the first app: each subscribed app hears of it at its own URL, signed with its own keys.
  const added = await first.trading.AddFixedPriceItem({
    Item: lampListing('Two apps lamp'),
  });
  await expect.poll(() => [firstGot.length, secondGot.length]).toEqual([1, 1]);
  expect(firstGot[0]?.body).toMatchObject({ Item: { ItemID: added.ItemID } });

  // Usage names only the app's own delivery URL.
  const usage = await first.trading.GetNotificationsUsage({ ItemID: added.ItemID });
  expect(JSON.stringify(usage)).toContain(firstUrl);
  expect(JSON.stringify(usage)).not.toContain(secondUrl);
});
