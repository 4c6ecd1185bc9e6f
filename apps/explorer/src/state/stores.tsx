import { createContext, useContext, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { Backend } from '../api.js';
import { createCallStore, type CallSlice } from './call.js';
import { knownEffects } from '../core/call-confirmation.js';
import { createCatalogStore, type CatalogSlice } from './catalog.js';
import { createCollectionsStore, type CollectionsSlice } from './collections.js';
import { createFlowsStore, prefillFromCaptured, watchCalls, type FlowsSlice } from './flows.js';
import { createHistoryStore, type HistorySlice } from './history.js';
import { createPaneStore, type PaneSlice } from './pane.js';
import { createSessionStore, type SessionSlice } from './session.js';
import { createTokensStore, type TokensSlice } from './tokens.js';

/** Every store of one explorer app, and the back end they talk to. */
export interface Stores {
  backend: Backend;
  session: StoreApi<SessionSlice>;
  catalog: StoreApi<CatalogSlice>;
  call: StoreApi<CallSlice>;
  history: StoreApi<HistorySlice>;
  tokens: StoreApi<TokensSlice>;
  collections: StoreApi<CollectionsSlice>;
  pane: StoreApi<PaneSlice>;
  /** Values captured from answers, and the guided flows' progress. */
  flows: StoreApi<FlowsSlice>;
}

/** The stores of one app over `backend`; the history lives in `storage` (none: in memory). */
export function createStores(backend: Backend, storage?: Storage): Stores {
  const history = createHistoryStore(storage);
  const catalog = createCatalogStore(backend);
  const session = createSessionStore(backend);
  const flows = createFlowsStore(storage);
  const call = createCallStore(
    backend,
    history,
    (input) => knownEffects(catalog.getState().entries, input),
    (open, form) => prefillFromCaptured(flows, session.getState().env, open, form),
  );
  watchCalls(call, flows, () => catalog.getState().catalog?.rest.map((operation) => operation.path) ?? []);
  return {
    backend,
    session,
    catalog,
    call,
    history,
    tokens: createTokensStore(backend),
    collections: createCollectionsStore(storage),
    pane: createPaneStore(storage),
    flows,
  };
}

const StoresContext = createContext<Stores | undefined>(undefined);

/** Gives the components below it these stores (the app has one set; a component test makes its own). */
export function StoresProvider({ stores, children }: { stores: Stores; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

/** The stores of the app this component is rendered in. */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('An explorer component was rendered outside <StoresProvider>.');
  return stores;
}

/** The back end of the app this component is rendered in. */
export const useBackend = (): Backend => useStores().backend;
/** A value from the session slice. */
export const useSession = <T,>(pick: (slice: SessionSlice) => T): T => useStore(useStores().session, pick);
/** A value from the catalog slice. */
export const useCatalog = <T,>(pick: (slice: CatalogSlice) => T): T => useStore(useStores().catalog, pick);
/** A value from the call slice. */
export const useCall = <T,>(pick: (slice: CallSlice) => T): T => useStore(useStores().call, pick);
/** A value from the history slice. */
export const useHistory = <T,>(pick: (slice: HistorySlice) => T): T => useStore(useStores().history, pick);
/** A value from the collections slice. */
export const useCollections = <T,>(pick: (slice: CollectionsSlice) => T): T => useStore(useStores().collections, pick);
/** A value from the flows slice (captured values, guided flows). */
export const useFlows = <T,>(pick: (slice: FlowsSlice) => T): T => useStore(useStores().flows, pick);
/** A value from the tokens slice. */
export const useTokens = <T,>(pick: (slice: TokensSlice) => T): T => useStore(useStores().tokens, pick);
/** A value from the response pane slice. */
export const usePane = <T,>(pick: (slice: PaneSlice) => T): T => useStore(useStores().pane, pick);
