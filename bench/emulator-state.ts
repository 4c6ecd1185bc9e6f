// Memory of the emulator's resource store: 100 000 return policies created through the REST pipeline (in process,
// `emulator.fetch`), the heap they hold after a full GC, next to the same 100 000 request bodies kept in a plain
// array (the floor: what the data alone costs). Run alone in a fresh process with --expose-gc:
//   npm run bench:emulator   (BENCH_ONLY=state for this part; BENCH_RESOURCES to change the count)
import { createEmulator, type Emulator } from '@baykit/emulator';
import { createEmulatorAdmin } from '@baykit/emulator/admin';

const COUNT = Number(process.env.BENCH_RESOURCES ?? 100_000);

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

function policy(i: number): Record<string, unknown> {
  return {
    name: `Returns ${i}`,
    marketplaceId: 'EBAY_US',
    categoryTypes: [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES' }],
    returnsAccepted: true,
    returnPeriod: { value: 30, unit: 'DAY' },
    refundMethod: 'MONEY_BACK',
    returnShippingCostPayer: 'BUYER',
  };
}

/** A user token with the account scope, through the emulator's consent approval and token endpoint (in process). */
async function userToken(emulator: Emulator): Promise<string> {
  const consent = new URL('http://127.0.0.1/oauth2/authorize');
  consent.search = new URLSearchParams({
    client_id: emulator.app.appId,
    redirect_uri: emulator.app.ruName,
    response_type: 'code',
    scope: 'https://api.ebay.com/oauth/api_scope/sell.account',
  }).toString();
  const admin = createEmulatorAdmin({ baseUrl: 'http://127.0.0.1', fetch: (request) => emulator.fetch(request) });
  const { redirect } = await admin.approveConsent(consent.toString());
  const code = new URL(redirect).searchParams.get('code') ?? '';
  const basic = Buffer.from(`${emulator.app.appId}:${emulator.app.certId}`).toString('base64');
  const tokens = await emulator.fetch('http://127.0.0.1/identity/v1/oauth2/token', {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: emulator.app.ruName }),
  });
  return ((await tokens.json()) as { access_token: string }).access_token;
}

export interface StateResult {
  count: number;
  storeMb: number;
  floorMb: number;
  rssMb: number;
  seconds: number;
}

export async function measureState(): Promise<StateResult> {
  const emulator = createEmulator({ seed: 1 });
  const token = await userToken(emulator);
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'content-language': 'en-US',
  };
  // One call first, so lazily built tables (routes, schemas, the resource plan) are not counted.
  await emulator.fetch('http://127.0.0.1/sell/account/v1/return_policy', {
    method: 'POST',
    headers,
    body: JSON.stringify(policy(-1)),
  });
  const before = heapMb();
  const started = performance.now();
  for (let i = 0; i < COUNT; i++) {
    const response = await emulator.fetch('http://127.0.0.1/sell/account/v1/return_policy', {
      method: 'POST',
      headers,
      body: JSON.stringify(policy(i)),
    });
    if (response.status !== 201) throw new Error(`create ${i}: HTTP ${response.status}`);
    await response.arrayBuffer();
  }
  const seconds = (performance.now() - started) / 1000;
  const storeMb = heapMb() - before;
  const rssMb = process.memoryUsage().rss / 2 ** 20;
  await emulator.close();
  const floorBefore = heapMb();
  const floor = Array.from({ length: COUNT }, (_, i) => JSON.parse(JSON.stringify(policy(i))) as unknown);
  const floorMb = heapMb() - floorBefore;
  if (floor.length !== COUNT) throw new Error('unreachable');
  return { count: COUNT, storeMb, floorMb, rssMb, seconds };
}

if (process.env.BENCH_STATE_CHILD) {
  const result = await measureState();
  process.send?.(result);
}
