// One process of the fleet test: Browse calls paced by the shared Redis budget until the parent's deadline.
// Built into one file (helpers/worker-process.ts) and run as `node worker.mjs '<FleetWorkerConfig as JSON>'`; it prints
// `{"ready":true}` once warmed up, reads the deadline (ms since the epoch) from stdin, then prints its report.
import { createInterface } from 'node:readline';
import { callUntil, connectRedis, pacedClient } from './helpers.js';

/** What the parent passes as the first argument. */
export interface FleetWorkerConfig {
  origin: string;
  redisUrl: string;
  appId: string;
  certId: string;
  limit: number;
  windowMs: number;
  /** Calls the worker keeps in flight at once. */
  concurrency: number;
}

/** The worker's last line on stdout. */
export interface FleetWorkerReport {
  /** When each call it sent completed (ms since the epoch). */
  sent: number[];
}

const config = JSON.parse(process.argv[2] ?? '{}') as FleetWorkerConfig;
const redis = await connectRedis(config.redisUrl);
const client = pacedClient(
  config.origin,
  redis,
  { budgets: { 'buy.browse': { limit: config.limit, windowMs: config.windowMs } } },
  { appId: config.appId, certId: config.certId, pacing: { maxDelayMs: 60_000 } },
);
// Token, connections and module loading come before the start signal, so that the workers start together.
await client.oauth2.mintApplicationAccessToken();
await redis.ping();
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);

const input = createInterface({ input: process.stdin });
const deadline = await new Promise<number>((resolve) => input.once('line', (line) => resolve(Number(line))));
input.close();

const report: FleetWorkerReport = { sent: await callUntil(client, deadline, config.concurrency) };
process.stdout.write(`${JSON.stringify(report)}\n`);
await client.close();
redis.disconnect();
