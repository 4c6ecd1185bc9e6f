import { create } from 'zustand';
import type { CallInput, CallOutcome } from '../../shared/api.js';
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

const storage = (): Storage | undefined => globalThis.localStorage;

let counter = 0;
const newId = (): string =>
  `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function persist(history: HistoryState): HistoryState {
  const target = storage();
  if (target) saveHistory(target, history);
  return history;
}

/** The history store. */
export const useHistory = create<HistorySlice>((set, get) => ({
  history: storage() ? loadHistory(storage() as Storage) : emptyHistory(),
  compare: [],
  add(input, outcome) {
    const title = input.kind === 'rest' ? `${input.api}.${input.operationId}` : `${input.service}.${input.callName}`;
    const entry = { id: newId(), at: new Date().toISOString(), title, input, outcome };
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
