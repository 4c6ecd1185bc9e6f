// The shared local emulator: the one the `baykit` command line starts in the background and the explorer joins.
// Both talk to it only after it proved it is the one this user started (proof.ts), never to whatever else answers
// on its port (another user of the machine can listen there first).
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import {
  isChallenge,
  newChallenge,
  openProof,
  PROOF_PATH,
  SHUTDOWN_CHALLENGE_PATH,
  SHUTDOWN_PATH,
  signShutdown,
} from './proof.js';
import type { AppRegistration } from './app-registration.js';
import { sharedEmulatorSecret } from './emulator-secret.js';
import type { LocalEnv, LocalIo } from './state-dir.js';

/** The loopback port of the shared emulator that the `baykit` command line starts and the explorer joins. */
export const SHARED_EMULATOR_PORT = 4010;

/**
 * The URL of the shared local emulator: `http://127.0.0.1:<port>`, the port from `BAYKIT_EMULATOR_PORT` (default
 * 4010). Throws a RangeError naming the variable when it is not a port number.
 */
export function sharedEmulatorUrl(env: LocalEnv = process.env): string {
  const raw = env.BAYKIT_EMULATOR_PORT;
  const port = raw === undefined || raw === '' ? SHARED_EMULATOR_PORT : Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new RangeError(`BAYKIT_EMULATOR_PORT must be a port number (1–65535), not "${raw}".`);
  return `http://127.0.0.1:${port}`;
}

/** The shared emulator's loopback port (`sharedEmulatorUrl`'s): what a command starts it on. */
export function emulatorPort(io: LocalIo): number {
  return Number(new URL(sharedEmulatorUrl(io.env)).port);
}

/** An emulator that proved it is the one this user started. */
export interface ProvenEmulator {
  url: string;
  /** Its registered test app. */
  app: AppRegistration;
  /** Its process id. */
  pid: number;
}

/** The most of a proof answer read: a few hundred bytes are enough; another server may send anything. */
const MAX_PROOF_BYTES = 16 * 1024;

/** An answer of the emulator's admin API: its status and its JSON body, or undefined when it is not JSON. */
interface SmallAnswer {
  status: number;
  json: unknown;
}

/**
 * One exchange with the emulator at `url` on Node's own http module (the platform's fetch takes longer to load than
 * a command that only asks the emulator who it is: bench/cli-start.ts), on a connection of its own that closes after
 * it. Rejects past `timeoutMs`, on a connection failure, or when the answer holds more than MAX_PROOF_BYTES
 * (another server may send anything); redirects are not followed.
 */
function smallExchange(
  url: string,
  request: { method?: string; body?: unknown; timeoutMs: number },
): Promise<SmallAnswer> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise<SmallAnswer>((resolve, reject) => {
    const out = httpRequest(url, {
      method: request.method ?? 'GET',
      headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      agent: false,
    });
    let settled = false;
    // Every end settles here, then drops the connection: a timeout, a protocol switch (101) and a destroyed request
    // do not all bring an 'error' event.
    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      out.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`no answer within ${request.timeoutMs} ms`)), request.timeoutMs);
    out.on('error', fail);
    const switched = (_answer: unknown, socket: { destroy(): void }): void => {
      socket.destroy();
      fail(new Error('the server switched protocols instead of answering'));
    };
    out.once('upgrade', switched);
    out.once('connect', switched);
    out.on('response', (answer) => {
      const chunks: Buffer[] = [];
      let size = 0;
      answer.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > MAX_PROOF_BYTES) fail(new Error(`answer larger than ${MAX_PROOF_BYTES} bytes`));
        else chunks.push(chunk);
      });
      answer.on('error', fail);
      answer.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        let json: unknown;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
        } catch {
          json = undefined;
        }
        resolve({ status: answer.statusCode ?? 0, json });
      });
    });
    out.end(payload);
  });
}

/**
 * The emulator at `url` when it proves, with `secret`, that it is the one this user started (it answers an HMAC
 * of a fresh challenge: proof.ts); undefined when nothing answers within `timeoutMs`, or something that cannot
 * prove it (then nothing else is sent to it).
 */
export async function probeEmulator(
  url: string,
  secret: Uint8Array,
  timeoutMs = 1000,
): Promise<ProvenEmulator | undefined> {
  const challenge = newChallenge();
  const port = Number(new URL(url).port || 80);
  try {
    const answer = await smallExchange(`${url}${PROOF_PATH}?challenge=${challenge}`, { timeoutMs });
    if (answer.status !== 200) return undefined;
    const payload = openProof(secret, answer.json, challenge, port);
    return payload ? { url, app: payload.app, pid: payload.pid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks the emulator at `url` to stop, proving with `secret` that its owner asks: it hands out a fresh challenge
 * (`POST /__emulator/shutdown/challenge`) and stops once it gets that challenge's HMAC under the secret back
 * (`POST /__emulator/shutdown`). No process id is involved. True when it accepted (it stops right after answering);
 * false when it cannot be stopped so (without `onShutdownRequest` it answers 404), refused, or did not answer
 * within `timeoutMs`.
 */
export async function requestShutdown(url: string, secret: Uint8Array, timeoutMs = 2000): Promise<boolean> {
  const port = Number(new URL(url).port || 80);
  const post = (path: string, body: unknown): Promise<SmallAnswer> =>
    smallExchange(`${url}${path}`, { method: 'POST', body, timeoutMs });
  try {
    const handedOut = await post(SHUTDOWN_CHALLENGE_PATH, {});
    if (handedOut.status < 200 || handedOut.status > 299) return false;
    const { challenge } = (handedOut.json ?? {}) as { challenge?: unknown };
    if (typeof challenge !== 'string' || !isChallenge(challenge)) return false;
    const answer = await post(SHUTDOWN_PATH, { challenge, proof: signShutdown(secret, challenge, port) });
    return answer.status === 202;
  } catch {
    return false;
  }
}

/** Whether anything accepts a connection on `url`'s host and port within `timeoutMs` (whoever it is). */
export function portAnswers(url: string, timeoutMs = 1000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || 80) });
    const done = (answered: boolean): void => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Something that is not this user's emulator answers on the shared emulator's port: nothing is sent to it. */
export class ForeignEmulatorError extends Error {
  override readonly name = 'ForeignEmulatorError';
  constructor(readonly url: string) {
    const { host, port } = new URL(url);
    super(
      `Something else answers on ${host} and cannot prove it is the emulator you started (another user's server, or an emulator not started by the baykit command line), so baykit sends it nothing. Stop it, or set BAYKIT_EMULATOR_PORT to another port than ${port}.`,
    );
  }
}

/**
 * This user's shared emulator (`sharedEmulatorUrl`), proven with the owner secret in the private state directory
 * (`sharedEmulatorSecret`; made there when `create`): the emulator when it runs, undefined when nothing answers on
 * its port, and a `ForeignEmulatorError` when something else does. A `PrivateStateError` when the state directory
 * is not private.
 */
export async function findSharedEmulator(
  env: LocalEnv = process.env,
  options: { create: boolean; timeoutMs?: number } = { create: true },
): Promise<ProvenEmulator | undefined> {
  const url = sharedEmulatorUrl(env);
  const secret = sharedEmulatorSecret(env, { create: options.create });
  const timeoutMs = options.timeoutMs ?? 2000;
  const proven = secret ? await probeEmulator(url, secret, timeoutMs) : undefined;
  if (proven) return proven;
  if (!(await portAnswers(url, timeoutMs))) return undefined;
  // Something listens. Before calling it foreign, one more, patient try: a busy machine can hold up even this
  // user's own emulator past the first timeout.
  const patient = secret ? await probeEmulator(url, secret, timeoutMs * 5) : undefined;
  if (patient) return patient;
  throw new ForeignEmulatorError(url);
}
