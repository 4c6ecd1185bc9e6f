import { describe, expect, it } from 'vitest';
import type { RestFormValues } from '../../src/core/call-form.js';
import {
  keepOperationDraft,
  OPERATION_DRAFTS_MAX,
  OPERATION_DRAFTS_STORAGE,
  operationDraft,
} from '../../src/core/operation-drafts.js';
import { formatRoute, parseRoute, ROUTE_VALUE_MAX } from '../../src/core/operation-route.js';

const form = (query: Record<string, string>, headers: Record<string, string> = {}): RestFormValues => ({
  path: {},
  query,
  headers,
  bodyText: '{"secretish": "body"}',
  sign: 'auto',
});

/** A Storage in memory; `limit` characters at most, like a browser's quota. */
function memoryStorage(limit = Infinity) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > limit) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the operation in the address', () => {
  it('round-trips the operation, environment and short path and query values', () => {
    const hash = formatRoute('', 'rest:buy.browse.search', 'sandbox', form({ q: 'drone & more', limit: '' }));
    expect(hash).toBe('#op=rest%3Abuy.browse.search&env=sandbox&query.q=drone+%26+more');
    expect(parseRoute(hash)).toEqual({
      key: 'rest:buy.browse.search',
      env: 'sandbox',
      path: {},
      query: { q: 'drone & more' },
    });
  });

  it('never carries headers or the body, nor a value too long for a link', () => {
    const hash = formatRoute('', 'rest:buy.browse.search', 'local', {
      ...form({ q: 'x'.repeat(ROUTE_VALUE_MAX + 1) }, { Authorization: 'Bearer v^1.1#secret' }),
    });
    expect(hash).toBe('#op=rest%3Abuy.browse.search&env=local');
    expect(hash).not.toContain('secret');
  });

  it('keeps the other parameters of the fragment and replaces its own', () => {
    const first = formatRoute('#other=1', 'xml:trading.GetItem', 'local');
    expect(formatRoute(first, 'rest:buy.browse.getItem', 'local')).toBe(
      '#other=1&op=rest%3Abuy.browse.getItem&env=local',
    );
  });

  it('names no operation for a fragment without one, or with a key that is not a catalog key', () => {
    expect(parseRoute('')).toBeUndefined();
    expect(parseRoute('#key=abc')).toBeUndefined();
    expect(parseRoute('#op=javascript:alert(1)')).toBeUndefined();
    expect(parseRoute('#op=rest:buy.browse.search&env=elsewhere')).toEqual({
      key: 'rest:buy.browse.search',
      path: {},
      query: {},
    });
  });
});

describe('each operation’s draft in the tab', () => {
  it('gives each operation its own form back, the most recent kept', () => {
    const storage = memoryStorage();
    const search = { kind: 'rest' as const, values: form({ q: 'drone' }) };
    const getItem = { kind: 'xml' as const, values: { fieldsText: '{"ItemID":"1"}' } };
    expect(keepOperationDraft(storage, 'rest:buy.browse.search', search)).toBe(true);
    expect(keepOperationDraft(storage, 'xml:trading.GetItem', getItem)).toBe(true);
    expect(operationDraft(storage, 'rest:buy.browse.search')).toEqual(search);
    expect(operationDraft(storage, 'xml:trading.GetItem')).toEqual(getItem);
    for (let i = 0; i < OPERATION_DRAFTS_MAX; i++) keepOperationDraft(storage, `rest:a.b.op${i}`, search);
    expect(operationDraft(storage, 'rest:buy.browse.search')).toBeUndefined();
    expect(operationDraft(storage, `rest:a.b.op${OPERATION_DRAFTS_MAX - 1}`)).toEqual(search);
  });

  it('drops the oldest when the storage is full, and ignores rows that are not drafts', () => {
    const storage = memoryStorage(600);
    const big = { kind: 'rest' as const, values: form({ q: 'y'.repeat(200) }) };
    keepOperationDraft(storage, 'rest:a.b.one', big);
    expect(keepOperationDraft(storage, 'rest:a.b.two', big)).toBe(true);
    expect(operationDraft(storage, 'rest:a.b.two')).toEqual(big);
    expect(operationDraft(storage, 'rest:a.b.one')).toBeUndefined();
    storage.items.set(OPERATION_DRAFTS_STORAGE, JSON.stringify([['rest:a.b.c', { kind: 'xml', values: {} }], 'x']));
    expect(operationDraft(storage, 'rest:a.b.c')).toBeUndefined();
  });
});
