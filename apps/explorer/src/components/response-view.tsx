import { useState } from 'react';
import type { CallOutcome } from '../../shared/api.js';
import { callExchange } from '../core/call-summary.js';
import { parseJsonBody } from '../core/json-view.js';
import { formatDuration } from '../core/time-format.js';
import { JsonTree } from './json-tree.js';
import { ResponseActions } from './response-actions.js';
import { Tabs } from './tabs.js';

function HeadersTable({ headers, label }: { headers: Record<string, string>; label: string }) {
  const rows = Object.entries(headers);
  if (rows.length === 0) return <p>No headers.</p>;
  return (
    <table className="headers">
      <caption>{label}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ErrorBox({ outcome }: { outcome: CallOutcome }) {
  const error = outcome.error;
  if (!error) return null;
  return (
    <div className="error-box" role="alert">
      <p>
        <strong>{error.name}</strong>: {error.message}
      </p>
      {error.errors.length > 0 ? (
        <ul>
          {error.errors.map((entry, index) => (
            <li key={index}>
              {entry.errorId !== undefined ? <span className="error-id">errorId {entry.errorId}</span> : null}
              {entry.domain ? ` · ${entry.domain}` : ''}
              {entry.category ? ` · ${entry.category}` : ''}: {entry.message}
              {entry.longMessage && entry.longMessage !== entry.message ? (
                <span className="long-message"> {entry.longMessage}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {error.requestId ? <p className="hint">Request id {error.requestId}</p> : null}
    </div>
  );
}

/**
 * The emulator's mark on an answer that does not come from its state (`X-Baykit-Emulation: sample`): valid against
 * eBay's contract, but a test that passes on it proves little.
 */
function SampleNotice({ headers }: { headers: Record<string, string> | undefined }) {
  const mark = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'x-baykit-emulation')?.[1];
  if (mark !== 'sample') return null;
  return (
    <p className="notice sample-notice" role="note">
      <strong>Sample answer.</strong> The emulator does not keep state for this operation: the answer is valid against
      eBay&apos;s contract, but not what eBay would answer for your data (X-Baykit-Emulation: sample).
    </p>
  );
}

type BodyTab = 'tree' | 'raw' | 'headers';

/** The outcome of a call: status, time, the typed error if any, and the body as a tree, raw text and headers. */
export function ResponseView({ outcome }: { outcome: CallOutcome }) {
  const [tab, setTab] = useState<BodyTab>('tree');
  const exchange = callExchange(outcome);
  const response = exchange?.response;
  const parsed = response && response.bodyEncoding === 'text' ? parseJsonBody(response.body) : { ok: false as const };
  const tree = outcome.data !== undefined ? outcome.data : parsed.ok ? parsed.value : undefined;
  return (
    <section aria-label="Response" className="response">
      <p className="status-line" role="status">
        <span className={`status ${outcome.ok ? 'status-ok' : 'status-error'}`}>
          {outcome.status !== undefined
            ? `${outcome.status}${response?.statusText ? ` ${response.statusText}` : ''}`
            : 'No answer'}
        </span>{' '}
        · {formatDuration(outcome.durationMs)} · {outcome.exchanges.length} exchange
        {outcome.exchanges.length === 1 ? '' : 's'}
      </p>
      <ResponseActions outcome={outcome} />
      <SampleNotice headers={response?.headers} />
      <ErrorBox outcome={outcome} />
      <Tabs<BodyTab>
        label="Response body"
        active={tab}
        onChange={setTab}
        tabs={[
          {
            key: 'tree',
            label: 'Body',
            render: () => (tree !== undefined ? <JsonTree value={tree} label="Response body" /> : <p>No JSON body.</p>),
          },
          {
            key: 'raw',
            label: 'Raw',
            render: () => (
              <pre className="raw">
                {response
                  ? response.bodyEncoding === 'base64'
                    ? `(binary, base64)\n${response.body}`
                    : response.body
                  : '(no answer)'}
              </pre>
            ),
          },
          {
            key: 'headers',
            label: 'Headers',
            render: () =>
              response ? <HeadersTable headers={response.headers} label="Response headers" /> : <p>No answer.</p>,
          },
        ]}
      />
    </section>
  );
}

/** Every exchange of a call as it went over the wire: method, URL, headers (secrets masked), body, signature base. */
export function RequestView({ outcome }: { outcome: CallOutcome }) {
  return (
    <section aria-label="Request" className="request">
      {outcome.exchanges.map((exchange, index) => (
        <article
          key={index}
          className="exchange"
          aria-label={`${exchange.purpose === 'token' ? 'Token request' : 'Request'} ${index + 1}`}
        >
          <h3>
            {exchange.purpose === 'token' ? 'Token request' : 'Request'} ·{' '}
            {exchange.response ? exchange.response.status : 'no answer'} · {formatDuration(exchange.durationMs)}
          </h3>
          <pre className="request-line">
            {exchange.request.method} {exchange.request.url}
          </pre>
          <HeadersTable headers={exchange.request.headers} label="Request headers" />
          {exchange.request.body !== undefined ? (
            <>
              <h4>Body</h4>
              <pre className="raw">{exchange.request.body}</pre>
            </>
          ) : null}
          {exchange.request.signatureBase ? (
            <>
              <h4>Signature base</h4>
              <pre className="raw">{exchange.request.signatureBase}</pre>
            </>
          ) : null}
        </article>
      ))}
    </section>
  );
}
