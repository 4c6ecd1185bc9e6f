import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { EnvId, InboxPush, NotificationsView, PushCheck } from '../../shared/api.js';
import { useBackend, useSession } from '../state/stores.js';

function CheckResult({ check }: { check: PushCheck }) {
  return check.verified ? (
    <span className="status status-ok">verified</span>
  ) : (
    <span className="status status-error" title={check.reason}>
      not verified{check.problem ? ` (${check.problem})` : ''}
    </span>
  );
}

function PushRow({ push }: { push: InboxPush }) {
  return (
    <li className="push">
      <details>
        <summary>
          <strong>{push.topic ?? '(no topic)'}</strong> · {new Date(push.time).toLocaleTimeString()}
          {push.publishAttemptCount && push.publishAttemptCount > 1
            ? ` · attempt ${push.publishAttemptCount}`
            : ''} · <CheckResult check={push.check} />
        </summary>
        {push.check.reason ? <p className="hint">{push.check.reason}</p> : null}
        <table className="headers">
          <tbody>
            {Object.entries(push.headers).map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  <code>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <pre className="raw">{push.body}</pre>
      </details>
    </li>
  );
}

/** Checks a push pasted from a sandbox or production endpoint's log with that environment's keys. */
function PastedPush() {
  const backend = useBackend();
  const [env, setEnv] = useState<EnvId>('sandbox');
  const [body, setBody] = useState('');
  const [signature, setSignature] = useState('');
  const [result, setResult] = useState<PushCheck | string>();
  const check = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setResult(await backend.checkPush(env, body, signature.trim()));
    } catch (error) {
      setResult((error as Error).message);
    }
  };
  return (
    <form aria-label="Check a pasted push" onSubmit={(event) => void check(event)}>
      <h3>Check a push from sandbox or production</h3>
      <p className="hint">
        Register your endpoint with the Notification API (<code>createDestination</code>: its https URL and a
        verification token of 32–80 letters, digits, <code>_</code> or <code>-</code>), answer eBay&apos;s challenge
        with <code>createNotificationHandler</code> from <code>baykit/notifications</code>, then paste a push your
        endpoint logged: its raw body and its <code>X-EBAY-SIGNATURE</code> header.
      </p>
      <label htmlFor="push-env">Environment</label>
      <select id="push-env" value={env} onChange={(event) => setEnv(event.target.value as EnvId)}>
        <option value="sandbox">eBay sandbox</option>
        <option value="production">eBay production</option>
        <option value="local">Local emulator</option>
      </select>
      <label htmlFor="push-body">Raw body</label>
      <textarea id="push-body" rows={6} value={body} onChange={(event) => setBody(event.target.value)} />
      <label htmlFor="push-signature">X-EBAY-SIGNATURE</label>
      <input id="push-signature" value={signature} onChange={(event) => setSignature(event.target.value)} />
      <button type="submit">Check</button>
      {result === undefined ? null : (
        <p role="status">
          {typeof result === 'string' ? (
            result
          ) : (
            <>
              <CheckResult check={result} /> {result.topic ?? result.reason ?? ''}
            </>
          )}
        </p>
      )}
    </form>
  );
}

/**
 * The Notifications tab: one click registers the explorer's own inbox on the local emulator and subscribes to the
 * chosen topics; every push shows its topic, time, whether it verified (and why not), headers and raw body; any
 * topic can be emitted now; and a push from sandbox or production can be checked by pasting it.
 */
export function NotificationsPanel() {
  const backend = useBackend();
  const env = useSession((s) => s.env);
  const setNotice = useSession((s) => s.setNotice);
  const [view, setView] = useState<NotificationsView>();
  const [chosen, setChosen] = useState<string[]>(['MARKETPLACE_ACCOUNT_DELETION']);
  const [topic, setTopic] = useState('MARKETPLACE_ACCOUNT_DELETION');
  const refresh = useCallback(async () => {
    try {
      setView(await backend.notifications());
    } catch (error) {
      setNotice({ kind: 'error', text: (error as Error).message });
    }
  }, [backend, setNotice]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      setNotice({ kind: 'info', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: (error as Error).message });
    }
    await refresh();
  };

  // The emulator pushes only to enabled subscriptions of the topic: say so when there is none.
  const emit = async () => {
    try {
      const { pushed } = await backend.emitNotification(topic);
      setNotice(
        pushed === 0
          ? {
              kind: 'error',
              text: `Nothing was pushed: no enabled subscription to ${topic}. Register the inbox and subscribe to it above.`,
            }
          : { kind: 'info', text: `The emulator pushed ${topic} to ${pushed} subscription${pushed === 1 ? '' : 's'}.` },
      );
    } catch (error) {
      setNotice({ kind: 'error', text: (error as Error).message });
    }
    await refresh();
  };

  return (
    <section className="notifications" aria-label="Notifications">
      <h2>Notifications</h2>
      {env !== 'local' ? (
        <p className="hint">
          The inbox works with the local emulator, which can push to this explorer. For sandbox and production, eBay
          pushes to your own https endpoint: check one of its pushes below.
        </p>
      ) : null}
      {view ? (
        <>
          <form
            aria-label="Subscribe the inbox"
            onSubmit={(event) => {
              event.preventDefault();
              void act(() => backend.setupNotifications(chosen), `The inbox receives ${chosen.join(', ')}.`);
            }}
          >
            <p>
              Inbox: <code>{view.endpoint}</code>
            </p>
            <fieldset>
              <legend>Topics</legend>
              {view.topics.map((t) => (
                <label key={t} className="check">
                  <input
                    type="checkbox"
                    checked={chosen.includes(t)}
                    onChange={(event) =>
                      setChosen(event.target.checked ? [...chosen, t] : chosen.filter((c) => c !== t))
                    }
                  />{' '}
                  {t}
                  {view.subscribed.includes(t) ? ' (subscribed)' : ''}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="primary" disabled={chosen.length === 0}>
              Register the inbox and subscribe
            </button>
          </form>
          <form
            aria-label="Emit a notification"
            onSubmit={(event) => {
              event.preventDefault();
              void emit();
            }}
          >
            <label htmlFor="emit-topic">Emit now</label>
            <select id="emit-topic" value={topic} onChange={(event) => setTopic(event.target.value)}>
              {view.topics.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
            <button type="submit">Emit</button>
          </form>
          <h3>
            Received ({view.pushes.length}){' '}
            <button type="button" onClick={() => void refresh()}>
              Refresh
            </button>{' '}
            <button type="button" onClick={() => void act(() => backend.clearNotifications(), 'Inbox cleared.')}>
              Clear
            </button>
          </h3>
          {view.pushes.length === 0 ? <p className="hint">No push yet.</p> : null}
          <ul className="pushes">
            {view.pushes.map((push) => (
              <PushRow key={`${push.time}-${push.body.length}-${push.headers['x-ebay-signature'] ?? ''}`} push={push} />
            ))}
          </ul>
        </>
      ) : (
        <p>Loading…</p>
      )}
      <PastedPush />
    </section>
  );
}
