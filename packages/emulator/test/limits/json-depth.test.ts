import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonBody } from '../../src/body/json.js';
import { createEmulator, sampleRequestBody, type Emulator } from '../../src/index.js';
import { userToken } from './helpers.js';

let emulator: Emulator;
let url: string;
let headers: Record<string, string>;

beforeAll(async () => {
  emulator = createEmulator({ seed: 4 });
  url = (await emulator.listen(0)).url;
  headers = {
    authorization: `Bearer ${await userToken(emulator, url, ['sell.inventory'])}`,
    'content-type': 'application/json',
    'content-language': 'en-US',
  };
});
afterAll(() => emulator.close());

/** `{ a: { a: … { a: 'end' } } }`, `depth` objects deep. */
function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}"end"${'}'.repeat(depth)}`;
}

/** A valid inventory item whose `product` carries an extra field nested `depth` objects deep. */
function itemWith(depth: number): string {
  const item = sampleRequestBody('sell.inventory', 'createOrReplaceInventoryItem') as {
    product?: Record<string, unknown>;
  };
  const json = JSON.stringify({ ...item, product: { ...item.product, extra: '__NESTED__' } });
  return json.replace('"__NESTED__"', nested(depth));
}

describe('JSON nesting', () => {
  it('refuses a body nested 100 000 deep with 400 errorId 2004, and reads keep working', async () => {
    const put = await fetch(`${url}/sell/inventory/v1/inventory_item/DEEP-1`, {
      method: 'PUT',
      headers,
      body: itemWith(100_000),
    });
    expect(put.status).toBe(400);
    const { errors } = (await put.json()) as { errors: { errorId: number; domain: string; longMessage: string }[] };
    expect(errors).toEqual([
      expect.objectContaining({
        errorId: 2004,
        domain: 'ACCESS',
        message: 'Invalid request',
        longMessage: `The request body nests objects or arrays deeper than ${MAX_JSON_DEPTH} levels.`,
      }),
    ]);
    expect((await fetch(`${url}/sell/inventory/v1/inventory_item/DEEP-1`, { headers })).status).toBe(404);
    const all = await fetch(`${url}/sell/inventory/v1/inventory_item?limit=10`, { headers });
    expect(all.status).toBe(200);
  });

  it('stores a body as deep as the limit allows and serves it back unchanged', async () => {
    // The item itself and `product` are two levels; the extra field fills the rest.
    const body = itemWith(MAX_JSON_DEPTH - 2);
    const put = await fetch(`${url}/sell/inventory/v1/inventory_item/DEEP-2`, { method: 'PUT', headers, body });
    expect(put.status).toBe(201);
    const got = await fetch(`${url}/sell/inventory/v1/inventory_item/DEEP-2`, { headers });
    expect(got.status).toBe(200);
    // The answer adds the sku and the locale the item was created in (Content-Language en-US).
    expect(await got.json()).toEqual({ ...(JSON.parse(body) as object), sku: 'DEEP-2', locale: 'en_US' });
    const all = await fetch(`${url}/sell/inventory/v1/inventory_item?limit=10`, { headers });
    expect(((await all.json()) as { inventoryItems: { sku: string }[] }).inventoryItems.map((i) => i.sku)).toContain(
      'DEEP-2',
    );
  });

  it('counts arrays and objects alike, without recursion', () => {
    expect(nestsDeeperThan(JSON.parse(nested(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(nested(MAX_JSON_DEPTH + 1)), MAX_JSON_DEPTH)).toBe(true);
    expect(
      nestsDeeperThan(JSON.parse(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`), MAX_JSON_DEPTH),
    ).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(() => parseJsonBody(nested(1_000_000))).toThrow(SyntaxError);
    expect(parseJsonBody('  ')).toBeUndefined();
  });
});
