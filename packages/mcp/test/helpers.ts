import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, type CallToolResult, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import type { McpIo } from '../src/io.js';
import { startServer, type RunningServer } from '../src/index.js';

/** A home with no profiles, no tokens and no keys: the server runs against its embedded emulator. */
export function emptyHome(): { env: Record<string, string>; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'baykit-mcp-'));
  return {
    env: { HOME: dir, XDG_STATE_HOME: join(dir, 'state'), XDG_CONFIG_HOME: join(dir, 'config') },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** How the test client answers confirmation forms: accept, decline, or not support elicitation at all. */
export type Confirm = 'accept' | 'decline' | 'unsupported';

/** An SDK client that answers elicitation as told and counts the questions it was asked. */
export function testClient(confirm: Confirm): { client: Client; asked: string[] } {
  const asked: string[] = [];
  const client = new Client(
    { name: 'baykit-mcp-test', version: '1.0.0' },
    { capabilities: confirm === 'unsupported' ? {} : { elicitation: { form: {} } } },
  );
  if (confirm !== 'unsupported')
    client.setRequestHandler(ElicitRequestSchema, (request): ElicitResult => {
      asked.push(request.params.message);
      return confirm === 'accept' ? { action: 'accept', content: { confirm: true } } : { action: 'decline' };
    });
  return { client, asked };
}

/** An McpIo's `interrupted` for a server a test stops itself: never. */
export const never = (): Promise<void> => new Promise<void>(() => undefined);

export const TOKEN = 'test-token-0123456789abcdef0123456789abcdef';

/** An io for the server in this process: no input, stdout dropped, stderr kept in `stderr`; never interrupted. */
export function testIo(env: Record<string, string>): { io: McpIo; stderr: string[] } {
  const stderr: string[] = [];
  const io: McpIo = {
    stdout: () => undefined,
    stderr: (text) => void stderr.push(text),
    env,
    interrupted: never,
  };
  return { io, stderr };
}

/** The server in this process over HTTP (with `flags`), and the stderr it wrote. */
export async function httpServer(
  flags: string[],
  env: Record<string, string>,
): Promise<{ server: RunningServer & { url: string }; stderr: string[] }> {
  const { io, stderr } = testIo({ ...env, BAYKIT_MCP_TOKEN: TOKEN });
  const running = await startServer(['--http', ...flags], io);
  if (typeof running === 'number' || !running.url) throw new Error(`the server did not start: ${stderr.join('')}`);
  return { server: running as RunningServer & { url: string }, stderr };
}

/** `client` connected to the HTTP server at `url` with the token. */
export async function connectHttp(client: Client, url: string): Promise<void> {
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${TOKEN}` } } }),
  );
}

/** The text of a tool's answer. */
export function textOf(result: unknown): string {
  return ((result as CallToolResult).content ?? []).map((c) => (c.type === 'text' ? c.text : '')).join('\n');
}

/**
 * One server over HTTP for a test file, started before its tests with `flags` and an empty home, and `connected`:
 * an SDK client connected to it. Every client and the server are closed after the file's tests.
 */
export function httpSuite(flags: string[]) {
  const home = emptyHome();
  let running: { server: RunningServer & { url: string }; stderr: string[] } | undefined;
  const clients: Client[] = [];
  beforeAll(async () => {
    running = await httpServer(flags, home.env);
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await running?.server.close();
    home.remove();
  });
  const started = () => {
    if (!running) throw new Error("the suite's server has not started");
    return running;
  };
  return {
    home,
    get server(): RunningServer & { url: string } {
      return started().server;
    },
    /** What the server wrote to stderr so far (its call log). */
    stderr: (): string => started().stderr.join(''),
    async connected(confirm: Confirm): Promise<{ client: Client; asked: string[] }> {
      const made = testClient(confirm);
      await connectHttp(made.client, started().server.url);
      clients.push(made.client);
      return made;
    },
  };
}

/**
 * An unpublished offer drafted through `list_item` by `client` (which must accept the inventory item's form), from
 * an inventory location of its own: the offer's id.
 */
export async function draftOffer(
  client: Client,
  draft: { sku: string; title: string; price: string; location: string },
): Promise<string> {
  const location = await client.callTool({
    name: 'call_operation',
    arguments: {
      operation: 'sell.inventory.createInventoryLocation',
      path: { merchantLocationKey: draft.location },
      body: { location: { address: { country: 'US', postalCode: '95125' } } },
    },
  });
  if (location.isError) throw new Error(`no inventory location: ${textOf(location)}`);
  const drafted = await client.callTool({
    name: 'list_item',
    arguments: {
      sku: draft.sku,
      title: draft.title,
      quantity: 3,
      price: { value: draft.price, currency: 'USD' },
      categoryId: '310',
      merchantLocationKey: draft.location,
    },
  });
  const offerId = /offer (\S+) created/.exec(textOf(drafted))?.[1];
  if (drafted.isError || !offerId) throw new Error(`no offer drafted: ${textOf(drafted)}`);
  return offerId;
}
