import type { SimulateEventView } from '../../shared/api.js';
import { BackendError } from '../api.js';
import { captureFromSimulate } from '../core/captured-values.js';
import type { CallStep, Flow, Latest, SimulateStep } from '../core/flows.js';
import { buildSimulateFields, type SimulateFormValues } from '../core/simulate-form.js';
import type { Stores } from './stores.js';

/** The most recent captured value of each kind in the environment chosen now. */
export function latestIn(stores: Stores): Latest {
  const captured = stores.flows.getState().capturedIn(stores.session.getState().env);
  return (kind) => captured.find((value) => value.kind === kind)?.value;
}

/**
 * Carries `flow` and opens `step`'s operation: the form is filled from the captured values (as any fresh form is),
 * then with the step's own query values and body.
 */
export async function openFlowStep(stores: Stores, flow: Flow, step: CallStep): Promise<void> {
  stores.flows.getState().start(flow.id);
  const opened = await stores.catalog.getState().selectKey(step.key);
  if (!opened) return;
  const call = stores.call.getState();
  call.reset(opened);
  for (const [name, value] of Object.entries(step.query ?? {})) call.setField('query', name, value);
  if (step.body) call.setBody(JSON.stringify(step.body(latestIn(stores)), null, 2));
  stores.session.getState().setView('operations');
}

/**
 * Makes `step`'s event happen in the local emulator with the fields as typed, keeps what it made as captured values
 * of the local environment, and marks the step. Resolves to what to tell the user.
 */
export async function runSimulateStep(
  stores: Stores,
  flow: Flow,
  step: SimulateStep,
  event: SimulateEventView,
  values: SimulateFormValues,
): Promise<{ ok: boolean; message: string }> {
  const built = buildSimulateFields(event, values);
  if (!built.ok) return { ok: false, message: built.problems.map((problem) => problem.message).join('; ') };
  try {
    const outcome = await stores.backend.simulate(step.event, built.input);
    const made = captureFromSimulate(step.event, outcome.result, Date.now());
    stores.flows.getState().capture('local', made);
    const message = made.map((value) => `${value.name} ${value.value}`).join(', ') || 'done';
    stores.flows.getState().markStep(flow.id, step.id, true, `simulated: ${message}`);
    return { ok: true, message: `Simulated ${step.event}: ${message}.` };
  } catch (error) {
    const status = error instanceof BackendError ? `${error.status} ` : '';
    const message = `${status}${(error as Error).message}`;
    stores.flows.getState().markStep(flow.id, step.id, false, message.slice(0, 200));
    return { ok: false, message: `The emulator did not simulate ${step.event}: ${message}` };
  }
}
