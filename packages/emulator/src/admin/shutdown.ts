// How the owner stops the shared emulator without a process id: a pid it reports may name another process where it
// is read (an emulator in a container with the state directory mounted reports its pid inside the container). The
// owner asks for a fresh challenge, answers it with an HMAC under the owner secret (proof.ts), and the emulator
// stops itself. A challenge is good once and for a minute, so an answer seen on the wire cannot be sent again.
import { isChallenge, newChallenge, verifyShutdown } from '@baykit/local/proof';

/** How long a shutdown challenge stays good. */
const CHALLENGE_TTL_MS = 60_000;
/** The most challenges outstanding at once; asking for more forgets the oldest. */
const MAX_OUTSTANDING = 16;

/** The emulator's side of the authenticated shutdown. */
export interface ShutdownGate {
  /** A fresh challenge, remembered for a minute and good once. */
  challenge(): string;
  /**
   * Whether `proof` is the owner's HMAC of `challenge` (one this gate handed out, still good) and `port`. The
   * challenge is used up either way, so each one allows a single guess.
   */
  accept(challenge: unknown, proof: unknown, port: number): boolean;
}

/** The shutdown gate of an emulator whose owner knows `secret`; `now` is the wall clock (not the emulator's). */
export function shutdownGate(secret: Uint8Array, now: () => number = Date.now): ShutdownGate {
  const outstanding = new Map<string, number>();
  return {
    challenge() {
      for (const [challenge, expires] of outstanding) if (expires <= now()) outstanding.delete(challenge);
      const oldest = outstanding.keys().next();
      if (outstanding.size >= MAX_OUTSTANDING && !oldest.done) outstanding.delete(oldest.value);
      const challenge = newChallenge();
      outstanding.set(challenge, now() + CHALLENGE_TTL_MS);
      return challenge;
    },
    accept(challenge, proof, port) {
      if (typeof challenge !== 'string' || !isChallenge(challenge)) return false;
      const expires = outstanding.get(challenge);
      outstanding.delete(challenge);
      return expires !== undefined && expires > now() && verifyShutdown(secret, challenge, port, proof);
    },
  };
}

/** What the admin API needs for the shutdown routes: the gate, and what stops the emulator. */
export interface OwnerShutdown {
  gate: ShutdownGate;
  /** Calls `onShutdownRequest`, once however many shutdowns are accepted. */
  stop: () => void;
}

/** The authenticated shutdown of an emulator with `ownerSecret` and `onShutdownRequest`; undefined without either. */
export function ownerShutdown(
  ownerSecret: Uint8Array | undefined,
  onShutdownRequest: (() => void) | undefined,
): OwnerShutdown | undefined {
  if (!ownerSecret || !onShutdownRequest) return undefined;
  let requested = false;
  return {
    gate: shutdownGate(ownerSecret),
    stop: () => {
      if (requested) return;
      requested = true;
      onShutdownRequest();
    },
  };
}
