// A marketplace id that is not eBay's, in a tool's arguments, over HTTP against the embedded emulator: refused with
// the id probably meant, and nothing is sent (the inventory item list_item would have written is not there).
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

describe('an unknown marketplace id', () => {
  it('in call_operation headers is an invalid argument naming the id meant', async () => {
    const result = await made.client.callTool({
      name: 'call_operation',
      arguments: {
        operation: 'buy.browse.search',
        query: { q: 'shoes' },
        headers: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_USA' },
      },
    });
    expect(result.isError).toBe(true);
    const answer = textOf(result);
    expect(answer).toContain('nothing was sent');
    expect(answer).toContain(
      `headers.X-EBAY-C-MARKETPLACE-ID: must be one of eBay's marketplace ids, and \\"EBAY_USA\\" is not: did you mean EBAY_US?`,
    );
  });

  it("in list_item's marketplaceId is refused before the inventory item is written", async () => {
    const listed = await made.client.callTool({
      name: 'list_item',
      arguments: {
        sku: 'UK-BALL-1',
        title: 'Tennis ball',
        quantity: 1,
        price: { value: '5.00', currency: 'GBP' },
        categoryId: '310',
        marketplaceId: 'EBAY_UK',
      },
    });
    expect(listed.isError).toBe(true);
    expect(textOf(listed)).toMatch(
      /^marketplaceId must be one of eBay's marketplace ids, and "EBAY_UK" is not: did you mean EBAY_GB\? They are EBAY_AT, /,
    );
    const item = await made.client.callTool({
      name: 'call_operation',
      arguments: { operation: 'sell.inventory.getInventoryItem', path: { sku: 'UK-BALL-1' } },
    });
    expect(item.isError).toBe(true);
    expect(textOf(item)).toContain('25710');
  });
});
