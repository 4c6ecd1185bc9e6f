import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient, type Clock } from 'baykit';
import { createEmulator, exampleValues, type Emulator } from '../../src/index.js';

// The client's pacing reads the emulator's Developer Analytics limits over real HTTP.
let emulator: Emulator;
let origin: string;

beforeAll(async () => {
  emulator = createEmulator({ seed: 7 });
  origin = (await emulator.listen(0)).url;
});
afterAll(() => emulator.close());

describe('pacing against the emulator', () => {
  it("spreads Browse calls by the app's daily limit that getRateLimits reports", async () => {
    const start = Date.now();
    const sleeps: number[] = [];
    let now = start;
    const clock: Clock = {
      now: () => now,
      sleep: (ms) => {
        sleeps.push(ms);
        now += ms;
        return Promise.resolve();
      },
    };
    const app = emulator.app;
    // A reserve of almost the whole limit paces every call: each waits for an even share of the day left.
    const ebay = new EbayClient({
      appId: app.appId,
      certId: app.certId,
      origin,
      clock,
      pacing: { reserve: 0.9999, maxDelayMs: 86_400_000 },
    });
    const itemId = exampleValues(emulator).browseItemId;
    for (let i = 0; i < 3; i++) await ebay.buy.browse.getItem(itemId);
    await ebay.close();

    const midnight = (Math.floor(start / 86_400_000) + 1) * 86_400_000;
    expect(sleeps).toHaveLength(2);
    // 5 000 Browse calls a day, none used yet when the limits were read.
    expect(sleeps[0]).toBeCloseTo((midnight - start) / 5000, -2);
    expect(sleeps[1]).toBeCloseTo((midnight - start - sleeps[0]!) / 4999, -2);
  });
});
