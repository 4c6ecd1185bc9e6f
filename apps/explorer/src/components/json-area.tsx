import { useMemo, type ReactNode } from 'react';
import type { BodySchema } from '../../shared/api.js';
import { checkBodyText, formatJson, knownValuesText, schemaRows, typeText } from '../core/body-schema.js';
import type { FormProblem } from '../core/call-form.js';
import { FieldTableHead, ReferenceLink } from './reference-link.js';

/** A JSON text area that grows with its text (6 to 24 rows), with its problem announced next to it. */
export function JsonArea(props: {
  id: string;
  label: ReactNode;
  text: string;
  problem?: FormProblem;
  schema?: BodySchema;
  /** The operation's reference page, whose anchors the schema view links each field to. */
  docsUrl?: string;
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
      {props.schema ? <SchemaView schema={props.schema} docsUrl={props.docsUrl} /> : null}
    </div>
  );
}

/**
 * The body's fields as a table: path, type, required, allowed values, the eBay enumeration and its known values, and
 * a link to the field on eBay's reference page (collapsed until opened).
 */
function SchemaView({ schema, docsUrl }: { schema: BodySchema; docsUrl: string | undefined }) {
  const rows = useMemo(() => schemaRows(schema, docsUrl), [schema, docsUrl]);
  return (
    <details className="schema-view">
      <summary>
        Body schema: {typeText(schema)} · {rows.length} field{rows.length === 1 ? '' : 's'}
      </summary>
      <table>
        <FieldTableHead />
        <tbody>
          {rows.map((row) => (
            <tr key={row.path}>
              <th scope="row" style={{ paddingLeft: `${0.4 + row.depth}rem` }}>
                <code>{row.path}</code>
              </th>
              <td>
                {row.type}
                {row.enum ? ` · one of ${row.enum.join(', ')}` : ''}
                {row.enumeration ? (
                  <span className="hint">
                    {' '}
                    · {row.enumeration}
                    {row.knownValues ? `: ${knownValuesText(row.knownValues)}` : ''}
                  </span>
                ) : null}
              </td>
              <td className="narrow">{row.required ? 'required' : ''}</td>
              <td className="narrow">
                <ReferenceLink url={row.docsUrl} what={row.path} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
