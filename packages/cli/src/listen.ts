import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { challengeResponse } from 'baykit/notifications';
import { clientFor, ensureUser } from './client.js';
import { UsageError, type CliIo } from './io.js';
import { printable } from './printable.js';

/** The largest push `listen` takes, in bytes: eBay's notifications are a few KiB. */
export const MAX_PUSH_BYTES = 1024 * 1024;

/**
 * The body of `req`, or undefined when it is over `limit` bytes, declared (`Content-Length`: nothing is read) or as
 * sent (reading stops there, and nothing past the limit is kept).
 */
const readCapped = (req: IncomingMessage, limit: number): Promise<Buffer | undefined> =>
  new Promise((ok, fail) => {
    const declared = Number(req.headers['content-length'] ?? '');
    if (Number.isFinite(declared) && declared > limit) {
      ok(undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer): void => {
      total += chunk.byteLength;
      if (total > limit) {
        req.off('data', onData);
        req.pause();
        ok(undefined);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => ok(Buffer.concat(chunks)));
    req.on('error', fail);
  });

/** Whether a browser sent `req` for a web page: it names the page's origin or how it relates to this site. */
const fromWebPage = (req: IncomingMessage): boolean =>
  req.headers.origin !== undefined || req.headers['sec-fetch-site'] !== undefined;

/**
 * `baykit listen --forward-to <url> [--topic T…]` (like `stripe listen`): registers a listener of its own as a
 * destination on the local emulator (answering eBay's challenge itself), subscribes it to the topics, and forwards
 * every push to your endpoint with its original body and `X-EBAY-SIGNATURE`, so your handler verifies it as it
 * would eBay's. Runs until Ctrl-C (`io.interrupted`), then removes its subscriptions and destination.
 */
export async function listen(io: CliIo, argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { 'forward-to': { type: 'string' }, topic: { type: 'string', multiple: true } },
  });
  const forwardTo = values['forward-to'];
  if (!forwardTo || !URL.canParse(forwardTo) || !/^https?:$/.test(new URL(forwardTo).protocol))
    throw new UsageError('baykit listen needs --forward-to <http(s) URL of your endpoint>.');
  const target = await clientFor(io, 'emulator');
  const notification = target.client.commerce.notification;
  const verificationToken = randomBytes(36).toString('base64url');
  let endpoint = '';
  const server = createServer((req, res) => {
    void (async () => {
      // Neither the emulator nor eBay sends these; a web page's fetch does, and gets nothing forwarded.
      if (fromWebPage(req)) {
        res
          .writeHead(403, { 'content-type': 'text/plain', connection: 'close' })
          .end('baykit listen takes no requests from web pages.\n');
        return;
      }
      const url = new URL(req.url ?? '/', endpoint);
      const code = url.searchParams.get('challenge_code');
      if (req.method === 'GET' && code) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ challengeResponse: await challengeResponse(code, verificationToken, endpoint) }));
        return;
      }
      const body = await readCapped(req, MAX_PUSH_BYTES);
      if (body === undefined) {
        // Closed after the answer: the rest of the body is not read on this connection.
        res
          .writeHead(413, { 'content-type': 'text/plain', connection: 'close' })
          .end(`baykit listen takes pushes of up to ${MAX_PUSH_BYTES} bytes.\n`);
        return;
      }
      let status = 0;
      try {
        const forwarded = await fetch(forwardTo, {
          method: 'POST',
          headers: {
            'content-type': req.headers['content-type'] ?? 'application/json',
            'x-ebay-signature': String(req.headers['x-ebay-signature'] ?? ''),
          },
          body: new Uint8Array(body),
        });
        status = forwarded.status;
        await forwarded.body?.cancel();
      } catch {
        // Your endpoint is not reachable: reported as such, and the emulator retries.
      }
      let topic = '?';
      try {
        topic = (JSON.parse(body.toString('utf8')) as { metadata?: { topic?: string } }).metadata?.topic ?? '?';
      } catch {
        // Shown as "?".
      }
      // The topic comes from the push body: shown printable.
      io.stdout(printable(`${new Date().toISOString()}  ${topic}  → ${forwardTo} ${status || 'unreachable'}\n`));
      // The emulator retries what your endpoint did not take, as eBay does.
      res.writeHead(status >= 200 && status < 300 ? 204 : 502).end();
    })();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const created: string[] = [];
  let destinationId: string | undefined;
  try {
    await ensureUser(target);
    await notification.updateConfig({ alertEmail: 'baykit-listen@example.com' });
    const destination = await target.client.withResponse(
      notification.createDestination({
        name: `baykit listen ${process.pid}`,
        status: 'ENABLED',
        deliveryConfig: { endpoint, verificationToken },
      }),
    );
    destinationId = destination.headers.location?.split('/').pop();
    const known = ((await notification.getTopics({ limit: '100' })).topics ?? []).map((t) => t.topicId ?? '');
    const topics = values.topic ?? known;
    const unknown = topics.filter((t) => !known.includes(t));
    if (unknown.length > 0)
      throw new UsageError(`Unknown topic ${unknown.join(', ')}: the emulator has ${known.join(', ')}.`);
    const existing = (await notification.getSubscriptions({ limit: '100' })).subscriptions ?? [];
    for (const topicId of topics) {
      const old = existing.find((s) => s.topicId === topicId);
      if (old?.subscriptionId) await notification.deleteSubscription(old.subscriptionId);
      const made = await target.client.withResponse(
        notification.createSubscription({ topicId, status: 'ENABLED', destinationId }),
      );
      const id = made.headers.location?.split('/').pop();
      if (id) created.push(id);
    }
    io.stdout(printable(`Ready: forwarding ${topics.join(', ')} to ${forwardTo} (Ctrl-C to stop)\n`));
    await io.interrupted();
    return 0;
  } finally {
    for (const id of created) await notification.deleteSubscription(id).catch(() => undefined);
    if (destinationId) await notification.deleteDestination(destinationId).catch(() => undefined);
    server.close();
    await target.client.close();
  }
}
