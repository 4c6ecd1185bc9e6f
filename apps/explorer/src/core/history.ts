import { isCallInput, isCallOutcome, isRecord } from './history-guard.js';
import { migrateHistory } from './history-migrations.js';
import { trimEntry } from './history-trim.js';
import type { HistoryEntry } from './history-entry.js';

/** The localStorage key the history lives under. */
export const HISTORY_STORAGE_KEY = 'baykit-explorer.history';

/** The current stored format; older ones are migrated by `history-migrations.ts`. */
export const HISTORY_VERSION = 2;

/** How many calls the history keeps (the oldest go first). */
export const HISTORY_LIMIT = 100;

export type { HistoryEntry } from './history-entry.js';

/** The stored history, newest first. */
export interface HistoryState {
  version: 2;
  entries: HistoryEntry[];
}

/** A history with nothing in it. */
export function emptyHistory(): HistoryState {
  return { version: HISTORY_VERSION, entries: [] };
}

/**
 * Reads stored history text: migrates every older version and drops entries it cannot read. Anything else
 * (nothing stored, garbage, a bare array from before versioning, a future version) gives an empty history.
 * Never throws: a broken store must not keep the app from starting.
 */
export function parseHistory(raw: string | null): HistoryState {
  if (raw === null || raw === '') return emptyHistory();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return emptyHistory();
  }
  if (!isRecord(data) || typeof data.version !== 'number' || !Number.isInteger(data.version)) return emptyHistory();
  const current = migrateHistory({ ...data, version: data.version }, HISTORY_VERSION);
  if (!current || !Array.isArray(current.entries)) return emptyHistory();
  const seen = new Set<string>();
  const entries: HistoryEntry[] = [];
  for (const entry of current.entries) {
    if (!isHistoryEntry(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push(entry);
  }
  return { version: HISTORY_VERSION, entries: entries.slice(0, HISTORY_LIMIT) };
}

/** The history with `entry` first (replacing an entry with the same id), cut to `limit` entries. */
export function addHistoryEntry(state: HistoryState, entry: HistoryEntry, limit = HISTORY_LIMIT): HistoryState {
  const others = state.entries.filter((other) => other.id !== entry.id);
  return { version: HISTORY_VERSION, entries: [entry, ...others].slice(0, Math.max(0, limit)) };
}

/** The history without the entry `id`. */
export function removeHistoryEntry(state: HistoryState, id: string): HistoryState {
  return { version: HISTORY_VERSION, entries: state.entries.filter((entry) => entry.id !== id) };
}

/** The stored history (empty when there is none, it cannot be read, or storage is blocked). */
export function loadHistory(storage: Pick<Storage, 'getItem'>): HistoryState {
  try {
    return parseHistory(storage.getItem(HISTORY_STORAGE_KEY));
  } catch {
    // Storage can throw on access (blocked cookies, sandboxed frames): then there simply is no history.
    return emptyHistory();
  }
}

/**
 * Stores the history (entries over 200 KB have their large bodies replaced by a marker). When the storage is full, drops the oldest entries until it fits (and removes the key
 * when not even one fits, so a stale history does not come back). Never throws: history is a convenience.
 */
export function saveHistory(storage: Pick<Storage, 'setItem' | 'removeItem'>, state: HistoryState): void {
  // Serialized once: each retry only joins fewer of the same parts.
  const parts = state.entries.map((entry) => trimEntry(entry).json);
  for (let count = parts.length; count >= 0; count--) {
    try {
      storage.setItem(HISTORY_STORAGE_KEY, joinEntries(parts.slice(0, count)));
      return;
    } catch (error) {
      if (!isQuotaError(error)) break;
    }
  }
  try {
    storage.removeItem(HISTORY_STORAGE_KEY);
  } catch {
    // Nothing more to do: the next load starts empty or with the old history.
  }
}

function joinEntries(parts: readonly string[]): string {
  return `{"version":${HISTORY_VERSION},"entries":[${parts.join(',')}]}`;
}

function isHistoryEntry(value: unknown): value is HistoryEntry {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.at === 'string' &&
    typeof value.title === 'string' &&
    isCallInput(value.input) &&
    isCallOutcome(value.outcome)
  );
}

/** Browsers name it differently (Firefox: NS_ERROR_DOM_QUOTA_REACHED; old WebKit: code 22). */
function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
