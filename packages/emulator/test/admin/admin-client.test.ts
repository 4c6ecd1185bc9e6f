// The typed admin client (`@baykit/emulator/admin`) against a real emulator over HTTP on 127.0.0.1: one call per
// route, each answer typed, and every refusal an EmulatorAdminError naming the route and status.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient } from 'baykit';
import { createEmulatorAdmin, EmulatorAdminError, type EmulatorAdmin } from '../../src/admin-entry.js';
import { createEmulator, type Emulator } from '../../src/index.js';

let emulator: Emulator;
let admin: EmulatorAdmin;
beforeAll(async () => {
  emulator = createEmulator({ seed: 5 });
  const { url } = await emulator.listen(0);
  admin = createEmulatorAdmin({ baseUrl: `${url}/` });
});
afterAll(() => emulator.close());

/** What a call rejected with (the test fails when it resolves). */
async function refusal(call: Promise<unknown>): Promise<EmulatorAdminError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EmulatorAdminError);
  return error as EmulatorAdminError;
}

describe('createEmulatorAdmin', () => {
  it('reads the app, moves the clock, expires tokens and resets', async () => {
    expect(admin.baseUrl).toBe(emulator.url);
    expect(await admin.app()).toEqual(emulator.app);
    const before = Date.parse((await admin.reset()).now);
    const later = Date.parse((await admin.advanceClock(3600)).now);
    expect(later - before).toBeGreaterThanOrEqual(3600 * 1000);
    expect(Date.parse((await admin.expireTokens()).now)).toBeGreaterThanOrEqual(later);
  });

  it('queues a fault that the next matching request meets, and shows it in the request log', async () => {
    await admin.addFault({ match: '/buy/browse/', fault: '503', count: 1 });
    const faulted = await fetch(`${emulator.url}/buy/browse/v1/item_summary/search?q=lamp`);
    expect(faulted.status).toBe(503);
    await faulted.body?.cancel();
    const log = await admin.requests();
    expect(log.requests.some((r) => r.path === '/buy/browse/v1/item_summary/search')).toBe(true);
    expect(Array.isArray(log.notifications) && Array.isArray(log.platformNotifications)).toBe(true);
  });

  it('approves a consent URL without a browser and registers another app', async () => {
    const client = new EbayClient({
      appId: emulator.app.appId,
      certId: emulator.app.certId,
      ruName: emulator.app.ruName,
      origin: emulator.url,
    });
    try {
      const scope = ['https://api.ebay.com/oauth/api_scope/sell.inventory'];
      const { redirect } = await admin.approveConsent(client.oauth2.generateAuthUrl({ scope }));
      expect(new URL(redirect).searchParams.get('code')).toBeTruthy();
    } finally {
      await client.close();
    }
    const first = await admin.registerApp('http://127.0.0.1:5998/callback');
    expect(first.created).toBe(true);
    expect(first.app.ruName).toMatch(/RuName$/);
    expect(await admin.registerApp('http://127.0.0.1:5998/callback')).toEqual({ app: first.app, created: false });
  });

  it('emits a notification and lists the deliveries', async () => {
    const emitted = await admin.emitNotification('MARKETPLACE_ACCOUNT_DELETION', { username: 'someone' });
    expect(emitted).toMatchObject({ topic: 'MARKETPLACE_ACCOUNT_DELETION', subscriptionIds: [] });
    expect(await admin.notificationDeliveries()).toEqual([]);
  });

  it("throws EmulatorAdminError with the route, the status and the emulator's message", async () => {
    const badFault = await refusal(admin.addFault({ match: 'sell', fault: '429' }));
    expect(badFault).toMatchObject({ route: 'POST /__emulator/faults', status: 400 });
    expect(badFault.detail).toMatch(/match must be a path prefix/);
    expect(badFault.message).toContain(badFault.detail);
    const badClock = await refusal(admin.advanceClock(-1));
    expect(badClock).toMatchObject({ route: 'POST /__emulator/clock', status: 400 });
    // Past any date the clock could write: refused, and the clock stays where it was.
    const farClock = await refusal(admin.advanceClock(1e300));
    expect(farClock).toMatchObject({ status: 400, detail: expect.stringContaining('100 years') });
    expect(Number.isFinite(Date.parse((await admin.advanceClock(0)).now))).toBe(true);
    // Fields are named: a JSON array is not an empty set of fields.
    const notObject = await fetch(`${admin.baseUrl}/__emulator/simulate/payout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[]',
    });
    expect([notObject.status, await notObject.json()]).toEqual([400, { error: 'the body must be a JSON object' }]);
    const unknownTopic = await refusal(admin.emitNotification('NO_SUCH_TOPIC'));
    expect(unknownTopic.detail).toMatch(/topic must be one of/);
    const unpaid = await refusal(admin.payGuestCheckout('no-such-session'));
    expect(unpaid).toMatchObject({ route: 'POST /__emulator/guest-checkout/pay', status: 404 });
  });

  it('says when nothing answers (status 0) and when the answer is not the admin API', async () => {
    const other = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as { port: number }).port;
    try {
      const notAdmin = await refusal(createEmulatorAdmin({ baseUrl: `http://127.0.0.1:${port}` }).app());
      expect(notAdmin).toMatchObject({ route: 'GET /__emulator/app', status: 200, detail: undefined });
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
    const silent = await refusal(createEmulatorAdmin({ baseUrl: `http://127.0.0.1:${port}` }).reset());
    expect(silent).toMatchObject({ route: 'POST /__emulator/reset', status: 0 });
    expect(silent.message).toMatch(/No emulator answers at http:\/\/127\.0\.0\.1:\d+/);
  });

  it('refuses a baseUrl that is not an origin', () => {
    expect(() => createEmulatorAdmin({ baseUrl: 'http://127.0.0.1:4010/sell' })).toThrow(TypeError);
    expect(() => createEmulatorAdmin({ baseUrl: 'not a url' })).toThrow(/origin/);
  });

  it('works in process with the emulator’s own fetch', async () => {
    const inProcess = createEmulator({ seed: 5 });
    try {
      const local = createEmulatorAdmin({ baseUrl: 'http://127.0.0.1', fetch: (r) => inProcess.fetch(r) });
      expect((await local.app()).appId).toBe(inProcess.app.appId);
    } finally {
      await inProcess.close();
    }
  });
});
