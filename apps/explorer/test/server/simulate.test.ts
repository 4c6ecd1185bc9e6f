// The Simulate routes (`GET /api/emulator/simulate`, `POST /api/emulator/simulate/:event`) of a real explorer, called
// like the browser app does: events happen in its emulator (embedded, or a joined one on this machine), never
// elsewhere, and every refusal says what to fix.
import { createEmulator, type Emulator } from '@baykit/emulator';
import { createEmulatorAdmin, type EmulatorAdmin } from '@baykit/emulator/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiProblem,
  CallOutcome,
  SignInStart,
  SimulateCatalog,
  SimulateOutcome,
  XmlCallDetail,
} from '../../shared/api.js';
import { simulateUnavailable } from '../../server/emulator/routes-simulate.js';
import type { LocalEmulator } from '../../server/emulator/local-emulator.js';
import { rawRequest, startHarness, submitSignInPage, type Harness } from './explorer-harness.js';

/** A fixed-price listing of the seeded catalog (seller_N's, several units): no setup needed to buy it. */
const SEEDED_LISTING = '110000000000';

let h: Harness;
let admin: EmulatorAdmin;
beforeAll(async () => {
  h = await startHarness();
  admin = createEmulatorAdmin({ baseUrl: h.explorer.emulatorUrl });
});
afterAll(() => h.close());

const simulate = (event: string, body: unknown, headers?: Record<string, string>) =>
  h.api('POST', `/api/emulator/simulate/${event}`, body, headers);
const errorOf = async (response: Response): Promise<string> => ((await response.json()) as ApiProblem).error;
const call = async (input: unknown): Promise<CallOutcome> =>
  (await (await h.api('POST', '/api/call', input)).json()) as CallOutcome;
/** How many world events the emulator has logged: a refusal must add none. */
const eventCount = async (): Promise<number> => (await admin.events({ limit: 1000 })).events.length;

/** Signs the local environment in as the emulator's default seller, through its consent page. */
async function signIn(): Promise<void> {
  const start = (await (await h.api('POST', '/api/auth/local/consent/start', {})).json()) as SignInStart;
  expect((await h.get(await submitSignInPage(start.url, 'approve'))).headers.get('location')).toBe('/?signin=done');
}

/** Lists the AddFixedPriceItem sample as the signed-in seller through the explorer; its legacy item id. */
async function listSample(): Promise<string> {
  const detail = (await (await h.get('/api/xml/trading/AddFixedPriceItem')).json()) as XmlCallDetail;
  const outcome = await call({
    kind: 'xml',
    env: 'local',
    service: 'trading',
    callName: 'AddFixedPriceItem',
    fields: detail.sample,
  });
  expect(outcome.ok, JSON.stringify(outcome.error)).toBe(true);
  return String((outcome.data as { ItemID?: string }).ItemID);
}

describe('the simulated events the panel is built from', () => {
  it('lists every event with each field, its kind and a line of help, for the local emulator', async () => {
    const response = await h.get('/api/emulator/simulate');
    expect(response.status).toBe(200);
    const catalog = (await response.json()) as SimulateCatalog;
    expect(catalog.emulatorUrl).toBe(h.session.emulator.url);
    expect(catalog.unavailable).toBeUndefined();
    const purchase = catalog.events.find((event) => event.name === 'purchase');
    expect(purchase?.summary).toMatch(/buys/);
    expect(purchase?.fields.map((field) => [field.name, field.kind])).toEqual([
      ['listingId', 'string'],
      ['itemId', 'string'],
      ['sku', 'string'],
      ['seller', 'string'],
      ['quantity', 'number'],
      ['buyer', 'string'],
      ['paid', 'boolean'],
      ['variation', 'string'],
    ]);
    for (const event of catalog.events)
      for (const field of event.fields) expect(field.help, `${event.name}.${field.name}`).not.toBe('');
  });
});

describe('simulating a purchase through the explorer', () => {
  it('buys a seeded listing in the emulator: 201 with the order id and the world events it produced', async () => {
    const response = await simulate('purchase', { fields: { listingId: SEEDED_LISTING } });
    expect(response.status).toBe(201);
    const outcome = (await response.json()) as SimulateOutcome;
    expect(outcome.event).toBe('purchase');
    const orderId = outcome.result.orderId as string;
    expect(orderId).toMatch(/^\d{2}-\d{5}-\d{5}$/);
    const placed = await admin.events({ type: 'order.placed' });
    const event = placed.events.find((e) => 'orderId' in e.data && e.data.orderId === orderId);
    expect(event?.data).toMatchObject({ buyer: 'jsmith_42', lineItemIds: outcome.result.lineItemIds });
    expect(outcome.result.events).toContain(event?.id);
  });

  it("makes an order the seller then reads with the explorer's Fulfillment getOrder", async () => {
    await signIn();
    const listingId = await listSample();
    const response = await simulate('purchase', { fields: { listingId, quantity: 1, buyer: 'ann.buyer', paid: true } });
    expect(response.status).toBe(201);
    const { result } = (await response.json()) as SimulateOutcome;
    const got = await call({
      kind: 'rest',
      env: 'local',
      api: 'sell.fulfillment',
      operationId: 'getOrder',
      path: { orderId: result.orderId },
      query: {},
      headers: {},
    });
    expect(got.status).toBe(200);
    const order = got.data as { orderId?: string; buyer?: { username?: string }; lineItems?: { quantity?: number }[] };
    expect([order.orderId, order.buyer?.username, order.lineItems?.[0]?.quantity]).toEqual([
      result.orderId,
      'ann.buyer',
      1,
    ]);
  });

  it("passes the emulator's refusals on with their status and its own words, and nothing happens", async () => {
    const before = await eventCount();
    const unknownListing = await simulate('purchase', { fields: { listingId: '999' } });
    expect(unknownListing.status).toBe(404);
    expect(await errorOf(unknownListing)).toBe('no listing 999 (eBay: Trading error 17, item not found)');
    const two = await simulate('purchase', { fields: { listingId: SEEDED_LISTING, sku: 'X' } });
    expect(two.status).toBe(400);
    expect(await errorOf(two)).toBe('give exactly one of listingId, itemId or sku');
    const tooMany = await simulate('purchase', { fields: { listingId: SEEDED_LISTING, quantity: 1000 } });
    expect(tooMany.status).toBe(409);
    expect(await errorOf(tooMany)).toContain('15013');
    expect(await eventCount()).toBe(before);
  });
});

describe("the explorer's own checks, before anything reaches the emulator", () => {
  it('refuses an event the emulator does not simulate, whatever its path segment holds', async () => {
    for (const segment of ['refund', 'purchase%2Fx', 'purchase%00', '__proto__', 'constructor', 'Purchase']) {
      const response = await simulate(segment, { fields: {} });
      expect(response.status, segment).toBe(404);
      expect(await errorOf(response)).toContain('the emulator simulates purchase');
    }
  });

  it('takes only { fields } with the fields of the event, each of its kind', async () => {
    const before = await eventCount();
    const cases: [unknown, RegExp][] = [
      [{ fields: { listingId: SEEDED_LISTING, price: 1 } }, /purchase takes no field "price"; it takes listingId, /],
      [JSON.parse(`{"fields":{"__proto__":{"listingId":"${SEEDED_LISTING}"}}}`), /takes no field "__proto__"/],
      [{ fields: { listingId: Number(SEEDED_LISTING) } }, /^listingId must be a string\.$/],
      [{ fields: { listingId: SEEDED_LISTING, quantity: '2' } }, /^quantity must be a number\.$/],
      [{ fields: { listingId: SEEDED_LISTING, paid: 'yes' } }, /^paid must be a boolean \(true or false\)\.$/],
      [{ fields: { listingId: 'x'.repeat(4001) } }, /listingId is longer than 4000 characters/],
      [{ fields: [SEEDED_LISTING] }, /must be a JSON object \("fields"/],
      [{ listingId: SEEDED_LISTING }, /takes only \{ "fields": \{ … \} \}, not "listingId"/],
      [[1], /must be a JSON object/],
    ];
    for (const [body, message] of cases) {
      const response = await simulate('purchase', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await errorOf(response)).toMatch(message);
    }
    expect(await eventCount()).toBe(before);
  });

  it('refuses a body over 32 KB (413) without reading it all', async () => {
    const response = await simulate('purchase', { fields: { buyer: 'b'.repeat(40 * 1024) } });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe('The request body is larger than 32 KB.');
  });

  it('needs the key, the CSRF token, JSON and a same-origin Origin, like every state change', async () => {
    const before = await eventCount();
    const body = JSON.stringify({ fields: { listingId: SEEDED_LISTING } });
    const path = `${h.url}/api/emulator/simulate/purchase`;
    const noKey = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(noKey.status).toBe(401);
    const noToken = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...h.keyHeader },
      body,
    });
    expect(noToken.status).toBe(403);
    expect((await simulate('purchase', undefined, { origin: 'http://127.0.0.1:1' })).status).toBe(403);
    const plain = await rawRequest(path, {
      method: 'POST',
      headers: {
        ...h.keyHeader,
        'x-csrf-token': h.session.csrfToken,
        'content-type': 'text/plain',
        host: new URL(h.url).host,
      },
      body,
    });
    expect(plain.status).toBe(403);
    expect(await eventCount()).toBe(before);
  });
});

describe('which emulator the explorer simulates in', () => {
  const local = (url: string, shared: boolean) => ({ url, shared }) as LocalEmulator;

  it('its embedded one, or a joined one on this machine; never one elsewhere', () => {
    expect(simulateUnavailable(local('http://127.0.0.1:4010', false))).toBeUndefined();
    expect(simulateUnavailable(local('http://localhost:4010', true))).toBeUndefined();
    expect(simulateUnavailable(local('http://[::1]:4010', true))).toBeUndefined();
    expect(simulateUnavailable(local('http://emulator.example:4010', true))).toContain('not on this machine');
    expect(simulateUnavailable(local('http://127.0.0.2:4010', true))).toContain('not on this machine');
  });

  describe('joined at an address that is not 127.0.0.1, localhost or [::1]', () => {
    let elsewhere: Emulator;
    let joined: Harness;
    beforeAll(async () => {
      // 127.0.0.2 reaches this machine but is not one of the names the explorer counts as local: it stands in for an
      // emulator on another machine, which the explorer joins (with a warning at start) but never simulates in.
      elsewhere = createEmulator({ allowedHosts: ['127.0.0.2'] });
      const { url } = await elsewhere.listen(0, '127.0.0.2');
      joined = await startHarness({ emulatorUrl: url });
    });
    afterAll(async () => {
      await joined?.close();
      await elsewhere?.close();
    });

    it('says why in the list, and refuses with 409 before sending anything', async () => {
      const catalog = (await (await joined.get('/api/emulator/simulate')).json()) as SimulateCatalog;
      expect(catalog.unavailable).toContain('is not on this machine');
      const far = createEmulatorAdmin({ baseUrl: joined.explorer.emulatorUrl });
      const before = (await far.events({ limit: 1000 })).events.length;
      const response = await joined.api('POST', '/api/emulator/simulate/purchase', {
        fields: { listingId: SEEDED_LISTING },
      });
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toContain('simulates events only in its embedded emulator');
      expect((await far.events({ limit: 1000 })).events).toHaveLength(before);
    });
  });
});
