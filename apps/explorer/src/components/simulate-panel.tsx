import { useEffect, useState, type FormEvent } from 'react';
import type { SimulateCatalog, SimulateEventView, SimulateFieldView } from '../../shared/api.js';
import { BackendError } from '../api.js';
import type { FormProblem } from '../core/call-form.js';
import { problemFor } from '../core/form-problems.js';
import { buildSimulateFields, type SimulateFormValues } from '../core/simulate-form.js';
import { captureFromSimulate } from '../core/captured-values.js';
import { useBackend, useStores } from '../state/stores.js';
import { SimulateAnswerView, type SimulateAnswer } from './simulate-answer.js';

/** One field's input, typed by its kind: text, a number, or true/false (each may stay empty: not sent). */
function SimulateField({
  field,
  value,
  problem,
  onChange,
}: {
  field: SimulateFieldView;
  value: string;
  problem: FormProblem | undefined;
  onChange: (value: string) => void;
}) {
  const id = `simulate-field-${field.name}`;
  const common = {
    id,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': [`${id}-hint`, problem ? `${id}-problem` : ''].filter(Boolean).join(' '),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{field.name}</label>
      {field.kind === 'boolean' ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">(not sent)</option>
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <span id={`${id}-hint`} className="hint">
        {field.kind} · {field.help}
      </span>
      {problem ? (
        <span id={`${id}-problem`} className="problem">
          {problem.message}
        </span>
      ) : null}
    </div>
  );
}

/** The chosen event's form: its fields and the Simulate button; the answer shows below it. */
function SimulateForm({ event, blocked }: { event: SimulateEventView; blocked: boolean }) {
  const backend = useBackend();
  const flows = useStores().flows;
  const [values, setValues] = useState<SimulateFormValues>({});
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<SimulateAnswer>();
  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const built = buildSimulateFields(event, values);
    setProblems(built.ok ? [] : built.problems);
    if (!built.ok) return;
    setBusy(true);
    try {
      const outcome = await backend.simulate(event.name, built.input);
      // What it made (an order, a return) fills the next form, as a call's answer does (core/captured-values.ts).
      flows.getState().capture('local', captureFromSimulate(event.name, outcome.result, Date.now()));
      setAnswer({ kind: 'done', outcome });
    } catch (error) {
      const status = error instanceof BackendError ? error.status : 0;
      setAnswer({ kind: 'refused', event: event.name, status, message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <form aria-label={`Simulate ${event.name}`} onSubmit={(submitted) => void submit(submitted)} noValidate>
        <fieldset className="simulate-fields">
          <legend>Fields of {event.name} (leave one empty to not send it)</legend>
          {event.fields.map((field) => (
            <SimulateField
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              problem={problemFor(problems, field.name)}
              onChange={(value) => setValues({ ...values, [field.name]: value })}
            />
          ))}
        </fieldset>
        {problems.length > 0 ? (
          <p role="alert" className="problems">
            Fix the fields marked above, then simulate again.
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={busy || blocked}>
          {busy ? 'Simulating…' : 'Simulate'}
        </button>
      </form>
      <SimulateAnswerView answer={answer} />
    </>
  );
}

/**
 * The Simulate panel beside the emulator controls: makes what a buyer or eBay does happen in the local emulator
 * (`POST /__emulator/simulate/<event>` through the back end). Built from the emulator's own list of events and
 * fields (`GET /api/emulator/simulate`), so a new event appears here without a change.
 */
export function SimulatePanel() {
  const backend = useBackend();
  const [catalog, setCatalog] = useState<SimulateCatalog>();
  const [loadError, setLoadError] = useState<string>();
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    backend.simulateEvents().then(setCatalog, (error: Error) => setLoadError(error.message));
  }, [backend]);
  const event = catalog?.events.find((candidate) => candidate.name === chosen) ?? catalog?.events[0];
  return (
    <section aria-labelledby="simulate-heading" className="simulate-panel">
      <h3 id="simulate-heading">Simulate</h3>
      {loadError ? <p className="problem">{loadError}</p> : null}
      {catalog && event ? (
        <>
          <p className="hint">
            Make what a buyer or eBay does happen in the local emulator ({catalog.emulatorUrl}), with every consequence
            its APIs show.
          </p>
          {catalog.unavailable ? <p className="problem">{catalog.unavailable}</p> : null}
          <label htmlFor="simulate-event">Event</label>
          <select
            id="simulate-event"
            value={event.name}
            aria-describedby="simulate-event-summary"
            onChange={(changed) => setChosen(changed.target.value)}
          >
            {catalog.events.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.name}
              </option>
            ))}
          </select>
          <p id="simulate-event-summary" className="hint">
            {event.summary}
          </p>
          <SimulateForm key={event.name} event={event} blocked={catalog.unavailable !== undefined} />
        </>
      ) : null}
    </section>
  );
}
