import { DEFAULT_APPLICATION_SCOPE, operationArguments, operationLifecycleMessage } from '@baykit/spec/facts';
import type { ApiModel, OperationModel } from '../model.js';
import { parameterName } from '../names.js';
import { refName, schemaType } from '../schema-ts.js';
import { typesNamespace } from './area.js';
import { HEADER, grantText, operationsConst, referenceUrl } from './common.js';
import { bodyTypeName, hasInlineBody, queryTypeName } from './types.js';
import { contractName, lifecycleMessage } from '../lifecycle.js';

/** The TypeScript type of an operation's request body. */
export function bodyType(op: OperationModel): string {
  if (!op.body) return '';
  if (op.body.contentType === 'multipart/form-data') return 'FormData';
  if (!/json/i.test(op.body.contentType)) return 'BinaryBody';
  if (hasInlineBody(op)) return `T.${bodyTypeName(op)}`;
  return schemaType(op.body.schema, 1, 'T.');
}

function bodyParameter(op: OperationModel, queryRequired: boolean): string {
  // An optional body before a required query stays positional: it accepts undefined instead of being omitted.
  const optional = !op.body?.required;
  return optional && queryRequired
    ? `body: ${bodyType(op)} | undefined`
    : `body${optional ? '?' : ''}: ${bodyType(op)}`;
}

/** The TypeScript type an operation's call resolves to. */
export function responseType(op: OperationModel): string {
  if (op.responseSchemas.length === 0 && op.response !== 'bytes') return op.response === 'none' ? 'void' : 'unknown';
  const types =
    op.response === 'bytes' ? ['Uint8Array'] : [...new Set(op.responseSchemas.map((s) => schemaType(s, 1, 'T.')))];
  // A 204 (or another success without a body) beside the typed answer resolves to undefined.
  return [...types, ...(op.emptySuccess ? ['undefined'] : [])].join(' | ');
}

/** The TypeScript type of one item `paginate` yields for a paged operation. */
export function itemType(api: ApiModel, op: OperationModel): string {
  const schema = op.responseSchemas[0];
  const resolved = schema?.$ref ? api.schemas[refName(schema.$ref)] : schema;
  const items = op.items ? resolved?.properties?.[op.items]?.items : undefined;
  return items ? schemaType(items, 1, 'T.') : 'unknown';
}

/**
 * The function type of a generated method: `(…path, body?, query?, options?) => Promise<Response>`. The order of
 * the parameters is `operationArguments` of @baykit/spec/facts, the client's too, so methods and the code that calls them agree.
 */
export function signature(api: ApiModel, op: OperationModel): string {
  const queryRequired = op.query.some((q) => q.required);
  const slots = operationArguments(op, {
    pathParams: Object.fromEntries(op.pathParams.map((p) => [p, `${parameterName(p)}: string`])),
    body: op.body && bodyParameter(op, queryRequired),
    query: `query${queryRequired ? '' : '?'}: T.${queryTypeName(op)}`,
    options: 'options?: CallOptions',
  });
  const params = slots.map(String);
  const fn = `(${params.join(', ')}) => Promise<${responseType(op)}>`;
  return op.paging ? `Paged<${fn}, ${itemType(api, op)}>` : fn;
}

/** Why a call on tppz (Client Registration) is refused against eBay without a `fetch` that presents a certificate. */
const MUTUAL_TLS =
  "eBay's Client Registration API (tppz.ebay.com) takes mutual TLS with a certificate eBay issues. Pass a `fetch` option that presents it (e.g. undici's fetch with an Agent whose connect options hold your cert and key), or call it against the emulator (`origin`).";

/** The API's namespace path, e.g. `buy.order`. */
function apiPath(api: ApiModel): string {
  return `${api.info.area}.${api.info.key}`;
}

/**
 * How many sentences a table must be able to leave out before it does: the function that writes them back
 * (`withLifecycleSentences`) costs a bundle about as many gzip bytes as 5 sentences (measured on the full client),
 * so a table with fewer keeps its sentences and a program reaching only such tables (Browse only) lacks the function.
 */
const MIN_TEMPLATED_SENTENCES = 5;

/** The operations whose lifecycle sentence the client may write (see `MIN_TEMPLATED_SENTENCES`). */
function templatedSentences(api: ApiModel): Set<string> {
  const templated = api.operations.filter((op) => {
    const entry = op.lifecycle;
    if (!entry || entry.status === 'active') return false;
    const name = `${apiPath(api)}.${op.id}`;
    return lifecycleMessage(api, op, entry) === operationLifecycleMessage(name, contractName(api), entry);
  });
  return new Set(templated.length >= MIN_TEMPLATED_SENTENCES ? templated.map((op) => op.id) : []);
}

/** The lifecycle of an entry as its literal: status, date, replacement, and its sentence unless the decoder writes it. */
function lifecycleLiteral(api: ApiModel, op: OperationModel, templated: Set<string>): string | undefined {
  const entry = op.lifecycle;
  if (!entry || entry.status === 'active') return undefined;
  const fields = [`status: '${entry.status}'`];
  if (entry.date) fields.push(`date: '${entry.date}'`);
  if (entry.replacement) fields.push(`replacement: ${JSON.stringify(entry.replacement)}`);
  if (!templated.has(op.id)) fields.push(`message: ${JSON.stringify(lifecycleMessage(api, op, entry))}`);
  return `{ ${fields.join(', ')} }`;
}

/** `a,b!`: parameter names, `!` after a required one (the row syntax of `operationTable`). */
function parameterList(params: readonly { name: string; required: boolean }[]): string {
  return params.map((p) => `${p.name}${p.required ? '!' : ''}`).join(',');
}

/** The most common value of `pick` over the API's operations: the table's default. */
function mostCommon<T>(api: ApiModel, pick: (op: OperationModel) => T): T | undefined {
  const counts = new Map<T, number>();
  for (const op of api.operations) counts.set(pick(op), (counts.get(pick(op)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The table's shared part: what `operationTable` of the client expands every row with. */
interface TableHead {
  host: string;
  base: string;
  scopes: string[];
}

/**
 * One operation as a row of `operationTable` (packages/client/src/rest/operation-table.ts): method, path relative
 * to the table's base (`=` and the full path when eBay moved it elsewhere), then a token per field that differs
 * from its default. Path parameters are read back from the path, the id from the key.
 */
function rowLiteral(op: OperationModel, head: TableHead): string {
  const path = op.path.startsWith(`${head.base}/`) ? op.path.slice(head.base.length) : `=${op.path}`;
  const tokens = [op.method, path];
  if (op.query.length > 0) tokens.push(`?${parameterList(op.query)}`);
  if (op.headers.length > 0) tokens.push(`^${parameterList(op.headers)}`);
  if (op.body) {
    const type = op.body.contentType === 'application/json' ? 'json' : op.body.contentType;
    tokens.push(`+${type}${op.body.required ? '!' : ''}`);
  }
  const response = op.response === 'none' ? 'auto' : op.response;
  if (response !== 'json') tokens.push(`>${response}`);
  if (op.grant !== 'user') tokens.push(`@${op.grant}`);
  if (op.authScheme) tokens.push(`#${op.authScheme}`);
  if (op.scopes.length > 0) tokens.push(`$${op.scopes.map((s) => head.scopes.indexOf(scopeSuffix(s))).join(',')}`);
  if (op.paging) tokens.push(`*${op.paging}:${op.items ?? ''}`);
  if (op.accept) tokens.push(`<${op.accept}`);
  if (op.sign) tokens.push('!');
  if (op.trim.length > 0) tokens.push(`~${op.trim.join(',')}`);
  if (op.host !== head.host) tokens.push(`%${op.host}`);
  if (tokens.some((t) => t.includes(' ') || t === '')) throw new Error(`${op.id}: a row token is empty or has a space`);
  return `'${tokens.join(' ')}'`;
}

/** A scope as the table stores it: after the base scope URL when it starts with it. */
function scopeSuffix(scope: string): string {
  return scope.startsWith(DEFAULT_APPLICATION_SCOPE) ? scope.slice(DEFAULT_APPLICATION_SCOPE.length) : scope;
}

/** The lifecycle and mutual-TLS fields of the operations that have them, keyed by operation. */
function extrasLiteral(api: ApiModel, templated: Set<string>): string[] {
  const lines: string[] = [];
  for (const op of api.operations) {
    const fields: string[] = [];
    const lifecycle = lifecycleLiteral(api, op, templated);
    if (lifecycle) fields.push(`lifecycle: ${lifecycle}`);
    if (op.host === 'tppz') fields.push(`mutualTls: ${JSON.stringify(MUTUAL_TLS)}`);
    if (fields.length > 0) lines.push(`    ${op.id}: { ${fields.join(', ')} },`);
  }
  return lines;
}

/** `export const …Operations = operationTable(…)`: the API's catalog entries as one compact table. */
function tableLines(api: ApiModel): string[] {
  const scopes = [...new Set(api.operations.flatMap((op) => op.scopes.map(scopeSuffix)))].sort();
  const head: TableHead = { host: mostCommon(api, (op) => op.host) ?? 'api', base: api.basePath, scopes };
  const templated = templatedSentences(api);
  const extras = extrasLiteral(api, templated);
  // Sentences left out are written when the module loads (`withLifecycleSentences`).
  const extrasOpen =
    templated.size > 0
      ? `  /* @__PURE__ */ withLifecycleSentences('${apiPath(api)}', ${JSON.stringify(contractName(api))}, {`
      : '  {';
  return [
    `/** Catalog entries of the ${api.title} (\`${api.info.area}.${api.info.key}\`), one per operation. */`,
    `export const ${operationsConst(api)} = /* @__PURE__ */ operationTable(`,
    `  { api: '${apiPath(api)}', host: '${head.host}', base: '${head.base}', scopes: [${scopes.map((s) => `'${s}'`).join(', ')}] },`,
    '  {',
    ...api.operations.map((op) => `    ${op.id}: ${rowLiteral(op, head)},`),
    `  }${extras.length > 0 ? ',' : ''}`,
    ...(extras.length > 0 ? [extrasOpen, ...extras, templated.size > 0 ? '  }),' : '  },'] : []),
    ');',
  ];
}

/** The `<module>.gen.ts` of one API: its catalog entries and its class of one-line methods. */
export function emitApi(api: ApiModel): string {
  const usesBinary = api.operations.some((op) => op.body && !/json|multipart/i.test(op.body.contentType));
  const usesPaged = api.operations.some((op) => op.paging);
  const bindImports = ['bindOperations', ...(usesPaged ? ['type Paged'] : [])];
  // Aliases are typed as the method they call; its class is imported when it lives in another module.
  const aliasModules = [
    ...new Map(
      api.operations
        .filter((op) => op.aliasOf && op.aliasOf.api !== api)
        .map((op) => [op.aliasOf?.api.info.module, op.aliasOf?.api.info.className] as const),
    ),
  ].sort();
  const out: string[] = [
    HEADER,
    `import { ${bindImports.join(', ')} } from '../rest/bind.js';`,
    `import type { ${usesBinary ? 'BinaryBody, ' : ''}OperationInvoker } from '../rest/operation.js';`,
    `import { operationTable${templatedSentences(api).size > 0 ? ', withLifecycleSentences' : ''} } from '../rest/operation-table.js';`,
    "import type { CallOptions } from '../rest/request.js';",
    ...(api.operations.some((op) => !op.aliasOf && signature(api, op).includes('T.'))
      ? [`import type { ${typesNamespace(api)} as T } from './${api.info.module}.types.gen.js';`]
      : []),
    ...aliasModules.map(([module, cls]) => `import type { ${cls} } from './${module}.gen.js';`),
    '',
    ...tableLines(api),
    '',
    `/** \`ebay.${api.info.area}.${api.info.key}\`: the ${api.title} ${api.version}, ${api.operations.length} operations. */`,
    `export class ${api.info.className} {`,
  ];
  for (const op of api.operations) {
    const owner = op.aliasOf?.api ?? api;
    const host = `${op.host}.ebay.com${owner.basePath}`;
    const lifecycle = op.lifecycle && op.lifecycle.status !== 'active' ? lifecycleMessage(api, op, op.lifecycle) : '';
    const type = op.aliasOf ? `${op.aliasOf.api.info.className}['${op.aliasOf.op.id}']` : signature(api, op);
    out.push(
      '  /**',
      `   * \`${op.method} ${op.specPath}\` on ${host} · ${grantText(op)}${op.sign ? ' · signed for EU/UK sellers' : ''}`,
      ...(op.scopes.length > 0
        ? [`   * Scopes: ${op.scopes.map((s) => `\`${s.replace('https://api.ebay.com/oauth/', '')}\``).join(', ')}`]
        : []),
      `   * @see ${referenceUrl(owner, op.aliasOf?.op ?? op)}`,
      ...(lifecycle ? [`   * @deprecated ${lifecycle.replaceAll('*/', '*\\/')}`] : []),
      '   */',
      `  declare readonly ${op.id}: ${type};`,
      '',
    );
  }
  out.push(
    '  constructor(client: OperationInvoker) {',
    `    bindOperations(this, client, ${operationsConst(api)});`,
    '  }',
    '}',
  );
  return `${out.join('\n')}\n`;
}
