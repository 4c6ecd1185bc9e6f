import type { EnvId } from '../../shared/api.js';
import { addCaptured, captureKind, type CapturedValue } from './captured-values.js';
import { isEnvId, isRecord } from './history-guard.js';
import { flowById } from './flows.js';

// The captured values and the flows' progress, kept in the browser's storage like the history: versioned, checked
// as they are read (anyone with the profile can edit them), never a token (only the names captured-values.ts keeps).

/** The localStorage key of the captured values. */
export const CAPTURED_STORAGE_KEY = 'baykit-explorer.captured';
/** The localStorage key of the flows' progress. */
export const FLOWS_STORAGE_KEY = 'baykit-explorer.flows';

/** The captured values of each environment, most recent first. */
export interface CapturedState {
  version: 1;
  envs: Partial<Record<EnvId, CapturedValue[]>>;
}

/** Which flow is carried, and the steps done (by flow) with what each answered last. */
export interface FlowProgress {
  version: 1;
  active?: string;
  done: Record<string, string[]>;
  /** By `flowId/stepId`: the last answer's word on the step (`answered 201`, `orderFulfillmentStatus is …`). */
  notes: Record<string, string>;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Nothing captured yet. */
export const emptyCaptured = (): CapturedState => ({ version: 1, envs: {} });
/** No flow carried, nothing done. */
export const emptyProgress = (): FlowProgress => ({ version: 1, done: {}, notes: {} });

function isCapturedValue(value: unknown): value is CapturedValue {
  if (!isRecord(value)) return false;
  const { name, kind, value: text, from, at } = value;
  return (
    typeof name === 'string' &&
    typeof text === 'string' &&
    text.length <= 2048 &&
    typeof from === 'string' &&
    typeof at === 'number' &&
    captureKind(name) === kind
  );
}

/** Reads stored captured values: every entry checked, each environment cut to the limits; else nothing. */
export function parseCaptured(raw: string | null): CapturedState {
  const data = readJson(raw);
  if (!isRecord(data) || data.version !== 1 || !isRecord(data.envs)) return emptyCaptured();
  const envs: CapturedState['envs'] = {};
  for (const [env, list] of Object.entries(data.envs)) {
    if (isEnvId(env) && Array.isArray(list)) envs[env] = addCaptured([], list.filter(isCapturedValue));
  }
  return { version: 1, envs };
}

/** Reads the stored progress: only flows and steps that exist, notes as text; else none. */
export function parseProgress(raw: string | null): FlowProgress {
  const data = readJson(raw);
  if (!isRecord(data) || data.version !== 1 || !isRecord(data.done) || !isRecord(data.notes)) return emptyProgress();
  const progress = emptyProgress();
  if (typeof data.active === 'string' && flowById(data.active)) progress.active = data.active;
  for (const [id, steps] of Object.entries(data.done)) {
    const flow = flowById(id);
    if (flow && Array.isArray(steps))
      progress.done[id] = flow.steps.map((step) => step.id).filter((step) => steps.includes(step));
  }
  for (const [key, note] of Object.entries(data.notes)) {
    if (typeof note === 'string' && note.length <= 200 && flowById(key.split('/')[0])) progress.notes[key] = note;
  }
  return progress;
}

/** Reads `key` from `storage` with `parse`; storage that throws (blocked) reads as nothing. */
export function loadStored<T>(storage: Store | undefined, key: string, parse: (raw: string | null) => T): T {
  try {
    return parse(storage?.getItem(key) ?? null);
  } catch {
    return parse(null);
  }
}

/** Writes `value` under `key`; a full or blocked storage keeps the old value (these are conveniences). */
export function saveStored(storage: Store | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the next start has the values from before.
  }
}

function readJson(raw: string | null): unknown {
  if (raw === null || raw === '' || raw.length > 512 * 1024) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
