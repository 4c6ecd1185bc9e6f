// The explorer's notification inbox against its embedded emulator: setup (config, a destination for the inbox whose
// challenge the inbox answers, subscriptions), pushes emitted now and verified, forged pushes kept with the reason,
// and a pasted push checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsView, PushCheck, SignInStart } from '../../shared/api.js';
import { startHarness, submitSignInPage, type Harness } from './explorer-harness.js';

let h: Harness;
const view = async (): Promise<NotificationsView> =>
  (await (await h.api('GET', '/api/notifications')).json()) as NotificationsView;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('notifications', () => {
  it('asks to sign in first for a topic about a user, which the application token cannot subscribe to', async () => {
    const answer = await h.api('POST', '/api/notifications/setup', { topics: ['PRIORITY_LISTING_REVISION'] });
    expect(answer.status).toBe(409);
    expect(await answer.text()).toMatch(/Sign in/);
  });

  it('registers the inbox, subscribes, and shows each emitted push verified, with its headers and body', async () => {
    const start = (await (await h.api('POST', '/api/auth/local/consent/start', {})).json()) as SignInStart;
    await h.get(await submitSignInPage(start.url, 'approve'));
    const before = await view();
    expect(before.endpoint).toBe(`${h.url}/inbox/notifications`);
    expect(before.topics).toContain('MARKETPLACE_ACCOUNT_DELETION');
    expect(before.subscribed).toEqual([]);
    // No subscription yet: the answer says nothing was pushed, and nothing arrives.
    const unheard = await h.api('POST', '/api/notifications/emit', { topic: 'MARKETPLACE_ACCOUNT_DELETION' });
    expect(await unheard.json()).toEqual({ topic: 'MARKETPLACE_ACCOUNT_DELETION', pushed: 0 });

    const setup = await h.api('POST', '/api/notifications/setup', {
      topics: ['MARKETPLACE_ACCOUNT_DELETION', 'ITEM_AVAILABILITY'],
    });
    expect(setup.status).toBe(200);
    // Twice is fine: the destination and the subscriptions are reused.
    expect((await h.api('POST', '/api/notifications/setup', { topics: ['MARKETPLACE_ACCOUNT_DELETION'] })).status).toBe(
      200,
    );
    expect((await view()).subscribed.sort()).toEqual(['ITEM_AVAILABILITY', 'MARKETPLACE_ACCOUNT_DELETION']);

    const emitted = await h.api('POST', '/api/notifications/emit', { topic: 'MARKETPLACE_ACCOUNT_DELETION' });
    expect(emitted.status).toBe(200);
    expect(await emitted.json()).toMatchObject({ topic: 'MARKETPLACE_ACCOUNT_DELETION', pushed: 1 });
    const [push] = (await view()).pushes;
    expect(push).toMatchObject({
      topic: 'MARKETPLACE_ACCOUNT_DELETION',
      publishAttemptCount: 1,
      check: { verified: true, topic: 'MARKETPLACE_ACCOUNT_DELETION' },
      headers: { 'content-type': 'application/json', 'x-ebay-signature': expect.any(String) },
    });
    expect(JSON.parse(push?.body ?? '{}')).toMatchObject({ metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' } });
  });

  it('keeps a forged push with the reason it failed, answering it 412', async () => {
    const forged = await fetch(`${h.url}/inbox/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ebay-signature': 'e30=' },
      body: JSON.stringify({ metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' }, notification: {} }),
    });
    expect(forged.status).toBe(412);
    const [push] = (await view()).pushes;
    expect(push?.check).toMatchObject({ verified: false, problem: 'malformed' });
    expect(push?.topic).toBe('MARKETPLACE_ACCOUNT_DELETION');
    // Refused the way eBay's endpoint check expects nothing else: no challenge code, no answer.
    expect((await fetch(`${h.url}/inbox/notifications`)).status).toBe(400);
  });

  it('refuses pushes a browser sends from a page (Origin or Sec-Fetch-Site), and keeps none of them', async () => {
    const before = (await view()).pushes.length;
    const port = new URL(h.url).port;
    const push = JSON.stringify({ metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' }, notification: {} });
    // What browsers send for a page on another local origin, on another site, or a form of the explorer's own.
    const browsers: Record<string, string>[] = [
      { origin: 'http://127.0.0.1:9999', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' },
      // A browser that sends only one of the two is still a browser.
      { origin: 'http://localhost:3000' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of browsers) {
      for (const contentType of ['application/json', 'text/plain']) {
        const refused = await fetch(`${h.url}/inbox/notifications`, {
          method: 'POST',
          headers: { ...headers, 'content-type': contentType, 'x-ebay-signature': 'e30=' },
          body: push,
        });
        expect(refused.status, JSON.stringify(headers)).toBe(403);
        expect(await refused.text()).toMatch(/servers.*not from a web page/);
      }
    }
    const challenge = await fetch(`${h.url}/inbox/notifications?challenge_code=abc`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(challenge.status).toBe(403);
    expect((await view()).pushes.length).toBe(before);
    // A server's push (no Origin, no Sec-Fetch-Site, as the emulator and eBay send) is still taken.
    const fromServer = await fetch(`${h.url}/inbox/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ebay-signature': 'e30=' },
      body: push,
    });
    expect(fromServer.status).toBe(412);
    expect((await view()).pushes.length).toBe(before + 1);
  });

  it('checks a pasted push against an environment, and says what is missing', async () => {
    const verified = (await view()).pushes.find((p) => p.check.verified);
    const check = (await (
      await h.api('POST', '/api/notifications/check', {
        env: 'local',
        body: verified?.body,
        signature: verified?.headers['x-ebay-signature'],
      })
    ).json()) as PushCheck;
    expect(check).toEqual({ verified: true, topic: 'MARKETPLACE_ACCOUNT_DELETION' });
    const tampered = (await (
      await h.api('POST', '/api/notifications/check', {
        env: 'local',
        body: verified?.body.replace('MARKETPLACE', 'MARKETPLACE '),
        signature: verified?.headers['x-ebay-signature'],
      })
    ).json()) as PushCheck;
    expect(tampered).toMatchObject({ verified: false, problem: 'mismatch' });
    expect((await h.api('POST', '/api/notifications/check', { env: 'mars', body: '{}', signature: '' })).status).toBe(
      400,
    );
    expect((await h.api('POST', '/api/notifications/emit', { topic: 'NOPE' })).status).toBe(400);
    // State changes need the CSRF token, like every other /api call.
    const noToken = await fetch(`${h.url}/api/notifications/clear`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...h.keyHeader },
      body: '{}',
    });
    expect(noToken.status).toBe(403);
  });
});
