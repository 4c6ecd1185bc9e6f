import { createStore, type StoreApi } from 'zustand';
import type { CallInput, CallOutcome } from '../../shared/api.js';
import { callTitle } from '../core/call-names.js';
import {
  addHistoryEntry,
  loadHistory,
  removeHistoryEntry,
  saveHistory,
  emptyHistory,
  type HistoryState,
} from '../core/history.js';

/** The history slice: past calls (persisted in localStorage, versioned) and the two picked for a diff. */
export interface HistorySlice {
  history: HistoryState;
  /** Ids of the entries picked for comparison (at most two, the latest picks win). */
  compare: string[];
  add(input: CallInput, outcome: CallOutcome): void;
  remove(id: string): void;
  clear(): void;
  toggleCompare(id: string): void;
}

let counter = 0;
const newId = (): string =>
  `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A history store kept in `storage` (the browser's localStorage in the app; none: in memory only). */
export function createHistoryStore(storage?: Storage): StoreApi<HistorySlice> {
  const persist = (history: HistoryState): HistoryState => {
    if (storage) saveHistory(storage, history);
    return history;
  };
  return createStore<HistorySlice>((set, get) => ({
    history: storage ? loadHistory(storage) : emptyHistory(),
    compare: [],
    add(input, outcome) {
      const entry = { id: newId(), at: new Date().toISOString(), title: callTitle(input), input, outcome };
      set({ history: persist(addHistoryEntry(get().history, entry)) });
    },
    remove(id) {
      set({
        history: persist(removeHistoryEntry(get().history, id)),
        compare: get().compare.filter((picked) => picked !== id),
      });
    },
    clear() {
      set({ history: persist(emptyHistory()), compare: [] });
    },
    toggleCompare(id) {
      const picked = get().compare;
      set({ compare: picked.includes(id) ? picked.filter((other) => other !== id) : [...picked, id].slice(-2) });
    },
  }));
}
