import { describe, expect, it } from 'vitest';
import type { CallOutcome } from '../../shared/api.js';
import {
  addHistoryEntry,
  emptyHistory,
  HISTORY_LIMIT,
  HISTORY_STORAGE_KEY,
  loadHistory,
  parseHistory,
  removeHistoryEntry,
  saveHistory,
  type HistoryEntry,
  type HistoryState,
} from '../../src/core/history.js';
import { migrateHistory, type HistoryV1 } from '../../src/core/history-migrations.js';
import { isTrimmed } from '../../src/core/history-trim.js';

const outcome = (data: unknown, body = JSON.stringify(data)): CallOutcome => ({
  ok: true,
  status: 200,
  durationMs: 42,
  data,
  exchanges: [
    {
      purpose: 'call',
      startedAt: '2026-01-01T00:00:00.000Z',
      durationMs: 40,
      request: {
        method: 'GET',
        url: 'http://127.0.0.1:4010/buy/browse/v1/item/v1%7C1%7C0',
        headers: { authorization: 'Bearer ••••abcd (40 chars)' },
      },
      response: {
        status: 200,
        statusText: 'OK',
        headers: { 'content-type': 'application/json' },
        body,
        bodyEncoding: 'text',
      },
    },
  ],
});

const entry = (id: string, data: unknown = { itemId: id }): HistoryEntry => ({
  id,
  at: '2026-01-01T00:00:00.000Z',
  title: 'buy.browse.getItem',
  input: {
    kind: 'rest',
    env: 'local',
    api: 'buy.browse',
    operationId: 'getItem',
    path: { item_id: id },
    query: {},
    headers: {},
  },
  outcome: outcome(data),
});

const withEntries = (...entries: HistoryEntry[]): HistoryState => ({ version: 2, entries });

/** An in-memory Storage with an optional quota in characters (what browsers count), like localStorage. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  writes = 0;
  constructor(private readonly quota = Number.POSITIVE_INFINITY) {}
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.writes++;
    if (value.length > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** The text `saveHistory` stores for a state (storage without a quota). */
function serializeHistory(state: HistoryState): string {
  const storage = new MemoryStorage();
  saveHistory(storage, state);
  return storage.items.get(HISTORY_STORAGE_KEY) ?? '';
}

const v1: HistoryV1 = {
  version: 1,
  entries: [
    {
      id: 'a',
      at: '2025-12-01T10:00:00.000Z',
      env: 'local',
      operation: 'buy.browse.getItem',
      args: { path: { item_id: 'v1|110000000000|0' }, query: { fieldgroups: 'PRODUCT' }, headers: {} },
      status: 200,
      ok: true,
      body: { itemId: 'v1|110000000000|0', title: 'Red Shoes' },
    },
    {
      id: 'b',
      at: '2025-12-01T09:00:00.000Z',
      env: 'sandbox',
      operation: 'xml:trading.GetItem',
      args: { fields: { ItemID: '110000000000' } },
      ok: false,
    },
    {
      id: 'c',
      at: '2025-12-01T08:00:00.000Z',
      env: 'production',
      operation: 'sell.inventory.createOffer',
      args: { body: { sku: 'A' } },
      status: 201,
      ok: true,
    },
  ],
};

describe('parseHistory', () => {
  it('migrates a version 1 history to version 2: input rebuilt, outcome with ok, status and data, no exchanges', () => {
    const history = parseHistory(JSON.stringify(v1));
    expect(history.version).toBe(2);
    expect(history.entries).toEqual([
      {
        id: 'a',
        at: '2025-12-01T10:00:00.000Z',
        title: 'buy.browse.getItem',
        input: {
          kind: 'rest',
          env: 'local',
          api: 'buy.browse',
          operationId: 'getItem',
          path: { item_id: 'v1|110000000000|0' },
          query: { fieldgroups: 'PRODUCT' },
          headers: {},
        },
        outcome: {
          ok: true,
          status: 200,
          durationMs: 0,
          data: { itemId: 'v1|110000000000|0', title: 'Red Shoes' },
          exchanges: [],
        },
      },
      {
        id: 'b',
        at: '2025-12-01T09:00:00.000Z',
        title: 'trading.GetItem',
        input: {
          kind: 'xml',
          env: 'sandbox',
          service: 'trading',
          callName: 'GetItem',
          fields: { ItemID: '110000000000' },
        },
        outcome: { ok: false, durationMs: 0, exchanges: [] },
      },
      {
        id: 'c',
        at: '2025-12-01T08:00:00.000Z',
        title: 'sell.inventory.createOffer',
        input: {
          kind: 'rest',
          env: 'production',
          api: 'sell.inventory',
          operationId: 'createOffer',
          path: {},
          query: {},
          headers: {},
          body: { sku: 'A' },
        },
        outcome: { ok: true, status: 201, durationMs: 0, exchanges: [] },
      },
    ]);
  });

  it('keeps a migrated history loadable after saving it again', () => {
    const storage = new MemoryStorage();
    saveHistory(storage, parseHistory(JSON.stringify(v1)));
    expect(JSON.parse(storage.getItem(HISTORY_STORAGE_KEY)!).version).toBe(2);
    expect(loadHistory(storage)).toEqual(parseHistory(JSON.stringify(v1)));
  });

  it('drops version 1 entries it cannot read and keeps the rest', () => {
    const broken = {
      version: 1,
      entries: [
        v1.entries[0],
        { ...v1.entries[0], id: 'bad-env', env: 'staging' },
        { ...v1.entries[0], id: 'bad-op', operation: 'getItem' },
        { ...v1.entries[1], id: 'bad-service', operation: 'xml:nope.GetItem' },
        { ...v1.entries[0], id: 'bad-path', args: { path: { item_id: 5 } } },
        { ...v1.entries[0], id: 'no-ok', ok: undefined },
        'garbage',
        null,
      ],
    };
    expect(parseHistory(JSON.stringify(broken)).entries.map((e) => e.id)).toEqual(['a']);
  });

  it('gives an empty history for nothing, garbage, unversioned data, wrong types and a future version', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      JSON.stringify([entry('x')]),
      '42',
      'null',
      '{"entries":[]}',
      '{"version":"2","entries":[]}',
      '{"version":1.5,"entries":[]}',
      '{"version":0,"entries":[]}',
    ]) {
      expect(parseHistory(raw)).toEqual(emptyHistory());
    }
    expect(parseHistory(JSON.stringify({ version: 3, entries: [entry('future')] }))).toEqual(emptyHistory());
    expect(parseHistory(JSON.stringify({ version: 2, entries: 'nope' }))).toEqual(emptyHistory());
  });

  it('drops version 2 entries that are not complete, and duplicates', () => {
    const good = entry('good');
    const raw = JSON.stringify({
      version: 2,
      entries: [
        good,
        { ...good },
        { ...good, id: 'no-outcome', outcome: undefined },
        { ...good, id: 'bad-input', input: { ...good.input, env: 'mars' } },
        { ...good, id: 'bad-exchange', outcome: { ...good.outcome, exchanges: [{ purpose: 'call' }] } },
        { ...good, id: 'bad-error', outcome: { ...good.outcome, error: { name: 'X' } } },
      ],
    });
    expect(parseHistory(raw).entries).toEqual([good]);
  });

  it('has a migration chain that refuses gaps and future versions', () => {
    expect(migrateHistory({ version: 1, entries: [] }, 2)).toEqual({ version: 2, entries: [] });
    expect(migrateHistory({ version: 0, entries: [] }, 2)).toBeUndefined();
    expect(migrateHistory({ version: 5, entries: [] }, 2)).toBeUndefined();
  });
});

describe('history operations', () => {
  it('round-trips through serialize and parse', () => {
    const state = withEntries(entry('1'), entry('2'));
    expect(parseHistory(serializeHistory(state))).toEqual(state);
  });

  it('adds newest first, replaces an entry with the same id, and keeps at most the limit', () => {
    let state = emptyHistory();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) state = addHistoryEntry(state, entry(String(i)));
    expect(state.entries).toHaveLength(HISTORY_LIMIT);
    expect(state.entries[0]?.id).toBe(String(HISTORY_LIMIT + 4));
    expect(state.entries.at(-1)?.id).toBe('5');
    const again = addHistoryEntry(state, entry('50', { changed: true }));
    expect(again.entries[0]?.outcome.data).toEqual({ changed: true });
    expect(again.entries.filter((e) => e.id === '50')).toHaveLength(1);
    expect(addHistoryEntry(withEntries(entry('a'), entry('b')), entry('c'), 2).entries.map((e) => e.id)).toEqual([
      'c',
      'a',
    ]);
  });

  it('removes an entry by id without touching the state it was given', () => {
    const state = withEntries(entry('a'), entry('b'));
    expect(removeHistoryEntry(state, 'a').entries.map((e) => e.id)).toEqual(['b']);
    expect(state.entries).toHaveLength(2);
  });

  it('trims response bodies over 200 KB with a marker and keeps the input and small fields', () => {
    const big = {
      items: Array.from({ length: 4000 }, (_, i) => ({
        itemId: `v1|${i}|0`,
        title: 'A fairly long item title to take up space',
      })),
    };
    const stored = parseHistory(serializeHistory(withEntries(entry('big', big), entry('small'))));
    const [trimmed, small] = stored.entries;
    expect(isTrimmed(trimmed?.outcome.data)).toBe(true);
    expect(trimmed?.outcome.data).toMatch(/^\[not kept in history: \d+ KB parsed response\]$/);
    expect(isTrimmed(trimmed?.outcome.exchanges[0]?.response?.body)).toBe(true);
    expect(trimmed?.outcome.status).toBe(200);
    expect(trimmed?.input).toEqual(entry('big').input);
    expect(small).toEqual(entry('small'));
    expect(serializeHistory(withEntries(entry('big', big))).length).toBeLessThan(10_000);
  });
});

describe('loadHistory and saveHistory', () => {
  it('saves under the history key and loads it back', () => {
    const storage = new MemoryStorage();
    const state = withEntries(entry('a'), entry('b'));
    saveHistory(storage, state);
    expect([...storage.items.keys()]).toEqual([HISTORY_STORAGE_KEY]);
    expect(loadHistory(storage)).toEqual(state);
  });

  it('loads an empty history when storage throws', () => {
    const blocked = {
      getItem(): string | null {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(loadHistory(blocked)).toEqual(emptyHistory());
  });

  it('drops the oldest entries until the history fits the quota', () => {
    const one = serializeHistory(withEntries(entry('0'))).length;
    const storage = new MemoryStorage(one * 3);
    const state = withEntries(...Array.from({ length: 10 }, (_, i) => entry(String(i))));
    saveHistory(storage, state);
    const kept = loadHistory(storage).entries.map((e) => e.id);
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(kept.length).toBeLessThan(10);
    expect(kept).toEqual(state.entries.slice(0, kept.length).map((e) => e.id));
  });

  it('removes the stored history when not even an empty one fits, and never throws', () => {
    const full = new MemoryStorage(5);
    full.items.set(HISTORY_STORAGE_KEY, 'stale');
    expect(() => saveHistory(full, withEntries(entry('a')))).not.toThrow();
    expect(full.getItem(HISTORY_STORAGE_KEY)).toBeNull();
  });

  it('gives up without throwing on errors that are not about the quota', () => {
    let calls = 0;
    const broken = {
      setItem(): void {
        calls++;
        throw new Error('disk on fire');
      },
      removeItem(): void {
        throw new Error('still on fire');
      },
    };
    expect(() => saveHistory(broken, withEntries(entry('a'), entry('b')))).not.toThrow();
    expect(calls).toBe(1);
  });
});
