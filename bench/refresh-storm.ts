// Benchmark 2: 1 000 calls start at once while the client holds a dead application token; the loopback server
// counts the token requests. baykit is run twice: with a token it knows has expired (renewed before sending)
// and with a token of unknown expiry that the server rejects with 401 "Invalid access token" (renewed after
// the rejection). ebay-api keeps no expiry, so it always learns from the 401.
import { baykitContender, ebayApiContender, type HttpContender } from './http-contenders.js';
import { startLoopbackServer, type Loopback } from './loopback-server.js';
import { num, type Row } from './report.js';

const CALLS = Number(process.env.BENCH_STORM_CALLS ?? 1000);
const STALE = 'v^1.1#i^1#stale-token';

interface StormResult {
  tokenRequests: number;
  /** Calls the server answered 401 (sent with the dead token). */
  rejected: number;
  failed: number;
  ms: number;
}

async function storm(
  server: Loopback,
  contender: HttpContender,
  prepare: () => Promise<void> | void,
): Promise<StormResult> {
  await server.reset();
  await prepare();
  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: CALLS }, () => contender.getItem()));
  const ms = performance.now() - started;
  await contender.close();
  const { tokenRequests, rejected } = await server.stats();
  return { tokenRequests, rejected, failed: results.filter((r) => r.status === 'rejected').length, ms };
}

/** Runs benchmark 2 and returns its rows. */
export async function refreshStorm(): Promise<Row[]> {
  const server = await startLoopbackServer();
  try {
    const known = baykitContender(server.origin);
    const knownResult = await storm(server, known, () => {
      const now = Date.now();
      return known.client.oauth2.setCredentials(
        { kind: 'application', accessToken: STALE, expiresAt: now - 1000, obtainedAt: now - 7_200_000, scope: [] },
        { kind: 'application' },
      );
    });
    const unknown = baykitContender(server.origin);
    const unknownResult = await storm(server, unknown, () =>
      unknown.client.oauth2.setCredentials(STALE, { kind: 'application' }),
    );
    const ebay = ebayApiContender(server.origin);
    const ebayResult = await storm(server, ebay, () =>
      ebay.api.OAuth2.setClientToken({ access_token: STALE, expires_in: 7200, token_type: 'Application Access Token' }),
    );
    const label = `refresh storm: ${num(CALLS)} concurrent calls, dead token`;
    const row = (subject: string, r: StormResult, target?: string): Row => ({
      benchmark: label,
      subject,
      value: `${num(r.tokenRequests)} token requests, ${num(r.rejected)} 401s, ${num(r.failed)} calls failed, ${num(r.ms)} ms`,
      ratio: r === ebayResult ? undefined : `${num(r.tokenRequests)} vs ebay-api ${num(ebayResult.tokenRequests)}`,
      ...(target ? { target, met: r.tokenRequests === 1 && r.failed === 0 } : {}),
      data: { ...r },
    });
    return [
      row('baykit, token known expired', knownResult, 'exactly 1 token request, 0 failures'),
      row('baykit, token rejected by 401', unknownResult, 'exactly 1 token request, 0 failures'),
      row('ebay-api, token rejected by 401', ebayResult),
    ];
  } finally {
    await server.close();
  }
}
