// A cassette is input: verify must send its requests to the fresh emulator only. A recorded path that a URL parser
// reads as a host (`//host/…`, `/\host/…`) is refused at its exchange, and nothing reaches that host (a server on
// 127.0.0.1 stands for a cloud metadata address here and counts what it is sent).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cassette, CassetteExchange } from 'baykit/cassette';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCassette } from '../../src/verify-entry.js';

let elsewhere: Server;
let elsewhereHost: string;
const reached: string[] = [];

beforeAll(async () => {
  elsewhere = createServer((req, res) => {
    reached.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":"instance-credentials"}');
  });
  await new Promise<void>((ok) => elsewhere.listen(0, '127.0.0.1', ok));
  elsewhereHost = `127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((ok) => elsewhere?.close(ok));
});

function exchange(seq: number, url: string): CassetteExchange {
  return {
    seq,
    request: { method: 'GET', url, headers: { authorization: 'Bearer [redacted]' } },
    response: { status: 200, headers: { 'content-type': 'application/json' }, body: { text: '{"secret":"x"}' } },
  };
}

describe('verifyCassette and recorded paths that name another host', () => {
  it('refuses //host and /\\host paths at their exchange and sends nothing there', async () => {
    const cassette: Cassette = {
      header: {
        cassette: 1,
        recordedAt: '2026-12-02T00:00:00.000Z',
        recorder: 'test',
        redacted: true,
        personalDataMasked: true,
      },
      exchanges: [
        exchange(1, `https://api.ebay.com//${elsewhereHost}/computeMetadata/v1/token`),
        exchange(2, `https://api.ebay.com/\\${elsewhereHost}/computeMetadata/v1/token`),
        exchange(3, 'https://api.ebay.com/sell/inventory/v1/inventory_item/NO-SUCH-SKU'),
      ],
    };
    const report = await verifyCassette(cassette);
    expect(reached).toEqual([]);
    const failed = report.differences.filter((d) => d.kind === 'replay-failed');
    expect(failed.map((d) => d.seq)).toEqual([1, 2]);
    for (const difference of failed) {
      expect(difference.message).toMatch(/^Exchange \d was not replayed: .*another host.*nothing was sent\.$/);
      expect(JSON.stringify(difference)).not.toContain('instance-credentials');
    }
    // The exchange after them still went to the emulator, which answered it.
    expect(report.exchanges[2]?.status.emulator).toBe(404);
  });
});
