import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EbayClient } from 'baykit';
import { createNotificationHandler, toNodeListener, type EbayNotification } from 'baykit/notifications';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { signedInClient } from './signed-in.js';
import { LAMP_ITEM_SPECIFICS } from '../xml/helpers.js';
import { scaled } from '../../../../scripts/test-time.mjs';
import { createEmulatorAdmin, type EmulatorAdmin } from '../../src/admin-entry.js';

// Pushes on demand (`POST /__emulator/notifications/emit`), delivered signed to a receiver built with baykit's
// own handler, retried with a growing publishAttemptCount while the receiver fails, and logged.

const TOKEN = 'baykit_verification_token_0123456789abcdef';
const emulator = createEmulator({ seed: 7 });
let ebay: EbayClient;
let receiver: Server;
let endpoint = '';
let failures = 0;
const received: EbayNotification[] = [];

interface Delivery {
  topic: string;
  notificationId: string;
  publishAttemptCount: number;
  status: number;
}

const admin = (): EmulatorAdmin => createEmulatorAdmin({ baseUrl: emulator.url! });

const deliveries = async (): Promise<Delivery[]> => (await admin().requests()).notifications;

beforeAll(async () => {
  const { url } = await emulator.listen(0);
  ebay = await signedInClient(url, [
    'https://api.ebay.com/oauth/api_scope',
    'https://api.ebay.com/oauth/api_scope/commerce.notification.subscription',
  ]);
  receiver = createServer();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ebay/notifications`;
  const handler = toNodeListener(
    createNotificationHandler({
      client: ebay,
      verificationToken: TOKEN,
      endpoint,
      onNotification: (push) => void received.push(push),
    }),
  );
  // The receiver fails the first `failures` pushes with 503 (eBay then retries), and verifies the rest.
  receiver.on('request', (req, res) => {
    if (req.method === 'POST' && failures > 0) {
      failures--;
      res.writeHead(503).end();
      return;
    }
    handler(req, res);
  });
  await ebay.commerce.notification.updateConfig({ alertEmail: 'alerts@example.com' });
  const destination = await ebay.withResponse(
    ebay.commerce.notification.createDestination({
      name: 'inbox',
      status: 'ENABLED',
      deliveryConfig: { endpoint, verificationToken: TOKEN },
    }),
  );
  const destinationId = destination.headers.location?.split('/').pop() ?? '';
  await ebay.commerce.notification.createSubscription({
    topicId: 'MARKETPLACE_ACCOUNT_DELETION',
    status: 'ENABLED',
    destinationId,
    payload: { format: 'JSON', schemaVersion: '1.0', deliveryProtocol: 'HTTPS' },
  });
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

it('emits a topic now: a signed push that baykit verifies, with the data asked for', async () => {
  const emitted = await admin().emitNotification('MARKETPLACE_ACCOUNT_DELETION', {
    username: 'gone_user',
    userId: 'u-1',
    eiasToken: 'abc',
  });
  expect(emitted).toMatchObject({ topic: 'MARKETPLACE_ACCOUNT_DELETION', subscriptionIds: [expect.any(String)] });
  expect(received.at(-1)).toMatchObject({
    metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' },
    notification: { publishAttemptCount: 1, data: { username: 'gone_user', userId: 'u-1' } },
  });
  expect((await deliveries()).at(-1)).toMatchObject({ publishAttemptCount: 1, status: 204 });
});

it('retries a push the endpoint does not acknowledge, counting publishAttemptCount up', async () => {
  failures = 2;
  const before = (await deliveries()).length;
  const emitted = await admin().emitNotification('MARKETPLACE_ACCOUNT_DELETION');
  // Waits for the third attempt (the retries run 250 ms and 1 s after the failures), never for a fixed time.
  await expect
    .poll(async () => (await deliveries()).slice(before).map((d) => [d.publishAttemptCount, d.status]), {
      timeout: scaled(20_000),
      interval: 100,
    })
    .toEqual([
      [1, 503],
      [2, 503],
      [3, 204],
    ]);
  expect((await deliveries()).slice(before).every((d) => d.notificationId === emitted.notificationId)).toBe(true);
  expect(received.at(-1)?.notification.publishAttemptCount).toBe(3);
});

it('says which topics it knows when asked for another, and takes only an object as data', async () => {
  await expect(admin().emitNotification('NO_SUCH_TOPIC')).rejects.toMatchObject({
    status: 400,
    detail: expect.stringMatching(/MARKETPLACE_ACCOUNT_DELETION/),
  });
  // Bad data on purpose: what an untyped caller could send.
  const notAnObject = [1] as unknown as Record<string, unknown>;
  await expect(admin().emitNotification('ITEM_AVAILABILITY', notAnObject)).rejects.toMatchObject({ status: 400 });
  // A topic nobody subscribed to is emitted to no one.
  expect(await admin().emitNotification('ITEM_AVAILABILITY')).toMatchObject({
    subscriptionIds: [],
  });
});

it('pushes ITEM_AVAILABILITY when a listing ends (a flow event), to a subscription of that topic', async () => {
  const destinations = await ebay.commerce.notification.getDestinations();
  await ebay.commerce.notification.createSubscription({
    topicId: 'ITEM_AVAILABILITY',
    status: 'ENABLED',
    destinationId: destinations.destinations?.[0]?.destinationId,
    payload: { format: 'JSON', schemaVersion: '1.0', deliveryProtocol: 'HTTPS' },
  });
  const added = await ebay.trading.AddFixedPriceItem({
    Item: {
      Title: 'Flow event lamp',
      PrimaryCategory: { CategoryID: '112581' },
      ItemSpecifics: LAMP_ITEM_SPECIFICS,
      StartPrice: 12,
      Quantity: 1,
      ConditionID: 1000,
      ListingDuration: 'GTC',
      ListingType: 'FixedPriceItem',
      Country: 'US',
      Currency: 'USD',
    },
  });
  await ebay.trading.EndFixedPriceItem({ ItemID: added.ItemID, EndingReason: 'NotAvailable' });
  await expect
    .poll(() => received.filter((r) => r.metadata.topic === 'ITEM_AVAILABILITY').map((r) => r.notification.data))
    .toEqual([
      {
        itemId: `v1|${added.ItemID}|0`,
        listingMarketplaceId: 'EBAY_US',
        seller: { username: 'testuser_baykit' },
        buyingOptions: ['FIXED_PRICE'],
        availability: 'UNAVAILABLE',
      },
    ]);
});
