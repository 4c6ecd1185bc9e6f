// POST /api/call and guarded calls: the back end refuses a guarded call to production that does not carry
// `confirmed: true`, so a script or a stale app cannot skip the confirmation. Production and sandbox are fake eBays
// on 127.0.0.1 that record what reached them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutcome, ConfirmationProblem, RestCallInput, XmlCallInput } from '../../shared/api.js';
import { startHarness, type Harness } from './explorer-harness.js';
import { startFakeEbay, type FakeEbay } from './fake-ebay.js';

let h: Harness;
let production: FakeEbay;
let sandbox: FakeEbay;

beforeAll(async () => {
  production = await startFakeEbay();
  sandbox = await startFakeEbay();
  h = await startHarness({ remoteOrigins: { production: production.url, sandbox: sandbox.url } });
  for (const env of ['production', 'sandbox'] as const) {
    const saved = await h.api('PUT', `/api/environments/${env}/credentials`, {
      appId: `${env}-app`,
      certId: `${env}-cert-0123456789`,
    });
    expect(saved.status).toBe(200);
  }
});

afterAll(async () => {
  await h?.close();
  await production?.close();
  await sandbox?.close();
});

const ENDPOINT = 'https://hooks.example.com/ebay';

/** A notification destination pushing to ENDPOINT: `egress`, with the endpoint as what the call commits. */
function createDestination(env: RestCallInput['env']): RestCallInput {
  return {
    kind: 'rest',
    env,
    api: 'commerce.notification',
    operationId: 'createDestination',
    path: {},
    query: {},
    headers: {},
    body: {
      name: 'hooks',
      status: 'ENABLED',
      deliveryConfig: { endpoint: ENDPOINT, verificationToken: 'v'.repeat(32) },
    },
  };
}

const addItem: XmlCallInput = {
  kind: 'xml',
  env: 'production',
  service: 'trading',
  callName: 'AddItem',
  fields: { Item: { Title: 'A lamp', StartPrice: { '@_currencyID': 'USD', '#value': '25.00' }, Quantity: 1 } },
};

describe('POST /api/call: a guarded call to eBay production', () => {
  it('is refused with 428 without confirmed, naming its effects, the note and the endpoint; nothing reaches eBay', async () => {
    const before = production.requests.length;
    const response = await h.api('POST', '/api/call', createDestination('production'));
    expect(response.status).toBe(428);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const problem = (await response.json()) as ConfirmationProblem;
    expect(problem.error).toMatch(
      /^commerce\.notification\.createDestination has effects beyond read and write \(egress\).*confirmed: true.*Nothing was sent\.$/,
    );
    expect(problem.confirmation).toEqual({
      operation: 'commerce.notification.createDestination',
      env: 'production',
      effects: ['egress'],
      note: expect.stringContaining('push notifications') as unknown,
      lines: [expect.stringContaining(`"${ENDPOINT}"`) as unknown],
    });
    // Not even a token request: the refusal comes before the environment's client is used.
    expect(production.requests.length).toBe(before);
  });

  it('is refused the same way with confirmed: false, and a confirmed that is not a boolean is a bad input (400)', async () => {
    const before = production.requests.length;
    expect((await h.api('POST', '/api/call', { ...createDestination('production'), confirmed: false })).status).toBe(
      428,
    );
    for (const confirmed of ['true', 1, 'yes']) {
      const response = await h.api('POST', '/api/call', { ...createDestination('production'), confirmed });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('confirmed must be true, false or absent.');
    }
    expect(production.requests.length).toBe(before);
  });

  it('refuses an unconfirmed Trading AddItem (spend) with what it commits, and sends nothing', async () => {
    const before = production.requests.length;
    const response = await h.api('POST', '/api/call', addItem);
    expect(response.status).toBe(428);
    const problem = (await response.json()) as ConfirmationProblem;
    expect(problem.confirmation).toMatchObject({
      operation: 'trading.AddItem',
      effects: ['spend'],
      note: 'lists an item live, with listing fees',
    });
    expect(problem.confirmation.lines).toEqual([expect.stringMatching(/^lists live on eBay/)]);
    expect(production.requests.length).toBe(before);
  });

  it('goes through with confirmed: true: the token request, then the call with its body, reach production', async () => {
    const before = production.requests.length;
    const response = await h.api('POST', '/api/call', { ...createDestination('production'), confirmed: true });
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as CallOutcome;
    expect(outcome).toMatchObject({ ok: true, status: 201 });
    const seen = production.requests.slice(before);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /identity/v1/oauth2/token',
      'POST /commerce/notification/v1/destination',
    ]);
    expect(JSON.parse(seen[1]?.body ?? '{}')).toMatchObject({ deliveryConfig: { endpoint: ENDPOINT } });
  });
});

describe('POST /api/call: calls that never ask', () => {
  it('sends a call that only reads to production without confirmed', async () => {
    const before = production.calls().length;
    const response = await h.api('POST', '/api/call', {
      ...createDestination('production'),
      operationId: 'getDestinations',
      body: undefined,
    });
    expect(response.status).toBe(200);
    expect(
      production
        .calls()
        .slice(before)
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual(['GET /commerce/notification/v1/destination']);
  });

  it('sends a guarded call to the sandbox without confirmed: the sandbox never asks', async () => {
    const before = sandbox.calls().length;
    const response = await h.api('POST', '/api/call', createDestination('sandbox'));
    expect(response.status).toBe(200);
    expect(((await response.json()) as CallOutcome).status).toBe(201);
    expect(
      sandbox
        .calls()
        .slice(before)
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual(['POST /commerce/notification/v1/destination']);
  });

  it('runs a guarded call on the embedded emulator without confirmed: the local environment never asks', async () => {
    const productionBefore = production.requests.length;
    const response = await h.api('POST', '/api/call', {
      kind: 'rest',
      env: 'local',
      api: 'developer.keyManagement',
      operationId: 'createSigningKey',
      path: {},
      query: {},
      headers: {},
      body: { signingKeyCipher: 'ED25519' },
    } satisfies RestCallInput);
    expect(response.status).toBe(200);
    expect((await response.json()) as CallOutcome).toMatchObject({ ok: true, status: 200 });
    expect(production.requests.length).toBe(productionBefore);
  });
});
