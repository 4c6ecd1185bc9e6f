import { useMemo, type FormEvent, type ReactNode } from 'react';
import type { BodySchema, ParameterDetail } from '../../shared/api.js';
import { checkBodyText, formatJson, schemaRows, typeText } from '../core/body-schema.js';
import type { FormProblem } from '../core/call-form.js';
import { COMMON_HEADERS, setHeaderLine } from '../../shared/call-headers.js';
import { operationHelp, toggleListValue, type OperationHelp } from '../core/operation-help.js';
import { shortScope } from '../core/scopes.js';
import type { OpenOperation } from '../state/catalog.js';
import { type RestSection } from '../state/call.js';
import { useCall, useCollections, useSession } from '../state/stores.js';
import { SaveRequest } from './save-request.js';
import { BrowseFilterBuilder } from './filter-builder.js';

const SECTION: Record<ParameterDetail['in'], RestSection> = { path: 'path', query: 'query', header: 'headers' };
const PROBLEM_PREFIX: Record<ParameterDetail['in'], string> = { path: 'path', query: 'query', header: 'header' };

function problemFor(problems: readonly FormProblem[], field: string): FormProblem | undefined {
  return problems.find((problem) => problem.field === field);
}

/** `query · integer (int32)`, `query · array of string, comma-separated`, `header · string · 50 values`. */
function parameterHint(parameter: ParameterDetail): string {
  const type =
    parameter.type === 'array'
      ? `array of ${parameter.items ?? 'string'}, comma-separated`
      : parameter.format
        ? `${parameter.type} (${parameter.format})`
        : parameter.type;
  return `${parameter.in} · ${type}`;
}

function ParameterField({
  parameter,
  problems,
  help,
}: {
  parameter: ParameterDetail;
  problems: readonly FormProblem[];
  help: OperationHelp | undefined;
}) {
  const own = help?.parameters?.[parameter.name];
  const section = SECTION[parameter.in];
  const value = useCall((s) => s.rest?.[section][parameter.name] ?? '');
  const setField = useCall((s) => s.setField);
  const id = `param-${parameter.in}-${parameter.name}`;
  const problem = problemFor(problems, `${PROBLEM_PREFIX[parameter.in]}.${parameter.name}`);
  const describedBy = [`${id}-hint`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy,
    required: parameter.required,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {parameter.name}
        {parameter.required ? <span className="required"> (required)</span> : null}
      </label>
      {parameter.enum || parameter.type === 'boolean' ? (
        <select {...common} onChange={(event) => setField(section, parameter.name, event.target.value)}>
          {!parameter.required || value === '' ? <option value="">(none)</option> : null}
          {(parameter.enum ?? ['true', 'false']).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={parameter.type === 'integer' || parameter.type === 'number' ? 'numeric' : undefined}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setField(section, parameter.name, event.target.value)}
        />
      )}
      <span id={`${id}-hint`} className="hint">
        {parameterHint(parameter)}
        {own ? ` · ${own.help}` : ''}
      </span>
      {own?.values ? (
        <span className="value-picks" role="group" aria-label={`Values of ${parameter.name}`}>
          {own.values.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={value.split(',').includes(option)}
              onClick={() => setField(section, parameter.name, toggleListValue(value, option))}
            >
              {option}
            </button>
          ))}
        </span>
      ) : null}
      {help?.filterBuilder === 'browse' && parameter.name === 'filter' ? (
        <BrowseFilterBuilder onUse={(filter) => setField(section, parameter.name, filter)} />
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className="problem">
          {problem.message}
        </span>
      ) : null}
    </div>
  );
}

/** A JSON text area that grows with its text (6 to 24 rows), with its problem announced next to it. */
function JsonArea(props: {
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

/** Headers added to this call by hand (marketplace, language, end-user context, any other), with quick adds. */
function ExtraHeaders({ problem }: { problem: FormProblem | undefined }) {
  const text = useCall((s) => s.rest?.extraHeaders ?? '');
  const setExtraHeaders = useCall((s) => s.setExtraHeaders);
  return (
    <div className="field">
      <label htmlFor="extra-headers">More headers (one per line, Name: value)</label>
      <textarea
        id="extra-headers"
        className="code-input"
        rows={Math.min(8, Math.max(2, text.split('\n').length + 1))}
        value={text}
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'extra-headers-problem' : undefined}
        onChange={(event) => setExtraHeaders(event.target.value)}
      />
      <span className="value-picks" role="group" aria-label="Add a common header">
        {COMMON_HEADERS.map((header) => (
          <button
            key={header.name}
            type="button"
            onClick={() => setExtraHeaders(setHeaderLine(text, header.name, header.example))}
          >
            + {header.name}
          </button>
        ))}
      </span>
      {problem ? (
        <span id="extra-headers-problem" className="problem">
          {problem.message}
        </span>
      ) : null}
    </div>
  );
}

function RestFields({
  open,
  problems,
}: {
  open: Extract<OpenOperation, { kind: 'rest' }>;
  problems: readonly FormProblem[];
}) {
  const detail = open.detail;
  const bodyText = useCall((s) => s.rest?.bodyText ?? '');
  const sign = useCall((s) => s.rest?.sign ?? 'auto');
  const setBody = useCall((s) => s.setBody);
  const setSign = useCall((s) => s.setSign);
  return (
    <>
      {detail.parameters.length > 0 ? (
        <fieldset>
          <legend>Parameters</legend>
          {detail.parameters.map((parameter) => (
            <ParameterField
              key={`${parameter.in}:${parameter.name}`}
              parameter={parameter}
              problems={problems}
              help={operationHelp(open.entry.key)}
            />
          ))}
        </fieldset>
      ) : null}
      {detail.body ? (
        <JsonArea
          id="request-body"
          label={
            <>
              Request body (JSON, {detail.body.contentType})
              {detail.body.required ? <span className="required"> (required)</span> : null}
            </>
          }
          text={bodyText}
          problem={problemFor(problems, 'body')}
          {...(detail.body.schema ? { schema: detail.body.schema } : {})}
          onChange={setBody}
        />
      ) : null}
      <ExtraHeaders problem={problemFor(problems, 'extraHeaders')} />
      <div className="field">
        <label htmlFor="request-sign">Digital signature</label>
        <select id="request-sign" value={sign} onChange={(event) => setSign(event.target.value as typeof sign)}>
          <option value="auto">{detail.sign ? 'Automatic (this call is signed)' : 'Automatic (not signed)'}</option>
          <option value="on">Sign</option>
          <option value="off">Do not sign</option>
        </select>
      </div>
    </>
  );
}

function XmlFields({ problems }: { problems: readonly FormProblem[] }) {
  const fieldsText = useCall((s) => s.xml?.fieldsText ?? '');
  const setXmlFields = useCall((s) => s.setXmlFields);
  return (
    <JsonArea
      id="xml-fields"
      label="Request fields (JSON; baykit writes the XML)"
      text={fieldsText}
      problem={problemFor(problems, 'fields')}
      onChange={setXmlFields}
    />
  );
}

/** Our own short help for the most used operations. */
function HelpNotes({ help }: { help: OperationHelp | undefined }) {
  if (!help) return null;
  return (
    <section className="help" aria-label="About this call">
      <ul>
        {help.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

/** eBay's reference page, opened in a new tab with no referrer and no access back to this page. */
function DocsLink({ url }: { url: string | undefined }) {
  if (!url) return null;
  return (
    <>
      {' · '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        eBay reference
      </a>
    </>
  );
}

function Facts({ open }: { open: OpenOperation }) {
  if (open.kind === 'xml') {
    return (
      <p className="facts">
        XML · {open.detail.service} · {open.detail.status}
        {open.detail.needsUserToken ? ' · needs a user token' : ''}
        <DocsLink url={open.detail.docsUrl} />
      </p>
    );
  }
  const detail = open.detail;
  return (
    <p className="facts">
      <span className={`verb verb-${detail.method.toLowerCase()}`}>{detail.method}</span> <code>{detail.path}</code> ·{' '}
      {detail.grant} token
      {detail.scopes.length > 0 ? ` · scopes: ${detail.scopes.map(shortScope).join(', ')}` : ''}
      {detail.sign ? ' · signed' : ''}
      {detail.paging ? ` · pages by ${detail.paging}` : ''}
      <DocsLink url={detail.docsUrl} />
    </p>
  );
}

/** The generated form of the open operation, and its Send button. */
export function OperationForm({ open }: { open: OpenOperation }) {
  const env = useSession((s) => s.env);
  const problems = useCall((s) => s.problems);
  const running = useCall((s) => s.running);
  const send = useCall((s) => s.send);
  const variables = useCollections((s) => s.state.variables);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(env, open, variables);
  };
  const variableProblems = problems.filter((problem) => problem.field === 'variables');
  return (
    <form className="operation-form" aria-label={`Call ${open.entry.title}`} onSubmit={submit} noValidate>
      <h2>{open.entry.title}</h2>
      <Facts open={open} />
      <p className="facts">{open.entry.description}</p>
      <HelpNotes help={operationHelp(open.entry.key)} />
      {open.detail.sampleOutcome && env === 'local' ? (
        <p className="facts sample-note">
          The sample answers {open.detail.sampleOutcome.status} (eBay error {open.detail.sampleOutcome.errorId}) on a
          fresh emulator: {open.detail.sampleOutcome.reason}
        </p>
      ) : null}
      {open.kind === 'rest' ? <RestFields open={open} problems={problems} /> : <XmlFields problems={problems} />}
      {problems.length > 0 ? (
        <div role="alert" className="problems">
          {variableProblems.length > 0 ? (
            variableProblems.map((problem) => <p key={problem.message}>{problem.message}</p>)
          ) : (
            <p>Fix the fields marked above, then send again.</p>
          )}
        </div>
      ) : null}
      <button type="submit" className="primary" disabled={running}>
        {running ? 'Sending…' : 'Send'}
      </button>
      <SaveRequest open={open} />
    </form>
  );
}
