import { apiInfo } from './apis.js';
import { HTTP_METHODS, type LoadedSpec, type OperationObject, type ServerObject } from './openapi.js';

/** One operation as the diff compares it. */
interface OperationFacts {
  file: string;
  api: string;
  id: string;
  method: string;
  /** Full path (base path included), so a move between APIs is seen. */
  path: string;
  query: string[];
  requiredQuery: string[];
  body: boolean;
  scopes: string[];
}

/** A lifecycle.json `operations` entry the maintainer should add, with the reason the diff suggests it. */
export interface SuggestedEntry {
  api: string;
  operationIds: string[];
  status: 'removed' | 'renamed' | 'moved';
  to?: string;
  evidence: string;
}

/** What changed between the current contracts and a folder of newer ones. */
export interface SpecsDiff {
  addedApis: string[];
  removedApis: string[];
  added: string[];
  removed: string[];
  changed: string[];
  versions: { file: string; from?: string; to?: string }[];
  suggestions: SuggestedEntry[];
}

function basePath(server: ServerObject | undefined): string {
  return (server?.url.replace(/^https:\/\/[^/{]+/, '') ?? '').replace(
    '{basePath}',
    server?.variables?.basePath?.default ?? '',
  );
}

function namespace(file: string): string {
  try {
    const info = apiInfo(file);
    return `${info.area}.${info.key}`;
  } catch {
    // A contract the generator has no namespace for yet: named by its file until one is added to apis.ts.
    return file;
  }
}

function operations(spec: LoadedSpec): OperationFacts[] {
  const out: OperationFacts[] = [];
  for (const [path, item] of Object.entries(spec.doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op: OperationObject | undefined = item[method];
      if (!op) continue;
      // Operations may live under another base than their API's (a path-level or operation-level server).
      const base = basePath(op.servers?.[0] ?? item.servers?.[0] ?? spec.doc.servers[0]);
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].filter((p) => p.in === 'query');
      out.push({
        file: spec.file,
        api: namespace(spec.file),
        id: op.operationId,
        method: method.toUpperCase(),
        path: `${base}${path}`,
        query: params.map((p) => p.name).sort(),
        requiredQuery: params
          .filter((p) => p.required)
          .map((p) => p.name)
          .sort(),
        body: op.requestBody !== undefined,
        scopes: [...new Set((op.security ?? []).flatMap((s) => Object.values(s).flat()))].sort(),
      });
    }
  }
  return out;
}

function changes(before: OperationFacts, after: OperationFacts): string[] {
  const out: string[] = [];
  if (before.method !== after.method || before.path !== after.path)
    out.push(`${before.method} ${before.path} → ${after.method} ${after.path}`);
  const added = after.query.filter((q) => !before.query.includes(q));
  const dropped = before.query.filter((q) => !after.query.includes(q));
  if (added.length > 0) out.push(`query + ${added.join(', ')}`);
  if (dropped.length > 0) out.push(`query − ${dropped.join(', ')}`);
  const nowRequired = after.requiredQuery.filter((q) => !before.requiredQuery.includes(q));
  if (nowRequired.length > 0) out.push(`now required: ${nowRequired.join(', ')}`);
  if (before.body !== after.body) out.push(after.body ? 'takes a body now' : 'takes no body now');
  if (before.scopes.join(' ') !== after.scopes.join(' ')) out.push(`scopes ${after.scopes.join(' ') || '(none)'}`);
  return out;
}

/**
 * Compares the current contracts with a folder of newer ones: APIs and operations added, removed or changed
 * (method, path, query parameters, body, scopes), and the lifecycle.json entries the removals call for. A
 * removed operation whose method and path another operation now has is suggested as `renamed` (same API) or
 * `moved` (another API); any other as `removed`.
 */
export function diffSpecs(current: LoadedSpec[], newer: LoadedSpec[]): SpecsDiff {
  const currentFiles = new Map(current.map((s) => [s.file, s]));
  const newerFiles = new Map(newer.map((s) => [s.file, s]));
  const before = current.flatMap(operations);
  const after = newer.flatMap(operations);
  const key = (op: OperationFacts): string => `${op.api}.${op.id}`;
  const afterByKey = new Map(after.map((op) => [key(op), op]));
  const beforeKeys = new Set(before.map(key));
  const afterByRoute = new Map(after.map((op) => [`${op.method} ${op.path}`, op]));
  const diff: SpecsDiff = {
    addedApis: [...newerFiles.keys()].filter((f) => !currentFiles.has(f)).map(namespace),
    removedApis: [...currentFiles.keys()].filter((f) => !newerFiles.has(f)).map(namespace),
    added: after.filter((op) => !beforeKeys.has(key(op))).map((op) => `${key(op)} (${op.method} ${op.path})`),
    removed: [],
    changed: [],
    versions: [...new Set([...currentFiles.keys(), ...newerFiles.keys()])]
      .sort()
      .map((file) => ({
        file,
        ...(currentFiles.get(file) ? { from: currentFiles.get(file)?.doc.info.version } : {}),
        ...(newerFiles.get(file) ? { to: newerFiles.get(file)?.doc.info.version } : {}),
      }))
      .filter((v) => v.from !== v.to),
    suggestions: [],
  };
  for (const op of before) {
    const now = afterByKey.get(key(op));
    if (now) {
      const what = changes(op, now);
      if (what.length > 0) diff.changed.push(`${key(op)}: ${what.join('; ')}`);
      continue;
    }
    diff.removed.push(`${key(op)} (${op.method} ${op.path})`);
    const successor = afterByRoute.get(`${op.method} ${op.path}`);
    const newerSpec = newerFiles.get(op.file);
    const evidence = newerSpec
      ? `absent from ${op.file} ${newerSpec.doc.info.version}`
      : `${op.file} is not in the newer contract set`;
    const entry: SuggestedEntry =
      successor && key(successor) !== key(op)
        ? successor.api === op.api
          ? { api: op.api, operationIds: [op.id], status: 'renamed', to: successor.id, evidence }
          : { api: op.api, operationIds: [op.id], status: 'moved', to: key(successor), evidence }
        : { api: op.api, operationIds: [op.id], status: 'removed', evidence };
    // One entry per API and status (and target API for moves), as lifecycle.json groups them.
    const same = diff.suggestions.find(
      (s) => s.api === entry.api && s.status === entry.status && entry.status === 'removed',
    );
    if (same) same.operationIds.push(op.id);
    else diff.suggestions.push(entry);
  }
  return diff;
}

/** The diff as the terminal shows it. */
export function formatDiff(diff: SpecsDiff): string {
  const lines: string[] = [];
  const section = (title: string, items: string[]): void => {
    lines.push(`${title} (${items.length})`);
    for (const item of items) lines.push(`  ${item}`);
    lines.push('');
  };
  section(
    'Contract versions',
    diff.versions.map((v) => `${v.file}: ${v.from ?? '—'} → ${v.to ?? '—'}`),
  );
  section('New APIs (add a namespace in packages/codegen/src/apis.ts)', diff.addedApis);
  section('APIs gone from the newer set', diff.removedApis);
  section('Added operations', diff.added);
  section('Removed operations', diff.removed);
  section('Changed operations', diff.changed);
  lines.push('lifecycle.json entries to add (check each against eBay before adding):');
  lines.push(JSON.stringify(diff.suggestions, null, 2));
  return `${lines.join('\n')}\n`;
}
