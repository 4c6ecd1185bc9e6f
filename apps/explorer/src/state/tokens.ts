import { createStore, type StoreApi } from 'zustand';
import type { EnvId, TokenPanel } from '../../shared/api.js';
import type { Backend } from '../api.js';

/** The tokens slice: each environment's token panel, and whether a sign-in or refresh is under way. */
export interface TokensSlice {
  panels: Partial<Record<EnvId, TokenPanel>>;
  busy: boolean;
  error?: string;
  load(env: EnvId): Promise<void>;
  /** Runs a sign-in or refresh action that answers with the new panel; errors land in `error`. */
  act(env: EnvId, action: () => Promise<TokenPanel>): Promise<boolean>;
  setError(error?: string): void;
}

/** A tokens store that loads from `backend`. */
export function createTokensStore(backend: Backend): StoreApi<TokensSlice> {
  return createStore<TokensSlice>((set, get) => ({
    panels: {},
    busy: false,
    async load(env) {
      try {
        const panel = await backend.tokens(env);
        set({ panels: { ...get().panels, [env]: panel } });
      } catch (error) {
        set({ error: (error as Error).message });
      }
    },
    async act(env, action) {
      set({ busy: true, error: undefined });
      try {
        const panel = await action();
        set({ busy: false, panels: { ...get().panels, [env]: panel } });
        return true;
      } catch (error) {
        set({ busy: false, error: (error as Error).message });
        return false;
      }
    },
    setError(error) {
      set({ error });
    },
  }));
}
