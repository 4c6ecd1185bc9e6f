// The server as an MCP client starts it: the real bin over standard input and output, driven by the SDK's client,
// against the embedded emulator (no keys). Read-only, as the server starts by default.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyHome, testClient, textOf } from './helpers.js';

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../bin/baykit-mcp.js');
const home = emptyHome();
const client = new Client({ name: 'baykit-mcp-test', version: '1.0.0' });
const stderr: string[] = [];

beforeAll(async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--conditions=source', BIN],
    env: { PATH: process.env.PATH ?? '', ...home.env },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  await client.connect(transport);
});

afterAll(async () => {
  await client.close();
  home.remove();
});

describe('baykit-mcp over stdio', () => {
  it('lists its tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      expect.arrayContaining(['call_operation', 'call_trading', 'describe_operation', 'search_operations']),
    );
  });

  it('searches operations with one short line each, retired ones left out', async () => {
    const found = textOf(await client.callTool({ name: 'search_operations', arguments: { query: 'inventory item' } }));
    expect(found).toMatch(
      /^sell\.inventory\.getInventoryItem \| GET \/sell\/inventory\/v1\/inventory_item\/\{sku\} \| .* \| read \| user token$/m,
    );
    const compliance = textOf(
      await client.callTool({ name: 'search_operations', arguments: { query: 'listing violations' } }),
    );
    expect(compliance).not.toContain('sell.compliance.getListingViolations');
  });

  it('describes an operation compactly, with types, required marks and enumerations', async () => {
    const described = textOf(
      await client.callTool({ name: 'describe_operation', arguments: { name: 'sell.inventory.createOffer' } }),
    );
    expect(described).toContain('POST /sell/inventory/v1/offer; user token');
    expect(described).toContain(
      'effects: write (changes something that can be changed back, costs nothing); needs --allow-writes',
    );
    expect(described).toMatch(/format: string \(FormatTypeEnum: .*FIXED_PRICE/);
    expect(described.length).toBeLessThan(20_000);
  });

  it('reads: a Browse search against the emulator', async () => {
    const result = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'buy.browse.search', query: { q: 'lamp', limit: 2 } },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(textOf(result)).toMatch(/^HTTP 200\n/);
    expect(textOf(result)).toContain('itemSummaries');
  });

  it('reads through a Trading call, signing in on the emulator by itself', async () => {
    const result = await client.callTool({
      name: 'call_trading',
      arguments: { call: 'GetMyeBaySelling', fields: { ActiveList: { Include: true } } },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(textOf(result)).toMatch(/^trading\.GetMyeBaySelling\n/);
    expect(textOf(result)).toContain('"Ack": "Success"');
  });

  it('refuses a write while read-only, and says how to allow writes', async () => {
    const result = await client.callTool({
      name: 'call_operation',
      arguments: {
        operation: 'sell.inventory.createOrReplaceInventoryItem',
        path: { sku: 'LAMP-1' },
        body: { product: { title: 'Lamp' } },
        headers: { 'Content-Language': 'en-US' },
      },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('read-only');
    expect(textOf(result)).toContain('--allow-writes');
  });

  it('refuses a retired operation by name', async () => {
    const result = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'sell.compliance.getListingViolations', query: {} },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('retired');
  });

  it('checks arguments against the operation before sending', async () => {
    const result = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'buy.browse.search', query: { qq: 'lamp' } },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('query.qq: not a query parameter');
  });

  it('checks a Trading call’s fields by name, nested ones too, before sending', async () => {
    const result = await client.callTool({
      name: 'call_trading',
      arguments: {
        call: 'AddFixedPriceItem',
        fields: { Item: { Titel: 'Lamp', StartPrice: { '@_currencyID': 'USD', '#value': '5' } } },
      },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('fields.Item.Titel: not a field of Item');
    expect(textOf(result)).not.toContain('StartPrice: not');
  });

  it('logs each call to standard error, one JSON line', async () => {
    await expect.poll(() => stderr.join('')).toContain('"tool":"call_operation"');
    expect(stderr.join('')).toContain('"outcome":"refused"');
  });
});

describe('baykit mcp (the command line runs the same server)', () => {
  it('serves the tools over stdio', async () => {
    const cliBin = resolve(dirname(fileURLToPath(import.meta.url)), '../../cli/bin/baykit.js');
    const other = new Client({ name: 'baykit-mcp-test', version: '1.0.0' });
    const cliHome = emptyHome();
    try {
      await other.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: ['--conditions=source', cliBin, 'mcp'],
          env: { PATH: process.env.PATH ?? '', ...cliHome.env },
          stderr: 'pipe',
        }),
      );
      const found = textOf(
        await other.callTool({ name: 'search_operations', arguments: { query: 'GetMyeBaySelling', kind: 'trading' } }),
      );
      expect(found).toContain('trading.GetMyeBaySelling | Trading XML call GetMyeBaySelling');
    } finally {
      await other.close();
      cliHome.remove();
    }
  });
});

describe('baykit-mcp --allow-writes over stdio', () => {
  it('asks the person through elicitation before a call that cannot be undone, and sends it once confirmed', async () => {
    const writesHome = emptyHome();
    const { client: writer, asked } = testClient('accept');
    try {
      await writer.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: ['--conditions=source', BIN, '--allow-writes'],
          env: { PATH: process.env.PATH ?? '', ...writesHome.env },
          stderr: 'pipe',
        }),
      );
      const item = {
        product: { title: 'Lamp' },
        condition: 'NEW',
        availability: { shipToLocationAvailability: { quantity: 1 } },
      };
      const created = await writer.callTool({
        name: 'call_operation',
        arguments: {
          operation: 'sell.inventory.createOrReplaceInventoryItem',
          path: { sku: 'LAMP-STDIO' },
          body: item,
          headers: { 'Content-Language': 'en-US' },
        },
      });
      expect(created.isError, textOf(created)).toBeFalsy();
      const deleted = await writer.callTool({
        name: 'call_operation',
        arguments: { operation: 'sell.inventory.deleteInventoryItem', path: { sku: 'LAMP-STDIO' } },
      });
      expect(deleted.isError, textOf(deleted)).toBeFalsy();
      expect(asked).toHaveLength(2);
      expect(asked[1]).toContain('sell.inventory.deleteInventoryItem');
      expect(asked[1]).toContain('LAMP-STDIO');
    } finally {
      await writer.close();
      writesHome.remove();
    }
  });
});
