import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EbayClient } from 'baykit';
import { createPlatformNotificationHandler, toNodeListener, type PlatformNotification } from 'baykit/notifications';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmulator, DEFAULT_APP, type Emulator } from '../../src/index.js';
import { signInClassic, testClient, lampListing } from './helpers.js';
import { signedInClient } from '../integration/signed-in.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';

// Trading Platform Notifications: SetNotificationPreferences, then listing calls push signed SOAP notifications
// to the application URL, verified here by baykit's own platform handler with the app's keys.

let emulator: Emulator;
let ebay: EbayClient;
let receiver: Server;
let url = '';
const received: PlatformNotification[] = [];

beforeAll(async () => {
  emulator = createEmulator({ seed: 8 });
  ebay = testClient((await emulator.listen(0)).url);
  await signInClassic(ebay);
  const handler = createPlatformNotificationHandler({
    devId: DEFAULT_APP.devId,
    appId: DEFAULT_APP.appId,
    certId: DEFAULT_APP.certId,
    onNotification: (push) => void received.push(push),
  });
  receiver = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ebay/platform`;
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const listing = lampListing('Platform notification lamp');

it('stores the preferences and answers them back per level', async () => {
  await ebay.trading.SetNotificationPreferences({
    ApplicationDeliveryPreferences: { ApplicationURL: url, ApplicationEnable: 'Enable' },
    UserDeliveryPreferenceArray: {
      NotificationEnable: [
        { EventType: 'ItemListed', EventEnable: 'Enable' },
        { EventType: 'ItemClosed', EventEnable: 'Disable' },
      ],
    },
  });
  const app = await ebay.trading.GetNotificationPreferences({ PreferenceLevel: 'Application' });
  expect(app.ApplicationDeliveryPreferences).toMatchObject({ ApplicationURL: url, ApplicationEnable: 'Enable' });
  const user = await ebay.trading.GetNotificationPreferences({ PreferenceLevel: 'User' });
  expect(JSON.stringify(user.UserDeliveryPreferenceArray)).toContain('ItemListed');
  await expect(
    ebay.trading.SetNotificationPreferences({ ApplicationDeliveryPreferences: { ApplicationURL: 'ftp://x' } }),
  ).rejects.toMatchObject({ code: 37 });
});

it('pushes ItemListed, signed with the app keys, for a new listing, and nothing for a disabled event', async () => {
  const added = await ebay.trading.AddFixedPriceItem({ Item: listing });
  await expect.poll(() => received.map((r) => r.eventName)).toEqual(['ItemListed']);
  expect(received[0]).toMatchObject({
    callName: 'GetItem',
    recipientUserId: 'testuser_baykit',
    body: { Item: { ItemID: added.ItemID } },
  });
  await ebay.trading.EndFixedPriceItem({ ItemID: added.ItemID, EndingReason: 'NotAvailable' });
  // ItemClosed is disabled: the request log shows every SOAP push, and none was sent for it.
  const log = await createEmulatorAdmin({ baseUrl: emulator.url! }).requests();
  expect(log.platformNotifications.map((p) => [p.event, p.status])).toEqual([['ItemListed', 200]]);
});

it('pushes ItemSold for a new order and ReturnCreated for a return request, when the seller enabled them', async () => {
  await ebay.trading.SetNotificationPreferences({
    UserDeliveryPreferenceArray: {
      NotificationEnable: [
        { EventType: 'ItemSold', EventEnable: 'Enable' },
        { EventType: 'ReturnCreated', EventEnable: 'Enable' },
      ],
    },
  });
  const [order] = emulator.seed.orders([
    { buyer: 'a_buyer', lineItems: [{ title: 'Brass compass', unitPrice: 30, legacyItemId: '110000007919' }] },
  ]);
  const line = order?.lineItems[0];
  await expect.poll(() => received.filter((r) => r.eventName === 'ItemSold').length).toBe(1);
  expect(received.find((r) => r.eventName === 'ItemSold')?.body).toMatchObject({
    Item: { ItemID: '110000007919' },
    TransactionArray: { Transaction: { TransactionID: line?.lineItemId, Buyer: { UserID: 'a_buyer' } } },
  });
  // Post-order takes the OAuth user token (as IAF); a return is the buyer's to open.
  const buyerSide = await signedInClient(emulator.url ?? '', ['https://api.ebay.com/oauth/api_scope'], 'a_buyer');
  const created = (await buyerSide.postOrder.return
    .createReturnRequest({
      returnRequest: {
        itemId: line?.legacyItemId ?? '',
        transactionId: line?.lineItemId ?? '',
        reason: 'NOT_AS_DESCRIBED',
        returnQuantity: 1,
        type: 'MONEY_BACK',
      },
    })
    .finally(() => buyerSide.close())) as { returnId: string };
  await expect.poll(() => received.filter((r) => r.eventName === 'ReturnCreated').length).toBe(1);
  expect(received.find((r) => r.eventName === 'ReturnCreated')).toMatchObject({
    callName: 'getReturnDetail',
    recipientUserId: 'testuser_baykit',
    body: { ReturnId: created.returnId, OtherPartyId: 'a_buyer', OtherPartyRole: 'BUYER' },
  });
});

it('keeps every preference level: named delivery URLs, the user data and event properties, and routes pushes by name', async () => {
  const second: PlatformNotification[] = [];
  const other = createServer(
    toNodeListener(
      createPlatformNotificationHandler({ ...DEFAULT_APP, onNotification: (push) => void second.push(push) }),
    ),
  );
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/second`;
    await ebay.trading.SetNotificationPreferences({
      ApplicationDeliveryPreferences: {
        AlertEmail: 'mailto:alerts@example.com',
        AlertEnable: 'Enable',
        DeliveryURLDetails: [{ DeliveryURLName: 'second', DeliveryURL: otherUrl, Status: 'Enable' }],
      },
      UserDeliveryPreferenceArray: { NotificationEnable: [{ EventType: 'ItemRevised', EventEnable: 'Enable' }] },
      DeliveryURLName: 'second',
      UserData: { ExternalUserData: 'shop-42' },
      EventProperty: [{ EventType: 'ItemRevised', Name: 'TimeLeft', Value: '3600' }],
    });
    const app = await ebay.trading.GetNotificationPreferences({ PreferenceLevel: 'Application' });
    expect(app.ApplicationDeliveryPreferences).toMatchObject({
      AlertEmail: 'mailto:alerts@example.com',
      AlertEnable: 'Enable',
      DeliveryURLDetails: [{ DeliveryURLName: 'second', DeliveryURL: otherUrl, Status: 'Enable' }],
    });
    expect(await ebay.trading.GetNotificationPreferences({ PreferenceLevel: 'UserData' })).toMatchObject({
      UserData: { ExternalUserData: 'shop-42' },
    });
    expect(await ebay.trading.GetNotificationPreferences({ PreferenceLevel: 'Event' })).toMatchObject({
      EventProperty: [{ EventType: 'ItemRevised', Name: 'TimeLeft', Value: '3600' }],
    });
    expect(await ebay.trading.GetNotificationPreferences({ PreferenceLevel: 'User' })).toMatchObject({
      DeliveryURLName: 'second',
    });
    // An unknown delivery URL name is refused, and the refused request changes nothing.
    await expect(
      ebay.trading.SetNotificationPreferences({ DeliveryURLName: 'nowhere', UserData: { ExternalUserData: 'x' } }),
    ).rejects.toMatchObject({ code: 37 });
    expect(await ebay.trading.GetNotificationPreferences({ PreferenceLevel: 'UserData' })).toMatchObject({
      UserData: { ExternalUserData: 'shop-42' },
    });

    // The user named the second URL: pushes go there (with the user data), not to the application URL.
    const added = await ebay.trading.AddFixedPriceItem({ Item: { ...listing, Title: 'Routed lamp' } });
    const before = received.length;
    await ebay.trading.ReviseFixedPriceItem({ Item: { ItemID: added.ItemID, Title: 'Routed lamp, revised' } });
    await expect.poll(() => second.filter((r) => r.eventName === 'ItemRevised').length).toBe(1);
    const log = await createEmulatorAdmin({ baseUrl: emulator.url! }).requests();
    const revised = log.platformNotifications.filter((p) => p.event === 'ItemRevised');
    expect(revised.map((p) => p.url)).toEqual([otherUrl]);
    expect(JSON.stringify(revised[0])).toContain('<ExternalUserData>shop-42</ExternalUserData>');
    expect(received.length).toBe(before);
  } finally {
    await new Promise<void>((resolve) => other.close(() => resolve()));
  }
});

const itemOf = (push: PlatformNotification): unknown => (push.body as { Item?: { ItemID?: string } }).Item?.ItemID;

it('pushes one event per listing of the bulk calls, AddItems and EndItems, and none for a container that failed', async () => {
  const bulk = createEmulator({ seed: 8 });
  const seller = testClient((await bulk.listen(0)).url);
  const pushes: PlatformNotification[] = [];
  const endpoint = createServer(
    toNodeListener(createPlatformNotificationHandler({ ...DEFAULT_APP, onNotification: (p) => void pushes.push(p) })),
  );
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  try {
    await signInClassic(seller);
    await seller.trading.SetNotificationPreferences({
      ApplicationDeliveryPreferences: {
        ApplicationURL: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/`,
        ApplicationEnable: 'Enable',
      },
      UserDeliveryPreferenceArray: {
        NotificationEnable: [
          { EventType: 'ItemListed', EventEnable: 'Enable' },
          { EventType: 'ItemClosed', EventEnable: 'Enable' },
        ],
      },
    });
    const item = { ...listing, ListingType: 'FixedPriceItem' as const };
    const added = await seller.trading.AddItems({
      AddItemRequestContainer: [
        { MessageID: '1', Item: { ...item, Title: 'Bulk lamp one' } },
        { MessageID: '2', Item: { ...item, Title: 'Bulk lamp two' } },
        { MessageID: '3', Item: { ...item, PrimaryCategory: { CategoryID: '999999999' } } },
      ],
    });
    const ids = (added.AddItemResponseContainer ?? []).map((c) => c.ItemID).filter((id) => id !== undefined);
    expect(ids).toHaveLength(2);
    await expect
      .poll(() =>
        pushes
          .filter((p) => p.eventName === 'ItemListed')
          .map((p) => itemOf(p))
          .sort(),
      )
      .toEqual([...ids].sort());
    await seller.trading.EndItems({
      EndItemRequestContainer: [
        { MessageID: 'a', ItemID: ids[0], EndingReason: 'NotAvailable' },
        { MessageID: 'b', ItemID: '110999999999', EndingReason: 'NotAvailable' },
      ],
    });
    await expect.poll(() => pushes.filter((p) => p.eventName === 'ItemClosed').map((p) => itemOf(p))).toEqual([ids[0]]);
  } finally {
    await seller.close();
    await bulk.close();
    await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  }
});
