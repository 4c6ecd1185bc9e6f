// Benchmark 1: the client-side cost of one GET with a JSON answer (Browse getItem) against the loopback
// server, sequential and 64 at a time: baykit and ebay-api next to a raw undici floor, all in this process,
// rounds interleaved. The ratio is cost per call (the inverse of calls per second), the median of the rounds'
// ratios (stats.ts); beside it, this process's CPU time per call against the floor's.
import { baykitContender, ebayApiContender, rawContender, type HttpContender } from './http-contenders.js';
import { startLoopbackServer } from './loopback-server.js';
import { num, times, type Row } from './report.js';
import { compare, pool } from './stats.js';

const SEQUENTIAL_CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const CONCURRENT_CALLS = Number(process.env.BENCH_CONCURRENT_CALLS ?? 4000);
const CONCURRENCY = 64;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 31);
const EBAY_API_ROUNDS = 7;

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
      // baykit against the floor, then against ebay-api: ebay-api's rounds take several times as long and leave
      // garbage that the next round's collector pays for, so they stay out of the floor's rounds.
      const measured = await compare(
        [
          { name: 'floor', round: round(raw) },
          { name: 'baykit', round: round(baykitClient) },
        ],
        { ops: calls, rounds: ROUNDS, warmup: 1 },
      );
      const againstEbayApi = await compare(
        [
          { name: 'baykit', round: round(baykitClient) },
          { name: 'ebayApi', round: round(ebayApiClient) },
        ],
        { ops: calls, rounds: EBAY_API_ROUNDS, warmup: 1 },
      );
      const { floor, baykit } = measured;
      const { ebayApi } = againstEbayApi;
      // Cost per call relative to X: X's calls/s over ours, the median of the rounds' ratios (stats.ts).
      const costInFloors = measured.ratio('floor', 'baykit');
      const costInEbayApi = againstEbayApi.ratio('ebayApi', 'baykit');
      // The client process's CPU per call in floor CPUs, shown beside: the same cost without the server's share.
      const cpuInFloors = measured.cpuRatio('floor', 'baykit');
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
          ratio: `${times(costInFloors, 'floor cost')} (CPU ${times(cpuInFloors, 'floor')})`,
          target: '≤ 1.25 × floor cost',
          met: costInFloors <= 1.25,
          data: {
            callsPerSecond: baykit,
            costRatio: costInFloors,
            ratioOfMedians: floor / baykit,
            cpuRatio: cpuInFloors,
          },
        },
        {
          benchmark: label,
          subject: 'baykit vs ebay-api',
          value: `ebay-api ${num(ebayApi)} calls/s`,
          ratio: times(costInEbayApi, 'ebay-api cost'),
          target: '≤ 0.5 × ebay-api cost',
          met: costInEbayApi <= 0.5,
          data: {
            ebayApiCallsPerSecond: ebayApi,
            costRatio: costInEbayApi,
            ratioOfMedians: ebayApi / againstEbayApi.baykit,
          },
        },
      );
    }
  } finally {
    for (const c of [raw, baykitClient, ebayApiClient]) await c.close();
    await server.close();
  }
  return rows;
}
