import type { AppRegistration } from '@baykit/emulator';
import type { EmulatorAdmin } from '@baykit/emulator/admin';

/**
 * The emulator the local environment calls: embedded in this process, or a shared one the explorer joined. Either
 * way it is reached by URL; `fetch` is the embedded one's in-process handler, or the global fetch.
 */
export interface LocalEmulator {
  readonly url: string;
  /** The app the explorer uses on it (its RuName sends the browser to the explorer's `/callback`). */
  readonly app: AppRegistration;
  readonly shared: boolean;
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /** Its admin API (reset, clock, faults, notifications), through `fetch`. */
  readonly admin: EmulatorAdmin;
  /** Stops an embedded emulator; leaves a shared one running. */
  close(): Promise<void>;
}
