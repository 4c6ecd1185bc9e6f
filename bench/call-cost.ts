// Benchmark 1: the client-side cost of one GET with a JSON answer (Browse getItem) against the loopback
// server, sequential and 64 at a time: baykit and ebay-api next to a raw undici floor, all in this process,
// rounds interleaved. The ratio is cost per call (the inverse of calls per second).
import { baykitContender, ebayApiContender, rawContender, type HttpContender } from './http-contenders.js';
import { startLoopbackServer } from './loopback-server.js';
import { num, times, type Row } from './report.js';
import { compare, pool } from './stats.js';

const SEQUENTIAL_CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const CONCURRENT_CALLS = Number(process.env.BENCH_CONCURRENT_CALLS ?? 4000);
const CONCURRENCY = 64;

/** Runs benchmark 1 and returns its rows. */
export async function callCost(): Promise<Row[]> {
  const server = await startLoopbackServer();
  const raw = await rawContender(server.origin);
  const baykitClient = baykitContender(server.origin);
  const ebayApiClient = ebayApiContender(server.origin);
  const rows: Row[] = [];
  try {
    for (const [label, calls, concurrency] of [
      ['GET + JSON, sequential', SEQUENTIAL_CALLS, 1],
      [`GET + JSON, concurrency ${CONCURRENCY}`, CONCURRENT_CALLS, CONCURRENCY],
    ] as const) {
      const round = (c: HttpContender) => () => pool(calls, concurrency, () => c.getItem());
      const { floor, baykit, ebayApi } = await compare(
        [
          { name: 'floor', round: round(raw) },
          { name: 'baykit', round: round(baykitClient) },
          { name: 'ebayApi', round: round(ebayApiClient) },
        ],
        { ops: calls, rounds: 11, warmup: 1 },
      );
      // Cost per call relative to X = X's calls/s divided by ours.
      rows.push(
        {
          benchmark: label,
          subject: 'raw undici (floor)',
          value: `${num(floor)} calls/s`,
          data: { callsPerSecond: floor, calls },
        },
        {
          benchmark: label,
          subject: 'baykit vs floor',
          value: `${num(baykit)} calls/s`,
          ratio: times(floor / baykit, 'floor cost'),
          target: '≤ 1.25 × floor cost',
          met: floor / baykit <= 1.25,
          data: { callsPerSecond: baykit, costRatio: floor / baykit },
        },
        {
          benchmark: label,
          subject: 'baykit vs ebay-api',
          value: `ebay-api ${num(ebayApi)} calls/s`,
          ratio: times(ebayApi / baykit, 'ebay-api cost'),
          target: '≤ 0.5 × ebay-api cost',
          met: ebayApi / baykit <= 0.5,
          data: { ebayApiCallsPerSecond: ebayApi, costRatio: ebayApi / baykit },
        },
      );
    }
  } finally {
    for (const c of [raw, baykitClient, ebayApiClient]) await c.close();
    await server.close();
  }
  return rows;
}
