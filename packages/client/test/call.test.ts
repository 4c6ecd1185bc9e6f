// `ebay.call(operationId, { path, query, body, headers }, options)` against the emulator on 127.0.0.1: the same
// checks, request and answer as the generated method, and errors that say which name to type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BaseEbayClient, ValidationError, type EbayClient, type ExchangeEvent } from '../src/index.js';
import { BuyBrowseApi } from '../src/generated/buy.gen.js';
import { startEmulator, type EmulatorRig } from './reliability/helpers/emulator-rig.js';

let rig: EmulatorRig;
let ebay: EbayClient;
const events: ExchangeEvent[] = [];

const ITEM = {
  product: { title: 'Named-call lamp' },
  condition: 'NEW',
  availability: { shipToLocationAvailability: { quantity: 2 } },
};

beforeAll(async () => {
  rig = await startEmulator();
  ebay = rig.client({ onExchange: (event) => void events.push(event) });
  await rig.signIn(ebay);
});
afterAll(async () => {
  await rig.close();
});

/** What went on the wire, without the parts that differ between two sends of the same request. */
function wire(event: ExchangeEvent | undefined): unknown {
  const { 'x-ebay-c-request-id': _id, ...headers } = event?.request.headers ?? {};
  return { method: event?.request.method, url: event?.request.url, headers, body: event?.request.body };
}

/** The events of the calls `run` makes. */
async function sent(run: () => Promise<unknown>): Promise<ExchangeEvent[]> {
  const before = events.length;
  await run();
  return events.slice(before);
}

describe('ebay.call', () => {
  it('PUTs a body to a path value, then GETs it back by operationId alone', async () => {
    await ebay.call('sell.inventory.createOrReplaceInventoryItem', { path: { sku: 'CALL-1' }, body: ITEM });
    const item = await ebay.call('getInventoryItem', { path: { sku: 'CALL-1' } });
    expect(item).toMatchObject({ sku: 'CALL-1', product: { title: 'Named-call lamp' } });
  });

  it('sends the same request and gets the same answer as the generated method', async () => {
    let byMethod: unknown;
    let byName: unknown;
    const [method] = await sent(async () => {
      byMethod = await ebay.sell.inventory.getInventoryItems({ limit: 1 }, { headers: { 'x-call-test': 'a' } });
    });
    const [named] = await sent(async () => {
      byName = await ebay.call('sell.inventory.getInventoryItems', {
        query: { limit: 1 },
        headers: { 'x-call-test': 'a' },
      });
    });
    expect(method?.request.url).toContain('limit=1');
    expect(method?.request.headers['x-call-test']).toBe('a');
    expect(wire(named)).toEqual(wire(method));
    expect(byName).toEqual(byMethod);
  });

  it('works with withResponse: status and request id of the named call', async () => {
    const full = await ebay.withResponse(ebay.call('getInventoryItem', { path: { sku: 'CALL-1' } }));
    expect(full.status).toBe(200);
    expect(full.data).toMatchObject({ sku: 'CALL-1' });
  });

  it('an eBay error rejects as it does for the generated method', async () => {
    const error = await ebay.call('getInventoryItem', { path: { sku: 'NO-SUCH-SKU' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NotFoundError', status: 404 });
  });

  it('paginates a paged operation by name, up to maxItems', async () => {
    await ebay.call('sell.inventory.createOrReplaceInventoryItem', { path: { sku: 'CALL-2' }, body: ITEM });
    await ebay.call('sell.inventory.createOrReplaceInventoryItem', { path: { sku: 'CALL-3' }, body: ITEM });
    const skus: (string | undefined)[] = [];
    for await (const item of ebay.paginate('getInventoryItems', { query: { limit: 1 } }, { maxItems: 2 }))
      skus.push(item.sku);
    expect(skus).toHaveLength(2);
    const pages = ebay.paginate('getInventoryItem', { path: { sku: 'CALL-1' } });
    await expect(pages.next()).rejects.toThrow(/getInventoryItem does not page/);
  });

  it('refuses a missing path value, a missing body and a body the operation does not take, sending nothing', async () => {
    const refused = await sent(async () => {
      await expect(ebay.call('getInventoryItem', {} as never)).rejects.toThrow(/path parameter "sku" is required/);
      await expect(
        ebay.call('sell.inventory.createOrReplaceInventoryItem', { path: { sku: 'CALL-4' } } as never),
      ).rejects.toThrow(/a request body is required/);
      await expect(ebay.call('getInventoryItem', { path: { sku: 'CALL-1' }, body: ITEM } as never)).rejects.toThrow(
        /takes no body/,
      );
      await expect(ebay.call('getInventoryItem', 'CALL-1' as never)).rejects.toBeInstanceOf(ValidationError);
    });
    expect(refused).toEqual([]);
  });

  it('reads only own path values and refuses parts that are not objects, sending nothing', async () => {
    const refused = await sent(async () => {
      const inherited = Object.create({ sku: 'INHERITED' }) as Record<string, string>;
      await expect(ebay.call('getInventoryItem', { path: inherited } as never)).rejects.toThrow(
        /path must be an object/,
      );
      await expect(ebay.call('getInventoryItem', { path: { sku: 'CALL-1' }, headers: 'abc' } as never)).rejects.toThrow(
        /headers must be an object/,
      );
      await expect(ebay.call('getInventoryItem', { path: 'CALL-1' } as never)).rejects.toThrow(
        /path must be an object/,
      );
    });
    expect(refused).toEqual([]);
  });

  it('refuses a required header left out, and sends it when given in headers', async () => {
    const query = { feed_scope: 'NEWLY_LISTED', category_id: '1', date: '20250101' };
    await expect(ebay.call('buy.feed.getItemFeed', { query })).rejects.toThrow(/header "Range" is required/);
    const feedEvents = await sent(() =>
      ebay.call('buy.feed.getItemFeed', { query, headers: { Range: 'bytes=0-99' } }).catch(() => undefined),
    );
    const feed = feedEvents.find((e) => e.operation === 'getItemFeed');
    expect(feed?.request.headers.range).toBe('bytes=0-99');
  });

  it('names the closest operation for a misspelt one', async () => {
    const error = await ebay.call('getInventoryItme', { path: { sku: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toMatch(/did you mean "getInventoryItem"\?/);
  });

  it('asks for the full name of an operationId that several APIs have', async () => {
    const error = await ebay.call('search').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toMatch(
      /"search" is no operation .*name it <area>\.<api>\.<operationId>/,
    );
    expect(await ebay.call('buy.browse.search', { query: { q: 'a', limit: 1 } })).toMatchObject({ limit: 1 });
  });
});

describe('BaseEbayClient.call knows the APIs made on it', () => {
  it('calls Browse once its API object exists, and says another API was not loaded', async () => {
    const { appId, certId } = rig.emulator.app;
    const base = new BaseEbayClient({ appId, certId, origin: rig.url });
    try {
      await expect(base.call('getItem', { path: { item_id: 'v1|1|0' } })).rejects.toThrow(
        /no operation this client can call/,
      );
      const browse = new BuyBrowseApi(base);
      const found = await browse.search({ q: 'a', limit: 1 });
      const id = found.itemSummaries?.[0]?.itemId ?? '';
      expect(await base.call('getItem', { path: { item_id: id } })).toMatchObject({ itemId: id });
      // Browse alone has one `search`: the bare name is enough on this client.
      expect(await base.call('search', { query: { q: 'a', limit: 1 } })).toMatchObject({ limit: 1 });
      const error = await base.call('sell.inventory.getInventoryItem', { path: { sku: 'x' } }).catch((e) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).message).toMatch(
        /of an API made on this client \(EbayClient makes every API\)/,
      );
    } finally {
      await base.close();
    }
  });
});
