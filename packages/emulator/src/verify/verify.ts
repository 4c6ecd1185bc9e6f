import { XML_PATHS } from '@baykit/spec/xml-services';
import { parseCassette, type Cassette, type CassetteExchange, type CassetteResponse } from 'baykit/cassette';
import { createEmulator } from '../emulator.js';
import type { EmulatorOptions } from '../types.js';
import { AccountData } from './account-data.js';
import { compareAnswers, weighted } from './compare.js';
import { replayCredentials, type ReplayCredentials } from './credentials.js';
import { parseBody } from './flatten.js';
import { IdMap } from './id-map.js';
import { replayRequest, UnsafeReplayError, type ReplayRequest } from './replay-request.js';
import type { ExchangeVerdict, VerifyDifference, VerifyReport } from './types.js';

/** Options of `verifyCassette`. */
export interface VerifyOptions {
  /** The fresh emulator's seed (default: the emulator's default seed), so a verification gives the same result twice. */
  seed?: number;
  /**
   * Other options of the fresh emulator (limits; `now`, its time source, replaces the default clock, which starts at
   * the cassette's `recordedAt`).
   */
  emulator?: Omit<EmulatorOptions, 'seed'>;
  /** Called with each exchange's verdict as soon as it is known (a command line prints differences as they come). */
  onVerdict?: (verdict: ExchangeVerdict) => void;
}

/**
 * Replays a cassette's requests, in order, against a fresh emulator on 127.0.0.1 and compares each answer with the
 * recorded one: status, error ids, shape (fields and their types) and deterministic values, mapping the ids the
 * emulator assigns to the recorded ones as it goes. Resolves to the fidelity score and every difference
 * (docs/cassettes.md#verify). The emulator's clock starts at the cassette's `recordedAt`. The emulator is stopped
 * before it resolves or rejects.
 */
export async function verifyCassette(cassette: Cassette | string, options: VerifyOptions = {}): Promise<VerifyReport> {
  const { header, exchanges } = typeof cassette === 'string' ? parseCassette(cassette) : cassette;
  const emulator = createEmulator({
    now: clockFrom(header.recordedAt),
    ...options.emulator,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  let credentials: ReplayCredentials | undefined;
  try {
    const { url } = await emulator.listen(0, '127.0.0.1');
    credentials = await replayCredentials(url, emulator.app);
    const run: Run = { origin: url, ids: new IdMap(), account: new AccountData(), credentials };
    const verdicts: ExchangeVerdict[] = [];
    for (const exchange of exchanges) {
      const verdict = await verifyExchange(exchange, run);
      options.onVerdict?.(verdict);
      verdicts.push(verdict);
    }
    return report(header, verdicts);
  } finally {
    await credentials?.close();
    await emulator.close();
  }
}

/**
 * A clock that starts at the recording's time and runs on in real time, so a request about "the last 3 days"
 * (Trading `NumberOfDays`, a `creationdate` filter) asks about the days eBay answered it for; real time when the
 * header's time is not a date.
 */
function clockFrom(recordedAt: string): () => number {
  const start = Date.parse(recordedAt);
  if (Number.isNaN(start)) return Date.now;
  const began = Date.now();
  return () => start + (Date.now() - began);
}

/** What a replay keeps from one exchange to the next. */
interface Run {
  origin: string;
  ids: IdMap;
  account: AccountData;
  credentials: ReplayCredentials;
}

async function verifyExchange(exchange: CassetteExchange, run: Run): Promise<ExchangeVerdict> {
  const { origin, ids, account, credentials } = run;
  const { seq, operation, request, response } = exchange;
  account.noteRequest(parseBody(request.body, request.headers['content-type']).leaves, ids);
  const path = new URL(request.url).pathname;
  const base = { seq, ...(operation ? { operation } : {}), api: apiOf(path, operation), method: request.method, path };
  const recorded = { status: response.status, body: parseBody(response.body, response.headers['content-type']) };
  let answered: CassetteResponse;
  try {
    answered = await send(await replayRequest(request, origin, ids, credentials), credentials);
  } catch (error) {
    const message =
      error instanceof UnsafeReplayError
        ? `Exchange ${seq} was not replayed: ${error.message}; nothing was sent.`
        : `The emulator gave no answer: ${error instanceof Error ? error.message : String(error)}.`;
    return {
      ...base,
      status: { recorded: response.status, emulator: 0 },
      score: 0,
      scores: { status: 0, errorIds: 0, shape: 0, values: 0 },
      valuesCompared: 0,
      differences: [{ seq, ...(operation ? { operation } : {}), kind: 'replay-failed', message }],
    };
  }
  const live = { status: answered.status, body: parseBody(answered.body, answered.headers['content-type']) };
  const compared = compareAnswers(recorded, live, ids);
  // Learnt after comparing: an id is a value this exchange's comparison skips anyway, and later requests need it.
  ids.learn(recorded.body.leaves, live.body.leaves, response.headers.location, answered.headers.location);
  account.noteAnswer(live.body.leaves);
  // Refused: an error status, or Trading's Ack Failure at 200 (error ids where eBay's answer had none).
  const errorsAdded = compared.differences.some((d) => d.kind === 'error-ids' && `${String(d.recorded)}` === '');
  const refused = response.status < 400 && (answered.status >= 400 || errorsAdded);
  const foreign = refused ? account.namedIn(textOf(answered)) : [];
  return {
    ...base,
    ...(foreign.length > 0 ? { needsAccountData: foreign } : {}),
    status: { recorded: response.status, emulator: answered.status },
    score: round(weighted(compared.scores)),
    scores: compared.scores,
    valuesCompared: compared.valuesCompared,
    differences: compared.differences.map((d) => ({ seq, ...(operation ? { operation } : {}), ...d })),
  };
}

/**
 * Sends the request over HTTP. A bearer call refused for its token kind (403 errorId 1100, or 401) goes once more
 * with the application token: a cassette does not say which kind it used, and a refused call changes nothing.
 */
async function send(request: ReplayRequest, credentials: ReplayCredentials): Promise<CassetteResponse> {
  const first = await exchange(request);
  const refused = first.status === 401 || (first.status === 403 && /"errorId"\s*:\s*1100\b/.test(textOf(first)));
  if (!request.bearer || !refused) return first;
  const headers = { ...request.headers, authorization: `Bearer ${credentials.applicationToken}` };
  return exchange({ ...request, headers });
}

async function exchange(request: ReplayRequest): Promise<CassetteResponse> {
  const answer = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    redirect: 'manual',
  });
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const type = headers['content-type'] ?? '';
  if (bytes.byteLength === 0) return { status: answer.status, headers };
  const text = /json|xml|text\/|x-www-form-urlencoded/i.test(type) || type === '';
  return {
    status: answer.status,
    headers,
    body: text ? { text: new TextDecoder().decode(bytes) } : { base64: Buffer.from(bytes).toString('base64') },
  };
}

function textOf(response: CassetteResponse): string {
  return response.body && 'text' in response.body ? response.body.text : '';
}

/** The API an exchange belongs to: its operation's prefix, the XML service of its path, or its path's first two segments. */
function apiOf(path: string, operation: string | undefined): string {
  const qualified = operation?.split('.') ?? [];
  if (qualified.length > 2) return qualified.slice(0, -1).join('.');
  const service = Object.entries(XML_PATHS).find(([, servicePath]) => path === servicePath)?.[0];
  if (service) return service;
  if (path.startsWith('/identity/v1/oauth2/')) return 'identity.oauth2';
  const [area = '', api = ''] = path.split('/').filter(Boolean);
  const camel = (s: string): string => s.replace(/[-_](\w)/g, (_m, c: string) => c.toUpperCase());
  return `${camel(area)}.${camel(api)}`;
}

function report(header: Cassette['header'], all: ExchangeVerdict[]): VerifyReport {
  // An exchange that needs the recorded account's data measures the account, not the emulator: reported apart.
  const verdicts = all.filter((v) => v.needsAccountData === undefined);
  const byApi: VerifyReport['byApi'] = {};
  for (const verdict of verdicts) {
    const entry = (byApi[verdict.api] ??= { exchanges: 0, score: 0 });
    entry.exchanges++;
    entry.score += verdict.score;
  }
  for (const entry of Object.values(byApi)) entry.score = round(entry.score / entry.exchanges);
  const total = verdicts.reduce((sum, v) => sum + v.score, 0);
  return {
    version: 1,
    cassette: {
      recorder: header.recorder,
      ...(header.environment === undefined ? {} : { environment: header.environment }),
      ...(header.source === undefined ? {} : { source: header.source }),
      exchanges: all.length,
    },
    score: verdicts.length === 0 ? 1 : round(total / verdicts.length),
    byApi,
    exchanges: all,
    differences: verdicts.flatMap((v) => v.differences),
    needsAccountData: all.flatMap(accountDataDifference),
  };
}

function accountDataDifference(verdict: ExchangeVerdict): VerifyDifference[] {
  const { seq, operation, needsAccountData: ids } = verdict;
  if (ids === undefined) return [];
  return [
    {
      seq,
      ...(operation ? { operation } : {}),
      kind: 'needs-account-data',
      recorded: ids,
      message:
        `eBay accepted this call and the emulator refused it for ids only the recorded account has (${ids.join(', ')}); ` +
        'not counted in the score: seed the emulator with such records, or record a flow that creates them first.',
    },
  ];
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}
