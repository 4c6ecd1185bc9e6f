// How long forged pushes keep a genuine one from being processed (the key-lookup budget of baykit/notifications).
// An attacker POSTs pushes naming random key ids at N a minute; a genuine push whose key id the client has not
// cached yet (a restart, an eBay key rotation) arrives, is refused while its key is not looked up, and comes
// again on eBay's retries. Time is simulated (each verification gets its `now`), so hours run in seconds; key
// lookups are real HTTP to an in-process emulator. Printed per attacker: the retry that got through and the time
// from the first delivery, and how many `getPublicKey` calls the forged pushes caused.
// Run: npx tsx --conditions=source bench/notification-keys.ts   (BENCH_TRIALS, BENCH_RATES=5,60,600,6000, BENCH_REPEATS=1,3)
import { createEmulator, DEFAULT_APP } from '@baykit/emulator';
import { EbayClient } from 'baykit';
import { NotificationSignatureError, verifyNotification, type NotificationKeySource } from 'baykit/notifications';

// eBay's SDK test vector, whose key the emulator serves (docs/ebay-facts.md#notification-api-push).
const KID = '9936261a-7d7b-4621-a0f1-96ccb428af49';
const BODY =
  '{"metadata":{"topic":"MARKETPLACE_ACCOUNT_DELETION","schemaVersion":"1.0","deprecated":false},"notification":{"notificationId":"49feeaeb-4982-42d9-a377-9645b8479411_33f7e043-fed8-442b-9d44-791923bd9a6d","eventDate":"2021-03-19T20:43:59.462Z","publishDate":"2021-03-19T20:43:59.679Z","publishAttemptCount":1,"data":{"username":"test_user","userId":"ma8vp1jySJC","eiasToken":"nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6wJnY+gAZGEpwmdj6x9nY+seQ=="}}}';
const SIGNATURE = 'MEYCIQCfxfIWuxmWcIBQJ9c5/X7iGDJqs2RCGsBEaAjinyrrfAIhAIV6wGcTiBuV5KJUif2hokyrL+Q9ssHkad+mx2nEE25w';
const header = (kid: string): string =>
  Buffer.from(JSON.stringify({ alg: 'ecdsa', kid, signature: SIGNATURE, digest: 'SHA1' })).toString('base64');

const MINUTE = 60_000;
/** eBay does not publish its schedule; modelled as retries 1, 2, 4 … 128 minutes after the attempt before. */
const RETRY_GAPS_MIN = [1, 2, 4, 8, 16, 32, 64, 128];
/** The attack starts with this many pushes at once (spending any burst), then runs this long before the genuine push. */
const OPENING = 30;
const LEAD_MS = 10 * MINUTE;
const TRIALS = Number(process.env.BENCH_TRIALS ?? 5);
const RATES = (process.env.BENCH_RATES ?? '5,60,600,6000').split(',').map(Number);
/** How often the attacker sends each of its key ids: 1 (a fresh id every push), or more to climb the second lane. */
const REPEATS = (process.env.BENCH_REPEATS ?? '1,3').split(',').map(Number);

interface Attacker {
  name: string;
  perMinute: number;
  /** Each forged key id is sent this many times in a row (1: a fresh id every time). */
  repeats: number;
}

interface Outcome {
  /** 1 for the first delivery, 2 for the first retry…; undefined when not processed within the schedule. */
  attempt: number | undefined;
  afterMs: number | undefined;
  /** `getPublicKey` calls for forged key ids per minute of attack. */
  forgedLookupsPerMinute: number;
}

/** A small deterministic generator, so a trial's phases repeat from run to run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function trial(origin: string, attacker: Attacker, seed: number): Promise<Outcome> {
  const ebay = new EbayClient({ appId: DEFAULT_APP.appId, certId: DEFAULT_APP.certId, origin });
  let lookups = 0;
  const client: NotificationKeySource = {
    commerce: {
      notification: {
        getPublicKey: (kid) => {
          if (kid !== KID) lookups++;
          return ebay.commerce.notification.getPublicKey(kid);
        },
      },
    },
  };
  const next = random(seed);
  const start = Date.parse('2026-11-24T10:00:00Z');
  const first = start + LEAD_MS + Math.floor(next() * MINUTE);
  const deliveries = [first];
  for (const gap of RETRY_GAPS_MIN) deliveries.push((deliveries.at(-1) ?? first) + gap * MINUTE);
  const end = deliveries.at(-1) ?? first;
  const every = MINUTE / attacker.perMinute;
  let forgedAt = start + next() * every;
  let sent = 0;
  let kid = crypto.randomUUID();
  try {
    for (let i = 0; i < OPENING; i++) {
      const signature = header(crypto.randomUUID());
      await verifyNotification({ body: BODY, signature }, { client, now: start }).catch(() => undefined);
    }
    for (const [index, at] of deliveries.entries()) {
      for (; forgedAt <= at; forgedAt += every) {
        if (sent++ % attacker.repeats === 0) kid = crypto.randomUUID();
        await verifyNotification({ body: BODY, signature: header(kid) }, { client, now: Math.floor(forgedAt) }).catch(
          () => undefined,
        );
      }
      const ok = await verifyNotification({ body: BODY, signature: header(KID) }, { client, now: at }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof NotificationSignatureError && error.problem === 'key-unavailable') return false;
          throw error;
        },
      );
      if (ok)
        return { attempt: index + 1, afterMs: at - first, forgedLookupsPerMinute: (lookups * MINUTE) / (at - start) };
    }
    return { attempt: undefined, afterMs: end - first, forgedLookupsPerMinute: (lookups * MINUTE) / (end - start) };
  } finally {
    await ebay.close();
  }
}

const minutes = (ms: number | undefined): string => (ms === undefined ? '–' : `${(ms / MINUTE).toFixed(1)} min`);

async function main(): Promise<void> {
  const emulator = createEmulator();
  const { url } = await emulator.listen(0);
  const attackers: Attacker[] = REPEATS.flatMap((repeats) =>
    RATES.filter((n) => repeats === 1 || n >= 60).map((perMinute) => ({
      name: repeats === 1 ? 'a new key id each push' : `each key id sent ${repeats} times`,
      perMinute,
      repeats,
    })),
  );
  console.log(
    `| attacker | pushes a minute | processed at (median of ${TRIALS}) | after the first delivery | worst | getPublicKey calls for forged ids, a minute |`,
  );
  console.log('|---|---|---|---|---|---|');
  try {
    for (const attacker of attackers) {
      const outcomes: Outcome[] = [];
      for (let i = 0; i < TRIALS; i++) outcomes.push(await trial(url, attacker, 1 + i));
      outcomes.sort((a, b) => (a.attempt ?? 99) - (b.attempt ?? 99));
      const median = outcomes[Math.floor(outcomes.length / 2)];
      const worst = outcomes.at(-1);
      if (!median || !worst) continue;
      const attempt = (o: Outcome): string =>
        o.attempt === undefined
          ? `not within ${RETRY_GAPS_MIN.length} retries`
          : o.attempt === 1
            ? 'first delivery'
            : `retry ${o.attempt - 1}`;
      const spent = outcomes.map((o) => o.forgedLookupsPerMinute.toFixed(1));
      console.log(
        `| ${attacker.name} | ${attacker.perMinute} | ${attempt(median)} | ${median.attempt === undefined ? '–' : minutes(median.afterMs)} | ${attempt(worst)} | ${spent[0] === spent.at(-1) ? spent[0] : `${spent.sort()[0]}–${spent.at(-1)}`} |`,
      );
    }
  } finally {
    await emulator.close();
  }
}

await main();
