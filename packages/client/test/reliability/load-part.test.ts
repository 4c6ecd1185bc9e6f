// A lazy part of baykit (code behind import()) that cannot load, or that takes long to load, ends a call as the
// request itself would: a typed error that says to reload, or the attempt's TimeoutError / AbortError at once.
import { describe, expect, it } from 'vitest';
import { AbortError, BaykitError, ConnectionError, TimeoutError } from '../../src/index.js';
import { loadPart } from '../../src/internal/load-part.js';
import { attemptSignal } from '../../src/pipeline/timeout.js';

/** A load that never settles: a chunk request the network stalled. */
const stalled = (): Promise<never> => new Promise<never>(() => undefined);
const what = (): string => 'getItem (GET /buy/browse/v1/item/1)';

describe('loadPart', () => {
  it('rejects a failed load with a BaykitError that says to reload, the load error as cause', async () => {
    // A real import() of a module that does not exist, as a chunk removed by a redeploy.
    const error: unknown = await loadPart(import('./no-such-chunk.js' as string)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaykitError);
    expect((error as Error).message).toMatch(
      /^baykit could not load code it needs \(.*no-such-chunk.*\): reload the app/,
    );
    expect((error as Error).cause).toBeInstanceOf(Error);
  });

  it('keeps the typed error a seam already holds', async () => {
    const original = new TypeError('Failed to fetch');
    const load = loadPart(
      import('./no-such-chunk.js' as string),
      undefined,
      () => new ConnectionError('x', { cause: original }),
    );
    await expect(load).rejects.toBeInstanceOf(ConnectionError);
  });

  it('ends a stalled load with the attempt timeout, as a stalled request', async () => {
    const attempt = attemptSignal(20, undefined, what);
    try {
      await expect(loadPart(stalled(), attempt)).rejects.toThrow(
        new TimeoutError('getItem (GET /buy/browse/v1/item/1) timed out after 20 ms (set timeoutMs to allow longer).'),
      );
    } finally {
      attempt.dispose();
    }
  });

  it("ends a stalled load when the caller's signal aborts, before or during it", async () => {
    const before = new AbortController();
    before.abort();
    const during = new AbortController();
    for (const controller of [before, during]) {
      const attempt = attemptSignal(60_000, controller.signal, what);
      try {
        const loading = loadPart(stalled(), attempt);
        controller.abort();
        await expect(loading).rejects.toBeInstanceOf(AbortError);
      } finally {
        attempt.dispose();
      }
    }
  });
});
