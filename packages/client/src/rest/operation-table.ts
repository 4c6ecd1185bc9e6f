import { operationLifecycleMessage } from '@baykit/spec/facts';
import { DEFAULT_APPLICATION_SCOPE } from '../enums/scope.js';
import type { Lifecycle } from '../internal/lifecycle.js';
import type { OperationSpec, QueryParameterSpec } from './operation.js';
import type { RestHost } from './request.js';

/**
 * The parts of a catalog entry too rare or too long for a row: its lifecycle and its mutual-TLS note.
 * Codegen writes them beside the rows, keyed by operation.
 */
export type OperationExtras = Pick<OperationSpec, 'lifecycle' | 'mutualTls'>;

/** One operation's extras before `withLifecycleSentences`: its lifecycle may leave the sentence out. */
export type ExtrasWithoutSentence = Omit<OperationExtras, 'lifecycle'> & {
  readonly lifecycle?: Omit<Lifecycle, 'message'> & { readonly message?: string };
};

/**
 * One API's extras with the sentence of each lifecycle written by `operationLifecycleMessage` of
 * @baykit/spec/facts, the wording codegen uses too: `api` is the namespace path (`buy.order`), `contract` the API's
 * current contract (`Buy Order API v1_beta.20.0`), which a removed operation's sentence names. Codegen leaves the
 * sentences out only of tables with several retired operations, so the full client carries one function instead
 * of a sentence each, and a program that reaches no such table (Browse only) carries neither.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withLifecycleSentences<K extends string>(
  api: string,
  contract: string,
  extras: Readonly<Partial<Record<K, ExtrasWithoutSentence>>>,
): Readonly<Partial<Record<K, OperationExtras>>> {
  const entries = Object.entries<ExtrasWithoutSentence | undefined>(extras).map(([id, { lifecycle, ...rest } = {}]) => {
    if (!lifecycle) return [id, rest];
    const message = lifecycle.message ?? operationLifecycleMessage(`${api}.${id}`, contract, lifecycle);
    return [id, { lifecycle: { ...lifecycle, message }, ...rest }];
  });
  return Object.fromEntries(entries) as Partial<Record<K, OperationExtras>>;
}

/** What every row of one API's table shares. */
export interface OperationTableHead {
  /** Namespace path, e.g. `buy.browse`. */
  readonly api: string;
  /** The host of rows that name none. */
  readonly host: RestHost;
  /** What each row's relative path is appended to. */
  readonly base: string;
  /** The API's scopes, each after `https://api.ebay.com/oauth/api_scope` unless it is a full URL; rows cite them by index. */
  readonly scopes: readonly string[];
}

const JSON_TYPE = 'application/json';

/** `a,b!` → names, each required when it ends in `!`. */
function parameters(list: string): QueryParameterSpec[] {
  return list.split(',').map((p) => ({ name: p.replace(/!$/, ''), required: p.endsWith('!') }));
}

/** What each token's first character sets (see `operationTable`). */
const FIELDS: Readonly<Record<string, string>> = {
  '?': 'query',
  '^': 'headers',
  '+': 'body',
  '>': 'response',
  '@': 'grant',
  '#': 'auth',
  $: 'scopes',
  '*': 'paging',
  '<': 'accept',
  '!': 'sign',
  '~': 'trim',
  '%': 'host',
};

/** One catalog entry from its row, with the fields in the order the OperationSpec interface lists them. */
function decodeRow(id: string, row: string, head: OperationTableHead, extras: OperationExtras = {}): OperationSpec {
  const [method, path = '', ...tokens] = row.split(' ');
  // A row whose path starts with `=` is absolute: an operation eBay moved to another base path.
  const fullPath = path.startsWith('=') ? path.slice(1) : head.base + path;
  const f: Record<string, unknown> = {
    id,
    api: head.api,
    method,
    host: head.host,
    path: fullPath,
    pathParams: [...fullPath.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
    query: undefined,
    headers: undefined,
    body: undefined,
    response: 'json',
    grant: 'user',
    auth: undefined,
    scopes: [],
    paging: undefined,
    items: undefined,
    accept: undefined,
    sign: undefined,
    trim: undefined,
    ...extras,
  };
  for (const token of tokens) {
    const key = FIELDS[token[0] ?? ''] ?? '';
    const value = token.slice(1);
    const required = value.endsWith('!');
    const type = value.replace(/!$/, '');
    f[key] =
      key === 'query' || key === 'headers'
        ? parameters(value)
        : key === 'body'
          ? { contentType: type === 'json' ? JSON_TYPE : type, required }
          : key === 'scopes'
            ? value.split(',').map((i) => head.scopes[Number(i)])
            : key === 'trim'
              ? value.split(',')
              : key === 'sign' || value;
    if (key === 'paging') [f.paging, f.items] = value.split(':');
  }
  // Absent fields stay absent (as in the object literals this table replaced), so `'query' in spec` still tells.
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as unknown as OperationSpec;
}

/**
 * One API's catalog entries from its compact, generated table: a row per operation, `METHOD path tokens…`,
 * where the path is relative to `head.base` and each optional token starts with what it sets: `?` query
 * names, `^` header names (`!` marks a required one), `+` body type (`json`, `!` when required), `>` response,
 * `@` grant, `#` auth scheme, `$` scope indexes, `*` paging`:`items, `<` accept, `!` signed, `~` trimmed
 * fields, `%` host. Rows are a fraction of the object literals' bytes, so the full client bundle stays small;
 * a bundle that never reaches an API drops its table with it (the call is pure).
 */
/* @__NO_SIDE_EFFECTS__ */
export function operationTable<K extends string>(
  head: OperationTableHead,
  rows: Readonly<Record<K, string>>,
  extras?: Readonly<Partial<Record<NoInfer<K>, OperationExtras>>>,
): Readonly<Record<K, OperationSpec>> {
  const scopes = head.scopes.map((s) => (s.startsWith('https:') ? s : DEFAULT_APPLICATION_SCOPE + s));
  const expanded = { ...head, scopes };
  const table = {} as Record<K, OperationSpec>;
  for (const id of Object.keys(rows) as K[]) table[id] = decodeRow(id, rows[id], expanded, extras?.[id]);
  return table;
}
