// How the shared emulator proves it is the one this user started (both sides of it, so the format lives once):
// the prober sends a fresh random challenge; the emulator answers a payload naming the challenge, its process id,
// port and app, with HMAC-SHA256(owner secret, payload). The secret never goes over the wire, an answer cannot be
// replayed for another challenge, and one relayed from an emulator on another port names the wrong port.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppRegistration } from './app-registration.js';

/** The admin route the proof is asked at: `GET /__emulator/proof?challenge=…`. */
export const PROOF_PATH = '/__emulator/proof';

/** What a proven emulator says about itself. */
export interface ProofPayload {
  v: 1;
  challenge: string;
  /** Its process id (what `baykit emulator stop` ends). */
  pid: number;
  /** The port it listens on. */
  port: number;
  /** Its registered test app. */
  app: AppRegistration;
}

/** The answer of `GET /__emulator/proof`: the payload as text, and its HMAC. */
export interface ProofAnswer {
  payload: string;
  proof: string;
}

/** A challenge: 32 random bytes, base64url. */
export const newChallenge = (): string => randomBytes(32).toString('base64url');

/** Whether `value` has the shape of a challenge (so the emulator signs nothing else). */
export const isChallenge = (value: string | null): value is string =>
  value !== null && /^[A-Za-z0-9_-]{22,128}$/.test(value);

const mac = (secret: Uint8Array, payload: string): Buffer =>
  createHmac('sha256', secret).update('baykit-emulator-proof/1\n').update(payload).digest();

/** The emulator's side: the proof of `payload` under `secret`. */
export function signProof(secret: Uint8Array, payload: ProofPayload): ProofAnswer {
  const text = JSON.stringify(payload);
  return { payload: text, proof: mac(secret, text).toString('base64url') };
}

/**
 * The prober's side: the payload of `answer` when its HMAC is right under `secret` and it names `challenge` and
 * `port`; undefined for anything else.
 */
export function openProof(
  secret: Uint8Array,
  answer: unknown,
  challenge: string,
  port: number,
): ProofPayload | undefined {
  const { payload, proof } = (answer ?? {}) as Partial<ProofAnswer>;
  if (typeof payload !== 'string' || typeof proof !== 'string') return undefined;
  const expected = mac(secret, payload);
  const given = Buffer.from(proof, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const parsed = JSON.parse(payload) as Partial<ProofPayload>;
  const app = parsed.app as Partial<AppRegistration> | undefined;
  if (parsed.v !== 1 || parsed.challenge !== challenge || parsed.port !== port) return undefined;
  if (typeof parsed.pid !== 'number' || !Number.isSafeInteger(parsed.pid)) return undefined;
  if (typeof app?.appId !== 'string' || typeof app.certId !== 'string' || typeof app.ruName !== 'string')
    return undefined;
  return parsed as ProofPayload;
}

/** The admin route that hands out a shutdown challenge: `POST /__emulator/shutdown/challenge` → `{ challenge }`. */
export const SHUTDOWN_CHALLENGE_PATH = '/__emulator/shutdown/challenge';

/** The admin route that stops the emulator: `POST /__emulator/shutdown` with `{ challenge, proof }`. */
export const SHUTDOWN_PATH = '/__emulator/shutdown';

const shutdownMac = (secret: Uint8Array, challenge: string, port: number): Buffer =>
  createHmac('sha256', secret)
    .update('baykit-emulator-shutdown/1\n')
    .update(JSON.stringify({ challenge, port }))
    .digest();

/**
 * The owner's side of a shutdown: HMAC-SHA256 under the owner secret of the emulator's challenge and its port
 * (another label than the proof's, so neither answer stands for the other).
 */
export function signShutdown(secret: Uint8Array, challenge: string, port: number): string {
  return shutdownMac(secret, challenge, port).toString('base64url');
}

/** The emulator's side: whether `proof` is the owner's HMAC of `challenge` and `port`. */
export function verifyShutdown(secret: Uint8Array, challenge: string, port: number, proof: unknown): boolean {
  if (typeof proof !== 'string') return false;
  const expected = shutdownMac(secret, challenge, port);
  const given = Buffer.from(proof, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
