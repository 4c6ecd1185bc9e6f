import { useMemo, type ReactNode } from 'react';
import type { BodySchema } from '../../shared/api.js';
import { checkBodyText, formatJson, schemaRows, typeText } from '../core/body-schema.js';
import type { FormProblem } from '../core/call-form.js';

/** A JSON text area that grows with its text (6 to 24 rows), with its problem announced next to it. */
export function JsonArea(props: {
  id: string;
  label: ReactNode;
  text: string;
  problem?: FormProblem;
  schema?: BodySchema;
  onChange: (text: string) => void;
}) {
  const { id, problem } = props;
  // Checked as the user types (JSON, then the schema the emulator validates with); sending checks again.
  const live = useMemo(() => checkBodyText(props.text, props.schema), [props.text, props.schema]);
  return (
    <div className="field">
      <div className="json-area-head">
        <label htmlFor={id}>{props.label}</label>
        <button type="button" onClick={() => props.onChange(formatJson(props.text))}>
          Format
        </button>
      </div>
      <textarea
        id={id}
        className="code-input"
        rows={Math.min(24, Math.max(6, props.text.split('\n').length + 1))}
        value={props.text}
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {problem ? (
        <span id={`${id}-problem`} className="problem">
          {problem.message}
        </span>
      ) : null}
      <div id={`${id}-check`} className="body-check" role="status" aria-label={`Check of ${id}`}>
        {props.text.trim() === '' ? null : live.length === 0 ? (
          <span className="check-ok">{props.schema ? 'Valid JSON that fits the schema.' : 'Valid JSON.'}</span>
        ) : (
          <ul>
            {live.map((item) => (
              <li key={`${item.at}:${item.message}`}>
                <code>{item.at}</code> {item.message}
              </li>
            ))}
          </ul>
        )}
      </div>
      {props.schema ? <SchemaView schema={props.schema} /> : null}
    </div>
  );
}

/** The body's fields as a table: path, type, required, allowed values (collapsed until opened). */
function SchemaView({ schema }: { schema: BodySchema }) {
  const rows = useMemo(() => schemaRows(schema), [schema]);
  return (
    <details className="schema-view">
      <summary>
        Body schema: {typeText(schema)} · {rows.length} field{rows.length === 1 ? '' : 's'}
      </summary>
      <table>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path}>
              <th scope="row" style={{ paddingLeft: `${0.4 + row.depth}rem` }}>
                <code>{row.path}</code>
              </th>
              <td>
                {row.type}
                {row.enum ? ` · one of ${row.enum.join(', ')}` : ''}
              </td>
              <td>{row.required ? 'required' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
