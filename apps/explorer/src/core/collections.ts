import type { EnvId } from '../../shared/api.js';
import type { RestFormValues, XmlFormValues } from './call-form.js';
import { isVariableName } from './variables.js';

/** Version of the stored collections; a later format adds a migration as the history does (history-migrations.ts). */
export const COLLECTIONS_VERSION = 1;
/** localStorage key of the saved requests and variables. */
export const COLLECTIONS_STORAGE_KEY = 'baykit-explorer.collections';

/** A request saved by name: the operation (catalog key) and the form as it was, `{{variables}}` unfilled. */
export interface SavedRequest {
  id: string;
  name: string;
  /** `rest:buy.browse.getItem` or `xml:trading.GetItem`. */
  key: string;
  form: { kind: 'rest'; values: RestFormValues } | { kind: 'xml'; values: XmlFormValues };
  savedAt: string;
}

/** A named collection of saved requests. */
export interface Collection {
  name: string;
  requests: SavedRequest[];
}

/** Every collection and the variables `{{name}}` stands for. */
export interface CollectionsState {
  version: typeof COLLECTIONS_VERSION;
  collections: Collection[];
  /** Values for every environment. */
  variables: Record<string, string>;
  /** Values for one environment, over the ones for every environment (`sku` on the emulator, `sku` on sandbox). */
  envVariables: Partial<Record<EnvId, Record<string, string>>>;
}

const ENV_IDS: readonly EnvId[] = ['local', 'sandbox', 'production'];

/** The variables a call in `env` sees: the ones for every environment, then that environment's own. */
export function variablesFor(state: CollectionsState, env: EnvId): Record<string, string> {
  return { ...state.variables, ...state.envVariables[env] };
}

/** No collections, no variables. */
export function emptyCollections(): CollectionsState {
  return { version: COLLECTIONS_VERSION, collections: [], variables: {}, envVariables: {} };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string');

function isRestValues(value: unknown): value is RestFormValues {
  return (
    isRecord(value) &&
    isStringRecord(value.path) &&
    isStringRecord(value.query) &&
    isStringRecord(value.headers) &&
    typeof value.bodyText === 'string' &&
    (value.sign === 'auto' || value.sign === 'on' || value.sign === 'off') &&
    (value.extraHeaders === undefined || typeof value.extraHeaders === 'string')
  );
}

/** Whether `value` is a form as a saved request (or a form kept through a sign-in) holds it. */
export function isSavedForm(value: unknown): value is SavedRequest['form'] {
  if (!isRecord(value)) return false;
  return (
    (value.kind === 'rest' && isRestValues(value.values)) ||
    (value.kind === 'xml' && isRecord(value.values) && typeof value.values.fieldsText === 'string')
  );
}

function isSavedRequest(value: unknown): value is SavedRequest {
  if (!isRecord(value)) return false;
  return (
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.key === 'string' &&
    /^(rest|xml):/.test(value.key) &&
    typeof value.savedAt === 'string' &&
    isSavedForm(value.form)
  );
}

/**
 * Reads stored or imported collections; anything that is not this format (or a later version) is refused with
 * the reason, and single bad requests or variables are left out rather than failing the whole file.
 */
export function readCollections(
  text: string | null,
): { ok: true; state: CollectionsState } | { ok: false; problem: string } {
  if (text === null || text.trim() === '') return { ok: true, state: emptyCollections() };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'This is not JSON.' };
  }
  if (!isRecord(data) || data.version !== COLLECTIONS_VERSION || !Array.isArray(data.collections))
    return { ok: false, problem: `This is not a baykit explorer collections file (version ${COLLECTIONS_VERSION}).` };
  const collections: Collection[] = data.collections.flatMap((collection): Collection[] =>
    isRecord(collection) && typeof collection.name === 'string' && Array.isArray(collection.requests)
      ? [{ name: collection.name, requests: collection.requests.filter(isSavedRequest) }]
      : [],
  );
  const variables = readVariables(data.variables);
  const byEnv = isRecord(data.envVariables) ? data.envVariables : {};
  const envVariables = Object.fromEntries(
    ENV_IDS.filter((env) => isRecord(byEnv[env])).map((env) => [env, readVariables(byEnv[env])]),
  );
  return { ok: true, state: { version: COLLECTIONS_VERSION, collections, variables, envVariables } };
}

/** Variables of a file: names `{{…}}` accepts with string values; anything else is left out. */
function readVariables(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(isRecord(value) ? value : {}).filter(
      (entry): entry is [string, string] => isVariableName(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

/** The collections as a JSON file to share (the same format `readCollections` takes back). */
export function exportCollections(state: CollectionsState): string {
  return `${JSON.stringify(state, null, 2)}\n`;
}

/**
 * `incoming` merged into `state`: its requests appended to the collection of the same name (a request whose id
 * is already there is replaced), new collections added, its variables set over the ones there.
 */
export function mergeCollections(state: CollectionsState, incoming: CollectionsState): CollectionsState {
  let collections = state.collections;
  for (const collection of incoming.collections) {
    for (const request of collection.requests) collections = withRequest(collections, collection.name, request);
    if (!collections.some((c) => c.name === collection.name)) collections = [...collections, { ...collection }];
  }
  const envVariables = { ...state.envVariables };
  for (const env of ENV_IDS) {
    if (incoming.envVariables[env]) envVariables[env] = { ...state.envVariables[env], ...incoming.envVariables[env] };
  }
  return { ...state, collections, variables: { ...state.variables, ...incoming.variables }, envVariables };
}

function withRequest(collections: Collection[], name: string, request: SavedRequest): Collection[] {
  const found = collections.some((c) => c.name === name);
  const list = found ? collections : [...collections, { name, requests: [] }];
  return list.map((c) =>
    c.name === name ? { ...c, requests: [...c.requests.filter((r) => r.id !== request.id), request] } : c,
  );
}

/** `state` with `request` saved in the collection `name` (made when missing). */
export function saveRequest(state: CollectionsState, name: string, request: SavedRequest): CollectionsState {
  return { ...state, collections: withRequest(state.collections, name, request) };
}

/** `state` without the request `id` (a collection left empty stays, until it is removed). */
export function removeRequest(state: CollectionsState, id: string): CollectionsState {
  return {
    ...state,
    collections: state.collections.map((c) => ({ ...c, requests: c.requests.filter((r) => r.id !== id) })),
  };
}

/** `state` without the collection `name`. */
export function removeCollection(state: CollectionsState, name: string): CollectionsState {
  return { ...state, collections: state.collections.filter((c) => c.name !== name) };
}

/**
 * `state` with the variable set (or removed, for `value` undefined) for every environment, or for `env` only;
 * names outside `{{…}}`'s are refused.
 */
export function setVariable(
  state: CollectionsState,
  name: string,
  value: string | undefined,
  env?: EnvId,
): CollectionsState {
  if (!isVariableName(name)) return state;
  if (env) {
    const own = setVariable({ ...state, variables: state.envVariables[env] ?? {} }, name, value).variables;
    return { ...state, envVariables: { ...state.envVariables, [env]: own } };
  }
  // A changed value keeps its place, so the table does not reorder while the user types.
  const entries = Object.entries(state.variables).filter(([key]) => key !== name || value !== undefined);
  const variables = Object.fromEntries(
    value === undefined || Object.hasOwn(state.variables, name)
      ? entries.map(([key, old]) => [key, key === name ? (value ?? old) : old])
      : [...entries, [name, value]],
  );
  return { ...state, variables };
}
