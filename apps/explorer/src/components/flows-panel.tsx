import { formatAge } from '../core/captured-values.js';
import { FLOWS, nextStep, type Flow } from '../core/flows.js';
import { openFlowStep } from '../state/flow-actions.js';
import { useFlows, useSession, useStores } from '../state/stores.js';
import { FlowSteps } from './flow-steps.js';

/** One flow: what it is for, its checklist with help, and Start (or Continue) and Start over. */
function FlowCard({ flow }: { flow: Flow }) {
  const stores = useStores();
  const local = useSession((s) => s.env) === 'local';
  const done = useFlows((s) => s.progress.done[flow.id]) ?? [];
  const begin = (over: boolean) => {
    const flows = stores.flows.getState();
    if (over) flows.restart(flow.id);
    else flows.start(flow.id);
    const next = nextStep(flow, over ? [] : done, local);
    if (next?.kind === 'call') void openFlowStep(stores, flow, next);
    else stores.session.getState().setView('operations');
  };
  const heading = `flow-${flow.id}`;
  return (
    <section className="flow-card" aria-labelledby={heading}>
      <h3 id={heading}>{flow.title}</h3>
      <p>{flow.summary}</p>
      <FlowSteps flow={flow} withHelp />
      <div className="actions">
        <button type="button" className="primary" onClick={() => begin(false)}>
          {done.length > 0 ? `Continue ${flow.title}` : `Start ${flow.title}`}
        </button>
        {done.length > 0 ? (
          <button type="button" onClick={() => begin(true)}>
            Start over
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** The values captured in the environment chosen now, newest first, and a button to forget them. */
function CapturedList() {
  const stores = useStores();
  const env = useSession((s) => s.env);
  const captured = useFlows((s) => s.captured.envs[env]) ?? [];
  const now = Date.now();
  return (
    <section aria-labelledby="captured-heading" className="captured-list">
      <h3 id="captured-heading">Captured values</h3>
      <p className="hint">
        Ids and next-page links from the answers of this environment: a form field of the same name offers them, and one
        that holds only a sample is filled with the newest. Kept in this browser; never a token, name or address.
      </p>
      {captured.length === 0 ? (
        <p>Nothing captured yet: send a call.</p>
      ) : (
        <>
          <table className="headers">
            <caption>Captured in this environment</caption>
            <tbody>
              {captured.map((value) => (
                <tr key={`${value.kind}-${value.value}`}>
                  <th scope="row">{value.name}</th>
                  <td>
                    <code>{value.value}</code>
                  </td>
                  <td className="hint">
                    from {value.from}, {formatAge(value.at, now)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" onClick={() => stores.flows.getState().clearCaptured(env)}>
            Forget captured values
          </button>
        </>
      )}
    </section>
  );
}

/** The Flows tab: guided seller tasks, each a checklist whose steps fill their forms from the answers before. */
export function FlowsPanel() {
  return (
    <div className="flows-panel">
      <h2>Flows</h2>
      <p className="hint">
        A seller&apos;s daily tasks, step by step: each step opens its call with the form filled from what the steps
        before answered. On the local emulator, a simulated buyer makes the order or the return a flow needs.
      </p>
      <div className="flow-cards">
        {FLOWS.map((flow) => (
          <FlowCard key={flow.id} flow={flow} />
        ))}
      </div>
      <CapturedList />
    </div>
  );
}
