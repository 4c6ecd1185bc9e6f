import { createHash, verify } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/context.js';
import { cancelRetries, notificationDeliveries } from '../../src/flows/notification/index.js';
import { flowResponse, freshContext, localServer, userToken } from '../flow-harness.js';

const TOKEN = 'baykit_verification_token_0123456789abcdef';
const API = 'commerce.notification';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A receiver that answers the challenge right (or with a wrong hash) and acknowledges pushes with 204. */
async function receiver(answerRight: boolean): Promise<Awaited<ReturnType<typeof localServer>>> {
  const server = await localServer((req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const code = url.searchParams.get('challenge_code');
    if (req.method === 'GET' && code !== null) {
      const hash = createHash('sha256')
        .update(code + (answerRight ? TOKEN : 'wrong-token') + server.url)
        .digest('hex');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ challengeResponse: hash }));
    } else res.writeHead(204).end();
  });
  closers.push(server.close);
  return server;
}

async function configure(ctx: EmulatorContext): Promise<void> {
  expect((await flowResponse(ctx, API, 'updateConfig', { body: { alertEmail: 'alerts@example.com' } })).status).toBe(
    204,
  );
}

const destinationBody = (endpoint: string) => ({
  name: 'hook',
  status: 'ENABLED',
  deliveryConfig: { endpoint, verificationToken: TOKEN },
});

describe('notification destinations', () => {
  it('needs the config first, then creates a destination whose endpoint answers the challenge right', async () => {
    const { ctx } = freshContext();
    const server = await receiver(true);
    expect((await flowResponse(ctx, API, 'getConfig')).status).toBe(404);
    const early = await flowResponse(ctx, API, 'createDestination', { body: destinationBody(server.url) });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { errors: { errorId: number }[] }).errors[0]?.errorId).toBe(195003);
    await configure(ctx);
    expect(await (await flowResponse(ctx, API, 'getConfig')).json()).toEqual({ alertEmail: 'alerts@example.com' });

    const created = await flowResponse(ctx, API, 'createDestination', { body: destinationBody(server.url) });
    expect(created.status).toBe(201);
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.url).toMatch(/^\/webhook\?challenge_code=[0-9a-f-]{36}$/);
    const id = created.headers.get('location')?.split('/').pop() ?? '';
    const got = (await (await flowResponse(ctx, API, 'getDestination', { params: { destination_id: id } })).json()) as {
      deliveryConfig: { endpoint: string };
    };
    expect(got.deliveryConfig.endpoint).toBe(server.url);
    const list = (await (await flowResponse(ctx, API, 'getDestinations')).json()) as { total: number };
    expect(list.total).toBe(1);
  });

  it('answers 409 195020 when the endpoint answers the challenge wrong or not at all', async () => {
    const { ctx } = freshContext();
    await configure(ctx);
    const server = await receiver(false);
    const wrong = await flowResponse(ctx, API, 'createDestination', { body: destinationBody(server.url) });
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toMatchObject({
      errors: [
        {
          errorId: 195020,
          domain: 'API_NOTIFICATION',
          message: 'Challenge verification failed for requested endpoint',
        },
      ],
    });
    const dead = await flowResponse(ctx, API, 'createDestination', {
      body: destinationBody('http://127.0.0.1:9/nothing'),
    });
    expect(dead.status).toBe(409);
    expect((await flowResponse(ctx, API, 'getDestinations')).status).toBe(200);
  });

  it('never follows a redirect of the challenge, and reads at most 4 KiB of its answer', async () => {
    const { ctx } = freshContext();
    await configure(ctx);
    // Elsewhere: a server the endpoint points the emulator at; it would answer the challenge right for it.
    const elsewhere = await localServer((req, _body, res) => {
      const code = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('challenge_code') ?? '';
      const hash = createHash('sha256')
        .update(code + TOKEN + redirecting.url)
        .digest('hex');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ challengeResponse: hash }));
    });
    closers.push(elsewhere.close);
    const redirecting = await localServer((req, _body, res) => {
      res.writeHead(302, { location: `${elsewhere.url}${new URL(req.url ?? '/', 'http://127.0.0.1').search}` }).end();
    });
    closers.push(redirecting.close);
    const redirected = await flowResponse(ctx, API, 'createDestination', { body: destinationBody(redirecting.url) });
    expect(redirected.status).toBe(409);
    expect(redirecting.requests).toHaveLength(1);
    expect(elsewhere.requests).toHaveLength(0);

    // The right hash, padded to 100 KiB: more than a challenge answer, so not read to the end and not taken.
    const padded = await localServer((req, _body, res) => {
      const code = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('challenge_code') ?? '';
      const hash = createHash('sha256')
        .update(code + TOKEN + padded.url)
        .digest('hex');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ challengeResponse: hash, padding: 'x'.repeat(100 * 1024) }));
    });
    closers.push(padded.close);
    expect((await flowResponse(ctx, API, 'createDestination', { body: destinationBody(padded.url) })).status).toBe(409);
  });

  it('rejects a malformed verification token with 400 195019', async () => {
    const { ctx } = freshContext();
    await configure(ctx);
    const response = await flowResponse(ctx, API, 'createDestination', {
      body: {
        name: 'x',
        status: 'ENABLED',
        deliveryConfig: { endpoint: 'http://127.0.0.1:1/x', verificationToken: 'short' },
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ errorId: 195019 }] });
  });
});

describe('notification subscriptions', () => {
  it('pushes a test notification whose signature verifies with the key from getPublicKey', async () => {
    const { ctx } = freshContext();
    await configure(ctx);
    const server = await receiver(true);
    const destination = await flowResponse(ctx, API, 'createDestination', { body: destinationBody(server.url) });
    const destinationId = destination.headers.get('location')?.split('/').pop() ?? '';
    const token = userToken(ctx);
    const created = await flowResponse(ctx, API, 'createSubscription', {
      token,
      body: {
        topicId: 'MARKETPLACE_ACCOUNT_DELETION',
        status: 'ENABLED',
        destinationId,
        payload: { format: 'JSON', schemaVersion: '1.0', deliveryProtocol: 'HTTPS' },
      },
    });
    expect(created.status).toBe(201);
    const subscriptionId = created.headers.get('location')?.split('/').pop() ?? '';
    const duplicate = await flowResponse(ctx, API, 'createSubscription', {
      token,
      body: { topicId: 'MARKETPLACE_ACCOUNT_DELETION', destinationId },
    });
    expect(duplicate.status).toBe(409);

    expect(
      (await flowResponse(ctx, API, 'testSubscription', { token, params: { subscription_id: subscriptionId } })).status,
    ).toBe(202);
    const push = server.requests.find((r) => r.method === 'POST');
    expect(push).toBeDefined();
    const message = JSON.parse(push!.body) as {
      metadata: { topic: string };
      notification: { data: { username: string } };
    };
    expect(message.metadata.topic).toBe('MARKETPLACE_ACCOUNT_DELETION');
    expect(message.notification.data.username).toBe('test_user');

    const header = JSON.parse(Buffer.from(String(push!.headers['x-ebay-signature']), 'base64').toString('utf8')) as {
      alg: string;
      kid: string;
      signature: string;
      digest: string;
    };
    expect(header).toMatchObject({ alg: 'ecdsa', digest: 'SHA1' });
    const keyResponse = await flowResponse(ctx, API, 'getPublicKey', { params: { public_key_id: header.kid } });
    const key = (await keyResponse.json()) as { key: string; algorithm: string; digest: string };
    expect(key).toMatchObject({ algorithm: 'ECDSA', digest: 'SHA1' });
    // Like eBay's SDK: put the PEM armour on lines of its own, then verify JSON.stringify(parsed body).
    const pem = key.key
      .replace('-----BEGIN PUBLIC KEY-----', '-----BEGIN PUBLIC KEY-----\n')
      .replace('-----END PUBLIC KEY-----', '\n-----END PUBLIC KEY-----');
    expect(verify('sha1', Buffer.from(JSON.stringify(message)), pem, Buffer.from(header.signature, 'base64'))).toBe(
      true,
    );
    expect(
      verify(
        'sha1',
        Buffer.from(JSON.stringify({ ...message, tampered: true })),
        pem,
        Buffer.from(header.signature, 'base64'),
      ),
    ).toBe(false);
    expect(notificationDeliveries(ctx)[0]?.status).toBe(204);
  });

  it("never follows a redirect of a push: the 307 is the endpoint's answer", async () => {
    const { ctx } = freshContext();
    await configure(ctx);
    const elsewhere = await localServer((_req, _body, res) => res.writeHead(204).end());
    closers.push(elsewhere.close);
    const server = await localServer((req, _body, res) => {
      const code = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('challenge_code');
      if (req.method === 'GET' && code !== null) {
        const hash = createHash('sha256')
          .update(code + TOKEN + server.url)
          .digest('hex');
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ challengeResponse: hash }));
      } else res.writeHead(307, { location: elsewhere.url }).end();
    });
    closers.push(server.close);
    const destination = await flowResponse(ctx, API, 'createDestination', { body: destinationBody(server.url) });
    const destinationId = destination.headers.get('location')?.split('/').pop() ?? '';
    const token = userToken(ctx);
    const created = await flowResponse(ctx, API, 'createSubscription', {
      token,
      body: { topicId: 'MARKETPLACE_ACCOUNT_DELETION', status: 'ENABLED', destinationId },
    });
    const subscriptionId = created.headers.get('location')?.split('/').pop() ?? '';
    await flowResponse(ctx, API, 'testSubscription', { token, params: { subscription_id: subscriptionId } });
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(notificationDeliveries(ctx)[0]?.status).toBe(307);
    expect(elsewhere.requests).toHaveLength(0);
    cancelRetries(ctx.state);
  });

  it('enables/disables, refuses to enable on a disabled destination, and protects used destinations', async () => {
    const { ctx } = freshContext();
    await configure(ctx);
    const server = await receiver(true);
    const destination = await flowResponse(ctx, API, 'createDestination', {
      body: { ...destinationBody(server.url), status: 'DISABLED' },
    });
    const destinationId = destination.headers.get('location')?.split('/').pop() ?? '';
    const created = await flowResponse(ctx, API, 'createSubscription', {
      body: { topicId: 'ITEM_AVAILABILITY', status: 'DISABLED', destinationId },
    });
    const subscriptionId = created.headers.get('location')?.split('/').pop() ?? '';
    const enable = await flowResponse(ctx, API, 'enableSubscription', { params: { subscription_id: subscriptionId } });
    expect(enable.status).toBe(409);
    expect(await enable.json()).toMatchObject({ errors: [{ errorId: 195015 }] });
    expect(
      (await flowResponse(ctx, API, 'deleteDestination', { params: { destination_id: destinationId } })).status,
    ).toBe(409);
    expect(
      (
        await flowResponse(ctx, API, 'updateDestination', {
          params: { destination_id: destinationId },
          body: destinationBody(server.url),
        })
      ).status,
    ).toBe(204);
    expect(
      (await flowResponse(ctx, API, 'enableSubscription', { params: { subscription_id: subscriptionId } })).status,
    ).toBe(204);
    const got = (await (
      await flowResponse(ctx, API, 'getSubscription', { params: { subscription_id: subscriptionId } })
    ).json()) as { status: string };
    expect(got.status).toBe('ENABLED');
    expect(
      (await flowResponse(ctx, API, 'disableSubscription', { params: { subscription_id: subscriptionId } })).status,
    ).toBe(204);
    expect(
      (await flowResponse(ctx, API, 'deleteSubscription', { params: { subscription_id: subscriptionId } })).status,
    ).toBe(204);
    expect(
      (await flowResponse(ctx, API, 'getSubscription', { params: { subscription_id: subscriptionId } })).status,
    ).toBe(404);
    expect(
      (await flowResponse(ctx, API, 'deleteDestination', { params: { destination_id: destinationId } })).status,
    ).toBe(204);
  });

  it('refuses a USER topic to an application token (403 195011) and an unknown topic (400 195027)', async () => {
    const { ctx } = freshContext();
    await configure(ctx);
    expect(
      (await flowResponse(ctx, API, 'createSubscription', { body: { topicId: 'PRIORITY_LISTING_REVISION' } })).status,
    ).toBe(403);
    expect((await flowResponse(ctx, API, 'createSubscription', { body: { topicId: 'NOPE' } })).status).toBe(400);
  });
});

describe('notification topics and public keys', () => {
  it('lists the topics and serves one by id', async () => {
    const { ctx } = freshContext();
    const list = (await (await flowResponse(ctx, API, 'getTopics')).json()) as { topics: { topicId: string }[] };
    expect(list.topics.map((t) => t.topicId)).toContain('MARKETPLACE_ACCOUNT_DELETION');
    expect(
      (await flowResponse(ctx, API, 'getTopic', { params: { topic_id: 'MARKETPLACE_ACCOUNT_DELETION' } })).status,
    ).toBe(200);
    expect((await flowResponse(ctx, API, 'getTopic', { params: { topic_id: 'NOPE' } })).status).toBe(404);
    expect((await flowResponse(ctx, API, 'getTopics', { query: { limit: '5' } })).status).toBe(400);
  });

  it('serves the ENN test-vector key, which verifies the ENN sample, and 404 195001 for unknown ids', async () => {
    const { ctx } = freshContext();
    const response = await flowResponse(ctx, API, 'getPublicKey', {
      params: { public_key_id: '9936261a-7d7b-4621-a0f1-96ccb428af49' },
    });
    const { key } = (await response.json()) as { key: string };
    const pem = key.replace('KEY-----', 'KEY-----\n').replace('-----END', '\n-----END');
    const body =
      '{"metadata":{"topic":"MARKETPLACE_ACCOUNT_DELETION","schemaVersion":"1.0","deprecated":false},"notification":{"notificationId":"49feeaeb-4982-42d9-a377-9645b8479411_33f7e043-fed8-442b-9d44-791923bd9a6d","eventDate":"2021-03-19T20:43:59.462Z","publishDate":"2021-03-19T20:43:59.679Z","publishAttemptCount":1,"data":{"username":"test_user","userId":"ma8vp1jySJC","eiasToken":"nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6wJnY+gAZGEpwmdj6x9nY+seQ=="}}}';
    const signature =
      'MEYCIQCfxfIWuxmWcIBQJ9c5/X7iGDJqs2RCGsBEaAjinyrrfAIhAIV6wGcTiBuV5KJUif2hokyrL+Q9ssHkad+mx2nEE25w';
    expect(verify('sha1', Buffer.from(body), pem, Buffer.from(signature, 'base64'))).toBe(true);
    const unknown = await flowResponse(ctx, API, 'getPublicKey', { params: { public_key_id: 'nope' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errors: [{ errorId: 195001 }] });
  });
});
