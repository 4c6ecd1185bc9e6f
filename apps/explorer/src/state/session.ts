import { createStore, type StoreApi } from 'zustand';
import type { EnvId, EnvSummary, SessionInfo } from '../../shared/api.js';
import { BackendError, type Backend } from '../api.js';

/** The screens of the explorer. */
export type View = 'operations' | 'tokens' | 'history' | 'saved' | 'notifications' | 'environments';

const ENV_KEY = 'baykit-explorer.env';
const ENV_IDS: readonly EnvId[] = ['local', 'sandbox', 'production'];

function storedEnv(): EnvId {
  const value = globalThis.localStorage?.getItem(ENV_KEY);
  return ENV_IDS.includes(value as EnvId) ? (value as EnvId) : 'local';
}

/** The session slice: what the back end told us at start, the chosen environment and screen, and notices. */
export interface SessionSlice {
  info?: SessionInfo;
  env: EnvId;
  view: View;
  /** A one-line message for the user (sign-in finished, a refusal, …), announced politely. */
  notice?: { kind: 'info' | 'error'; text: string };
  load(): Promise<void>;
  setEnv(env: EnvId): void;
  setView(view: View): void;
  setNotice(notice?: { kind: 'info' | 'error'; text: string }): void;
  /** Replaces one environment's summary after its credentials changed. */
  updateEnvironment(summary: EnvSummary): void;
}

/** A session store that talks to `backend`. */
export function createSessionStore(backend: Backend): StoreApi<SessionSlice> {
  return createStore<SessionSlice>((set, get) => ({
    env: storedEnv(),
    view: 'operations',
    async load() {
      try {
        set({ info: await backend.session() });
      } catch (error) {
        // A 401 says what to do (open the address the explorer printed, with its key): shown as it is.
        const text =
          error instanceof BackendError && error.status === 401
            ? error.message
            : `Could not reach the explorer's back end: ${(error as Error).message}`;
        set({ notice: { kind: 'error', text } });
      }
    },
    setEnv(env) {
      globalThis.localStorage?.setItem(ENV_KEY, env);
      set({ env });
    },
    setView(view) {
      set({ view });
    },
    setNotice(notice) {
      set({ notice });
    },
    updateEnvironment(summary) {
      const info = get().info;
      if (!info) return;
      set({ info: { ...info, environments: info.environments.map((env) => (env.id === summary.id ? summary : env)) } });
    },
  }));
}
