// The server over Streamable HTTP, driven by the SDK's own client: the token, Host and Origin checks, and the
// safety gate (writes, confirmations through elicitation, the spend cap) against the embedded emulator.
import { describe, expect, it } from 'vitest';
import { httpServer, httpSuite, testIo, textOf, TOKEN } from './helpers.js';
import { startServer, type RunningServer } from '../src/index.js';

const suite = httpSuite(['--allow-writes', '--spend-cap', '50 USD']);
const { home, connected } = suite;

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});
const post = (headers: Record<string, string>, body = initialize) =>
  fetch(suite.server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body,
  });

describe('the HTTP transport', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(new URL(suite.server.url).hostname).toBe('127.0.0.1');
  });

  it('answers 401 without the bearer token, or with another one', async () => {
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect((await post({ authorization: 'Bearer wrong-token' })).status).toBe(401);
  });

  it('refuses a browser origin that is not its own (DNS rebinding, other sites)', async () => {
    const response = await post({ authorization: `Bearer ${TOKEN}`, origin: 'http://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('--allow-origin');
  });

  it('refuses a Host that is not its loopback name', async () => {
    // fetch sets Host from the URL; a raw request names another host, as a rebound DNS name would.
    const { request } = await import('node:http');
    const url = new URL(suite.server.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { host: `attacker.example:${url.port}`, authorization: `Bearer ${TOKEN}` },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.on('error', reject);
      req.end(initialize);
    });
    expect(status).toBe(403);
  });

  it('refuses a body over the size limit', async () => {
    const response = await post({ authorization: `Bearer ${TOKEN}` }, ' '.repeat(1024 * 1024 + 1));
    expect(response.status).toBe(413);
  });

  it('serves the tools to a client with the token: search and a read', async () => {
    const { client } = await connected('accept');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('search_operations');
    const result = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'buy.browse.search', query: { q: 'lamp', limit: 1 } },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(textOf(result)).toMatch(/^HTTP 200/);
  });
});

describe('sessions left behind', () => {
  it('makes room for a new session by closing the least recently used idle one, never one in use', async () => {
    const { MAX_SESSIONS } = await import('../src/http.js');
    const own = await httpServer([], home.env);
    const open = (headers: Record<string, string> = {}) =>
      fetch(own.server.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          authorization: `Bearer ${TOKEN}`,
          ...headers,
        },
        body: initialize,
      });
    const ids: string[] = [];
    const streaming = new AbortController();
    try {
      // Clients that initialized and went away without closing (a crash): every slot is taken.
      for (let i = 0; i < MAX_SESSIONS; i++) {
        const response = await open();
        await response.text();
        expect(response.status).toBe(200);
        ids.push(response.headers.get('mcp-session-id')!);
      }
      const ping = (id: string) =>
        fetch(own.server.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            authorization: `Bearer ${TOKEN}`,
            'mcp-session-id': id,
            'mcp-protocol-version': '2025-06-18',
          },
          body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' }),
        }).then(async (response) => (await response.text(), response.status));
      // The first session keeps a stream open (a client still there), then every other one is used after it.
      const stream = await fetch(own.server.url, {
        signal: streaming.signal,
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${TOKEN}`,
          'mcp-session-id': ids[0]!,
          'mcp-protocol-version': '2025-06-18',
        },
      });
      expect(stream.status).toBe(200);
      for (const id of ids.slice(1)) expect(await ping(id)).toBe(200);
      const next = await open();
      await next.text();
      expect(next.status).toBe(200);
      // The least recently used idle one made room; the one in use and the others are still there.
      expect(await ping(ids[1]!)).toBe(404);
      expect(await ping(ids[0]!)).toBe(200);
      expect(await ping(ids[2]!)).toBe(200);
    } finally {
      streaming.abort();
      await own.server.close();
    }
  });
});

describe('the safety gate', () => {
  const item = {
    product: { title: 'Brass desk lamp', description: 'A lamp.' },
    condition: 'NEW',
    availability: { shipToLocationAvailability: { quantity: 1 } },
  };
  const headers = { 'Content-Language': 'en-US' };

  it('sends a write with --allow-writes, and a confirmed delete after the person accepts', async () => {
    const { client, asked } = await connected('accept');
    const location = await client.callTool({
      name: 'call_operation',
      arguments: {
        operation: 'sell.inventory.createInventoryLocation',
        path: { merchantLocationKey: 'WRITE-ONLY' },
        body: { location: { address: { country: 'US', postalCode: '95125' } } },
      },
    });
    expect(location.isError, textOf(location)).toBeFalsy();
    expect(asked).toEqual([]);
    const created = await client.callTool({
      name: 'call_operation',
      arguments: {
        operation: 'sell.inventory.createOrReplaceInventoryItem',
        path: { sku: 'LAMP-ACCEPT' },
        body: item,
        headers,
      },
    });
    expect(created.isError, textOf(created)).toBeFalsy();
    // Setting a SKU's quantity changes what is for sale if it is live (price): asked, and told it is not live yet.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('sell.inventory.createOrReplaceInventoryItem: spend (commits money or fees), price');
    expect(asked[0]).toContain('SKU "LAMP-ACCEPT" is not on eBay yet');
    const deleted = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'sell.inventory.deleteInventoryItem', path: { sku: 'LAMP-ACCEPT' } },
    });
    expect(deleted.isError, textOf(deleted)).toBeFalsy();
    expect(asked).toHaveLength(2);
    expect(asked[1]).toContain('sell.inventory.deleteInventoryItem: irreversible (cannot be undone)');
    const gone = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'sell.inventory.getInventoryItem', path: { sku: 'LAMP-ACCEPT' } },
    });
    expect(gone.isError).toBe(true);
    expect(textOf(gone)).toContain('NotFoundError');
  });

  it('sends nothing when the person declines', async () => {
    const { client: setUp } = await connected('accept');
    const { client, asked } = await connected('decline');
    await setUp.callTool({
      name: 'call_operation',
      arguments: {
        operation: 'sell.inventory.createOrReplaceInventoryItem',
        path: { sku: 'LAMP-DECLINE' },
        body: item,
        headers,
      },
    });
    const deleted = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'sell.inventory.deleteInventoryItem', path: { sku: 'LAMP-DECLINE' } },
    });
    expect(asked).toHaveLength(1);
    expect(deleted.isError).toBe(true);
    expect(textOf(deleted)).toContain('did not confirm');
    const still = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'sell.inventory.getInventoryItem', path: { sku: 'LAMP-DECLINE' } },
    });
    expect(still.isError, textOf(still)).toBeFalsy();
  });

  it('refuses a money call over the spend cap without asking', async () => {
    const { client, asked } = await connected('accept');
    const refund = await client.callTool({
      name: 'call_operation',
      arguments: {
        operation: 'sell.fulfillment.issueRefund',
        path: { order_id: '01-00000-00001' },
        body: { reasonForRefund: 'BUYER_CANCEL', orderLevelRefundAmount: { value: '500.00', currency: 'USD' } },
      },
    });
    expect(refund.isError).toBe(true);
    expect(textOf(refund)).toContain('over the spend cap of 50.00 USD');
    expect(asked).toEqual([]);
  });

  it('counts what earlier money calls sent against the cap', async () => {
    const { client, asked } = await connected('accept');
    const listed = await client.callTool({
      name: 'call_operation',
      // Over the tool's 40 000-character page (orders carry their ship-to): the orders that fit come back as data.
      arguments: { operation: 'sell.fulfillment.getOrders', query: { limit: 10 } },
    });
    interface Order {
      orderId: string;
      orderPaymentStatus?: string;
      pricingSummary?: { total?: { value?: string } };
    }
    const { orders } = (listed.structuredContent as { data: { orders: Order[] } }).data;
    const paid = orders.filter((o) => o.orderPaymentStatus === 'PAID' && Number(o.pricingSummary?.total?.value) >= 30);
    expect(paid.length, textOf(listed).slice(0, 500)).toBeGreaterThanOrEqual(2);
    const refund = (orderId: string) =>
      client.callTool({
        name: 'call_operation',
        arguments: {
          operation: 'sell.fulfillment.issueRefund',
          path: { order_id: orderId },
          body: { reasonForRefund: 'BUYER_CANCEL', orderLevelRefundAmount: { value: '30.00', currency: 'USD' } },
        },
      });
    const first = await refund(paid[0]!.orderId);
    expect(first.isError, textOf(first)).toBeFalsy();
    const second = await refund(paid[1]!.orderId);
    expect(second.isError).toBe(true);
    expect(textOf(second)).toContain('30.00 already committed');
    expect(asked).toHaveLength(1);
  });

  it('refuses a money call from a client that cannot ask the person, saying how to enable it', async () => {
    const { client } = await connected('unsupported');
    const deleted = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'sell.inventory.deleteInventoryItem', path: { sku: 'LAMP-NONE' } },
    });
    expect(deleted.isError).toBe(true);
    expect(textOf(deleted)).toContain('does not support elicitation');
  });

  it('refuses a retired operation even with writes allowed', async () => {
    const { client } = await connected('accept');
    const result = await client.callTool({
      name: 'describe_operation',
      arguments: { name: 'sell.compliance.getListingViolations' },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('decommissioned');
  });

  it('logs every call with credentials masked', async () => {
    const { client } = await connected('accept');
    await client.callTool({
      name: 'call_operation',
      arguments: {
        operation: 'buy.browse.search',
        query: { q: 'lamp' },
        headers: { 'X-EBAY-C-ENDUSERCTX': 'affiliateCampaignId=1' },
      },
    });
    await client.callTool({
      name: 'call_trading',
      arguments: { call: 'GetUser', fields: { RequesterCredentials: { eBayAuthToken: 'v^1.1#secret-token-value' } } },
    });
    // The app's cert id (the emulator's test app: baykit-test-cert) is a secret wherever it appears.
    await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'buy.browse.search', query: { q: 'baykit-test-cert' } },
    });
    await expect.poll(() => suite.stderr()).toContain('"operation":"trading.GetUser"');
    expect(suite.stderr()).toContain('"q":"[redacted]"');
    expect(suite.stderr()).not.toContain('baykit-test-cert');
    expect(suite.stderr()).not.toContain('secret-token-value');
    expect(suite.stderr()).not.toContain(TOKEN);
  });
});

describe('the flags', () => {
  it('refuses a spend cap without a currency, with what to write (exit status 2)', async () => {
    const { io, stderr } = testIo(home.env);
    expect(await startServer(['--spend-cap', '50'], io)).toBe(2);
    expect(stderr.join('')).toContain('as in "50 USD"');
  });

  it('says at start that an --env or --profile is wrong (exit status 2)', async () => {
    const { io, stderr } = testIo(home.env);
    expect(await startServer(['--env', 'staging'], io)).toBe(2);
    expect(await startServer(['--profile', 'nobody'], io)).toBe(2);
    expect(stderr.join('')).toContain('--env must be emulator, sandbox or production');
    expect(stderr.join('')).toContain('No profile "nobody"');
  });

  it('writes --log-file as a regular file of mode 0600, and refuses a symbolic link', async () => {
    const { chmodSync, readFileSync, statSync, symlinkSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const wide = join(home.env.HOME!, 'wide.log');
    writeFileSync(wide, '', { mode: 0o644 });
    chmodSync(wide, 0o644);
    const { server: logged } = await httpServer(['--log-file', wide], home.env);
    try {
      expect(statSync(wide).mode & 0o777).toBe(0o600);
    } finally {
      await logged.close();
    }
    const elsewhere = join(home.env.HOME!, 'elsewhere.txt');
    writeFileSync(elsewhere, 'theirs\n');
    const link = join(home.env.HOME!, 'link.log');
    symlinkSync(elsewhere, link);
    const { io } = testIo({ ...home.env, BAYKIT_MCP_TOKEN: TOKEN });
    const started = await startServer(['--http', '--log-file', link], io).catch((error: unknown) => error);
    if (typeof started === 'object' && started !== null && 'close' in started) await (started as RunningServer).close();
    expect(started).toBeInstanceOf(RangeError);
    expect((started as Error).message).toContain('is a symbolic link');
    expect(readFileSync(elsewhere, 'utf8')).toBe('theirs\n');
  });
});
