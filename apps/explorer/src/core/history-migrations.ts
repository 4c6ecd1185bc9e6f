import type { CallInput, CallOutcome, EnvId, RestCallInput } from '../../shared/api.js';
import { isEnvId, isRecord, isStringRecord, isXmlService } from './history-guard.js';
import type { HistoryEntry } from './history-entry.js';

/**
 * Version 1 of the stored history (the explorer's first format): one flat record per call, the operation as
 * a dotted name (`buy.browse.getItem`, `xml:trading.GetItem`), its arguments, and only the parsed answer.
 */
export interface HistoryV1 {
  version: 1;
  entries: HistoryEntryV1[];
}

/** One call as version 1 stored it. */
export interface HistoryEntryV1 {
  id: string;
  at: string;
  env: EnvId;
  /** `api.operationId` for REST, `xml:service.CallName` for XML. */
  operation: string;
  args:
    | {
        path?: Record<string, string>;
        query?: Record<string, string>;
        headers?: Record<string, string>;
        body?: unknown;
      }
    | { fields: Record<string, unknown> };
  status?: number;
  ok: boolean;
  /** The parsed response. */
  body?: unknown;
}

/** Stored data at some version: `version` plus whatever that version kept. */
export type VersionedData = { version: number } & Record<string, unknown>;

/** One step of the chain: data at version N in, data at version N + 1 out. */
export type HistoryMigration = (data: VersionedData) => VersionedData;

/** The migration chain, keyed by the version each step reads. A new format adds one step here. */
export const HISTORY_MIGRATIONS: Readonly<Record<number, HistoryMigration>> = {
  1: migrateV1ToV2,
};

/**
 * Runs the chain from `data.version` up to `target`. Undefined when there is no path (a future version, or a
 * gap in the chain): the caller then starts empty rather than guessing at a format it does not know.
 */
export function migrateHistory(data: VersionedData, target: number): VersionedData | undefined {
  let current = data;
  while (current.version < target) {
    const step = HISTORY_MIGRATIONS[current.version];
    if (!step) return undefined;
    const next = step(current);
    // A step that does not advance would loop forever.
    if (next.version <= current.version) return undefined;
    current = next;
  }
  return current.version === target ? current : undefined;
}

/** Version 1 → 2: the call input is rebuilt from `operation` and `args`; the outcome keeps ok, status and data. */
export function migrateV1ToV2(data: VersionedData): VersionedData {
  const entries = Array.isArray(data.entries) ? data.entries : [];
  return { version: 2, entries: entries.map(entryV1ToV2).filter((entry) => entry !== undefined) };
}

function entryV1ToV2(value: unknown): HistoryEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { id, at, env, operation, args, ok, status } = value;
  if (typeof id !== 'string' || typeof at !== 'string' || !isEnvId(env) || typeof operation !== 'string')
    return undefined;
  if (typeof ok !== 'boolean' || (status !== undefined && typeof status !== 'number') || !isRecord(args))
    return undefined;
  const input = operation.startsWith('xml:')
    ? xmlInput(env, operation.slice(4), args)
    : restInput(env, operation, args);
  if (!input) return undefined;
  const title = input.kind === 'rest' ? `${input.api}.${input.operationId}` : `${input.service}.${input.callName}`;
  // Version 1 kept no exchanges or timings: the outcome says what was known and nothing more.
  const outcome: CallOutcome = { ok, durationMs: 0, exchanges: [] };
  if (status !== undefined) outcome.status = status;
  if (value.body !== undefined) outcome.data = value.body;
  return { id, at, title, input, outcome };
}

function restInput(env: EnvId, operation: string, args: Record<string, unknown>): CallInput | undefined {
  const dot = operation.lastIndexOf('.');
  if (dot <= 0 || dot === operation.length - 1) return undefined;
  const { path = {}, query = {}, headers = {} } = args;
  if (!isStringRecord(path) || !isStringRecord(query) || !isStringRecord(headers)) return undefined;
  const input: RestCallInput = {
    kind: 'rest',
    env,
    api: operation.slice(0, dot),
    operationId: operation.slice(dot + 1),
    path,
    query,
    headers,
  };
  if (args.body !== undefined) input.body = args.body;
  return input;
}

function xmlInput(env: EnvId, name: string, args: Record<string, unknown>): CallInput | undefined {
  const dot = name.indexOf('.');
  const service = name.slice(0, dot);
  const callName = name.slice(dot + 1);
  const fields = args.fields ?? {};
  if (dot <= 0 || !callName || !isXmlService(service) || !isRecord(fields)) return undefined;
  return { kind: 'xml', env, service, callName, fields };
}
