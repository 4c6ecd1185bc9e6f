import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../src/index.js';

let emulator: Emulator;
let origin: string;

beforeAll(async () => {
  emulator = createEmulator({ seed: 2 });
  origin = (await emulator.listen(0)).url;
});
afterAll(() => emulator.close());

/** One GET over a plain socket: status, raw headers and body bytes as the wire carried them. */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

it('sends a complete JSON answer in one piece, its length counted in bytes, the same as in process', async () => {
  const token = await emulator.fetch(`${origin}/identity/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${btoa(`${emulator.app.appId}:${emulator.app.certId}`)}`,
    },
    body: 'grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope',
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  // A title outside ASCII: the length must count UTF-8 bytes, not characters.
  const [item] = emulator.seed.items([{ title: 'Grüne Wanderschuhe – Größe 44', price: 80 }]);
  const path = `/buy/browse/v1/item/${encodeURIComponent(item?.itemId ?? '')}`;
  const wire = await get(path, { authorization: `Bearer ${accessToken}` });
  expect(wire.status).toBe(200);
  expect(wire.headers['content-type']).toBe('application/json');
  expect(wire.headers['transfer-encoding']).toBeUndefined();
  expect(Number(wire.headers['content-length'])).toBe(wire.body.byteLength);
  const inProcess = await emulator.fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(JSON.parse(wire.body.toString('utf8'))).toEqual(await inProcess.json());
  expect(JSON.parse(wire.body.toString('utf8'))).toMatchObject({ title: 'Grüne Wanderschuhe – Größe 44' });

  // An error answer (no token) goes the same way, with its status.
  const denied = await get(path);
  expect(denied.status).toBe(401);
  expect(Number(denied.headers['content-length'])).toBe(denied.body.byteLength);
  expect(JSON.parse(denied.body.toString('utf8'))).toMatchObject({ errors: [{ errorId: expect.any(Number) }] });
});
