import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorAdmin, type EmulatorAdmin } from '@baykit/emulator/admin';
import { BaykitError, EbayClient, Scope, isBaykitError } from '../../src/index.js';
import { systemClock } from '../../src/internal/clock.js';
import { activeResources } from './helpers/raw-server.js';
import { startCountingEmulator, type CountingEmulator } from './helpers/counting-front.js';
import { scaled } from '../../../../scripts/test-time.mjs';

const CALLS = 10_000;
const CONCURRENCY = 64;
const LATENCY_MS = 5000;
const HEADER_FAULTS = ['429', '500', '503', 'reset-connection', `latency=${LATENCY_MS}`] as const;
// A call given the latency fault times out: its attempts have LATENCY_TIMEOUT_MS, 25 times less than the fault's
// delay, so even a slow machine times them out. Every other call has CALL_TIMEOUT_MS, which only a hung request
// reaches: on a busy machine a normal call can take seconds, and timing those out made the outcome depend on load.
const LATENCY_TIMEOUT_MS = 200;
const CALL_TIMEOUT_MS = scaled(30_000);
const QUEUED_FAULTS = ['429', '500', '503', 'reset-connection', 'expired-token'] as const;
const SKUS = Array.from({ length: 20 }, (_, i) => `SOAK-BASE-${i}`);
const ITEM = {
  product: { title: 'Soak item' },
  condition: 'NEW',
  availability: { shipToLocationAvailability: { quantity: 1 } },
};
const LOCATION = { location: { address: { country: 'US', postalCode: '95125' } }, name: 'Soak' };

/** A seeded generator, so a failing run can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `gc()` when the runtime lets us have it: --expose-gc, or the V8 flag set at run time. */
function findGc(): (() => void) | undefined {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : undefined;
  } catch {
    return undefined;
  }
}

function heapAfterGc(gc: () => void): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

interface Outcome {
  id: string;
  kind: string;
  method: 'GET' | 'PUT' | 'POST';
  ok: boolean;
  error?: unknown;
}

let front: CountingEmulator;
let ebay: EbayClient;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
const seed = Number(process.env.SOAK_SEED ?? 20_251_123);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  front = await startCountingEmulator();
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await ebay?.close();
  await front.close();
});

const admin = (): EmulatorAdmin => createEmulatorAdmin({ baseUrl: front.url });

describe('soak', () => {
  it(
    `${CALLS} mixed calls at concurrency ${CONCURRENCY} with random faults: every call settles typed, no POST twice, nothing leaks`,
    async () => {
      const baseline = activeResources().TCPSocketWrap ?? 0;
      const gc = findGc();
      const random = mulberry32(seed);
      const { appId, certId, devId, ruName } = front.emulator.app;
      // Backoff pauses keep their order but are cut to ≤ 5 ms of real time, so the run measures the client, not Retry-After.
      const clock = {
        now: () => Date.now(),
        sleep: (ms: number, signal?: AbortSignal) => systemClock.sleep(Math.min(ms, 5), signal),
      };
      ebay = new EbayClient({ appId, certId, devId, ruName, origin: front.url, timeoutMs: CALL_TIMEOUT_MS, clock });
      const consentUrl = ebay.oauth2.generateAuthUrl({ scope: [Scope.SELL_INVENTORY] });
      const { redirect } = await admin().approveConsent(consentUrl);
      await ebay.oauth2.getToken(redirect);
      for (const sku of SKUS) await ebay.sell.inventory.createOrReplaceInventoryItem(sku, ITEM);

      const outcomes: Outcome[] = [];
      const slowIds = new Set<string>();
      let heapAt2k: number | undefined;
      let next = 0;
      const started = Date.now();

      const one = async (i: number): Promise<Outcome> => {
        const id = `c${i}`;
        const headers: Record<string, string> = { 'x-soak-id': id };
        if (random() < 0.08) headers['x-baykit-fault'] = HEADER_FAULTS[Math.floor(random() * HEADER_FAULTS.length)]!;
        const slow = headers['x-baykit-fault']?.startsWith('latency=') === true;
        if (slow) slowIds.add(id);
        const options = slow ? { headers, timeoutMs: LATENCY_TIMEOUT_MS } : { headers };
        const sku = SKUS[Math.floor(random() * SKUS.length)]!;
        const roll = random();
        const [kind, method, call]: [string, Outcome['method'], () => Promise<unknown>] =
          roll < 0.35
            ? ['getInventoryItem', 'GET', () => ebay.sell.inventory.getInventoryItem(sku, options)]
            : roll < 0.45
              ? ['getInventoryItem (missing)', 'GET', () => ebay.sell.inventory.getInventoryItem(`NOPE-${i}`, options)]
              : roll < 0.55
                ? ['getInventoryItems', 'GET', () => ebay.sell.inventory.getInventoryItems({ limit: '5' }, options)]
                : roll < 0.7
                  ? [
                      'createOrReplaceInventoryItem',
                      'PUT',
                      () => ebay.sell.inventory.createOrReplaceInventoryItem(`SOAK-${i}`, ITEM, options),
                    ]
                  : roll < 0.88
                    ? [
                        'createInventoryLocation',
                        'POST',
                        () => ebay.sell.inventory.createInventoryLocation(`LOC-${i}`, LOCATION, options),
                      ]
                    : ['trading.GeteBayOfficialTime', 'POST', () => ebay.trading.GeteBayOfficialTime({}, options)];
        try {
          await call();
          return { id, kind, method, ok: true };
        } catch (error) {
          return { id, kind, method, ok: false, error };
        }
      };

      const worker = async (): Promise<void> => {
        while (next < CALLS) {
          const i = next++;
          // Faults the admin API queues hit whichever calls come next, and all tokens expire once mid-run.
          if (i % 500 === 250)
            await admin().addFault({
              match: '/sell/inventory/',
              fault: QUEUED_FAULTS[((i / 500) % QUEUED_FAULTS.length) | 0] ?? '500',
              count: 5,
            });
          if (i === CALLS / 2) await admin().expireTokens();
          outcomes.push(await one(i));
          if (outcomes.length === 2_000 && gc) heapAt2k = heapAfterGc(gc);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const elapsed = Date.now() - started;
      const heapAt10k = gc ? heapAfterGc(gc) : undefined;

      // Every call settled, as success or as a baykit error.
      expect(outcomes).toHaveLength(CALLS);
      const foreign = outcomes.filter((o) => !o.ok && !(o.error instanceof BaykitError && isBaykitError(o.error)));
      expect(foreign.map((o) => `${o.kind}: ${String(o.error)}`)).toEqual([]);
      expect(unhandled).toEqual([]);

      // No POST reached eBay twice unless eBay had refused an attempt (429, rejected token), which proves it did nothing.
      const twice = outcomes
        .filter((o) => o.method === 'POST')
        .filter((o) => {
          const hits = front.hits.get(o.id);
          return hits !== undefined && hits.requests - hits.refused > 1;
        });
      expect(twice.map((o) => `${o.id} ${o.kind} ${JSON.stringify(front.hits.get(o.id))}`)).toEqual([]);
      // An idempotent call is sent at most 1 + maxRetries times, plus one after a token renewal.
      const tooMany = outcomes.filter((o) => o.method !== 'POST' && (front.hits.get(o.id)?.requests ?? 0) > 4);
      expect(tooMany.map((o) => o.id)).toEqual([]);
      // A fresh location key created twice would answer 409 25803.
      expect(outcomes.filter((o) => (o.error as { code?: unknown } | undefined)?.code === 25803)).toEqual([]);

      // Timeouts come from the latency fault alone, never from a busy machine.
      const timedOut = outcomes.filter((o) => (o.error as Error | undefined)?.name === 'TimeoutError');
      expect(timedOut.filter((o) => !slowIds.has(o.id)).map((o) => `${o.id} ${o.kind}`)).toEqual([]);

      // Both outcomes happened: the run exercised failures, and most calls succeeded.
      const failed = outcomes.filter((o) => !o.ok).length;
      expect(failed).toBeGreaterThan(CALLS * 0.1);
      expect(outcomes.filter((o) => o.ok).length).toBeGreaterThan(CALLS * 0.6);

      // Sockets: after close the pool holds none, and the server sees every connection closed. A connection whose
      // call timed out in the latency fault may stay open until the emulator answers it, so the wait covers that.
      await ebay.close();
      const closedAt = Date.now();
      const until = closedAt + LATENCY_MS + scaled(5000);
      while ((front.openSockets() > 0 || (activeResources().TCPSocketWrap ?? 0) > baseline) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 10));
      const socketsClosedMs = Date.now() - closedAt;
      expect(front.openSockets()).toBe(0);
      expect(activeResources().TCPSocketWrap ?? 0).toBeLessThanOrEqual(baseline);

      const tally: Record<string, number> = {};
      for (const o of outcomes) {
        const key = o.ok ? 'ok' : (o.error as Error).name;
        tally[key] = (tally[key] ?? 0) + 1;
      }
      console.info(
        `soak: ${CALLS} calls in ${elapsed} ms (seed ${seed}); outcomes ${JSON.stringify(tally)}; heap after GC ${heapAt2k ?? 'n/a'} → ${heapAt10k ?? 'n/a'} bytes; sockets closed ${socketsClosedMs} ms after close()`,
      );

      if (!gc || heapAt2k === undefined || heapAt10k === undefined) {
        console.warn(
          'soak: no gc() in this runtime (neither --expose-gc nor the V8 flag at run time): the heap bound is not checked.',
        );
        return;
      }
      // Generous: the emulator in this process keeps every created item and location (~3 000 records).
      expect(heapAt10k - heapAt2k).toBeLessThan(32 * 1024 * 1024);
    },
    scaled(120_000),
  );
});
