import { ACCESS_KEY_FRAGMENT } from '../../shared/api.js';

/** Where the key is kept: the explorer origin's own localStorage (every port of 127.0.0.1 is another origin). */
export const PAGE_KEY_STORAGE = 'baykit-explorer.key';

/** The bits of `window` the key needs: its address, its history (to clean the address) and its storage. */
export interface PageKeyWindow {
  location: { hash: string; pathname: string; search: string };
  history: { replaceState(data: unknown, unused: string, url: string): void };
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * The explorer's per-start key as the app holds it (server/http/access-key.ts says why a key): taken from the fragment
 * of the address the explorer printed (`#key=…`), which the browser never sends to a server, then removed from the
 * address bar, so it stays out of bookmarks, screenshots and shared links. The API client sends `current()` in the
 * `x-baykit-key` header of every request.
 *
 * It is kept in localStorage, not sessionStorage: every tab of the explorer's origin needs it (a second tab, or
 * the tab eBay's sign-in page opened, which comes back to `/callback` and then loads the app), while no other
 * origin can read it, a port of 127.0.0.1 included. What it costs: the key stays in the browser profile after the
 * explorer stops, where it opens nothing (each start makes a new one).
 *
 * A key from the address replaces the stored one only once the back end accepted it (`accepted`): a page that
 * sends this browser to `/#key=<wrong>` cannot lock every tab out; that tab alone is told to open the printed
 * address, and a reload gives it the stored key back.
 */
export class PageKey {
  readonly #storage: PageKeyWindow['storage'];
  #fromAddress: string | undefined;

  constructor(storage: PageKeyWindow['storage']) {
    this.#storage = storage;
  }

  /** Whether a page address's fragment (`location.hash`) carries a key. */
  static inAddress(hash: string): boolean {
    return new URLSearchParams(hash.replace(/^#/, '')).has(ACCESS_KEY_FRAGMENT);
  }

  /**
   * Takes the key out of the page's address (`#key=…`) and cleans the address; returns whether there was one.
   * The rest of the fragment, path and query stay.
   */
  takeFromAddress(page: Pick<PageKeyWindow, 'location' | 'history'>): boolean {
    const fragment = new URLSearchParams(page.location.hash.replace(/^#/, ''));
    const key = fragment.get(ACCESS_KEY_FRAGMENT);
    if (key === null) return false;
    fragment.delete(ACCESS_KEY_FRAGMENT);
    const rest = fragment.toString();
    page.history.replaceState(null, '', `${page.location.pathname}${page.location.search}${rest ? `#${rest}` : ''}`);
    if (key !== '') this.#fromAddress = key;
    return true;
  }

  /** The key to send: the one from the address until it is accepted or replaced, else the stored one. */
  current(): string | undefined {
    return this.#fromAddress ?? this.#storage?.getItem(PAGE_KEY_STORAGE) ?? undefined;
  }

  /** The back end accepted `current()`: a key from the address becomes the stored one, for every tab. */
  accepted(): void {
    if (this.#fromAddress === undefined) return;
    try {
      this.#storage?.setItem(PAGE_KEY_STORAGE, this.#fromAddress);
      this.#fromAddress = undefined;
    } catch {
      // Storage full or refused: this tab keeps the key in memory.
    }
  }
}
