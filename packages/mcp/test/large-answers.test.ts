// An answer over the tool's 40 000-character page, against the embedded emulator: the first items that fit come back
// as data (text and structuredContent alike), with how many there are and the offset that reads on.
import { describe, expect, it } from 'vitest';
import { httpSuite, textOf } from './helpers.js';
import { MAX_RESULT_CHARS } from '../src/results.js';

const suite = httpSuite([]);

interface OrdersPage {
  data?: { orders?: { orderId: string }[]; offset?: number; total?: number };
  truncated?: boolean;
  items?: { field: string; shown: number; of: number; nextOffset?: number };
}

const getOrders = async (query: Record<string, number>) => {
  const { client } = await suite.connected('accept');
  const result = await client.callTool({
    name: 'call_operation',
    arguments: { operation: 'sell.fulfillment.getOrders', query },
  });
  expect(result.isError, textOf(result)).toBeFalsy();
  return { text: textOf(result), page: result.structuredContent as OrdersPage };
};

describe('an answer over the page size', () => {
  it('returns the first orders that fit, with how many there are and the offset to read on from', async () => {
    const { text, page } = await getOrders({ limit: 50 });
    expect(text.length).toBeLessThanOrEqual(MAX_RESULT_CHARS + 1000);
    expect(page.truncated).toBe(true);
    const shown = page.data?.orders ?? [];
    expect(shown.length).toBeGreaterThan(0);
    expect(page.items).toEqual({ field: 'orders', shown: shown.length, of: 50, nextOffset: shown.length });
    expect(shown.length).toBeLessThan(50);
    expect(text).toContain(`first ${shown.length} of the 50 items in orders`);
    expect(text).toContain(`offset ${shown.length}`);
    // The text holds the same data, whole: the items shown parse as JSON.
    const fenced = /```ebay-data\n([\s\S]*)\n```$/.exec(text)?.[1] ?? '';
    expect(JSON.parse(fenced)).toEqual(page.data);
  });

  it('reads on from the offset it named: the next orders, none of the first ones again', async () => {
    const first = await getOrders({ limit: 20 });
    const next = first.page.items?.nextOffset;
    expect(next).toBeGreaterThan(0);
    const second = await getOrders({ limit: 20, offset: next ?? 0 });
    const seen = new Set(first.page.data?.orders?.map((order) => order.orderId));
    const after = second.page.data?.orders ?? [];
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((order) => seen.has(order.orderId))).toEqual([]);
    expect(second.page.items?.nextOffset).toBe((next ?? 0) + after.length);
  });

  it('returns an answer that fits whole, with no page note', async () => {
    const { text, page } = await getOrders({ limit: 2 });
    expect(page.truncated).toBeUndefined();
    expect(page.items).toBeUndefined();
    expect(page.data?.orders).toHaveLength(2);
    expect(text).not.toContain('items in orders');
  });
});
