import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConnectionError, RateLimitError, ServerError, TimeoutError, type EbayClient } from '../../src/index.js';
import { startEmulator, type EmulatorRig } from './helpers/emulator-rig.js';
import type { FaultKind } from '@baykit/emulator/admin';

let rig: EmulatorRig;
let ebay: EbayClient;
let delays: number[];

const SKU = 'RELIABILITY-SKU-1';
const ITEM = {
  product: { title: 'Fault-tolerant widget' },
  condition: 'NEW',
  availability: { shipToLocationAvailability: { quantity: 3 } },
};
const LOCATION = { location: { address: { country: 'US', postalCode: '95125' } }, name: 'Warehouse' };

/** Backoff pauses are recorded, not slept: the schedule is asserted without waiting for it. */
const capturingClock = () => ({ now: () => Date.now(), sleep: async (ms: number) => void delays.push(ms) });

beforeEach(async () => {
  rig = await startEmulator();
  delays = [];
  ebay = rig.client({ clock: capturingClock() });
  await rig.signIn(ebay);
  await ebay.sell.inventory.createOrReplaceInventoryItem(SKU, ITEM);
});
afterEach(async () => {
  await rig.close();
});

const fault = (match: string, kind: FaultKind, count: number) => rig.admin.addFault({ match, fault: kind, count });
const countRequests = async (method: string, path: string) =>
  (await rig.requests()).filter((r) => r.method === method && r.path === path).length;

describe('faults injected by the emulator', () => {
  it('a 429 storm shorter than the retries ends in success; a longer one in RateLimitError', async () => {
    await fault('/sell/inventory/', '429', 2);
    const full = await ebay.withResponse(ebay.sell.inventory.getInventoryItem(SKU));
    expect(full).toMatchObject({ status: 200, attempts: 3 });
    expect(delays).toEqual([1000, 1000]); // the emulator's Retry-After: 1

    await fault('/sell/inventory/', '429', 3);
    const error = await ebay.sell.inventory.getInventoryItem(SKU).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(1000);
  });

  it('a POST answered 429 is retried (eBay did not act on it) and creates its resource once', async () => {
    await fault('/sell/inventory/v1/location/', '429', 1);
    await ebay.sell.inventory.createInventoryLocation('WH-429', LOCATION);
    expect(await countRequests('POST', '/sell/inventory/v1/location/WH-429')).toBe(2);
    await expect(ebay.sell.inventory.getInventoryLocation('WH-429')).resolves.toMatchObject({
      merchantLocationKey: 'WH-429',
    });
  });

  it('a 5xx burst is retried for a GET and ends in success', async () => {
    await fault('/sell/inventory/', '500', 1);
    await fault('/sell/inventory/', '503', 1);
    const full = await ebay.withResponse(ebay.sell.inventory.getInventoryItem(SKU));
    expect(full.attempts).toBe(3);
    expect(full.data.product?.title).toBe('Fault-tolerant widget');
  });

  it('a POST answered 500 is not retried and surfaces ServerError', async () => {
    await fault('/sell/inventory/v1/location/', '500', 1);
    const error = await ebay.sell.inventory.createInventoryLocation('WH-500', LOCATION).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).status).toBe(500);
    expect(await countRequests('POST', '/sell/inventory/v1/location/WH-500')).toBe(1);
  });

  it('connection resets: a GET is retried to success, a POST fails with ConnectionError after one request', async () => {
    await fault('/sell/inventory/', 'reset-connection', 2);
    await expect(ebay.sell.inventory.getInventoryItem(SKU)).resolves.toMatchObject({ sku: SKU });
    expect(delays).toHaveLength(2);

    await fault('/sell/inventory/v1/location/', 'reset-connection', 1);
    await expect(ebay.sell.inventory.createInventoryLocation('WH-RESET', LOCATION)).rejects.toBeInstanceOf(
      ConnectionError,
    );
    expect(await countRequests('POST', '/sell/inventory/v1/location/WH-RESET')).toBe(1);
  });

  it('latency beyond timeoutMs: TimeoutError once every attempt is slow, success when a retry is fast', async () => {
    await fault('/sell/inventory/', 'latency=400', 3);
    const error = await ebay.sell.inventory.getInventoryItem(SKU, { timeoutMs: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/getInventoryItem .*timed out after 100 ms/);

    await fault('/sell/inventory/', 'latency=400', 1);
    const full = await ebay.withResponse(ebay.sell.inventory.getInventoryItem(SKU, { timeoutMs: 100 }));
    expect(full.attempts).toBe(2);
  });

  it('tokens expiring while 120 calls run cost one refresh, and every call succeeds', async () => {
    const before = await countRequests('POST', '/identity/v1/oauth2/token');
    const calls: Promise<unknown>[] = [];
    for (let wave = 0; wave < 6; wave++) {
      const waveCalls: Promise<unknown>[] = [];
      for (let i = 0; i < 20; i++)
        waveCalls.push(wave % 2 ? ebay.trading.GeteBayOfficialTime() : ebay.sell.inventory.getInventoryItem(SKU));
      calls.push(...waveCalls);
      // Expire every token once the first waves are in flight, so calls overlap the change.
      if (wave === 2) await rig.admin.expireTokens();
      // The next wave starts once this one has an answer: waves overlap, whatever the machine's speed.
      await Promise.race(waveCalls.map((call) => call.catch(() => undefined)));
    }
    const results = await Promise.allSettled(calls);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await countRequests('POST', '/identity/v1/oauth2/token')) - before).toBe(1);
  });

  it('a failing token endpoint: 503 surfaces ServerError, and the next call refreshes and succeeds', async () => {
    await rig.admin.expireTokens();
    await fault('/identity/v1/oauth2/token', '503', 1);
    const error = await ebay.sell.inventory.getInventoryItem(SKU).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).status).toBe(503);
    await expect(ebay.sell.inventory.getInventoryItem(SKU)).resolves.toMatchObject({ sku: SKU });
  });

  it('a token endpoint that resets the connection gives ConnectionError; a 429 from it is retried', async () => {
    await rig.admin.expireTokens();
    await fault('/identity/v1/oauth2/token', 'reset-connection', 1);
    await expect(ebay.sell.inventory.getInventoryItem(SKU)).rejects.toBeInstanceOf(ConnectionError);
    await fault('/identity/v1/oauth2/token', '429', 1);
    await expect(ebay.sell.inventory.getInventoryItem(SKU)).resolves.toMatchObject({ sku: SKU });
  });

  it('a fault named in the x-baykit-fault header applies to every attempt of that call', async () => {
    const error = await ebay.sell.inventory
      .getInventoryItem(SKU, { headers: { 'x-baykit-fault': '503' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(await countRequests('GET', `/sell/inventory/v1/inventory_item/${SKU}`)).toBe(3);
  });
});
