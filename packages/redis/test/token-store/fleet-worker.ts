// One process of a fleet in the fleet tests: a client of the emulator sharing its tokens through Redis.
// It says what it does as JSON lines on stdout, and starts its calls when stdin says `go`.
import { createInterface } from 'node:readline';
import { EbayClient, type AccessToken, type Logger, type TokenStore } from 'baykit';
import { RedisTokenStore } from '../../src/index.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`fleet-worker: ${name} is not set`);
  return value;
};
const say = (event: Record<string, unknown>): void => void process.stdout.write(`${JSON.stringify(event)}\n`);

const logger: Logger = {
  debug: () => undefined,
  info: (message) => say({ event: 'log', level: 'info', message }),
  warn: (message) => say({ event: 'log', level: 'warn', message }),
  error: (message) => say({ event: 'log', level: 'error', message }),
};

const redisStore = new RedisTokenStore(env('REDIS_URL'), {
  logger,
  lockTtlMs: Number(env('LOCK_TTL_MS')),
  pollIntervalMs: 200,
});

/** The Redis store, telling the test when this process is the one that renews (so it can be killed then). */
const store: TokenStore = {
  get: (key) => redisStore.get(key),
  set: (key, token) => redisStore.set(key, token),
  delete: (key) => redisStore.delete(key),
  renew: (key: string, from: string | undefined, renew: () => Promise<AccessToken>) =>
    redisStore.renew(key, from, () => {
      say({ event: 'renewing' });
      return renew();
    }),
};

const ebay = new EbayClient({
  appId: env('APP_ID'),
  certId: env('CERT_ID'),
  origin: env('EMULATOR_URL'),
  tokenStore: store,
  logger,
  maxRetries: 0,
});

// Reads the user token once, as a process does when it starts: it is then in this process's memory too.
const token = await ebay.oauth2.getCredentials('user');
say({ event: 'ready', expired: token?.expiresAt !== undefined && token.expiresAt < Date.now() });

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim() !== 'go') continue;
  const calls = Number(env('CALLS'));
  const results = await Promise.allSettled(
    Array.from({ length: calls }, () => ebay.buy.browse.getItem('v1|110000000000|0')),
  );
  const failures = results.flatMap((r) =>
    r.status === 'rejected'
      ? [r.reason instanceof Error ? `${r.reason.name}: ${r.reason.message}` : String(r.reason)]
      : [],
  );
  say({ event: 'done', ok: calls - failures.length, failures: failures.slice(0, 5) });
  break;
}
lines.close();
await ebay.close();
await redisStore.close();
