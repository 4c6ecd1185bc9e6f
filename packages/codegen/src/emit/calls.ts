import type { ApiModel, OperationModel } from '../model.js';
import { bodyType, itemType, responseType } from './api.js';
import { HEADER } from './common.js';
import { queryTypeName } from './types.js';

/** `BuyBrowseCalls` for the Browse API: the interface of its operations as `ebay.call` takes them. */
export function callsInterface(api: ApiModel): string {
  return api.info.className.replace(/Api$/, 'Calls');
}

/** A property key: bare when it is an identifier, quoted otherwise. */
const key = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** One operation's entry: its arguments by name (what is required is required), its answer and its page item. */
function callEntry(api: ApiModel, op: OperationModel): string {
  const args: string[] = [];
  if (op.pathParams.length > 0)
    args.push(`path: { ${op.pathParams.map((p) => `${key(p)}: string | number`).join('; ')} }`);
  if (op.query.length > 0) args.push(`query${op.query.some((q) => q.required) ? '' : '?'}: T.${queryTypeName(op)}`);
  if (op.body) args.push(`body${op.body.required ? '' : '?'}: ${bodyType(op)}`);
  args.push('headers?: Readonly<Record<string, string>>');
  const item = op.paging ? `; item: ${itemType(api, op)}` : '';
  // `void` is a return type only; an answer without a body resolves to undefined.
  const response = responseType(op).replace(/^void$/, 'undefined');
  return `{ args: { ${args.join('; ')} }; response: ${response}${item} }`;
}

/**
 * The lines of an API module that type `ebay.call` for its operations (renamed and moved ones are typed in
 * calls.gen.ts as the operation they call).
 */
export function callsLines(api: ApiModel): string[] {
  return [
    `/** The ${api.title}'s operations as \`ebay.call\` takes them: arguments by name, answer, and page item. */`,
    `export interface ${callsInterface(api)} {`,
    ...api.operations.filter((op) => !op.aliasOf).map((op) => `  ${key(op.id)}: ${callEntry(api, op)};`),
    '}',
  ];
}

/** `'buy.browse.getItem': BuyBrowseCalls['getItem']` for an operation (an alias: the one it calls). */
function reference(api: ApiModel, op: OperationModel): string {
  const owner = op.aliasOf?.api ?? api;
  return `${callsInterface(owner)}['${op.aliasOf?.op.id ?? op.id}']`;
}

/**
 * The `calls.gen.ts` module: every REST operation by its full name (`buy.browse.getItem`), and by its operationId
 * alone where one API has it, as `ebay.call` resolves them (packages/client/src/rest/loaded-operations.ts).
 */
export function emitCalls(apis: readonly ApiModel[]): string {
  const full: string[] = [];
  const byId = new Map<string, { api: ApiModel; op: OperationModel }[]>();
  for (const api of apis)
    for (const op of api.operations) {
      full.push(`  '${api.info.area}.${api.info.key}.${op.id}': ${reference(api, op)};`);
      byId.set(op.id, [...(byId.get(op.id) ?? []), { api, op }]);
    }
  const bare: string[] = [];
  for (const [id, all] of [...byId].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (all.length === 1 && all[0]) bare.push(`  ${key(id)}: ${reference(all[0].api, all[0].op)};`);
  }
  return [
    HEADER,
    ...apis.map((api) => `import type { ${callsInterface(api)} } from './${api.info.module}.gen.js';`),
    '',
    '/**',
    ' * Every REST operation as `ebay.call` takes it, by full name and by its operationId where only one',
    ' * API has it: `{ args, response, item? }`.',
    ' */',
    'export interface RestCalls {',
    ...full,
    ...bare,
    '}',
    '',
  ].join('\n');
}
