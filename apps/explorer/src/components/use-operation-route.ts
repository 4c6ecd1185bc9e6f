import { useEffect } from 'react';
import type { EnvId } from '../../shared/api.js';
import { callKey } from '../core/call-names.js';
import { tabStorage, takeFormDraft, type FormDraft } from '../core/form-draft.js';
import { keepOperationDraft, operationDraft } from '../core/operation-drafts.js';
import { formatRoute, parseRoute, type OperationRoute } from '../core/operation-route.js';
import type { CallSlice } from '../state/call.js';
import type { OpenOperation } from '../state/catalog.js';
import { useStores, type Stores } from '../state/stores.js';

/** The form the call slice holds for `open`, as a draft keeps it. */
function formOf(open: OpenOperation, call: CallSlice) {
  if (open.kind === 'rest' && call.rest) return { kind: 'rest' as const, values: call.rest };
  if (open.kind === 'xml' && call.xml) return { kind: 'xml' as const, values: call.xml };
  return undefined;
}

/**
 * Takes a link's environment, except production: a link can come from anyone, and production sells and spends for
 * real, so the tab stays where it is and says so; the person picks production under Environment themselves. A tab
 * already on production (the environment this browser last chose, shared by its tabs) stays there, and says that
 * the link opened on production.
 */
function followEnv(stores: Stores, env: EnvId | undefined): void {
  const { session } = stores;
  const current = session.getState().env;
  if (env === undefined || env === current) {
    if (current === 'production')
      session.getState().setNotice({
        kind: 'info',
        text: 'Opened on eBay production, the environment this browser chose last: what you send here is real.',
      });
    return;
  }
  if (env !== 'production') return session.getState().setEnv(env);
  const here = session.getState().info?.environments.find((candidate) => candidate.id === current);
  session.getState().setNotice({
    kind: 'info',
    text: `The link names eBay production; it opened on ${here?.label ?? current} instead. To call production, choose it under Environment.`,
  });
}

/**
 * Opens what `route` names: its operation and environment, its form as last left in this tab with the address's
 * values on top, and the last answer the history holds for it (the history already keeps answers, masked).
 */
async function openRoute(stores: Stores, route: OperationRoute): Promise<void> {
  const { session, catalog, call, history } = stores;
  // A link followed from another screen (Sign in & tokens, History) shows the operation it names.
  session.getState().setView('operations');
  followEnv(stores, route.env);
  const opened = await catalog.getState().selectKey(route.key);
  if (!opened) return;
  call.getState().reset(opened);
  const draft = operationDraft(tabStorage(), route.key);
  if (draft?.kind === opened.kind) call.getState().loadForm(draft);
  if (opened.kind === 'rest')
    for (const section of ['path', 'query'] as const)
      for (const [name, value] of Object.entries(route[section])) call.getState().setField(section, name, value);
  const env = session.getState().env;
  const entries = history.getState().history.entries.filter((entry) => callKey(entry.input) === route.key);
  const last = entries.find((entry) => entry.input.env === env) ?? entries[0];
  if (last) call.getState().show(last.input, last.outcome);
}

/** Opens the form a sign-in kept (form-draft.ts): its operation, with the values as they were. */
async function openDraft(stores: Stores, draft: FormDraft): Promise<void> {
  const opened = await stores.catalog.getState().selectKey(draft.key);
  if (opened?.kind !== draft.form.kind) return;
  stores.call.getState().reset(opened);
  stores.call.getState().loadForm(draft.form);
}

/** The address for what is open now, or undefined when no operation is. */
function currentAddress(stores: Stores): string | undefined {
  const open = stores.catalog.getState().open;
  if (!open) return undefined;
  const rest = open.kind === 'rest' ? stores.call.getState().rest : undefined;
  return formatRoute(window.location.hash, open.entry.key, stores.session.getState().env, rest);
}

/**
 * Keeps the open operation, its environment and its form in the page's address and the tab's storage, so that a
 * reload, a link or the browser's back and forward buttons open it again (operation-route.ts, operation-drafts.ts):
 * opening another operation adds a history entry, editing the form replaces the current one.
 */
export function useOperationRoute(): void {
  const stores = useStores();
  useEffect(() => {
    const { catalog, call, session } = stores;
    /** How many opens are under way: the address is written once they are done. */
    let applying = 0;
    let shownKey = parseRoute(window.location.hash)?.key;
    const opening = async (key: string, open: () => Promise<void>): Promise<void> => {
      applying += 1;
      try {
        await open();
      } finally {
        applying -= 1;
        shownKey = key;
        write();
      }
    };
    const apply = async (): Promise<void> => {
      const route = parseRoute(window.location.hash);
      if (route) await opening(route.key, () => openRoute(stores, route));
    };
    const write = (): void => {
      if (applying > 0) return;
      const open = catalog.getState().open;
      const address = currentAddress(stores);
      if (!open || address === undefined) return;
      const form = formOf(open, call.getState());
      if (form) keepOperationDraft(tabStorage(), open.entry.key, form);
      if (address === window.location.hash) return;
      const url = `${window.location.pathname}${window.location.search}${address}`;
      if (open.entry.key === shownKey) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      shownKey = open.entry.key;
    };
    // The first time the catalog is there: open what the address names or else give back the form a sign-in kept.
    // The address wins: a link names what the user wants now, and the operation's own draft still has what was
    // typed for it. A link followed while the kept form is on its way wins too: the catalog opens the latest ask.
    let started = false;
    const start = (): void => {
      if (started || catalog.getState().entries.length === 0) return;
      started = true;
      const draft = takeFormDraft(tabStorage(), Date.now());
      if (draft && !parseRoute(window.location.hash)) void opening(draft.key, () => openDraft(stores, draft));
      else void apply();
    };
    start();
    const unsubscribe = [
      catalog.subscribe(() => {
        start();
        write();
      }),
      call.subscribe(write),
      session.subscribe(write),
    ];
    const onPopState = (): void => void apply();
    window.addEventListener('popstate', onPopState);
    return () => {
      unsubscribe.forEach((stop) => stop());
      window.removeEventListener('popstate', onPopState);
    };
  }, [stores]);
}
