import type { ApiModel, OperationModel } from '../model.js';
import { pascalCase, propertyKey } from '../names.js';
import { enumerationValues, KNOWN_ENUMS } from '../enums.js';
import { enumAliases, objectLiteral, schemaType } from '../schema-ts.js';
import { typesNamespace } from './area.js';
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
  return (
    op.body !== undefined &&
    /json/i.test(op.body.contentType) &&
    op.body.schema !== undefined &&
    op.body.schema.$ref === undefined
  );
}

/**
 * The enumeration aliases of an API: the names its schemas and inline bodies take values from. Each offers the values
 * known for it (the client's own enumerations from src/enums, else the values the contracts show, see
 * `enumerationValues`) for completion and still accepts any string, since eBay adds values without notice.
 */
function aliasLines(
  api: ApiModel,
  shared: ReadonlyMap<string, ReadonlySet<string>>,
): { imports: string[]; lines: string[] } {
  const names = new Set<string>();
  for (const schema of Object.values(api.schemas)) enumAliases(schema, names);
  for (const op of api.operations) if (!op.aliasOf && hasInlineBody(op)) enumAliases(op.body?.schema, names);
  const values = enumerationValues(api, shared);
  const imports: string[] = [];
  const lines: string[] = [];
  for (const name of [...names].sort()) {
    if (api.schemas[name]) throw new Error(`${api.info.module}: enumeration ${name} collides with a schema`);
    const known = KNOWN_ENUMS[name];
    // An enumeration of the same name as the client's own (`LocaleEnum`) takes the module's `Known<Name>` alias, a
    // declaration of its own: an import renamed with `as` is undone when the declaration files are bundled, which
    // left `type LocaleEnum = LocaleEnum | (string & {})`, a type that refers to itself (TS2456).
    const knownType = known ? (known.type === name ? `Known${name}` : known.type) : undefined;
    if (known) imports.push(`import type { ${knownType} } from '${known.module}';`);
    const seen = values[name];
    const type = knownType
      ? `${knownType} | (string & {})`
      : seen
        ? `${seen.map((value) => JSON.stringify(value)).join(' | ')} | (string & {})`
        : 'string';
    const note = known || seen ? ' (known values offered, any string accepted)' : '';
    lines.push(`/** eBay enumeration \`${name}\`${note}. */`, `export type ${name} = ${type};`, '');
  }
  return { imports, lines };
}

/**
 * The `<module>.types.gen.ts` of one API: its enumerations, schemas, query objects and inline bodies, inside one
 * type-only namespace (`BuyBrowse`). Many APIs share type names (`Amount`, `SearchQuery`); as members of their
 * API's namespace they keep those names in the bundled declaration files, where top-level declarations of the same
 * name would be renamed `SearchQuery$1` and editors would show that name.
 */
export function emitTypes(api: ApiModel, shared: ReadonlyMap<string, ReadonlySet<string>> = new Map()): string {
  const aliases = aliasLines(api, shared);
  const out: string[] = [...aliases.lines];
  const taken = new Set(Object.keys(api.schemas));
  const title = `${api.title} (${api.info.area}.${api.info.key})`;
  for (const [name, schema] of Object.entries(api.schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    out.push(`/** eBay type \`${name}\` of the ${title}. */`);
    if (
      (schema.type === 'object' || schema.type === undefined) &&
      schema.properties &&
      Object.keys(schema.properties).length > 0
    ) {
      out.push(`export interface ${name} ${objectLiteral(schema, 0)}`, '');
    } else {
      out.push(`export type ${name} = ${schemaType(schema, 0)};`, '');
    }
  }
  for (const op of api.operations) {
    // An alias is typed as the method it calls, in that API's module.
    if (op.aliasOf) continue;
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
  const usesQuery = out.some((line) => line.includes('QueryParam;'));
  const body = out
    .join('\n')
    .trimEnd()
    .split('\n')
    .map((line) => (line === '' ? line : `  ${line}`));
  const head = [
    HEADER,
    ...(usesQuery ? ["import type { QueryParam } from '../rest/serialize.js';"] : []),
    ...aliases.imports,
    '',
  ];
  return [
    ...head,
    `/** Types of the ${title}. */`,
    `export declare namespace ${typesNamespace(api)} {`,
    ...body,
    '}',
    '',
  ].join('\n');
}
