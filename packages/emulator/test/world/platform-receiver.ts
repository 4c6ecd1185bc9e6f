import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EbayClient, TradingTypes } from 'baykit';
import { createPlatformNotificationHandler, toNodeListener, type PlatformNotification } from 'baykit/notifications';
import { DEFAULT_APP } from '../../src/index.js';

/** A Trading platform notification endpoint on 127.0.0.1: what it received (verified by baykit's handler), in order. */
export interface PlatformReceiver {
  url: string;
  received: PlatformNotification[];
  /** The pushes named `event` to `user` received so far. */
  of(event: string, user: string): PlatformNotification[];
  close(): Promise<void>;
}

/** Starts a receiver of the test app's platform notifications on a free loopback port. */
export async function platformReceiver(): Promise<PlatformReceiver> {
  const received: PlatformNotification[] = [];
  const server: Server = createServer(
    toNodeListener(
      createPlatformNotificationHandler({ ...DEFAULT_APP, onNotification: (push) => void received.push(push) }),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ebay/platform`,
    received,
    of: (event, user) => received.filter((p) => p.eventName === event && p.recipientUserId === user),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Subscribes the member `client` is signed in as to `events`, delivered to `url` (the test app's delivery URL). */
export async function subscribePlatform(
  client: EbayClient,
  url: string,
  events: readonly TradingTypes.NotificationEventTypeCodeType[],
): Promise<void> {
  await client.trading.SetNotificationPreferences({
    ApplicationDeliveryPreferences: { ApplicationURL: url, ApplicationEnable: 'Enable' },
    UserDeliveryPreferenceArray: {
      NotificationEnable: events.map((EventType) => ({ EventType, EventEnable: 'Enable' as const })),
    },
  });
}
