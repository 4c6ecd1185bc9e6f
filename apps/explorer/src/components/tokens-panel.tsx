import { useEffect, useState, type FormEvent } from 'react';
import type { EnvId, TokenEvent, TokenView } from '../../shared/api.js';
import type { SavedRequest } from '../core/collections.js';
import { keepFormDraft, tabStorage } from '../core/form-draft.js';
import { initialScopes, scopeGroups, shortScope } from '../core/scopes.js';
import { countdown } from '../core/time-format.js';
import { useBackend, useCall, useCatalog, useSession, useTokens } from '../state/stores.js';

const KIND_LABEL: Record<TokenView['kind'], string> = {
  application: 'Application token',
  user: 'User token',
  authnauth: "Auth'n'Auth token",
};

const EVENT_LABEL: Record<TokenEvent['event'], string> = {
  minted: 'obtained',
  'signed-in': 'signed in',
  refreshed: 'refreshed automatically',
  'refreshed-manually': 'refreshed on request',
  failed: 'failed',
  'signed-out': 'signed out',
};

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function TokenCard({ env, token, now }: { env: EnvId; token: TokenView; now: number }) {
  const backend = useBackend();
  const act = useTokens((s) => s.act);
  const busy = useTokens((s) => s.busy);
  const refreshable = token.kind === 'application' || (token.kind === 'user' && token.hasRefreshToken);
  return (
    <article className="token" aria-label={KIND_LABEL[token.kind]}>
      <h3>{KIND_LABEL[token.kind]}</h3>
      <dl>
        <dt>Grant</dt>
        <dd>{token.grant}</dd>
        <dt>Token</dt>
        <dd>
          <code>{token.masked}</code>
        </dd>
        <dt>Expires in</dt>
        <dd>
          <span className="countdown">{countdown(token.expiresAt, now)}</span>
          {token.expiresAt ? <span className="hint"> ({new Date(token.expiresAt).toLocaleString()})</span> : null}
        </dd>
        {token.refreshTokenExpiresAt ? (
          <>
            <dt>Refresh token expires in</dt>
            <dd>{countdown(token.refreshTokenExpiresAt, now)}</dd>
          </>
        ) : null}
        <dt>Scopes</dt>
        <dd>
          {token.scopes.length > 0 ? (
            <ul className="scopes">
              {token.scopes.map((scope) => (
                <li key={scope} title={scope}>
                  {shortScope(scope)}
                </li>
              ))}
            </ul>
          ) : (
            '(not reported)'
          )}
        </dd>
      </dl>
      {refreshable ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void act(env, () => backend.refreshToken(env, token.kind as 'application' | 'user'))}
        >
          Refresh {token.kind === 'user' ? 'user' : 'application'} token
        </button>
      ) : null}
    </article>
  );
}

/** The scopes a consent asks for, grouped, with the open operation's needs marked. */
function ScopePicker(props: {
  available: readonly string[];
  chosen: readonly string[];
  needed: readonly string[];
  onChange: (scopes: string[]) => void;
}) {
  const toggle = (scope: string) =>
    props.onChange(
      props.chosen.includes(scope)
        ? props.chosen.filter((other) => other !== scope)
        : props.available.filter((other) => other === scope || props.chosen.includes(other)),
    );
  return (
    <details className="scope-picker">
      <summary>
        Scopes the consent asks for ({props.chosen.length} of {props.available.length})
      </summary>
      {scopeGroups(props.available).map((group) => (
        <fieldset key={group.group}>
          <legend>{group.group}</legend>
          {group.scopes.map((scope) => (
            <label key={scope} className="check" title={scope}>
              <input type="checkbox" checked={props.chosen.includes(scope)} onChange={() => toggle(scope)} />
              {shortScope(scope)}
              {props.needed.includes(scope) ? <span className="hint"> (the open operation needs it)</span> : null}
            </label>
          ))}
        </fieldset>
      ))}
    </details>
  );
}

function PasteRedirect({ env }: { env: EnvId }) {
  const backend = useBackend();
  const [value, setValue] = useState('');
  const act = useTokens((s) => s.act);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = /^https?:/i.test(value.trim()) ? { redirectUrl: value.trim() } : { code: value.trim() };
    if (await act(env, () => backend.completeConsent(env, input))) setValue('');
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="inline-form">
      <label htmlFor="consent-redirect">After you agreed at eBay: paste the URL eBay sent you to (or the code)</label>
      <input
        id="consent-redirect"
        type="text"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" disabled={value.trim() === ''}>
        Complete sign-in
      </button>
    </form>
  );
}

/** Sign-in (application token, consent flow, Auth'n'Auth) and the environment's tokens with their history. */
export function TokensPanel() {
  const env = useSession((s) => s.env);
  const configured = useSession(
    (s) => s.info?.environments.find((candidate) => candidate.id === env)?.configured ?? false,
  );
  const panel = useTokens((s) => s.panels[env]);
  const error = useTokens((s) => s.error);
  const busy = useTokens((s) => s.busy);
  const load = useTokens((s) => s.load);
  const act = useTokens((s) => s.act);
  const setError = useTokens((s) => s.setError);
  const backend = useBackend();
  const now = useNow();
  const scopes = useSession((s) => s.info?.scopes);
  const open = useCatalog((s) => s.open);
  const needed = open?.kind === 'rest' && open.detail.grant !== 'application' ? open.detail.scopes : [];
  const [chosen, setChosen] = useState<string[]>([]);
  const neededKey = needed.join(' ');
  useEffect(() => {
    // Each time the panel opens for another operation, start again from the defaults plus its needs.
    setChosen(scopes ? initialScopes(scopes.user, scopes.defaultConsent, neededKey.split(' ')) : []);
  }, [scopes, neededKey]);

  useEffect(() => {
    void load(env);
  }, [env, load]);

  const rest = useCall((s) => s.rest);
  const xml = useCall((s) => s.xml);
  /** The local sign-in leaves the page: the open form is kept in this tab and given back on return. */
  const leaveForSignIn = (url: string) => {
    const form: SavedRequest['form'] | undefined =
      open?.kind === 'rest' && rest
        ? { kind: 'rest', values: rest }
        : open?.kind === 'xml' && xml
          ? { kind: 'xml', values: xml }
          : undefined;
    if (open && form) keepFormDraft(tabStorage(), { key: open.entry.key, form, savedAt: Date.now() });
    window.location.assign(url);
  };

  const startConsent = async () => {
    try {
      const { url } = await backend.startConsent(env, chosen.length > 0 ? chosen : undefined);
      if (env === 'local') leaveForSignIn(url);
      else window.open(url, '_blank', 'noopener');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const startAuthNAuth = async () => {
    try {
      const { url } = await backend.startAuthNAuth(env);
      if (env === 'local') leaveForSignIn(url);
      else window.open(url, '_blank', 'noopener');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <section aria-labelledby="tokens-heading" className="panel">
      <h2 id="tokens-heading">Sign in and tokens ({env})</h2>
      {!configured ? <p role="alert">This environment has no credentials yet: add them under Environments.</p> : null}
      <div className="actions">
        <button
          type="button"
          disabled={busy || !configured}
          onClick={() => void act(env, () => backend.mintApplicationToken(env))}
        >
          Get application token
        </button>
        <button
          type="button"
          disabled={busy || !configured || (scopes !== undefined && chosen.length === 0)}
          onClick={() => void startConsent()}
        >
          Sign in with eBay (user consent)
        </button>
        <button type="button" disabled={busy || !configured} onClick={() => void startAuthNAuth()}>
          Sign in with Auth'n'Auth
        </button>
        {env !== 'local' ? (
          <button
            type="button"
            disabled={busy || !configured}
            onClick={() => void act(env, () => backend.completeAuthNAuth(env))}
          >
            Fetch Auth'n'Auth token
          </button>
        ) : null}
        <button type="button" disabled={busy} onClick={() => void act(env, () => backend.signOut(env))}>
          Sign out
        </button>
      </div>
      {scopes ? <ScopePicker available={scopes.user} chosen={chosen} onChange={setChosen} needed={needed} /> : null}
      {env !== 'local' && configured ? <PasteRedirect env={env} /> : null}
      {error ? (
        <p role="alert" className="problem">
          {error}
        </p>
      ) : null}
      <div className="token-list">
        {panel && panel.tokens.length > 0 ? (
          panel.tokens.map((token) => <TokenCard key={token.kind} env={env} token={token} now={now} />)
        ) : (
          <p>No tokens yet. baykit gets an application token by itself on the first call that needs one.</p>
        )}
      </div>
      <h3 id="token-history-heading">History</h3>
      {panel && panel.history.length > 0 ? (
        <ol className="token-history" aria-label="Token history">
          {[...panel.history].reverse().map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <time dateTime={event.at}>{new Date(event.at).toLocaleTimeString()}</time> · {KIND_LABEL[event.kind]} ·{' '}
              {EVENT_LABEL[event.event]}
              {event.detail ? ` · ${event.detail}` : ''}
            </li>
          ))}
        </ol>
      ) : (
        <p>Nothing yet.</p>
      )}
    </section>
  );
}
