import { useState } from 'react';
import type { EnvId } from '../../shared/api.js';
import type { SavedRequest } from '../core/collections.js';
import { isVariableName } from '../core/variables.js';
import { useCollections, useSession, useStores } from '../state/stores.js';

type Scope = 'all' | EnvId;

const SCOPE_LABEL: Record<Scope, string> = {
  all: 'every environment',
  local: 'Local emulator',
  sandbox: 'eBay sandbox',
  production: 'eBay production',
};

/** The variables `{{name}}` stands for in any form, for every environment or one: add, change, remove. */
function Variables() {
  const state = useCollections((s) => s.state);
  const setVariable = useCollections((s) => s.setVariable);
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [scope, setScope] = useState<Scope>('all');
  const valid = isVariableName(name.trim());
  const rows: { scope: Scope; key: string; value: string }[] = [
    ...Object.entries(state.variables).map(([key, current]) => ({ scope: 'all' as const, key, value: current })),
    ...(['local', 'sandbox', 'production'] as const).flatMap((env) =>
      Object.entries(state.envVariables[env] ?? {}).map(([key, current]) => ({ scope: env, key, value: current })),
    ),
  ];
  const envOf = (rowScope: Scope): EnvId | undefined => (rowScope === 'all' ? undefined : rowScope);
  return (
    <section aria-labelledby="variables-heading">
      <h3 id="variables-heading">Variables</h3>
      <p className="hint">
        Write {'{{name}}'} in any field or body; it is filled in when the request is sent. A value for one environment
        wins over the value for every environment.
      </p>
      {rows.length > 0 ? (
        <table className="headers" aria-label="Variables">
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.scope}:${row.key}`}>
                <th scope="row">
                  <code>{`{{${row.key}}}`}</code>
                </th>
                <td>{SCOPE_LABEL[row.scope]}</td>
                <td>
                  <input
                    aria-label={`Value of ${row.key} for ${SCOPE_LABEL[row.scope]}`}
                    value={row.value}
                    onChange={(event) => setVariable(row.key, event.target.value, envOf(row.scope))}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    onClick={() => setVariable(row.key, undefined, envOf(row.scope))}
                    aria-label={`Remove ${row.key} for ${SCOPE_LABEL[row.scope]}`}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <form
        className="inline-form"
        aria-label="Add a variable"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          setVariable(name.trim(), value, envOf(scope));
          setName('');
          setValue('');
        }}
      >
        <label htmlFor="variable-name">Name</label>
        <input id="variable-name" value={name} onChange={(event) => setName(event.target.value)} />
        <label htmlFor="variable-value">Value</label>
        <input id="variable-value" value={value} onChange={(event) => setValue(event.target.value)} />
        <label htmlFor="variable-scope">For</label>
        <select id="variable-scope" value={scope} onChange={(event) => setScope(event.target.value as Scope)}>
          {(Object.keys(SCOPE_LABEL) as Scope[]).map((key) => (
            <option key={key} value={key}>
              {SCOPE_LABEL[key]}
            </option>
          ))}
        </select>
        <button type="submit" disabled={!valid}>
          Add variable
        </button>
      </form>
    </section>
  );
}

/** Export the collections as JSON, or import a file someone exported. */
function ImportExport() {
  const exportText = useCollections((s) => s.exportText);
  const importText = useCollections((s) => s.importText);
  const setNotice = useSession((s) => s.setNotice);
  const [text, setText] = useState('');
  return (
    <section aria-labelledby="share-heading">
      <h3 id="share-heading">Export and import</h3>
      <div className="actions">
        <button type="button" onClick={() => setText(exportText())}>
          Export to the box below
        </button>
        <button
          type="button"
          disabled={text.trim() === ''}
          onClick={() => {
            const problem = importText(text);
            setNotice(
              problem ? { kind: 'error', text: `Not imported: ${problem}` } : { kind: 'info', text: 'Imported.' },
            );
          }}
        >
          Import from the box below
        </button>
      </div>
      <label htmlFor="collections-json">Collections (JSON)</label>
      <textarea
        id="collections-json"
        className="code-input"
        rows={8}
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </section>
  );
}

/** Saved requests in named collections, the variables, and export/import. */
export function SavedPanel() {
  const collections = useCollections((s) => s.state.collections);
  const removeRequest = useCollections((s) => s.removeRequest);
  const removeCollection = useCollections((s) => s.removeCollection);
  const setView = useSession((s) => s.setView);
  const stores = useStores();
  const openSaved = async (request: SavedRequest) => {
    const open = await stores.catalog.getState().selectKey(request.key);
    if (!open) return;
    stores.call.getState().reset(open);
    stores.call.getState().loadForm(request.form);
    setView('operations');
  };
  return (
    <section aria-labelledby="saved-heading" className="panel">
      <h2 id="saved-heading">Saved requests</h2>
      {collections.length === 0 ? <p>Nothing saved yet: use “Save this request” under a form.</p> : null}
      {collections.map((collection) => (
        <section key={collection.name} aria-label={`Collection ${collection.name}`} className="collection">
          <h3>{collection.name}</h3>
          <ul className="history-list">
            {collection.requests.map((request) => (
              <li key={request.id}>
                <span>
                  {request.name} <span className="hint">{request.key.replace(/^(rest|xml):/, '')}</span>
                </span>
                <span className="row-actions">
                  <button type="button" aria-label={`Open ${request.name}`} onClick={() => void openSaved(request)}>
                    Open
                  </button>
                  <button type="button" aria-label={`Delete ${request.name}`} onClick={() => removeRequest(request.id)}>
                    Delete
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => removeCollection(collection.name)}>
            Delete collection {collection.name}
          </button>
        </section>
      ))}
      <Variables />
      <ImportExport />
    </section>
  );
}
