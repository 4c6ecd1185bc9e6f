import type { SchemaObject } from './openapi.js';
import { propertyKey } from './names.js';

/** Type name a `#/components/schemas/Name` reference points to. */
export function refName(ref: string): string {
  const match = /^#\/components\/schemas\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(ref);
  if (!match?.[1]) throw new Error(`Unsupported $ref ${ref}`);
  return match[1];
}

/**
 * The eBay enumeration a string field takes its values from, as its description names it
 * (`…/types/slr:ConditionEnum`): a type name, read as a fact; no prose is carried over.
 */
export function enumAliasOf(schema: SchemaObject | undefined): string | undefined {
  return enumTypeOf(schema)?.name;
}

/**
 * The enumeration a description names, with the namespace of eBay's type page (`slr`, `api`, or `ba`/`bas` for the
 * common types every API shares, such as `CurrencyCodeEnum`).
 */
export function enumTypeOf(
  schema: Pick<SchemaObject, 'description'> | undefined,
): { namespace: string; name: string } | undefined {
  const match = schema?.description ? /types\/([a-z]+):([A-Za-z][A-Za-z0-9]*Enum)\b/.exec(schema.description) : null;
  return match?.[1] && match[2] ? { namespace: match[1], name: match[2] } : undefined;
}

function indentOf(level: number): string {
  return '  '.repeat(level);
}

/**
 * The TypeScript type of a schema. eBay's specs mark no field required, so every property is optional;
 * `prefix` qualifies referenced names (e.g. `T.`) when the type is written outside its types module.
 */
export function schemaType(schema: SchemaObject | undefined, level = 0, prefix = ''): string {
  if (!schema) return 'unknown';
  if (schema.$ref) return `${prefix}${refName(schema.$ref)}`;
  if (schema.enum && schema.enum.length > 0) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const alias = enumAliasOf(schema);
  switch (schema.type) {
    case 'string':
      return alias ? `${prefix}${alias}` : 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array': {
      const inner =
        alias && schema.items?.type === 'string' ? `${prefix}${alias}` : schemaType(schema.items, level, prefix);
      return /[|&{]/.test(inner) ? `(${inner})[]` : `${inner}[]`;
    }
    case 'object':
    case undefined: {
      if (schema.properties && Object.keys(schema.properties).length > 0) return objectLiteral(schema, level, prefix);
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        // Index signatures, not Record<>: eBay has a schema named `Record` that would shadow the global.
        return `{ [key: string]: ${schemaType(schema.additionalProperties, level, prefix)} }`;
      }
      return schema.type === 'object' ? '{ [key: string]: unknown }' : 'unknown';
    }
    default:
      return 'unknown';
  }
}

/** An inline object type, one property per line. */
export function objectLiteral(schema: SchemaObject, level: number, prefix = ''): string {
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(
    ([name, prop]) =>
      `${indentOf(level + 1)}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${schemaType(prop, level + 1, prefix)};`,
  );
  return `{\n${lines.join('\n')}\n${indentOf(level)}}`;
}

/** Every enumeration alias a schema uses (directly or nested). */
export function enumAliases(schema: SchemaObject | undefined, into = new Set<string>()): Set<string> {
  if (!schema) return into;
  const alias = enumAliasOf(schema);
  if (alias && (schema.type === 'string' || (schema.type === 'array' && schema.items?.type === 'string')))
    into.add(alias);
  for (const prop of Object.values(schema.properties ?? {})) enumAliases(prop, into);
  if (schema.items) enumAliases(schema.items, into);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    enumAliases(schema.additionalProperties, into);
  return into;
}

/** Every schema name a schema refers to (directly or nested). */
export function referencedNames(schema: SchemaObject | undefined, into = new Set<string>()): Set<string> {
  if (!schema) return into;
  if (schema.$ref) into.add(refName(schema.$ref));
  for (const prop of Object.values(schema.properties ?? {})) referencedNames(prop, into);
  if (schema.items) referencedNames(schema.items, into);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    referencedNames(schema.additionalProperties, into);
  }
  return into;
}
