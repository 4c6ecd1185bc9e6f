// Emulator throughput on this machine: requests per second for a simple GET (Browse getItem) and for a Browse
// search, next to a bare node:http server answering fixed JSON in the same run (the floor), so the figures read
// as ratios. Run: npm run bench:emulator
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { createEmulator } from '@baykit/emulator';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONCURRENCY = 32;

async function run(origin: string, path: string, headers: Record<string, string>): Promise<number> {
  const pool = new Pool(origin, { connections: CONCURRENCY });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const { statusCode, body } = await pool.request({ method: 'GET', path, headers });
        await body.dump();
        if (statusCode !== 200) throw new Error(`${path}: HTTP ${statusCode}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return REQUESTS / seconds;
}

const floor = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"itemId":"v1|110000000000|0","title":"x"}');
});
await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
const floorOrigin = `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;

const emulator = createEmulator({ seed: 1 });
const { url } = await emulator.listen(0);
const tokenResponse = await fetch(`${url}/identity/v1/oauth2/token`, {
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    authorization: `Basic ${Buffer.from(`${emulator.app.appId}:${emulator.app.certId}`).toString('base64')}`,
  },
  body: 'grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope',
});
const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
const auth = { authorization: `Bearer ${token}`, 'x-ebay-c-marketplace-id': 'EBAY_US' };

await run(floorOrigin, '/', {}); // warm-up
const floorRps = await run(floorOrigin, '/', {});
const getRps = await run(url, `/buy/browse/v1/item/${encodeURIComponent('v1|110000000000|0')}`, auth);
const searchRps = await run(url, '/buy/browse/v1/item_summary/search?q=shoes&filter=price:%5B10..100%5D&limit=50', auth);

const row = (label: string, rps: number): string => `| ${label} | ${rps.toFixed(0)} | ${(rps / floorRps).toFixed(2)} |`;
console.log(`| request (${REQUESTS} at concurrency ${CONCURRENCY}) | req/s | ratio to the bare node:http floor |`);
console.log('|---|---|---|');
console.log(row('bare node:http, fixed JSON (floor)', floorRps));
console.log(row('emulator: Browse getItem', getRps));
console.log(row('emulator: Browse search (3 000 items, filter, 50 per page)', searchRps));
await emulator.close();
floor.close();
