import { beforeEach, describe, expect, it } from 'vitest';
import { BROWSE_FLOWS } from '../../src/flows/browse.js';
import { filterParts, MAX_FILTER_LENGTH } from '../../src/flows/filter-parts.js';
import { FULFILLMENT_FLOWS } from '../../src/flows/fulfillment/index.js';
import { parseOrderFilter } from '../../src/flows/fulfillment/filter.js';
import type { EmulatorContext } from '../../src/context.js';
import { callFlow, list, testContext } from '../flow-harness.js';

let ctx: EmulatorContext;
beforeEach(() => {
  ctx = testContext(3);
});

describe('filter parts', () => {
  it('split at the commas outside ranges and sets, in one pass', () => {
    expect(filterParts('price:[10..50],conditions:{NEW|USED},priceCurrency:USD')).toEqual([
      'price:[10..50]',
      'conditions:{NEW|USED}',
      'priceCurrency:USD',
    ]);
    expect(filterParts('a:{x,y},b:[1,2]')).toEqual(['a:{x,y}', 'b:[1,2]']);
    expect(filterParts('a:],b')).toEqual(['a:]', 'b']);
    expect(filterParts('')).toEqual(['']);
  });

  it('parse 15 000 commas as 15 001 parts', () => {
    // A lookahead per comma made this quadratic; one pass keeps the cost in proportion to the length.
    expect(filterParts(','.repeat(15_000))).toHaveLength(15_001);
  });
});

describe('a filter longer than the emulator reads', () => {
  const long = `conditions:{NEW}${','.repeat(MAX_FILTER_LENGTH)}`;

  it("gets Browse's 400, eBay-shaped, before any parsing", async () => {
    const answer = await callFlow(BROWSE_FLOWS, ctx, 'buy.browse.search', { query: { q: 'shoes', filter: long } });
    expect(answer.status).toBe(400);
    const [error] = list(answer.json.errors);
    expect(error).toMatchObject({ errorId: 12023, domain: 'API_BROWSE', category: 'REQUEST' });
    expect(String(error?.message)).toContain(`at most ${MAX_FILTER_LENGTH}`);
    const ok = await callFlow(BROWSE_FLOWS, ctx, 'buy.browse.search', {
      query: { q: 'shoes', filter: long.slice(0, MAX_FILTER_LENGTH) },
    });
    expect(ok.status).toBe(200);
  });

  it("gets Fulfillment's 400 on getOrders", async () => {
    const answer = await callFlow(FULFILLMENT_FLOWS, ctx, 'sell.fulfillment.getOrders', {
      query: { filter: `orderfulfillmentstatus:{NOT_STARTED}${','.repeat(MAX_FILTER_LENGTH)}` },
    });
    expect(answer.status).toBe(400);
    expect(list(answer.json.errors)[0]).toMatchObject({ errorId: 30800, domain: 'API_FULFILLMENT' });
    expect(parseOrderFilter(`orderfulfillmentstatus:{NOT_STARTED}${','.repeat(100)}`, Date.now())).toMatchObject({
      statuses: new Set(['NOT_STARTED']),
    });
  });
});
