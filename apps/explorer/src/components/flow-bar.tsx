import { useEffect, useState, type FormEvent } from 'react';
import type { SimulateCatalog } from '../../shared/api.js';
import { flowById, nextStep, simulateValues, stepsIn, type Flow, type SimulateStep } from '../core/flows.js';
import { latestIn, openFlowStep, runSimulateStep } from '../state/flow-actions.js';
import { useCatalog, useFlows, useSession, useStores } from '../state/stores.js';
import { FlowSteps, stepTarget } from './flow-steps.js';

/** What the last simulated step answered: shown by the bar, as the step it was for is done and gone. */
interface SimulateStepAnswer {
  ok: boolean;
  message: string;
}

/**
 * A simulated step in the bar: its event's fields filled from what was captured (the listing just published, the
 * order last seen), editable, and a button that makes it happen in the local emulator.
 */
function SimulateStepForm({
  flow,
  step,
  setAnswer,
}: {
  flow: Flow;
  step: SimulateStep;
  setAnswer: (answer: SimulateStepAnswer) => void;
}) {
  const stores = useStores();
  const [values, setValues] = useState(() => simulateValues(step, latestIn(stores)));
  const [events, setEvents] = useState<SimulateCatalog>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    stores.backend.simulateEvents().then(setEvents, (error: Error) => setAnswer({ ok: false, message: error.message }));
  }, [stores, setAnswer]);
  const event = events?.events.find((candidate) => candidate.name === step.event);
  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    if (!event) return;
    setBusy(true);
    setAnswer(await runSimulateStep(stores, flow, step, event, values));
    setBusy(false);
  };
  return (
    <form className="flow-simulate" aria-label={step.title} onSubmit={(submitted) => void submit(submitted)} noValidate>
      <p className="hint">{step.help}</p>
      {events?.unavailable ? <p className="problem">{events.unavailable}</p> : null}
      {Object.keys(step.fields).map((name) => (
        <span key={name} className="flow-field">
          <label htmlFor={`flow-field-${name}`}>{name}</label>{' '}
          <input
            id={`flow-field-${name}`}
            value={values[name] ?? ''}
            spellCheck={false}
            autoComplete="off"
            onChange={(changed) => setValues({ ...values, [name]: changed.target.value })}
          />
        </span>
      ))}
      <button type="submit" className="primary" disabled={busy || !event || events?.unavailable !== undefined}>
        {busy ? 'Simulating…' : `Simulate ${step.event}`}
      </button>
    </form>
  );
}

/**
 * The flow being carried, over the form: its checklist, and the next step (a button opening it, or the open form
 * to send, or a simulated event to make happen).
 */
export function FlowBar() {
  const stores = useStores();
  const active = useFlows((s) => s.progress.active);
  const done = useFlows((s) => s.progress.done);
  const local = useSession((s) => s.env) === 'local';
  const openKey = useCatalog((s) => s.open?.entry.key);
  const [answer, setAnswer] = useState<SimulateStepAnswer>();
  const flow = flowById(active);
  if (!flow) return null;
  const steps = stepsIn(flow, local);
  const finished = steps.filter((step) => (done[flow.id] ?? []).includes(step.id)).length;
  const next = nextStep(flow, done[flow.id] ?? [], local);
  const current = steps.find(
    (step) => step.kind === 'call' && step.key === openKey && !(done[flow.id] ?? []).includes(step.id),
  );
  return (
    <section className="flow-bar" aria-label={`Flow: ${flow.title}`}>
      <div className="flow-head">
        <strong>{flow.title}</strong>
        <span className="hint">
          {' '}
          · {finished} of {steps.length} steps done
        </span>
        <button type="button" onClick={() => stores.flows.getState().stop()}>
          Close flow
        </button>
      </div>
      <FlowSteps flow={flow} current={(current ?? next)?.id} />
      {!next ? (
        <p role="status" className="flow-next">
          All steps done.
        </p>
      ) : next.kind === 'simulate' ? (
        <SimulateStepForm key={`${flow.id}/${next.id}`} flow={flow} step={next} setAnswer={setAnswer} />
      ) : next.key === openKey ? (
        <p className="flow-next">
          Now: {next.title} (<code>{stepTarget(next)}</code>): send the form below. {next.help}
        </p>
      ) : (
        <p className="flow-next">
          <button type="button" className="primary" onClick={() => void openFlowStep(stores, flow, next)}>
            Next: {next.title}
          </button>{' '}
          <span className="hint">{next.help}</span>
        </p>
      )}
      {answer ? (
        <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'hint' : 'problem'}>
          {answer.message}
        </p>
      ) : null}
    </section>
  );
}
