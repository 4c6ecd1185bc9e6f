import { describe, expect, it } from 'vitest';
import { PAGE_KEY_STORAGE, PageKey } from '../../src/core/page-key.js';

/** A page at `address`: its location, a history that records replaceState, and a Map as its storage. */
function pageAt(address: string) {
  const url = new URL(address);
  const location = { hash: url.hash, pathname: url.pathname, search: url.search };
  const replaced: string[] = [];
  const history = { replaceState: (_data: unknown, _unused: string, to: string) => void replaced.push(to) };
  const items = new Map<string, string>();
  const storage = {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
  };
  return { location, history, storage, items, replaced };
}

describe('the page key (the explorer key as the app holds it)', () => {
  it('takes the key from the fragment and cleans the address, keeping its path, query and other fragment parts', () => {
    const page = pageAt('http://127.0.0.1:4020/operations?env=local#key=abc-_1&view=x');
    const key = new PageKey(page.storage);
    expect(key.takeFromAddress(page)).toBe(true);
    expect(page.replaced).toEqual(['/operations?env=local#view=x']);
    expect(key.current()).toBe('abc-_1');
    const bare = pageAt('http://127.0.0.1:4020/#key=k');
    new PageKey(bare.storage).takeFromAddress(bare);
    expect(bare.replaced).toEqual(['/']);
  });

  it('stores a key from the address only once the back end accepted it, so a wrong one locks no other tab out', () => {
    const page = pageAt('http://127.0.0.1:4020/#key=new');
    page.items.set(PAGE_KEY_STORAGE, 'old');
    const key = new PageKey(page.storage);
    key.takeFromAddress(page);
    expect(key.current()).toBe('new');
    expect(page.items.get(PAGE_KEY_STORAGE)).toBe('old');
    key.accepted();
    expect(page.items.get(PAGE_KEY_STORAGE)).toBe('new');
    expect(key.current()).toBe('new');
  });

  it('uses the stored key when the address has none, and leaves an address without one alone', () => {
    const page = pageAt('http://127.0.0.1:4020/?signin=done');
    page.items.set(PAGE_KEY_STORAGE, 'kept');
    const key = new PageKey(page.storage);
    expect(key.takeFromAddress(page)).toBe(false);
    expect(page.replaced).toEqual([]);
    expect(key.current()).toBe('kept');
    expect(PageKey.inAddress('#key=x')).toBe(true);
    expect(PageKey.inAddress('#view=x')).toBe(false);
  });

  it('keeps the key in memory when storage refuses it', () => {
    const page = pageAt('http://127.0.0.1:4020/#key=k');
    const key = new PageKey({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    key.takeFromAddress(page);
    key.accepted();
    expect(key.current()).toBe('k');
  });
});
