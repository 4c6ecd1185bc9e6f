import { stepsIn, type Flow, type FlowStep } from '../core/flows.js';
import { openFlowStep } from '../state/flow-actions.js';
import { useFlows, useSession, useStores } from '../state/stores.js';

/** What a step runs: the operation's name, or the simulated event. */
export function stepTarget(step: FlowStep): string {
  return step.kind === 'call' ? (step.key.split('.').at(-1) ?? step.key) : `simulate ${step.event}`;
}

/**
 * A flow's checklist: each step with its mark (done or its number), its title (a call step's opens its operation
 * with the form filled), what it runs, its help when `withHelp`, and how its last try went; `current` is marked.
 */
export function FlowSteps({
  flow,
  current,
  withHelp,
}: {
  flow: Flow;
  current?: string | undefined;
  withHelp?: boolean;
}) {
  const stores = useStores();
  const local = useSession((s) => s.env) === 'local';
  const done = useFlows((s) => s.progress.done[flow.id]) ?? [];
  const notes = useFlows((s) => s.progress.notes);
  return (
    <ol className="flow-steps" aria-label={`Steps of ${flow.title}`}>
      {stepsIn(flow, local).map((step, index) => {
        const finished = done.includes(step.id);
        const note = notes[`${flow.id}/${step.id}`];
        return (
          <li
            key={step.id}
            className={finished ? 'flow-step done' : 'flow-step'}
            aria-current={current === step.id ? 'step' : undefined}
          >
            <span className="flow-mark" aria-hidden="true">
              {finished ? '✓' : index + 1}
            </span>{' '}
            {step.kind === 'call' ? (
              <button type="button" className="link" onClick={() => void openFlowStep(stores, flow, step)}>
                {step.title}
              </button>
            ) : (
              <span>{step.title}</span>
            )}{' '}
            <code className="hint">{stepTarget(step)}</code>
            {finished ? <span className="flow-done"> · done</span> : null}
            {note ? <span className="hint"> · {note}</span> : null}
            {withHelp ? <p className="hint flow-help">{step.help}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
