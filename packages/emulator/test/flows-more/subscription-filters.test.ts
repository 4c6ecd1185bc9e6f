import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/context.js';
import { flowResponse, freshContext, localServer } from '../flow-harness.js';

const TOKEN = 'baykit_verification_token_0123456789abcdef';
const API = 'commerce.notification';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A subscription to `topicId` on an endpoint that answers the challenge; resolves to its id. */
async function subscribe(ctx: EmulatorContext, topicId: string): Promise<string> {
  const server = await localServer((req, _body, res) => {
    const code = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('challenge_code') ?? '';
    const hash = createHash('sha256')
      .update(code + TOKEN + server.url)
      .digest('hex');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ challengeResponse: hash }));
  });
  closers.push(server.close);
  await flowResponse(ctx, API, 'updateConfig', { body: { alertEmail: 'alerts@example.com' } });
  const destination = await flowResponse(ctx, API, 'createDestination', {
    body: { name: 'hook', status: 'ENABLED', deliveryConfig: { endpoint: server.url, verificationToken: TOKEN } },
  });
  const destinationId = destination.headers.get('location')?.split('/').pop() ?? '';
  const created = await flowResponse(ctx, API, 'createSubscription', {
    body: { topicId, status: 'ENABLED', destinationId },
  });
  expect(created.status).toBe(201);
  return created.headers.get('location')?.split('/').pop() ?? '';
}

const json = async (response: Response): Promise<Record<string, unknown>> =>
  (await response.json()) as Record<string, unknown>;

async function createFilter(ctx: EmulatorContext, subscriptionId: string, filterSchema: unknown): Promise<string> {
  const created = await flowResponse(ctx, API, 'createSubscriptionFilter', {
    params: { subscription_id: subscriptionId },
    body: { filterSchema },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location') ?? '';
  expect(location).toMatch(
    new RegExp(`/commerce/notification/v1/subscription/${subscriptionId}/filter/[0-9a-f-]{36}$`),
  );
  return location.split('/').pop() ?? '';
}

const getFilter = (ctx: EmulatorContext, subscriptionId: string, filterId: string) =>
  flowResponse(ctx, API, 'getSubscriptionFilter', { params: { subscription_id: subscriptionId, filter_id: filterId } });

const PRICE_FILTER = { properties: { notification: { properties: { price: { minimum: 10 } } } } };

describe('subscription filters', () => {
  it('enables a valid filter on a filterable topic, shown on the subscription, and replaces the one before it', async () => {
    const { ctx } = freshContext();
    const subscriptionId = await subscribe(ctx, 'ITEM_PRICE_REVISION');
    const first = await createFilter(ctx, subscriptionId, PRICE_FILTER);
    const one = await json(await getFilter(ctx, subscriptionId, first));
    expect(one).toMatchObject({ filterId: first, subscriptionId, filterStatus: 'ENABLED', filterSchema: PRICE_FILTER });
    expect(one.creationDate).toBe(new Date(ctx.clock.now()).toISOString());
    const subscription = await flowResponse(ctx, API, 'getSubscription', {
      params: { subscription_id: subscriptionId },
    });
    expect((await json(subscription)).filterId).toBe(first);

    const second = await createFilter(ctx, subscriptionId, PRICE_FILTER);
    expect((await json(await getFilter(ctx, subscriptionId, first))).filterStatus).toBe('DISABLED');
    expect((await json(await getFilter(ctx, subscriptionId, second))).filterStatus).toBe('ENABLED');

    const deleted = await flowResponse(ctx, API, 'deleteSubscriptionFilter', {
      params: { subscription_id: subscriptionId, filter_id: second },
    });
    expect(deleted.status).toBe(204);
    expect((await getFilter(ctx, subscriptionId, second)).status).toBe(404);
    const after = await flowResponse(ctx, API, 'getSubscription', { params: { subscription_id: subscriptionId } });
    expect((await json(after)).filterId).toBeUndefined();
  });

  it('rejects (DISABLED) a filter on a topic that takes none, or one naming fields notifications do not have', async () => {
    const { ctx } = freshContext();
    const deletion = await subscribe(ctx, 'MARKETPLACE_ACCOUNT_DELETION');
    const onDeletion = await createFilter(ctx, deletion, PRICE_FILTER);
    expect((await json(await getFilter(ctx, deletion, onDeletion))).filterStatus).toBe('DISABLED');
    const subscription = await flowResponse(ctx, API, 'getSubscription', { params: { subscription_id: deletion } });
    expect((await json(subscription)).filterId).toBeUndefined();

    const { ctx: other } = freshContext();
    const availability = await subscribe(other, 'ITEM_AVAILABILITY');
    const wrong = await createFilter(other, availability, { properties: { nosuchfield: { type: 'string' } } });
    expect((await json(await getFilter(other, availability, wrong))).filterStatus).toBe('DISABLED');
  });

  it('keeps the newest filters of a subscription, the ENABLED one among them, and drops them with it', async () => {
    const { ctx } = freshContext();
    const subscriptionId = await subscribe(ctx, 'ITEM_PRICE_REVISION');
    const enabled = await createFilter(ctx, subscriptionId, PRICE_FILTER);
    const rejected: string[] = [];
    for (let i = 0; i < 25; i++) rejected.push(await createFilter(ctx, subscriptionId, { properties: { nope: {} } }));
    expect((await getFilter(ctx, subscriptionId, enabled)).status).toBe(200);
    expect((await getFilter(ctx, subscriptionId, rejected[0]!)).status).toBe(404);
    expect((await getFilter(ctx, subscriptionId, rejected.at(-1)!)).status).toBe(200);
    const kept = [...ctx.state.world.notificationSubscriptions.filters.values()];
    expect(kept.filter((f) => f.subscriptionId === subscriptionId).length).toBeLessThanOrEqual(20);
    const deleted = await flowResponse(ctx, API, 'deleteSubscription', { params: { subscription_id: subscriptionId } });
    expect(deleted.status).toBe(204);
    expect(ctx.state.world.notificationSubscriptions.filters.size).toBe(0);
  });

  it('answers 404 for an unknown subscription or filter, and for a filter of another subscription', async () => {
    const { ctx } = freshContext();
    const subscriptionId = await subscribe(ctx, 'ITEM_AVAILABILITY');
    const filterId = await createFilter(ctx, subscriptionId, PRICE_FILTER);
    const noSubscription = await flowResponse(ctx, API, 'createSubscriptionFilter', {
      params: { subscription_id: 'nope' },
      body: { filterSchema: PRICE_FILTER },
    });
    expect(noSubscription.status).toBe(404);
    expect(((await json(noSubscription)).errors as { errorId: number }[])[0]?.errorId).toBe(195013);
    const noFilter = await getFilter(ctx, subscriptionId, 'nope');
    expect(noFilter.status).toBe(404);
    expect(((await json(noFilter)).errors as { errorId: number }[])[0]?.errorId).toBe(195028);
    expect((await getFilter(ctx, 'other-subscription', filterId)).status).toBe(404);
  });
});
