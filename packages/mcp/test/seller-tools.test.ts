// The curated seller tools over HTTP against the embedded emulator: each step goes through the same gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHttp, emptyHome, httpServer, testClient, textOf } from './helpers.js';
import type { RunningServer } from '../src/index.js';

const home = emptyHome();
let server: RunningServer & { url: string };
const made = testClient('accept');

beforeAll(async () => {
  ({ server } = await httpServer(['--allow-writes'], home.env));
  await connectHttp(made.client, server.url);
});

afterAll(async () => {
  await made.client.close();
  await server.close();
  home.remove();
});

describe('the seller tools', () => {
  it('finds the orders to ship and marks one shipped', async () => {
    const before = textOf(await made.client.callTool({ name: 'find_orders_to_ship', arguments: {} }));
    const orderId = /^(\S+) \| /m.exec(before.split('\n').slice(1).join('\n'))?.[1];
    expect(orderId, before).toBeDefined();
    const shipped = await made.client.callTool({
      name: 'mark_shipped',
      arguments: { orderId, trackingNumber: '9400100000000000000000', carrier: 'USPS' },
    });
    expect(shipped.isError, textOf(shipped)).toBeFalsy();
    const after = textOf(await made.client.callTool({ name: 'find_orders_to_ship', arguments: {} }));
    expect(after).not.toContain(`${orderId} |`);
  });

  it('lists an item end to end, publishing only after the person confirms', async () => {
    const location = await made.client.callTool({
      name: 'call_operation',
      arguments: {
        operation: 'sell.inventory.createInventoryLocation',
        path: { merchantLocationKey: 'HOME' },
        body: { location: { address: { country: 'US', postalCode: '95125' } } },
      },
    });
    expect(location.isError, textOf(location)).toBeFalsy();
    const listed = await made.client.callTool({
      name: 'list_item',
      arguments: {
        sku: 'BALL-1',
        title: 'Tennis ball',
        aspects: { Brand: ['Wilson'] },
        quantity: 2,
        price: { value: '5.00', currency: 'USD' },
        categoryId: '310',
        publish: true,
      },
    });
    expect(listed.isError, textOf(listed)).toBeFalsy();
    expect(textOf(listed)).toMatch(/^Listed: BALL-1, offer \S+, listing \S+\.$/);
    expect(made.asked.some((message) => message.includes('sell.inventory.publishOffer'))).toBe(true);
  });
});
