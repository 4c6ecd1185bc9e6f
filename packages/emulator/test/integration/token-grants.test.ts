import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { Scope } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, DEFAULT_APP } from '../../src/index.js';
import { signedInClient } from './signed-in.js';

// Which token each operation takes, over real HTTP: eBay decides by scope, whichever grant minted the token
// (https://developer.ebay.com/api-docs/static/oauth-token-types.html). A user token granted the base scope reads
// Browse, Taxonomy and Notification; an application token creates and tests a subscription (its contract lists
// `api_scope`); a sell call still refuses an application token.

const VERIFICATION_TOKEN = 'baykit_verification_token_0123456789abcdef';
const emulator = createEmulator({ seed: 3 });
let origin = '';
let receiver: Server;
let endpoint = '';

beforeAll(async () => {
  origin = (await emulator.listen(0)).url;
  // A destination's endpoint must answer eBay's challenge.
  receiver = createServer((req, res) => {
    const code = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('challenge_code');
    if (code === null) return void res.writeHead(204).end();
    const challengeResponse = createHash('sha256')
      .update(code + VERIFICATION_TOKEN + endpoint)
      .digest('hex');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ challengeResponse }));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await emulator.close();
});

async function applicationToken(scope: string = Scope.API): Promise<string> {
  const answer = await fetch(`${origin}/identity/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${DEFAULT_APP.appId}:${DEFAULT_APP.certId}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function userToken(scopes: readonly string[]): Promise<string> {
  const ebay = await signedInClient(origin, scopes);
  try {
    return (await ebay.oauth2.getCredentials('user'))!.accessToken;
  } finally {
    await ebay.close();
  }
}

async function call(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: { errors?: { errorId: number; parameters?: { value: string }[] }[] } }> {
  const answer = await fetch(`${origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  return { status: answer.status, json: text ? (JSON.parse(text) as never) : {} };
}

describe('tokens each operation accepts', () => {
  it('serves Browse search, Taxonomy and Notification reads to a user token granted the base scope', async () => {
    const token = await userToken([Scope.API, Scope.SELL_INVENTORY]);
    expect((await call(token, 'GET', '/buy/browse/v1/item_summary/search?q=phone&limit=2')).status).toBe(200);
    expect(
      (await call(token, 'GET', '/commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=EBAY_US')).status,
    ).toBe(200);
    expect((await call(token, 'GET', '/commerce/notification/v1/topic')).status).toBe(200);
  });

  it('refuses Browse to a user token granted none of its scopes (403 1100)', async () => {
    const token = await userToken([Scope.SELL_INVENTORY]);
    const answer = await call(token, 'GET', '/buy/browse/v1/item_summary/search?q=phone');
    expect(answer.status).toBe(403);
    expect(answer.json.errors?.[0]?.errorId).toBe(1100);
  });

  it('refuses an application-only scope to a user token: getItems needs buy.item.bulk', async () => {
    const token = await userToken([Scope.API]);
    const answer = await call(token, 'GET', '/buy/browse/v1/item/?item_ids=v1|110000000000|0');
    expect(answer.status).toBe(403);
    expect(answer.json.errors?.[0]?.parameters?.[0]?.value).toMatch(/needs an application access token/);
  });

  it('creates and tests a subscription with an application token, as its contract allows', async () => {
    const token = await applicationToken();
    expect((await call(token, 'PUT', '/commerce/notification/v1/config', { alertEmail: 'a@example.com' })).status).toBe(
      204,
    );
    const destination = await fetch(`${origin}/commerce/notification/v1/destination`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'hook',
        status: 'ENABLED',
        deliveryConfig: { endpoint, verificationToken: VERIFICATION_TOKEN },
      }),
    });
    expect(destination.status).toBe(201);
    const destinationId = destination.headers.get('location')?.split('/').pop();
    const created = await fetch(`${origin}/commerce/notification/v1/subscription`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ topicId: 'MARKETPLACE_ACCOUNT_DELETION', status: 'ENABLED', destinationId }),
    });
    expect(created.status).toBe(201);
    const subscriptionId = created.headers.get('location')?.split('/').pop() ?? '';
    expect((await call(token, 'POST', `/commerce/notification/v1/subscription/${subscriptionId}/test`)).status).toBe(
      202,
    );
    expect((await call(token, 'GET', '/commerce/notification/v1/subscription')).status).toBe(200);
  });

  it('refuses an application token on a sell call (403 1100)', async () => {
    const token = await applicationToken();
    const answer = await call(token, 'GET', '/sell/inventory/v1/inventory_item');
    expect(answer.status).toBe(403);
    expect(answer.json.errors?.[0]?.errorId).toBe(1100);
    const orders = await call(token, 'GET', '/sell/fulfillment/v1/order');
    expect(orders.status).toBe(403);
  });
});
