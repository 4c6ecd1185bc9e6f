// The emulator controls (`POST /api/emulator/:action`) of a real explorer, called like the browser app does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutcome, EmulatorAnswer, SignInStart, TokenPanel } from '../../shared/api.js';
import { startHarness, submitSignInPage, type Harness } from './explorer-harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const getItem = {
  kind: 'rest',
  env: 'local',
  api: 'buy.browse',
  operationId: 'getItem',
  path: { item_id: 'v1|110000000000|0' },
  query: {},
  headers: {},
};

const call = async (input: unknown): Promise<CallOutcome> =>
  (await (await h.api('POST', '/api/call', input)).json()) as CallOutcome;

describe('emulator controls', () => {
  it('need the CSRF token like every state change, and name the controls there are', async () => {
    const forged = await fetch(`${h.url}/api/emulator/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...h.keyHeader },
      body: '{}',
    });
    expect(forged.status).toBe(403);
    const unknown = await h.api('POST', '/api/emulator/shutdown', {});
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toContain('reset, clock, expire-tokens or fault');
  });

  it("moves the emulator's clock forward", async () => {
    const before = Date.now();
    const response = await h.api('POST', '/api/emulator/clock', { advanceSeconds: 7200 });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as EmulatorAnswer;
    expect(Date.parse(answer.now) - before).toBeGreaterThanOrEqual(7_100_000);
    const refused = await h.api('POST', '/api/emulator/clock', { advanceSeconds: -1 });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain('advanceSeconds');
  });

  it('arms a fault that the next call meets (baykit retries the 429 and gets the item)', async () => {
    expect((await h.api('POST', '/api/emulator/fault', { match: '/buy/browse/', fault: '429', count: 1 })).status).toBe(
      200,
    );
    const outcome = await call(getItem);
    const statuses = outcome.exchanges.filter((e) => e.purpose === 'call').map((e) => e.response?.status);
    expect(statuses).toEqual([429, 200]);
    expect((await h.api('POST', '/api/emulator/fault', { match: 'sell', fault: '429' })).status).toBe(400);
  });

  it('resets: tokens are gone, and signed calls still work with a new signing key', async () => {
    const start = (await (await h.api('POST', '/api/auth/local/consent/start', {})).json()) as SignInStart;
    await h.get(await submitSignInPage(start.url, 'approve'));
    const panel = async () => (await (await h.get('/api/tokens/local')).json()) as TokenPanel;
    expect((await panel()).tokens.map((t) => t.kind)).toContain('user');
    expect((await h.api('POST', '/api/emulator/reset', {})).status).toBe(200);
    expect((await panel()).tokens).toEqual([]);
    expect((await panel()).history.at(-1)).toMatchObject({
      kind: 'user',
      event: 'signed-out',
      detail: 'emulator reset',
    });
    await h.get(
      await submitSignInPage(
        ((await (await h.api('POST', '/api/auth/local/consent/start', {})).json()) as SignInStart).url,
        'approve',
      ),
    );
    const signed = await call({ ...getItem, api: 'sell.finances', operationId: 'getSellerFundsSummary', path: {} });
    expect(signed.status).toBe(200);
    expect(signed.exchanges.at(-1)?.request.headers['x-ebay-signature-key']).toBeDefined();
  });

  it('expires every token: the next call refreshes and succeeds', async () => {
    expect((await h.api('POST', '/api/emulator/expire-tokens', {})).status).toBe(200);
    const outcome = await call({ ...getItem });
    expect(outcome.status).toBe(200);
  });
});
