import { internalError, invalidAccessToken, tooManyRequests } from '../errors.js';
import { eblResponse } from '../xml/envelope.js';

/** A fault the emulator injects: a status answer, a delay, or a dropped connection. */
export type FaultKind = '429' | '500' | '503' | 'expired-token' | 'reset-connection' | `latency=${number}`;

/** Thrown by `fetch` when a fault asks to drop the connection; the Node adapter destroys the socket. */
export class ConnectionResetFault extends Error {
  override name = 'ConnectionResetFault';
  constructor() {
    super('connection reset by the emulator (fault injection)');
  }
}

/** A queued fault: applies to the next `count` requests whose path starts with `match`. */
interface QueuedFault {
  match: string;
  fault: FaultKind;
  remaining: number;
}

const KINDS = /^(429|500|503|expired-token|reset-connection|latency=\d{1,6})$/;

/** Whether a string names a fault. */
export function isFaultKind(value: unknown): value is FaultKind {
  return typeof value === 'string' && KINDS.test(value);
}

/** Faults queued through the admin API (`POST /__emulator/faults`), per emulator. */
export class FaultQueue {
  #queue: QueuedFault[] = [];

  /** Queues `fault` for the next `count` requests under `match`. */
  add(match: string, fault: FaultKind, count: number): void {
    this.#queue.push({ match, fault, remaining: count });
  }

  /** The fault for this request, consuming one use; undefined when none applies. */
  take(path: string): FaultKind | undefined {
    const entry = this.#queue.find((f) => path.startsWith(f.match) && f.remaining > 0);
    if (!entry) return undefined;
    entry.remaining--;
    this.#queue = this.#queue.filter((f) => f.remaining > 0);
    return entry.fault;
  }

  clear(): void {
    this.#queue = [];
  }
}

/** Where a fault lands: the XML service of the path (if any), its call name, the emulator's time. */
export interface FaultTarget {
  service?: string | undefined;
  callName?: string | null | undefined;
  now: number;
}

/**
 * Applies a fault: resolves to the answer to send instead of the real one, or to undefined after a delay
 * (latency) so the request goes on; throws `ConnectionResetFault` to drop the connection. An expired token
 * is said the way the target service says it: Trading answers Ack Failure 21917053 over HTTP 200.
 */
export async function applyFault(
  fault: FaultKind,
  sleep: (ms: number) => Promise<void>,
  target: FaultTarget,
): Promise<Response | undefined> {
  if (fault.startsWith('latency=')) {
    await sleep(Number(fault.slice('latency='.length)));
    return undefined;
  }
  if (fault === 'expired-token' && target.service === 'trading') {
    return eblResponse(target.callName ?? 'Unknown', target.now, {}, [
      { code: '21917053', shortMessage: 'Expired IAF token.', longMessage: 'IAF token supplied is expired. ' },
    ]);
  }
  switch (fault) {
    case '429':
      return tooManyRequests(1);
    case '500':
      return internalError();
    case '503':
      return new Response('Service Unavailable', { status: 503, headers: { 'content-type': 'text/html' } });
    case 'expired-token':
      return invalidAccessToken();
    default:
      throw new ConnectionResetFault();
  }
}
