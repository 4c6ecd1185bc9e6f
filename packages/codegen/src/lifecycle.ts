import { operationLifecycleMessage } from '@baykit/spec/facts';
import { apiInfo, type ApiInfo } from './apis.js';
import type { ApiModel, LifecycleModel, LifecycleStatus, OperationModel } from './model.js';
import { HTTP_METHODS, type LoadedSpec, type OpenApiDocument, type SchemaObject } from './openapi.js';
import { refName } from './schema-ts.js';

/** `lifecycle.json` of the shared specs: what eBay retired, renamed or moved, with evidence. */
export interface LifecycleFile {
  asOf: string;
  apis: {
    api: string;
    kind?: 'xml';
    status: LifecycleStatus;
    date?: string;
    replacement?: string | null;
    hint?: string;
  }[];
  operations: {
    api: string;
    operationIds: string[];
    status: LifecycleStatus;
    date?: string;
    replacement?: string | null;
    to?: string;
    hint?: string;
  }[];
  xmlCalls: { service: string; call: string; status: LifecycleStatus; date?: string; replacement?: string | null }[];
}

/** Marker on an operation copied from the seed-era contract into the current one: its lifecycle entry. */
export const LIFECYCLE_EXTENSION = 'x-baykit-lifecycle';

/** An operation kept as an alias of another one (renamed or moved): where it lives and what it calls. */
export interface AliasRequest {
  /** Namespace of the alias, e.g. `sell.account`. */
  api: string;
  id: string;
  status: 'renamed' | 'moved';
  /** What it calls: `sell.inventory.getInventoryLocation`. */
  target: string;
  date?: string;
}

/** Which contract each API came from, for `docs/api.md`. */
export interface ContractSource {
  file: string;
  seedVersion?: string;
  currentVersion?: string;
}

/** The two contract sets merged: the specs to generate from, the aliases to add and where each API came from. */
export interface MergedContracts {
  specs: LoadedSpec[];
  aliases: AliasRequest[];
  sources: ContractSource[];
  lifecycle: LifecycleFile;
}

const namespaceOf = (file: string): string => {
  const info = apiInfo(file);
  return `${info.area}.${info.key}`;
};

/** `the Sell Compliance API`, from its namespace. */
export function apiTitle(info: Pick<ApiInfo, 'area' | 'key'>): string {
  const words = (s: string): string => s.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
  const area = info.area === 'postOrder' ? 'Post-Order' : words(info.area);
  return `the ${area} ${words(info.key).replace(/\bV(\d)/, 'v$1')} API`;
}

/** Copies the schemas `schema` refers to (transitively) from `from` into `into` where `into` lacks them. */
function copyRefs(schema: unknown, from: OpenApiDocument, into: OpenApiDocument): void {
  if (!schema || typeof schema !== 'object') return;
  const ref = (schema as SchemaObject).$ref;
  if (typeof ref === 'string') {
    const name = refName(ref);
    const schemas = (into.components ??= {}).schemas ?? (into.components.schemas = {});
    const source = from.components?.schemas?.[name];
    if (source && !schemas[name]) {
      schemas[name] = source;
      copyRefs(source, from, into);
    }
    return;
  }
  for (const value of Object.values(schema)) copyRefs(value, from, into);
}

function serverKey(doc: OpenApiDocument): string {
  const server = doc.servers[0];
  return `${server?.url ?? ''}|${server?.variables?.basePath?.default ?? ''}`;
}

/** The entry of `lifecycle.json` for one operation (its own entry, else its API's), if any. */
function entryFor(lifecycle: LifecycleFile, api: string, id: string): LifecycleModel | undefined {
  const own = lifecycle.operations.find((e) => e.api === api && e.operationIds.includes(id));
  if (own) {
    return {
      status: own.status,
      ...(own.date ? { date: own.date } : {}),
      ...(own.replacement ? { replacement: own.replacement } : {}),
      ...(own.to ? { to: own.to } : {}),
      ...(own.hint ? { hint: own.hint } : {}),
    };
  }
  const whole = lifecycle.apis.find((e) => e.kind !== 'xml' && e.api === api);
  if (!whole) return undefined;
  return {
    status: whole.status,
    ...(whole.date ? { date: whole.date } : {}),
    ...(whole.replacement ? { replacement: whole.replacement } : {}),
    ...(whole.hint ? { hint: whole.hint } : {}),
    wholeApi: true,
  };
}

/** The target of a renamed or moved operation: `to` is `op`, `area.key` (same operationId) or `area.key.op`. */
export function aliasTarget(api: string, id: string, to: string): string {
  const token = /^[A-Za-z][\w.]*/.exec(to)?.[0] ?? '';
  const parts = token.split('.');
  if (parts.length === 3) return token;
  if (parts.length === 2) return `${token}.${id}`;
  return `${api}.${token}`;
}

/** The alias a renamed or moved operation becomes, or undefined for any other lifecycle. */
function aliasOf(api: string, id: string, entry: LifecycleModel): AliasRequest | undefined {
  if (entry.status !== 'renamed' && entry.status !== 'moved') return undefined;
  return {
    api,
    id,
    status: entry.status,
    target: aliasTarget(api, id, entry.to ?? entry.replacement ?? ''),
    ...(entry.date ? { date: entry.date } : {}),
  };
}

/**
 * Merges the seed-era contracts with the current ones. For each API the current contract is the truth; an
 * operation only in the seed-era one is copied in (with the schemas it uses, and its old server when the base
 * moved) and marked with its lifecycle entry (`removed` with the contract's version as evidence when
 * `lifecycle.json` has none); a renamed or moved one becomes an alias of its new name. An API only in the
 * seed-era set is kept whole, its operations marked the same way.
 */
export function mergeContracts(seed: LoadedSpec[], current: LoadedSpec[], lifecycle: LifecycleFile): MergedContracts {
  const currentByFile = new Map(current.map((s) => [s.file, s]));
  const seedByFile = new Map(seed.map((s) => [s.file, s]));
  const files = [...new Set([...seed.map((s) => s.file), ...current.map((s) => s.file)])].sort();
  const specs: LoadedSpec[] = [];
  const aliases: AliasRequest[] = [];
  const sources: ContractSource[] = [];
  for (const file of files) {
    const old = seedByFile.get(file);
    const now = currentByFile.get(file);
    sources.push({
      file,
      ...(old ? { seedVersion: old.doc.info.version } : {}),
      ...(now ? { currentVersion: now.doc.info.version } : {}),
    });
    const api = namespaceOf(file);
    if (!now) {
      // Not in the current set at all: kept from the seed era, each operation with its lifecycle.
      const doc = structuredClone((old as LoadedSpec).doc);
      for (const item of Object.values(doc.paths)) {
        for (const method of HTTP_METHODS) {
          const op = item[method];
          if (!op) continue;
          const entry = entryFor(lifecycle, api, op.operationId) ?? {
            status: 'removed',
            evidence: `no ${file} in the current contract set`,
          };
          const alias = aliasOf(api, op.operationId, entry);
          if (alias) {
            aliases.push(alias);
            item[method] = undefined;
          } else if (entry.status !== 'active') {
            (op as unknown as Record<string, unknown>)[LIFECYCLE_EXTENSION] = entry;
          }
        }
      }
      doc.paths = Object.fromEntries(Object.entries(doc.paths).filter(([, item]) => HTTP_METHODS.some((m) => item[m])));
      specs.push({ file, doc });
      continue;
    }
    const doc = structuredClone(now.doc);
    if (old) {
      const present = new Set<string>();
      for (const item of Object.values(doc.paths))
        for (const method of HTTP_METHODS) if (item[method]) present.add(item[method].operationId);
      const movedBase = serverKey(old.doc) !== serverKey(doc);
      for (const [path, oldItem] of Object.entries(old.doc.paths)) {
        for (const method of HTTP_METHODS) {
          const op = oldItem[method];
          if (!op || present.has(op.operationId)) continue;
          const entry = entryFor(lifecycle, api, op.operationId) ?? {
            status: 'removed',
            evidence: `absent from ${file} ${now.doc.info.version}`,
          };
          const alias = aliasOf(api, op.operationId, entry);
          if (alias) {
            aliases.push(alias);
            continue;
          }
          const copy = structuredClone(op);
          (copy as unknown as Record<string, unknown>)[LIFECYCLE_EXTENSION] = entry;
          if (movedBase && !copy.servers && !oldItem.servers) copy.servers = old.doc.servers;
          copyRefs(copy, old.doc, doc);
          const item = (doc.paths[path] ??= {});
          if (item[method])
            throw new Error(`${file}: ${method.toUpperCase()} ${path} is in both contracts under different names`);
          if (oldItem.parameters && !item.parameters) item.parameters = oldItem.parameters;
          item[method] = copy;
        }
      }
      // Lifecycle entries of operations still in the current contract (deprecated ones).
      for (const item of Object.values(doc.paths)) {
        for (const method of HTTP_METHODS) {
          const op = item[method] as (Record<string, unknown> & { operationId: string }) | undefined;
          if (!op || op[LIFECYCLE_EXTENSION]) continue;
          const entry = entryFor(lifecycle, api, op.operationId);
          if (entry && entry.status !== 'active') op[LIFECYCLE_EXTENSION] = entry;
        }
      }
    }
    specs.push({ file, doc });
  }
  return { specs, aliases, sources, lifecycle };
}

/** The name of the current contract a removed operation is absent from: `Buy Order API v1_beta.20.0`. */
export function contractName(api: ApiModel): string {
  return `${apiTitle(api.info).replace(/^the /, '')} ${api.version}`;
}

/**
 * The sentence a retired or renamed operation's error or warning carries: what happened, when, what instead. The
 * wording is `operationLifecycleMessage` of @baykit/spec/facts (the client's table decoder writes it too), except
 * for a whole API eBay decommissioned and for an entry's hint, which only codegen writes.
 */
export function lifecycleMessage(api: ApiModel, op: Pick<OperationModel, 'id'>, entry: LifecycleModel): string {
  const name = `${api.info.area}.${api.info.key}.${op.id}`;
  const hint = entry.hint ? ` ${entry.hint}` : '';
  if (entry.status === 'decommissioned' && entry.wholeApi) {
    const instead = entry.replacement ? ` Use ${entry.replacement} instead.` : '';
    return `eBay decommissioned ${apiTitle(api.info)} on ${entry.date ?? 'an announced date'}, so ${name} fails at eBay.${instead}${hint}`;
  }
  return `${operationLifecycleMessage(name, contractName(api), entry)}${hint}`;
}
