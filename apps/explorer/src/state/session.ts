import { createStore, type StoreApi } from 'zustand';
import type { EnvId, EnvSummary, SessionInfo } from '../../shared/api.js';
import { BackendError, type Backend } from '../api.js';

/** The screens of the explorer. */
export type View = 'operations' | 'tokens' | 'history' | 'saved' | 'flows' | 'notifications' | 'environments';

const ENV_KEY = 'baykit-explorer.env';
const ENV_IDS: readonly EnvId[] = ['local', 'sandbox', 'production'];

function storedEnv(): EnvId {
  const value = globalThis.localStorage?.getItem(ENV_KEY);
  return ENV_IDS.includes(value as EnvId) ? (value as EnvId) : 'local';
}

/**
 * A one-line message for the user. `view` is the screen that raised it ("Signed in." on Sign in & tokens): it goes
 * away when the user opens another screen. Without `view` (the back end cannot be reached) it stays on every one.
 */
export interface Notice {
  kind: 'info' | 'error';
  text: string;
  view?: View;
}

/** The session slice: what the back end told us at start, the chosen environment and screen, and notices. */
export interface SessionSlice {
  info?: SessionInfo;
  env: EnvId;
  view: View;
  /** A one-line message for the user (sign-in finished, a refusal, …), announced politely. */
  notice?: Notice;
  load(): Promise<void>;
  setEnv(env: EnvId): void;
  setView(view: View): void;
  /** Shows `notice` on the current screen (until the user opens another), or clears it. */
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
      const notice = get().notice;
      set(notice?.view !== undefined && notice.view !== view ? { view, notice: undefined } : { view });
    },
    setNotice(notice) {
      set({ notice: notice ? { ...notice, view: get().view } : undefined });
    },
    updateEnvironment(summary) {
      const info = get().info;
      if (!info) return;
      set({ info: { ...info, environments: info.environments.map((env) => (env.id === summary.id ? summary : env)) } });
    },
  }));
}
