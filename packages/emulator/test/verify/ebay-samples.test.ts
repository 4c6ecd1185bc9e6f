// The cassette suite from eBay's documented samples (test/cassettes/ebay-samples/), replayed against a fresh
// emulator over HTTP on 127.0.0.1: the README's fidelity table must be the one measured now, so a change that moves
// any API's score (down or up) fails here until `npm run verify:samples` rewrites the table.
import { readFileSync } from 'node:fs';
import { parseCassette } from 'baykit/cassette';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  README,
  SAMPLES_DIR,
  fidelityByApi,
  fidelityTable,
  measureSamples,
  readmeTable,
  type SampleMeasurement,
} from './ebay-samples.js';

/** How a note begins: what of the exchange is eBay's sample (as copied), or that it was written here. */
const PROVENANCE = /^(sample (request and answer|request|answer)|constructed)\b/;

let measurements: SampleMeasurement[];
beforeAll(async () => {
  measurements = await measureSamples();
}, 60_000);

describe("eBay's documented samples", () => {
  it("are hand-written cassettes whose every exchange cites its page on developer.ebay.com and says what is eBay's", () => {
    expect(measurements.length).toBeGreaterThanOrEqual(5);
    for (const { file } of measurements) {
      const { header, exchanges } = parseCassette(readFileSync(`${SAMPLES_DIR}${file}`, 'utf8'));
      expect(header.recorder, file).toBe('hand-written');
      expect(header.source, file).toMatch(/^https:\/\/developer\.ebay\.com\//i);
      expect(exchanges.length, file).toBeGreaterThan(0);
      for (const exchange of exchanges) {
        expect(exchange.note, `${file} #${exchange.seq}`).toMatch(/developer\.ebay\.com\//i);
        // Which part is eBay's sample and which was written here, first, as the folder's README lists them.
        expect(exchange.note, `${file} #${exchange.seq}`).toMatch(PROVENANCE);
      }
    }
  });

  it('cover listing, orders, fulfilment, returns and Trading', () => {
    const apis = fidelityByApi(measurements).map((f) => f.api);
    expect(apis).toEqual(['post-order.return', 'sell.fulfillment', 'sell.inventory', 'trading']);
  });

  it('replay with every exchange answered by the emulator', () => {
    const failed = measurements.flatMap((m) => m.report.differences.filter((d) => d.kind === 'replay-failed'));
    expect(failed).toEqual([]);
  });

  it("measure the scores the emulator README's table records", () => {
    const recorded = readmeTable(readFileSync(README, 'utf8'));
    expect(recorded, 'the README has lost its ebay-samples markers').toBeDefined();
    expect(recorded, 'the fidelity moved: run npm run verify:samples and commit the README').toBe(
      fidelityTable(measurements),
    );
  });
});
