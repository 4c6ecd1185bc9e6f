import { useEffect, useRef, useState } from 'react';
import type { Backend } from '../api.js';
import { adviceFor, type CallAdvice } from '../core/call-advice.js';
import type { EnvId } from '../../shared/api.js';
import { type View } from '../state/session.js';
import { CodeView } from './code-view.js';
import { SendConfirmation } from './confirm-send.js';
import { EnvironmentsPanel } from './environments-panel.js';
import { FlowBar } from './flow-bar.js';
import { FlowsPanel } from './flows-panel.js';
import { HistoryPanel } from './history-panel.js';
import { NotificationsPanel } from './notifications-panel.js';
import { OperationBrowser } from './operation-browser.js';
import { OperationForm } from './operation-form.js';
import { RequestView, ResponseView } from './response-view.js';
import { ResultPane } from './result-pane.js';
import { SavedPanel } from './saved-panel.js';
import { Tabs } from './tabs.js';
import { TokensPanel } from './tokens-panel.js';
import { useOperationRoute } from './use-operation-route.js';
import { createStores, StoresProvider, useCall, useCatalog, useSession, type Stores } from '../state/stores.js';

const VIEWS: { key: View; label: string }[] = [
  { key: 'operations', label: 'Operations' },
  { key: 'tokens', label: 'Sign in & tokens' },
  { key: 'history', label: 'History' },
  { key: 'saved', label: 'Saved' },
  { key: 'flows', label: 'Flows' },
  { key: 'notifications', label: 'Notifications' },
  { key: 'environments', label: 'Environments' },
];

/** Reads `?signin=done|failed&reason=…` that the back end's /callback redirects to, then cleans the URL. */
function useSignInReturn() {
  const setNotice = useSession((s) => s.setNotice);
  const setView = useSession((s) => s.setView);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const signin = params.get('signin');
    if (!signin) return;
    setView('tokens');
    setNotice(
      signin === 'done'
        ? { kind: 'info', text: 'Signed in.' }
        : { kind: 'error', text: `Sign-in failed: ${params.get('reason') ?? 'unknown reason'}` },
    );
    window.history.replaceState(null, '', window.location.pathname);
  }, [setNotice, setView]);
}

function Header() {
  const info = useSession((s) => s.info);
  const env = useSession((s) => s.env);
  const setEnv = useSession((s) => s.setEnv);
  const view = useSession((s) => s.view);
  const setView = useSession((s) => s.setView);
  return (
    <header className="top">
      <h1>baykit explorer</h1>
      <div className="env-picker">
        <label htmlFor="env">Environment</label>
        <select id="env" value={env} onChange={(event) => setEnv(event.target.value as EnvId)}>
          {(info?.environments ?? []).map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.label}
              {candidate.configured ? '' : ' (no credentials)'}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label="Sections">
        <ul>
          {VIEWS.map((candidate) => (
            <li key={candidate.key}>
              <button
                type="button"
                aria-current={view === candidate.key ? 'page' : undefined}
                onClick={() => setView(candidate.key)}
              >
                {candidate.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

type ResultTab = 'response' | 'request' | 'code';

const ADVICE_ACTION: Record<CallAdvice['kind'], { view: View; label: string } | undefined> = {
  environment: { view: 'environments', label: 'Go to Environments' },
  'sign-in': { view: 'tokens', label: 'Sign in & tokens' },
  refused: undefined,
};

/** Why a call did not run (or could not get its token), with a button to the screen that fixes it. */
function AdviceBox({ advice }: { advice: CallAdvice }) {
  const setView = useSession((s) => s.setView);
  const action = ADVICE_ACTION[advice.kind];
  return (
    <section aria-label="Why the call did not run" className="advice" role="alert">
      <p>{advice.message}</p>
      {action ? (
        <button type="button" onClick={() => setView(action.view)}>
          {action.label}
        </button>
      ) : null}
    </section>
  );
}

/**
 * The result beside the form (wide windows: the stylesheet's two columns keep it in view) or below it; there,
 * a new call brings it into view when its top is not, so the response is seen without scrolling.
 */
function ResultColumn() {
  const input = useCall((s) => s.input);
  const column = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = column.current;
    if (!input || !element) return;
    const top = element.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) element.scrollIntoView({ block: 'start' });
  }, [input]);
  return (
    <ResultPane columnRef={column}>
      {input ? <Result /> : <p className="hint result-empty">Send the call: its response shows here.</p>}
    </ResultPane>
  );
}

function Result() {
  const open = useCatalog((s) => s.open);
  const input = useCall((s) => s.input);
  const outcome = useCall((s) => s.outcome);
  const refusal = useCall((s) => s.refusal);
  const running = useCall((s) => s.running);
  const [tab, setTab] = useState<ResultTab>('response');
  if (!open || !input) return null;
  const needsUser = open.kind === 'rest' ? open.detail.grant === 'user' : open.detail.needsUserToken;
  const advice = adviceFor(refusal, outcome, needsUser);
  const waiting = running ? <p role="status">Sending…</p> : null;
  if (advice && !outcome) return <AdviceBox advice={advice} />;
  return (
    <Tabs<ResultTab>
      label="Result"
      active={tab}
      onChange={setTab}
      tabs={[
        {
          key: 'response',
          label: 'Response',
          // Advice replaces the response: the call never reached eBay, and baykit's message is for code, not here.
          render: () =>
            advice ? <AdviceBox advice={advice} /> : outcome ? <ResponseView outcome={outcome} /> : waiting,
        },
        {
          key: 'request',
          label: 'Request',
          render: () => (outcome ? <RequestView outcome={outcome} /> : waiting),
        },
        { key: 'code', label: 'Code', render: () => <CodeView input={input} outcome={outcome} open={open} /> },
      ]}
    />
  );
}

function Operations() {
  const open = useCatalog((s) => s.open);
  const loading = useCatalog((s) => s.loading);
  const error = useCatalog((s) => s.error);
  return (
    <div className="operations">
      <OperationBrowser />
      <main className="workbench" aria-busy={loading}>
        {error ? (
          <p role="alert" className="problem">
            {error}
          </p>
        ) : null}
        <SendConfirmation />
        <FlowBar />
        {open ? (
          <div className="call-layout">
            <OperationForm key={open.entry.key} open={open} />
            <ResultColumn />
          </div>
        ) : (
          <div className="welcome">
            <h2>Pick an operation</h2>
            <p>
              Search by name (getItem), path (/item_summary/search) or words (inventory offer). Every REST operation and
              every XML call is here.
            </p>
            <p>The local emulator needs no keys: send right away, or sign in first under “Sign in &amp; tokens”.</p>
          </div>
        )}
      </main>
    </div>
  );
}

/**
 * The explorer over `backend` (the real one in the page; a fake in component tests), with its history in
 * `storage`. `stores` replaces the stores it would make, for a test that wants to look into them.
 */
export function App({ backend, storage, stores }: { backend: Backend; storage?: Storage; stores?: Stores }) {
  const [own] = useState(() => stores ?? createStores(backend, storage));
  return (
    <StoresProvider stores={own}>
      <Explorer />
    </StoresProvider>
  );
}

/** The explorer: header, notices, and the current section. */
function Explorer() {
  const loadSession = useSession((s) => s.load);
  const loadCatalog = useCatalog((s) => s.load);
  const view = useSession((s) => s.view);
  const notice = useSession((s) => s.notice);
  useSignInReturn();
  // Opens what the address names, or the form a sign-in kept (src/core/form-draft.ts), once the catalog is there.
  useOperationRoute();
  useEffect(() => {
    void loadSession().then(() => loadCatalog());
  }, [loadSession, loadCatalog]);

  return (
    <div className="app">
      <Header />
      <div className={`notice ${notice?.kind ?? ''}`} role={notice?.kind === 'error' ? 'alert' : 'status'}>
        {notice?.text ?? ''}
      </div>
      {view === 'operations' ? <Operations /> : null}
      {view === 'tokens' ? (
        <main>
          <TokensPanel />
        </main>
      ) : null}
      {view === 'history' ? (
        <main>
          <HistoryPanel />
        </main>
      ) : null}
      {view === 'saved' ? (
        <main>
          <SavedPanel />
        </main>
      ) : null}
      {view === 'flows' ? (
        <main>
          <FlowsPanel />
        </main>
      ) : null}
      {view === 'notifications' ? (
        <main>
          <NotificationsPanel />
        </main>
      ) : null}
      {view === 'environments' ? (
        <main>
          <EnvironmentsPanel />
        </main>
      ) : null}
    </div>
  );
}
