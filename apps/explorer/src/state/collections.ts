import { createStore, type StoreApi } from 'zustand';
import type { EnvId } from '../../shared/api.js';
import {
  COLLECTIONS_STORAGE_KEY,
  emptyCollections,
  exportCollections,
  mergeCollections,
  readCollections,
  removeCollection,
  removeRequest,
  saveRequest,
  setVariable,
  type CollectionsState,
  type SavedRequest,
} from '../core/collections.js';

/** The collections slice: saved requests in named collections and the `{{variables}}`, kept in localStorage. */
export interface CollectionsSlice {
  state: CollectionsState;
  save(collection: string, request: SavedRequest): void;
  removeRequest(id: string): void;
  removeCollection(name: string): void;
  /** Sets (or with `value` undefined removes) a variable for every environment, or for `env` only. */
  setVariable(name: string, value: string | undefined, env?: EnvId): void;
  /** Merges an exported file; answers the reason when it is not one. */
  importText(text: string): string | undefined;
  exportText(): string;
}

/** A collections store kept in `storage` (none: in memory only). Storage failures leave the state in memory. */
export function createCollectionsStore(storage?: Storage): StoreApi<CollectionsSlice> {
  const load = (): CollectionsState => {
    try {
      const read = readCollections(storage?.getItem(COLLECTIONS_STORAGE_KEY) ?? null);
      return read.ok ? read.state : emptyCollections();
    } catch {
      return emptyCollections();
    }
  };
  return createStore<CollectionsSlice>((set, get) => {
    const update = (state: CollectionsState) => {
      try {
        storage?.setItem(COLLECTIONS_STORAGE_KEY, exportCollections(state));
      } catch {
        // Full or blocked storage: the collections still work until the page is closed.
      }
      set({ state });
    };
    return {
      state: load(),
      save: (collection, request) => update(saveRequest(get().state, collection, request)),
      removeRequest: (id) => update(removeRequest(get().state, id)),
      removeCollection: (name) => update(removeCollection(get().state, name)),
      setVariable: (name, value, env) => update(setVariable(get().state, name, value, env)),
      importText(text) {
        const read = readCollections(text);
        if (!read.ok) return read.problem;
        update(mergeCollections(get().state, read.state));
        return undefined;
      },
      exportText: () => exportCollections(get().state),
    };
  });
}
