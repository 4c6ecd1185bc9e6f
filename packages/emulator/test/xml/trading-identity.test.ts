import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbayClient } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { expectValidTradingAnswer, lampListing, signInByPage, signInClassic, testClient } from './helpers.js';

// The token and identity calls (GetTokenStatus, RevokeToken, ConfirmIdentity), GetUserContactDetails over the one
// order store, and GetNotificationsUsage over the platform pushes the emulator sent.

let emulator: Emulator;
let origin: string;
let ebay: EbayClient;
const clients: EbayClient[] = [];
let receiver: Server;
let receiverUrl = '';
let received = 0;

beforeAll(async () => {
  emulator = createEmulator({ seed: 11 });
  origin = (await emulator.listen(0)).url;
  ebay = await client();
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/platform`;
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await emulator.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

async function client(user?: string): Promise<EbayClient> {
  const c = testClient(origin);
  clients.push(c);
  await signInClassic(c, user);
  return c;
}

describe('Trading token calls', () => {
  it('GetTokenStatus reports the call token Active until its hard expiration', async () => {
    const status = await ebay.trading.GetTokenStatus({});
    expect(status.TokenStatus?.Status).toBe('Active');
    await expectValidTradingAnswer('GetTokenStatus', status as Record<string, unknown>);
    const expires = Date.parse(status.TokenStatus?.ExpirationTime ?? '');
    // About 18 months ahead, as FetchToken's HardExpirationTime.
    expect(expires - Date.now()).toBeGreaterThan(500 * 86_400_000);
  });

  it('RevokeToken revokes only the token used: later calls with it get 932, other tokens still work', async () => {
    const revoking = await client('revoking_user');
    await revoking.trading.SetNotificationPreferences({
      UserDeliveryPreferenceArray: { NotificationEnable: [{ EventType: 'ItemListed', EventEnable: 'Enable' }] },
    });
    expect((await revoking.trading.GetUser({})).User?.UserID).toBe('revoking_user');
    await revoking.trading.RevokeToken({ UnsubscribeNotification: true });
    await expect(revoking.trading.GetUser({})).rejects.toMatchObject({ code: 932 });
    await expect(revoking.trading.GetTokenStatus({})).rejects.toMatchObject({ code: 932 });
    expect((await ebay.trading.GetUser({})).User?.UserID).toBe('testuser_baykit');
    // UnsubscribeNotification turned the user's platform events off: a new token of the same user sees none.
    const again = await client('revoking_user');
    const prefs = await again.trading.GetNotificationPreferences({ PreferenceLevel: 'User' });
    expect(JSON.stringify(prefs.UserDeliveryPreferenceArray ?? {})).not.toContain('ItemListed');
  });

  it('ConfirmIdentity names the user who signed in on a SessionID, and refuses before sign-in or for an unknown one', async () => {
    const app = testClient(origin);
    clients.push(app);
    const { sessionId, url } = await app.authNAuth.getSessionIdAndAuthUrl();
    await expect(app.trading.ConfirmIdentity({ SessionID: sessionId })).rejects.toMatchObject({ code: 21916017 });
    await signInByPage(url, 'ada_lovelace');
    expect((await app.trading.ConfirmIdentity({ SessionID: sessionId })).UserID).toBe('ada_lovelace');
    await expect(app.trading.ConfirmIdentity({ SessionID: 'x'.repeat(40) })).rejects.toMatchObject({
      code: 21916016,
    });
  });
});

describe('GetUserContactDetails', () => {
  it("answers a trading partner's details for an item of a shared order, and refuses anyone else", async () => {
    // The test user's seeded purchase: item 186543210987 from vintage_finds_store.
    const seller = await ebay.trading.GetUserContactDetails({
      ItemID: '186543210987',
      ContactID: 'vintage_finds_store',
      RequesterID: 'testuser_baykit',
    });
    expect(seller.UserID).toBe('vintage_finds_store');
    await expectValidTradingAnswer('GetUserContactDetails', seller as Record<string, unknown>);
    // A buyer of one of the test user's sales.
    const orders = await ebay.trading.GetOrders({ CreateTimeFrom: '2000-01-01T00:00:00.000Z', OrderRole: 'Seller' });
    const order = orders.OrderArray?.Order?.[0];
    const buyer = order?.BuyerUserID ?? '';
    const itemId = order?.TransactionArray?.Transaction?.[0]?.Item?.ItemID ?? '';
    expect(buyer).not.toBe('');
    expect(
      (await ebay.trading.GetUserContactDetails({ ItemID: itemId, ContactID: buyer, RequesterID: 'testuser_baykit' }))
        .UserID,
    ).toBe(buyer);

    // No order of the item between the two: eBay's 22173 (knowledge base article 898).
    for (const request of [
      { ItemID: '186543210987', ContactID: 'somebody_else', RequesterID: 'testuser_baykit' },
      { ItemID: itemId, ContactID: 'vintage_finds_store', RequesterID: 'testuser_baykit' },
    ])
      await expect(ebay.trading.GetUserContactDetails(request)).rejects.toMatchObject({
        code: 22173,
        description: 'You are not authorized to make this API call.',
      });
    await expect(
      ebay.trading.GetUserContactDetails({
        ItemID: '186543210987',
        ContactID: 'vintage_finds_store',
        RequesterID: 'another_user',
      }),
    ).rejects.toMatchObject({ code: 37 });
  });
});

describe('GetNotificationsUsage', () => {
  it('counts the platform pushes sent, and lists those about an item', async () => {
    const pusher = await client('pushing_seller');
    await pusher.trading.SetNotificationPreferences({
      ApplicationDeliveryPreferences: { ApplicationURL: receiverUrl, ApplicationEnable: 'Enable' },
      UserDeliveryPreferenceArray: { NotificationEnable: [{ EventType: 'ItemListed', EventEnable: 'Enable' }] },
    });
    const before = await pusher.trading.GetNotificationsUsage({});
    expect(before.NotificationStatistics?.DeliveredCount).toBe('0');
    const added = await pusher.trading.AddFixedPriceItem({
      Item: lampListing('Usage lamp'),
    });
    await expect
      .poll(async () => (await pusher.trading.GetNotificationsUsage({})).NotificationStatistics)
      .toEqual({
        DeliveredCount: '1',
        QueuedNewCount: '0',
        QueuedPendingCount: '0',
        ExpiredCount: '0',
        ErrorCount: '0',
      });
    expect(received).toBe(1);
    const details = await pusher.trading.GetNotificationsUsage({ ItemID: added.ItemID });
    await expectValidTradingAnswer('GetNotificationsUsage', details as Record<string, unknown>);
    expect(details.NotificationDetailsArray?.NotificationDetails).toEqual([
      expect.objectContaining({ DeliveryURL: receiverUrl, Type: 'ItemListed', DeliveryStatus: 'Delivered' }),
    ]);
    const other = await pusher.trading.GetNotificationsUsage({ ItemID: '999999999999' });
    expect(other.NotificationDetailsArray?.NotificationDetails ?? []).toEqual([]);
  });
});
