import { createStore, type StoreApi } from 'zustand';
import type { CallInput, CallOutcome, EnvId } from '../../shared/api.js';
import { callKey } from '../core/call-names.js';
import { fillRestForm, fillXmlForm } from '../core/captured-fill.js';
import {
  addCallCapture,
  addCaptured,
  captureFromCall,
  type CallCapture,
  type CapturedValue,
} from '../core/captured-values.js';
import {
  CAPTURED_STORAGE_KEY,
  FLOWS_STORAGE_KEY,
  emptyCaptured,
  loadStored,
  parseCaptured,
  parseProgress,
  saveStored,
  type CapturedState,
  type FlowProgress,
} from '../core/flow-storage.js';
import { checkAnswer, flowById, stepForCall } from '../core/flows.js';
import type { CallSlice } from './call.js';
import type { OpenOperation } from './catalog.js';

/** The flows slice: the values captured from answers (per environment) and the progress of the guided flows. */
export interface FlowsSlice {
  captured: CapturedState;
  progress: FlowProgress;
  /** The captured values of `env`, most recent first. */
  capturedIn(env: EnvId): CapturedValue[];
  /** Keeps `values` (newest first) for `env`. */
  capture(env: EnvId, values: readonly CapturedValue[]): void;
  /** Keeps what a call in `env` gave (core/captured-values.ts `addCallCapture`). */
  captureCall(env: EnvId, capture: CallCapture): void;
  /** Forgets what `env` captured. */
  clearCaptured(env: EnvId): void;
  /** Carries the flow `id` (its done steps kept). */
  start(id: string): void;
  /** Carries no flow. */
  stop(): void;
  /** Forgets the flow's done steps. */
  restart(id: string): void;
  /** Says how a step's last try went (`done` marks it done or not). */
  markStep(flowId: string, stepId: string, done: boolean, note: string): void;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** One empty list, so a component selecting an environment with nothing captured sees the same value each time. */
const NOTHING: CapturedValue[] = [];

/** A flows store kept in `storage` (the browser's localStorage in the app; none: in memory only). */
export function createFlowsStore(storage?: Store): StoreApi<FlowsSlice> {
  return createStore<FlowsSlice>((set, get) => {
    const setCaptured = (captured: CapturedState) => {
      saveStored(storage, CAPTURED_STORAGE_KEY, captured);
      set({ captured });
    };
    const setProgress = (progress: FlowProgress) => {
      saveStored(storage, FLOWS_STORAGE_KEY, progress);
      set({ progress });
    };
    return {
      captured: loadStored(storage, CAPTURED_STORAGE_KEY, parseCaptured),
      progress: loadStored(storage, FLOWS_STORAGE_KEY, parseProgress),
      capturedIn: (env) => get().captured.envs[env] ?? NOTHING,
      capture(env, values) {
        if (values.length === 0) return;
        const captured = get().captured;
        setCaptured({ ...captured, envs: { ...captured.envs, [env]: addCaptured(get().capturedIn(env), values) } });
      },
      captureCall(env, capture) {
        const captured = get().captured;
        const list = addCallCapture(get().capturedIn(env), capture);
        setCaptured({ ...captured, envs: { ...captured.envs, [env]: list } });
      },
      clearCaptured(env) {
        const envs = Object.fromEntries(Object.entries(get().captured.envs).filter(([other]) => other !== env));
        setCaptured({ ...emptyCaptured(), envs });
      },
      start(id) {
        setProgress({ ...get().progress, active: id });
      },
      stop() {
        const { active: _active, ...rest } = get().progress;
        setProgress(rest);
      },
      restart(id) {
        const progress = get().progress;
        const notes = Object.fromEntries(Object.entries(progress.notes).filter(([key]) => !key.startsWith(`${id}/`)));
        setProgress({ ...progress, active: id, done: { ...progress.done, [id]: [] }, notes });
      },
      markStep(flowId, stepId, done, note) {
        const progress = get().progress;
        const before = (progress.done[flowId] ?? []).filter((id) => id !== stepId);
        setProgress({
          ...progress,
          done: { ...progress.done, [flowId]: done ? [...before, stepId] : before },
          notes: { ...progress.notes, [`${flowId}/${stepId}`]: note },
        });
      },
    };
  });
}

/** A freshly opened operation's form with the values `env` captured put in its stand-ins (core/captured-fill.ts). */
export function prefillFromCaptured(
  flows: StoreApi<FlowsSlice>,
  env: EnvId,
  open: OpenOperation,
  form: Pick<CallSlice, 'rest' | 'xml'>,
): Pick<CallSlice, 'rest' | 'xml'> {
  const captured = flows.getState().capturedIn(env);
  if (captured.length === 0) return form;
  if (open.kind === 'rest' && form.rest) return { ...form, rest: fillRestForm(open.detail, form.rest, captured) };
  if (open.kind === 'xml' && form.xml) return { ...form, xml: fillXmlForm(form.xml, captured) };
  return form;
}

/** After a call was sent: captures what its answer holds, and marks the carried flow's step it answers. */
export function recordCall(
  flows: StoreApi<FlowsSlice>,
  input: CallInput,
  outcome: CallOutcome,
  paths: readonly string[],
  now: number,
): void {
  const state = flows.getState();
  state.captureCall(input.env, captureFromCall(input, outcome, paths, now));
  const flow = flowById(state.progress.active);
  const step = flow ? stepForCall(flow, state.progress.done[flow.id] ?? [], callKey(input)) : undefined;
  if (!flow || !step) return;
  const { done, note } = checkAnswer(step, outcome.status, outcome.data);
  state.markStep(flow.id, step.id, done, note);
}

/**
 * Records every call `call` finishes sending (not a past call shown from the history) into `flows`, with the REST
 * path templates `paths()` gives for reading `Location` headers. Returns the unsubscribe function.
 */
export function watchCalls(
  call: StoreApi<CallSlice>,
  flows: StoreApi<FlowsSlice>,
  paths: () => readonly string[],
): () => void {
  return call.subscribe((state, previous) => {
    if (previous.running && !state.running && state.input && state.outcome)
      recordCall(flows, state.input, state.outcome, paths(), Date.now());
  });
}
