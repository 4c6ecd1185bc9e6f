import { createStore, type StoreApi } from 'zustand';
import type { Catalog, OperationDetail, XmlCallDetail } from '../../shared/api.js';
import type { Backend } from '../api.js';
import { catalogEntries, didYouMean, searchCatalog, type CatalogEntry } from '../core/catalog-search.js';
import { isDecommissioned } from '../core/lifecycle.js';

/** The operation a user opened: its detail from the back end. */
export type OpenOperation =
  | { kind: 'rest'; entry: CatalogEntry; detail: OperationDetail }
  | { kind: 'xml'; entry: CatalogEntry; detail: XmlCallDetail };

/** The catalog slice: every operation, the search box and the operation that is open. */
export interface CatalogSlice {
  catalog?: Catalog;
  entries: CatalogEntry[];
  query: string;
  results: CatalogEntry[];
  /** The names the query was probably meant to be, when no name or word matched it (the results are theirs). */
  suggested: string[];
  /** Whether the list shows the calls eBay decommissioned (hidden by default). */
  showRetired: boolean;
  /** How many entries the list hides while `showRetired` is off. */
  hiddenRetired: number;
  open?: OpenOperation;
  loading: boolean;
  error?: string;
  load(): Promise<void>;
  setQuery(query: string): void;
  setShowRetired(show: boolean): void;
  /**
   * Opens `entry`. The last one asked for wins: an earlier one still loading (a slow detail, a form a sign-in gives
   * back) resolves to undefined and opens nothing, so it cannot replace what the user opened since.
   */
  select(entry: CatalogEntry): Promise<OpenOperation | undefined>;
  /** Opens the operation a key names (`rest:buy.browse.getItem`), e.g. from history. */
  selectKey(key: string): Promise<OpenOperation | undefined>;
}

/** The search results over the entries the list shows, and how many decommissioned ones it hides. */
function listed(
  entries: readonly CatalogEntry[],
  query: string,
  showRetired: boolean,
): Pick<CatalogSlice, 'results' | 'hiddenRetired' | 'suggested'> {
  const shown = showRetired ? entries : entries.filter((entry) => !isDecommissioned(entry));
  const hiddenRetired = entries.length - shown.length;
  // A name the list hides (a decommissioned call) is no misspelling: nothing is offered in its place.
  const wanted = query.trim().toLowerCase();
  if (hiddenRetired > 0 && entries.some((entry) => isDecommissioned(entry) && entry.title.toLowerCase() === wanted))
    return { results: [], suggested: [], hiddenRetired };
  const results = searchCatalog(shown, query);
  const names = didYouMean(shown, query);
  // Suggestions only when they are what the search fell back on: a real match is not second-guessed.
  const suggested = names.length > 0 && results.every((entry) => names.includes(entry.title)) ? names : [];
  return { results, suggested, hiddenRetired };
}

/** A catalog store that loads from `backend`. */
export function createCatalogStore(backend: Backend): StoreApi<CatalogSlice> {
  /** How many selects were asked for: only the latest one opens. */
  let asked = 0;
  return createStore<CatalogSlice>((set, get) => ({
    entries: [],
    query: '',
    results: [],
    suggested: [],
    showRetired: false,
    hiddenRetired: 0,
    loading: false,
    async load() {
      try {
        const catalog = await backend.catalog();
        const entries = catalogEntries(catalog);
        set({ catalog, entries, ...listed(entries, get().query, get().showRetired) });
      } catch (error) {
        set({ error: `Could not load the operation catalog: ${(error as Error).message}` });
      }
    },
    setQuery(query) {
      set({ query, ...listed(get().entries, query, get().showRetired) });
    },
    setShowRetired(show) {
      set({ showRetired: show, ...listed(get().entries, get().query, show) });
    },
    async select(entry) {
      const mine = ++asked;
      set({ loading: true, error: undefined });
      try {
        const open: OpenOperation =
          entry.kind === 'rest' && entry.rest
            ? { kind: 'rest', entry, detail: await backend.operation(entry.rest.api, entry.rest.operationId) }
            : { kind: 'xml', entry, detail: await backend.xmlCall(entry.xml?.service ?? entry.group, entry.title) };
        if (mine !== asked) return undefined;
        set({ open, loading: false });
        return open;
      } catch (error) {
        if (mine !== asked) return undefined;
        set({ loading: false, error: `Could not open ${entry.title}: ${(error as Error).message}` });
        return undefined;
      }
    },
    async selectKey(key) {
      const entry = get().entries.find((candidate) => candidate.key === key);
      return entry ? get().select(entry) : undefined;
    },
  }));
}
