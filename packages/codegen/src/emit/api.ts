import { operationArguments } from '@baykit/spec/facts';
import type { ApiModel, OperationModel } from '../model.js';
import { parameterName } from '../names.js';
import { refName, schemaType } from '../schema-ts.js';
import { typesNamespace } from './area.js';
import { HEADER, grantText, operationsConst, referenceUrl } from './common.js';
import { bodyTypeName, hasInlineBody, queryTypeName } from './types.js';
import { lifecycleMessage } from '../lifecycle.js';

function bodyType(op: OperationModel): string {
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

function responseType(op: OperationModel): string {
  if (op.responseSchemas.length === 0 && op.response !== 'bytes') return op.response === 'none' ? 'void' : 'unknown';
  const types =
    op.response === 'bytes' ? ['Uint8Array'] : [...new Set(op.responseSchemas.map((s) => schemaType(s, 1, 'T.')))];
  // A 204 (or another success without a body) beside the typed answer resolves to undefined.
  return [...types, ...(op.emptySuccess ? ['undefined'] : [])].join(' | ');
}

function itemType(api: ApiModel, op: OperationModel): string {
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

/** The `lifecycle` field of a catalog entry: status, date, replacement and the sentence errors and warnings use. */
function lifecycleLiteral(api: ApiModel, op: OperationModel): string | undefined {
  const entry = op.lifecycle;
  if (!entry || entry.status === 'active') return undefined;
  const fields = [`status: '${entry.status}'`];
  if (entry.date) fields.push(`date: '${entry.date}'`);
  if (entry.replacement) fields.push(`replacement: ${JSON.stringify(entry.replacement)}`);
  fields.push(`message: ${JSON.stringify(lifecycleMessage(api, op, entry))}`);
  return `lifecycle: { ${fields.join(', ')} }`;
}

function specLiteral(api: ApiModel, op: OperationModel, scopeConst: (s: string) => string): string {
  const fields: string[] = [
    `id: '${op.id}'`,
    `api: '${api.info.area}.${api.info.key}'`,
    `method: '${op.method}'`,
    `host: '${op.host}'`,
    `path: '${op.path}'`,
    `pathParams: [${op.pathParams.map((p) => `'${p}'`).join(', ')}]`,
  ];
  if (op.query.length > 0) {
    fields.push(`query: [${op.query.map((q) => `{ name: '${q.name}', required: ${q.required} }`).join(', ')}]`);
  }
  if (op.headers.length > 0) {
    fields.push(`headers: [${op.headers.map((h) => `{ name: '${h.name}', required: ${h.required} }`).join(', ')}]`);
  }
  if (op.body) fields.push(`body: { contentType: '${op.body.contentType}', required: ${op.body.required} }`);
  fields.push(
    `response: '${op.response === 'none' ? 'auto' : op.response}'`,
    `grant: '${op.grant}'`,
    ...(op.authScheme ? [`auth: '${op.authScheme}'`] : []),
    `scopes: [${op.scopes.map(scopeConst).join(', ')}]`,
  );
  if (op.paging) fields.push(`paging: '${op.paging}'`);
  if (op.items) fields.push(`items: '${op.items}'`);
  if (op.accept) fields.push(`accept: '${op.accept}'`);
  if (op.sign) fields.push('sign: true');
  if (op.trim.length > 0) fields.push(`trim: [${op.trim.map((t) => `'${t}'`).join(', ')}]`);
  const lifecycle = lifecycleLiteral(api, op);
  if (lifecycle) fields.push(lifecycle);
  if (op.host === 'tppz') fields.push(`mutualTls: ${JSON.stringify(MUTUAL_TLS)}`);
  return `{ ${fields.join(', ')} }`;
}

/** The `<module>.gen.ts` of one API: its catalog entries and its class of one-line methods. */
export function emitApi(api: ApiModel): string {
  const scopes = [...new Set(api.operations.flatMap((op) => op.scopes))].sort();
  const scopeConst = (s: string): string => `SCOPE_${scopes.indexOf(s)}`;
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
    `import type { ${usesBinary ? 'BinaryBody, ' : ''}OperationInvoker, OperationSpec } from '../rest/operation.js';`,
    "import type { CallOptions } from '../rest/request.js';",
    ...(api.operations.some((op) => !op.aliasOf && signature(api, op).includes('T.'))
      ? [`import type { ${typesNamespace(api)} as T } from './${api.info.module}.types.gen.js';`]
      : []),
    ...aliasModules.map(([module, cls]) => `import type { ${cls} } from './${module}.gen.js';`),
    '',
    ...scopes.map((s, i) => `const SCOPE_${i} = '${s}';`),
    ...(scopes.length > 0 ? [''] : []),
    `/** Catalog entries of the ${api.title} (\`${api.info.area}.${api.info.key}\`), one per operation. */`,
    `export const ${operationsConst(api)} = {`,
    ...api.operations.map((op) => `  ${op.id}: ${specLiteral(api, op, scopeConst)},`),
    '} as const satisfies Record<string, OperationSpec>;',
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
