import { describe, expect, it } from 'vitest';
import {
  FORM_DRAFT_MAX_AGE_MS,
  FORM_DRAFT_MAX_CHARS,
  FORM_DRAFT_STORAGE,
  keepFormDraft,
  takeFormDraft,
  type DraftStorage,
  type FormDraft,
} from '../../src/core/form-draft.js';

/** An in-memory Storage, like the tab's sessionStorage; `full` makes every write fail as a full one does. */
class MemoryStorage implements DraftStorage {
  readonly items = new Map<string, string>();
  constructor(private readonly full = false) {}
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const NOW = Date.UTC(2026, 10, 26, 12);
const draft: FormDraft = {
  key: 'rest:buy.browse.search',
  form: {
    kind: 'rest',
    values: { path: {}, query: { q: 'lamp', limit: '7' }, headers: {}, bodyText: '', sign: 'auto', extraHeaders: '' },
  },
  savedAt: NOW,
};

describe('the form kept through a sign-in', () => {
  it('is given back once, as it was kept', () => {
    const storage = new MemoryStorage();
    expect(keepFormDraft(storage, draft)).toBe(true);
    expect(takeFormDraft(storage, NOW + 5_000)).toEqual(draft);
    expect(storage.items.size).toBe(0);
    expect(takeFormDraft(storage, NOW + 5_000)).toBeUndefined();
    const xml: FormDraft = {
      key: 'xml:trading.GetItem',
      form: { kind: 'xml', values: { fieldsText: '{}' } },
      savedAt: NOW,
    };
    keepFormDraft(storage, xml);
    expect(takeFormDraft(storage, NOW)).toEqual(xml);
  });

  it('is dropped when stale, from the future, not a draft, or too large; kept nowhere when storage refuses it', () => {
    const storage = new MemoryStorage();
    keepFormDraft(storage, draft);
    expect(takeFormDraft(storage, NOW + FORM_DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(storage.items.size).toBe(0);
    keepFormDraft(storage, draft);
    expect(takeFormDraft(storage, NOW - 60_000)).toBeUndefined();
    for (const text of [
      'not json',
      'null',
      '[]',
      JSON.stringify({ ...draft, key: 'javascript:alert(1)' }),
      JSON.stringify({ ...draft, key: 'xml:trading.GetItem' }),
      JSON.stringify({ ...draft, form: { kind: 'rest', values: { query: { q: 1 } } } }),
      JSON.stringify({ ...draft, savedAt: String(NOW) }),
    ]) {
      storage.items.set(FORM_DRAFT_STORAGE, text);
      expect(takeFormDraft(storage, NOW), text).toBeUndefined();
      expect(storage.items.size).toBe(0);
    }
    const huge: FormDraft = {
      ...draft,
      form: { kind: 'xml', values: { fieldsText: 'x'.repeat(FORM_DRAFT_MAX_CHARS) } },
    };
    expect(keepFormDraft(storage, { ...huge, key: 'xml:trading.AddItem' })).toBe(false);
    expect(storage.items.size).toBe(0);
    expect(keepFormDraft(new MemoryStorage(true), draft)).toBe(false);
    expect(keepFormDraft(undefined, draft)).toBe(false);
    expect(takeFormDraft(undefined, NOW)).toBeUndefined();
  });
});
