import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPLICATION_SCOPES, EbayClient, operationArguments, restCatalog, type OperationSpec } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { operationFixtures } from './every-operation.fixtures.js';
import {
  resolveRef,
  schemaCatalog,
  SchemaValidator,
  type ApiSchemas,
  type JsonSchema,
} from '../../src/rest/schema/index.js';

// Every one of the 452 operations (and the 17 aliases of renamed or moved ones), called through baykit over HTTP
// with valid arguments: the emulator answers 2xx and the answer validates against the operation's response schema.
// The decommissioned ones too: the emulator serves them (serveRetired) and the client sends them (allowRetired).

/** A minimal valid value of a schema: required properties only, simple leaves. */
function minimal(api: ApiSchemas, schema: JsonSchema | undefined, depth = 0): unknown {
  const resolved = schema?.$ref ? resolveRef(api, schema.$ref) : schema;
  if (!resolved || depth > 6) return undefined;
  if (resolved.enum?.length) return resolved.enum[0];
  switch (resolved.type) {
    case 'string':
      return resolved.format === 'byte' ? 'aGVsbG8=' : 'sample';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [minimal(api, resolved.items, depth + 1)];
    default: {
      const out: Record<string, unknown> = {};
      for (const name of resolved.required ?? []) out[name] = minimal(api, resolved.properties?.[name], depth + 1);
      return out;
    }
  }
}

/** Arguments for the operations whose answer depends on state: ids that exist, bodies the flows need. */
let special: Record<string, () => unknown[]> = {};

function argumentsFor(spec: OperationSpec): unknown[] {
  const override = special[`${spec.api}.${spec.id}`];
  if (override) return override();
  let body: unknown;
  if (spec.body) {
    if (spec.body.contentType === 'multipart/form-data') {
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'f.pdf');
      body = form;
    } else if (!/json/.test(spec.body.contentType)) body = new Uint8Array([1, 2, 3]);
    else body = minimal(schemaCatalog[spec.api]!, schemaCatalog[spec.api]!.operations[spec.id]?.body) ?? {};
  }
  const query: Record<string, string> = {};
  const known: Record<string, string> = {
    limit: '10',
    marketplace_id: 'EBAY_US',
    category_id: '15709',
    feed_scope: 'NEWLY_LISTED',
    date: '20260101',
  };
  for (const q of (spec.query ?? []).filter((p) => p.required)) query[q.name] = known[q.name] ?? `v-${q.name}`;
  // Browse search needs something to search for.
  if (spec.id === 'search' && spec.api === 'buy.browse') query.q = 'shoes';
  const headers: Record<string, string> = {};
  for (const h of spec.headers ?? []) headers[h.name] = h.name.toLowerCase() === 'range' ? 'bytes=0-99' : 'x';
  // Aliases (renamed, moved) reach the same resources as the operation they call: their own ids keep them apart.
  const alias = spec.lifecycle?.status === 'renamed' || spec.lifecycle?.status === 'moved';
  const pathParams = Object.fromEntries(spec.pathParams.map((name) => [name, `${alias ? 'alias' : 'id'}-${name}`]));
  return operationArguments(spec, { pathParams, body, query, options: { headers } });
}

let emulator: Emulator;
let receiver: Server;
let ebay: EbayClient;
const validator = new SchemaValidator();

beforeAll(async () => {
  emulator = createEmulator({ seed: 11, serveRetired: true });
  const { url } = await emulator.listen(0);
  const app = emulator.app;
  // A signing key from the emulator's Key Management, so the operations eBay requires to be signed are signed.
  const keys = new EbayClient({ appId: app.appId, certId: app.certId, origin: url });
  const key = await keys.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  await keys.close();
  ebay = new EbayClient({
    appId: app.appId,
    certId: app.certId,
    ruName: app.ruName,
    origin: url,
    maxRetries: 0,
    allowRetired: true,
    scope: [...APPLICATION_SCOPES],
    signature: { jwe: key.jwe!, privateKey: key.privateKey! },
  });
  ({ special, receiver } = await operationFixtures(ebay, url, key));
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
  receiver.close();
});

const operations = Object.values(restCatalog).flatMap((ops) => Object.values(ops));

it('answers all 452 operations and 17 aliases with a 2xx whose body validates against the response schema', async () => {
  expect(operations).toHaveLength(452 + 17);
  const failures: string[] = [];
  for (const spec of operations) {
    const [area, key] = spec.api.split('.') as [string, string];
    const method = (
      ebay as unknown as Record<string, Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>>
    )[area]![key]![spec.id]!;
    try {
      const result = await ebay.withResponse(method(...argumentsFor(spec)));
      if (result.status < 200 || result.status > 299) failures.push(`${spec.api}.${spec.id}: HTTP ${result.status}`);
      if (spec.response === 'json' && result.data !== undefined) {
        const issues = validator.validateResponse(spec.api, spec.id, result.data);
        if (issues.length > 0) failures.push(`${spec.api}.${spec.id}: ${JSON.stringify(issues.slice(0, 2))}`);
      }
    } catch (error) {
      failures.push(
        `${spec.api}.${spec.id}: ${(error as Error).name} ${(error as Error).message} ${JSON.stringify((error as { errors?: unknown }).errors ?? '').slice(0, 200)}`,
      );
    }
  }
  expect(failures).toEqual([]);
}, 120_000);

it('answers invalid input with eBay-shaped 400s that name the field', async () => {
  const error = (await ebay.sell.inventory
    .createOrReplaceInventoryItem('SKU-X', { product: { title: 42 as unknown as string } })
    .catch((e: unknown) => e)) as {
    status: number;
    domain: string;
    errors: { parameters?: { value?: string }[] }[];
  };
  expect(error.status).toBe(400);
  expect(error.domain).toBe('API_INVENTORY');
  expect(JSON.stringify(error.errors)).toContain('product.title');
  // A required query parameter missing on the wire (the client would refuse it, so the raw runtime sends it).
  const missing = (await ebay
    .request({ method: 'GET', path: '/sell/account/v1/fulfillment_policy', grant: 'user' })
    .catch((e: unknown) => e)) as {
    status: number;
    errors: { parameters?: { value?: string }[] }[];
  };
  expect(missing.status).toBe(400);
  expect(JSON.stringify(missing.errors)).toContain('marketplace_id');
});
