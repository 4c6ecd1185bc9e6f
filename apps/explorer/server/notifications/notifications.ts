import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalEmulator } from '../emulator/local-emulator.js';
import { isBaykitError } from 'baykit';
import { isEmulatorAdminError, type Emitted } from '@baykit/emulator/admin';
import { challengeResponse, NotificationSignatureError, verifyNotification } from 'baykit/notifications';
import type { InboxPush, NotificationEmitted, NotificationsView, PushCheck } from '../../shared/api.js';
import type { ExplorerEnv } from '../environments/environments.js';
import { HttpError, objectBody, readJsonBody, sendJson } from '../http/http.js';
import type { Router } from '../http/router.js';

/** The path of the explorer's own notification endpoint (outside /api: eBay, or the emulator, posts to it). */
export const INBOX_PATH = '/inbox/notifications';
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_PUSHES = 200;
/** Headers of a push worth showing (never cookies or anything of the browser). */
const SHOWN_HEADERS = ['content-type', 'content-length', 'x-ebay-signature', 'user-agent'];

function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(undefined);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/**
 * Whether a request was sent by a browser for a web page: browsers add `Origin` (every cross-origin request and every
 * POST) and `Sec-Fetch-Site` (every request), and page scripts cannot remove either. A push from a server (the
 * emulator's fetch, eBay) carries neither.
 */
function fromWebPage(req: IncomingMessage): boolean {
  return req.headers.origin !== undefined || req.headers['sec-fetch-site'] !== undefined;
}

/** The outcome of verifying one push, in the terms the explorer shows. */
async function check(env: ExplorerEnv, body: Uint8Array | string, signature: string | undefined): Promise<PushCheck> {
  try {
    const push = await verifyNotification({ body, signature }, { client: env.client });
    return { verified: true, topic: push.metadata.topic };
  } catch (error) {
    if (error instanceof NotificationSignatureError)
      return { verified: false, problem: error.problem, reason: error.message };
    if (isBaykitError(error)) return { verified: false, reason: error.message };
    throw error;
  }
}

/**
 * The explorer's notification inbox: an endpoint the local emulator pushes to (its challenge answered with this
 * inbox's own verification token), every push kept with its headers, body and whether it verified.
 */
export class NotificationInbox {
  readonly endpoint: string;
  /** Made at start, 48 characters of eBay's allowed alphabet; never shown in the page. */
  readonly verificationToken = randomBytes(36).toString('base64url');
  readonly #pushes: InboxPush[] = [];
  readonly #local: ExplorerEnv;

  constructor(explorerUrl: string, local: ExplorerEnv) {
    this.endpoint = `${explorerUrl}${INBOX_PATH}`;
    this.#local = local;
  }

  get pushes(): readonly InboxPush[] {
    return this.#pushes;
  }

  /**
   * `GET ?challenge_code=` (the endpoint check) and `POST` (a push: verified, kept, 204 or 412). Requests from web
   * pages are refused first: a page on another local origin (any port of 127.0.0.1 is the same site) could otherwise
   * fill the inbox with pushes of its own making, as a CORS-simple POST needs no preflight.
   */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (fromWebPage(req))
      throw new HttpError(
        403,
        'Refused: the inbox takes pushes from servers (eBay, the emulator), not from a web page (the request has an Origin or Sec-Fetch-Site header).',
      );
    if (req.method === 'GET') {
      const code = url.searchParams.get('challenge_code');
      if (!code) throw new HttpError(400, "Expected ?challenge_code=… (eBay's endpoint check).");
      sendJson(res, 200, { challengeResponse: await challengeResponse(code, this.verificationToken, this.endpoint) });
      return;
    }
    if (req.method !== 'POST') throw new HttpError(405, 'The inbox takes GET (challenge) and POST (pushes).');
    const body = await readBody(req, MAX_BODY_BYTES);
    if (!body) throw new HttpError(413, `The push is larger than ${MAX_BODY_BYTES} bytes.`);
    const text = new TextDecoder().decode(body);
    const signature = req.headers['x-ebay-signature'];
    const result = await check(this.#local, body, typeof signature === 'string' ? signature : undefined);
    let topic = result.topic;
    let attempt: number | undefined;
    try {
      const parsed = JSON.parse(text) as {
        metadata?: { topic?: unknown };
        notification?: { publishAttemptCount?: unknown };
      };
      if (typeof parsed.metadata?.topic === 'string') topic ??= parsed.metadata.topic;
      if (typeof parsed.notification?.publishAttemptCount === 'number')
        attempt = parsed.notification.publishAttemptCount;
    } catch {
      // Not JSON: shown as it came.
    }
    const headers = Object.fromEntries(
      SHOWN_HEADERS.flatMap((name) =>
        typeof req.headers[name] === 'string' ? [[name, req.headers[name] as string]] : [],
      ),
    );
    this.#pushes.unshift({
      time: new Date().toISOString(),
      ...(topic ? { topic } : {}),
      ...(attempt === undefined ? {} : { publishAttemptCount: attempt }),
      check: result,
      headers,
      body: text,
    });
    if (this.#pushes.length > MAX_PUSHES) this.#pushes.length = MAX_PUSHES;
    res.writeHead(result.verified ? 204 : 412).end();
  }

  clear(): void {
    this.#pushes.length = 0;
  }
}

/** What the notification routes work on. */
export interface NotificationRoutesDeps {
  inbox: NotificationInbox;
  emulator: LocalEmulator;
  envs: ReadonlyMap<string, ExplorerEnv>;
}

function topicList(value: unknown, known: readonly string[]): string[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every((t) => typeof t === 'string' && known.includes(t)))
    throw new HttpError(400, `topics must be a list of topics of the emulator: ${known.join(', ')}.`);
  return value as string[];
}

/**
 * `/api/notifications*`: the inbox's pushes and setup on the local emulator (config, a destination for the inbox,
 * a subscription per chosen topic), emitting any topic now, and checking a pasted push against an environment.
 */
export function addNotificationRoutes(router: Router, deps: NotificationRoutesDeps): void {
  const { inbox, emulator } = deps;
  const local = deps.envs.get('local') as ExplorerEnv;
  const topics = async (): Promise<string[]> => {
    const answer = await local.client.commerce.notification.getTopics({ limit: '100' });
    return (answer.topics ?? []).map((t) => t.topicId ?? '').filter(Boolean);
  };

  router.add('GET', '/api/notifications', async (ctx) => {
    const subscribed: string[] = [];
    try {
      const subscriptions = await local.client.commerce.notification.getSubscriptions({ limit: '100' });
      for (const s of subscriptions.subscriptions ?? [])
        if (s.topicId && s.status === 'ENABLED') subscribed.push(s.topicId);
    } catch {
      // Not signed in on the emulator yet: nothing is subscribed.
    }
    const view: NotificationsView = {
      endpoint: inbox.endpoint,
      topics: await topics(),
      subscribed,
      pushes: [...inbox.pushes],
    };
    sendJson(ctx.res, 200, view);
  });

  router.add('POST', '/api/notifications/setup', async (ctx) => {
    const body = objectBody(await readJsonBody(ctx.req), 'the topics to subscribe to');
    const chosen = topicList(body.topics, await topics());
    const notification = local.client.commerce.notification;
    try {
      await notification.updateConfig({ alertEmail: 'explorer@example.com' });
      const destinations = await notification.getDestinations({ limit: '100' });
      let destinationId = destinations.destinations?.find(
        (d) => d.deliveryConfig?.endpoint === inbox.endpoint,
      )?.destinationId;
      if (!destinationId) {
        const created = await local.client.withResponse(
          notification.createDestination({
            name: 'baykit explorer inbox',
            status: 'ENABLED',
            deliveryConfig: { endpoint: inbox.endpoint, verificationToken: inbox.verificationToken },
          }),
        );
        destinationId = created.headers.location?.split('/').pop();
      }
      const existing = await notification.getSubscriptions({ limit: '100' });
      for (const topicId of chosen) {
        const found = existing.subscriptions?.find((s) => s.topicId === topicId);
        if (found?.subscriptionId) {
          await notification.updateSubscription(found.subscriptionId, { status: 'ENABLED', destinationId });
        } else {
          await notification.createSubscription({ topicId, status: 'ENABLED', destinationId });
        }
      }
    } catch (error) {
      // The application token subscribes to the application topics; a topic about a user's data needs that user
      // (eBay's 195011, "Not authorized for this topic").
      if (isBaykitError(error) && (error as { code?: unknown }).code === 195011)
        throw new HttpError(
          409,
          "Sign in on the local emulator first (Sign in & tokens): a topic about a user's data needs a user token.",
        );
      if (isBaykitError(error)) throw new HttpError(400, `The emulator refused: ${error.message}`);
      throw error;
    }
    sendJson(ctx.res, 200, { subscribed: chosen });
  });

  router.add('POST', '/api/notifications/emit', async (ctx) => {
    const body = objectBody(await readJsonBody(ctx.req), 'the topic to emit');
    let answer: Emitted;
    try {
      // The emulator checks the topic (and names the ones it knows).
      answer = await emulator.admin.emitNotification(typeof body.topic === 'string' ? body.topic : '');
    } catch (error) {
      if (isEmulatorAdminError(error))
        throw new HttpError(400, `The emulator refused: ${error.detail ?? error.status}.`);
      throw error;
    }
    // The emulator pushes to each enabled subscription of the topic and names them: none is a push to nobody.
    const { subscriptionIds, notificationId } = answer;
    const emitted: NotificationEmitted = {
      topic: String(body.topic),
      pushed: subscriptionIds.length,
    };
    if (typeof notificationId === 'string') emitted.notificationId = notificationId;
    sendJson(ctx.res, 200, emitted);
  });

  router.add('POST', '/api/notifications/clear', async (ctx) => {
    await readJsonBody(ctx.req);
    inbox.clear();
    sendJson(ctx.res, 200, { cleared: true });
  });

  // A push pasted from a sandbox or production endpoint's log, checked with that environment's keys.
  router.add('POST', '/api/notifications/check', async (ctx) => {
    const body = objectBody(await readJsonBody(ctx.req), 'the push to check');
    const env = typeof body.env === 'string' ? deps.envs.get(body.env) : undefined;
    if (!env) throw new HttpError(400, 'env must be local, sandbox or production.');
    if (typeof body.body !== 'string' || typeof body.signature !== 'string')
      throw new HttpError(400, 'body (the raw JSON) and signature (the X-EBAY-SIGNATURE value) must be strings.');
    if (body.body.length > MAX_BODY_BYTES) throw new HttpError(413, `The push is larger than ${MAX_BODY_BYTES} bytes.`);
    sendJson(ctx.res, 200, await check(env, body.body, body.signature));
  });
}
