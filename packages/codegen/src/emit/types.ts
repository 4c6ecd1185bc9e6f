import type { ApiModel, OperationModel } from '../model.js';
import { pascalCase, propertyKey } from '../names.js';
import { objectLiteral, schemaType } from '../schema-ts.js';
import { HEADER } from './common.js';

/** Name of an operation's query type. */
export function queryTypeName(op: OperationModel): string {
  return `${pascalCase(op.id)}Query`;
}

/** Name of an inline (non-$ref) JSON request body type. */
export function bodyTypeName(op: OperationModel): string {
  return `${pascalCase(op.id)}Body`;
}

/** Whether an operation's JSON body is written inline and so needs a generated type. */
export function hasInlineBody(op: OperationModel): boolean {
  return op.body !== undefined && /json/i.test(op.body.contentType) && op.body.schema !== undefined && op.body.schema.$ref === undefined;
}

/** The `<module>.types.gen.ts` of one API: its schemas, query objects and inline bodies. */
export function emitTypes(api: ApiModel): string {
  const out: string[] = [HEADER, "import type { QueryParam } from '../pipeline/serialize.js';", ''];
  const taken = new Set(Object.keys(api.schemas));
  const title = `${api.title} (${api.info.area}.${api.info.key})`;
  for (const [name, schema] of Object.entries(api.schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    out.push(`/** eBay type \`${name}\` of the ${title}. */`);
    if ((schema.type === 'object' || schema.type === undefined) && schema.properties && Object.keys(schema.properties).length > 0) {
      out.push(`export interface ${name} ${objectLiteral(schema, 0)}`, '');
    } else {
      out.push(`export type ${name} = ${schemaType(schema, 0)};`, '');
    }
  }
  for (const op of api.operations) {
    if (op.query.length > 0) {
      const name = queryTypeName(op);
      if (taken.has(name)) throw new Error(`${api.info.module}: generated name ${name} collides with a schema`);
      out.push(`/** Query parameters of \`${op.id}\`. */`, `export interface ${name} {`);
      for (const q of op.query) out.push(`  ${propertyKey(q.name)}${q.required ? '' : '?'}: QueryParam;`);
      out.push('}', '');
    }
    if (hasInlineBody(op)) {
      const name = bodyTypeName(op);
      if (taken.has(name)) throw new Error(`${api.info.module}: generated name ${name} collides with a schema`);
      out.push(`/** Request body of \`${op.id}\`. */`, `export type ${name} = ${schemaType(op.body?.schema, 0)};`, '');
    }
  }
  if (!out.some((line) => line.includes('QueryParam;'))) out.splice(1, 1);
  if (!out.some((line) => line.startsWith('export '))) out.push('export {};');
  return `${out.join('\n').trimEnd()}\n`;
}
