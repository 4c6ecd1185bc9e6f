import { useMemo, useState, type FormEvent, type SyntheticEvent } from 'react';
import type { XmlFieldDetail } from '../../shared/api.js';
import type { FormProblem } from '../core/call-form.js';
import { variablesFor } from '../core/collections.js';
import { problemFor } from '../core/form-problems.js';
import { operationHelp, type OperationHelp } from '../core/operation-help.js';
import { shortScope } from '../core/scopes.js';
import type { OpenOperation } from '../state/catalog.js';
import { useBackend, useCall, useCollections, useSession } from '../state/stores.js';
import { CapturedBodyHints } from './captured-hint.js';
import { EffectFacts } from './effects.js';
import { ExtraHeaders } from './extra-headers.js';
import { JsonArea } from './json-area.js';
import { ParameterField } from './parameter-field.js';
import { FieldTableHead, ReferenceLink } from './reference-link.js';
import { LifecycleBadge, LifecycleNotice } from './lifecycle-notice.js';
import { OperationName } from './operation-name.js';
import { SaveRequest } from './save-request.js';
import { SEND_SHORTCUTS, submitOnSendShortcut } from './send-shortcut.js';

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
          {...(detail.docsUrl ? { docsUrl: detail.docsUrl } : {})}
          onChange={setBody}
        />
      ) : null}
      {detail.body ? <CapturedBodyHints text={bodyText} onChange={setBody} /> : null}
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

function XmlFields({
  open,
  problems,
}: {
  open: Extract<OpenOperation, { kind: 'xml' }>;
  problems: readonly FormProblem[];
}) {
  const fieldsText = useCall((s) => s.xml?.fieldsText ?? '');
  const setXmlFields = useCall((s) => s.setXmlFields);
  return (
    <>
      <JsonArea
        id="xml-fields"
        label="Request fields (JSON; baykit writes the XML)"
        text={fieldsText}
        problem={problemFor(problems, 'fields')}
        onChange={setXmlFields}
      />
      <CapturedBodyHints text={fieldsText} onChange={setXmlFields} />
      {open.detail.service === 'trading' ? <XmlFieldList open={open} /> : null}
    </>
  );
}

/** The request fields baykit types for this call, from its TypeScript types (asked for when first opened). */
function XmlFieldList({ open }: { open: Extract<OpenOperation, { kind: 'xml' }> }) {
  const backend = useBackend();
  const [fields, setFields] = useState<XmlFieldDetail[] | undefined>();
  const load = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || fields) return;
    backend.xmlFields(open.detail.service, open.detail.callName).then(
      (answer) => setFields(answer.fields),
      () => setFields([]),
    );
  };
  return (
    <details className="schema-view" onToggle={load}>
      <summary>Typed fields (from baykit's types)</summary>
      {fields === undefined ? (
        <p role="status">Reading baykit's types…</p>
      ) : fields.length === 0 ? (
        <p>baykit has no typed fields for this call: any field is passed on as it is.</p>
      ) : (
        <table>
          <FieldTableHead />
          <tbody>
            {fields.map((field) => (
              <tr key={field.path}>
                <th scope="row">
                  <code>{field.path}</code>
                </th>
                <td>
                  {field.type}
                  {field.note ? <span className="hint"> · {field.note}</span> : null}
                </td>
                <td className="narrow">{field.required ? 'required' : ''}</td>
                <td className="narrow">
                  <ReferenceLink url={field.docsUrl} what={field.path} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
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
      <code>{detail.path}</code> · {detail.grant} token
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
  const collections = useCollections((s) => s.state);
  const variables = useMemo(() => variablesFor(collections, env), [collections, env]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(env, open, variables);
  };
  const variableProblems = problems.filter((problem) => problem.field === 'variables');
  return (
    <form
      className="operation-form"
      aria-label={`Call ${open.entry.title}`}
      onSubmit={submit}
      onKeyDown={submitOnSendShortcut}
      noValidate
    >
      <div className="form-head">
        <span className={`verb verb-${(open.entry.method ?? 'xml').toLowerCase()}`}>{open.entry.method ?? 'XML'}</span>
        <h2>
          <OperationName name={open.entry.title} />
        </h2>
        <LifecycleBadge lifecycle={open.detail.lifecycle} />
      </div>
      <Facts open={open} />
      <EffectFacts effects={open.detail.effects} note={open.detail.effectNote} />
      <LifecycleNotice lifecycle={open.detail.lifecycle} />
      <p className="facts">{open.entry.description}</p>
      <HelpNotes help={operationHelp(open.entry.key)} />
      {open.detail.sampleOutcome && open.detail.sampleOutcome.status !== 0 && env === 'local' ? (
        <p className="facts sample-note">
          The sample answers {open.detail.sampleOutcome.status} (eBay error {open.detail.sampleOutcome.errorId}) on a
          fresh emulator: {open.detail.sampleOutcome.reason}
        </p>
      ) : null}
      {open.kind === 'rest' ? (
        <RestFields open={open} problems={problems} />
      ) : (
        <XmlFields open={open} problems={problems} />
      )}
      {problems.length > 0 ? (
        <div role="alert" className="problems">
          {variableProblems.length > 0 ? (
            variableProblems.map((problem) => <p key={problem.message}>{problem.message}</p>)
          ) : (
            <p>Fix the fields marked above, then send again.</p>
          )}
        </div>
      ) : null}
      {/* Sticky at the bottom of the window while the form runs past it: Send is always in view. */}
      <div className="send-bar">
        <button type="submit" className="primary" disabled={running} aria-keyshortcuts={SEND_SHORTCUTS}>
          {running ? 'Sending…' : 'Send'}
        </button>
        <span className="hint">
          <kbd>Ctrl</kbd>+<kbd>Enter</kbd> (<kbd>⌘</kbd>+<kbd>Enter</kbd>) sends from any field
        </span>
      </div>
      <SaveRequest open={open} />
    </form>
  );
}
