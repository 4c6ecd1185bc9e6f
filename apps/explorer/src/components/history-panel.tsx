import { useMemo } from 'react';
import type { HistoryEntry } from '../core/history.js';
import { callRequestLine, callSummary } from '../core/call-summary.js';
import { diffBodies, diffSummary } from '../core/response-diff.js';
import { formatDuration } from '../core/time-format.js';
import { callKey } from '../core/call-names.js';
import { useHistory, useSession, useStores } from '../state/stores.js';

function Diff({ a, b }: { a: HistoryEntry; b: HistoryEntry }) {
  const lines = useMemo(() => diffBodies(a.outcome, b.outcome), [a, b]);
  const summary = diffSummary(lines);
  return (
    <section aria-label="Difference between two response bodies" className="diff">
      <h3>
        {a.title} ({new Date(a.at).toLocaleTimeString()}) → {b.title} ({new Date(b.at).toLocaleTimeString()})
      </h3>
      <p role="status">
        {summary.added === 0 && summary.removed === 0
          ? 'The response bodies are the same.'
          : `${summary.added} line(s) added, ${summary.removed} removed.`}
      </p>
      <pre className="raw">
        {lines.map((line, index) => (
          <span key={index} className={`diff-${line.kind}`}>
            {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : '  '}
            {line.text}
            {'\n'}
          </span>
        ))}
      </pre>
    </section>
  );
}

/** What tells this call apart: its key values and the request line that went out. */
function CallFacts({ entry }: { entry: HistoryEntry }) {
  const summary = callSummary(entry.input);
  const line = callRequestLine(entry.outcome);
  return (
    <>
      {summary ? <span className="history-values">{summary}</span> : null}
      {line ? <code className="history-url">{line}</code> : null}
    </>
  );
}

/** Past calls: open, re-run, delete, and compare two responses. */
export function HistoryPanel() {
  const entries = useHistory((s) => s.history.entries);
  const compare = useHistory((s) => s.compare);
  const toggleCompare = useHistory((s) => s.toggleCompare);
  const remove = useHistory((s) => s.remove);
  const clear = useHistory((s) => s.clear);
  const setView = useSession((s) => s.setView);
  const stores = useStores();

  const openEntry = async (entry: HistoryEntry, rerun: boolean) => {
    const open = await stores.catalog.getState().selectKey(callKey(entry.input));
    if (!open) return;
    const call = stores.call.getState();
    call.reset(open, entry.input);
    setView('operations');
    if (rerun) await call.rerun(entry.input);
    else call.show(entry.input, entry.outcome);
  };

  const picked = compare
    .map((id) => entries.find((entry) => entry.id === id))
    .filter((entry): entry is HistoryEntry => entry !== undefined);

  return (
    <section aria-labelledby="history-heading" className="panel">
      <h2 id="history-heading">History</h2>
      {entries.length === 0 ? <p>No calls yet. Every call you send is kept here (in this browser).</p> : null}
      {entries.length > 0 ? (
        <>
          <p className="hint">Tick two calls to compare their response bodies.</p>
          <ol className="history-list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <input
                  type="checkbox"
                  id={`compare-${entry.id}`}
                  checked={compare.includes(entry.id)}
                  onChange={() => toggleCompare(entry.id)}
                />
                <label htmlFor={`compare-${entry.id}`}>
                  <span className={`status ${entry.outcome.ok ? 'status-ok' : 'status-error'}`}>
                    {entry.outcome.status ?? '—'}
                  </span>{' '}
                  {entry.title} · {entry.input.env} ·{' '}
                  <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time> ·{' '}
                  {formatDuration(entry.outcome.durationMs)}
                  <CallFacts entry={entry} />
                </label>
                <span className="row-actions">
                  <button
                    type="button"
                    aria-label={`Open ${entry.title} from ${new Date(entry.at).toLocaleTimeString()}`}
                    onClick={() => void openEntry(entry, false)}
                  >
                    Open
                  </button>
                  <button
                    type="button"
                    aria-label={`Re-run ${entry.title}`}
                    onClick={() => void openEntry(entry, true)}
                  >
                    Re-run
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete ${entry.title} from history`}
                    onClick={() => remove(entry.id)}
                  >
                    Delete
                  </button>
                </span>
              </li>
            ))}
          </ol>
          <button type="button" onClick={clear}>
            Clear history
          </button>
        </>
      ) : null}
      {picked.length === 2 && picked[0] && picked[1] ? <Diff a={picked[1]} b={picked[0]} /> : null}
    </section>
  );
}
