import { createStore, type StoreApi } from 'zustand';
import type { Catalog, OperationDetail, XmlCallDetail } from '../../shared/api.js';
import type { Backend } from '../api.js';
import { catalogEntries, searchCatalog, type CatalogEntry } from '../core/catalog-search.js';

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
  open?: OpenOperation;
  loading: boolean;
  error?: string;
  load(): Promise<void>;
  setQuery(query: string): void;
  select(entry: CatalogEntry): Promise<OpenOperation | undefined>;
  /** Opens the operation a key names (`rest:buy.browse.getItem`), e.g. from history. */
  selectKey(key: string): Promise<OpenOperation | undefined>;
}

/** A catalog store that loads from `backend`. */
export function createCatalogStore(backend: Backend): StoreApi<CatalogSlice> {
  return createStore<CatalogSlice>((set, get) => ({
    entries: [],
    query: '',
    results: [],
    loading: false,
    async load() {
      try {
        const catalog = await backend.catalog();
        const entries = catalogEntries(catalog);
        set({ catalog, entries, results: searchCatalog(entries, get().query) });
      } catch (error) {
        set({ error: `Could not load the operation catalog: ${(error as Error).message}` });
      }
    },
    setQuery(query) {
      set({ query, results: searchCatalog(get().entries, query) });
    },
    async select(entry) {
      set({ loading: true, error: undefined });
      try {
        const open: OpenOperation =
          entry.kind === 'rest' && entry.rest
            ? { kind: 'rest', entry, detail: await backend.operation(entry.rest.api, entry.rest.operationId) }
            : { kind: 'xml', entry, detail: await backend.xmlCall(entry.xml?.service ?? entry.group, entry.title) };
        set({ open, loading: false });
        return open;
      } catch (error) {
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
