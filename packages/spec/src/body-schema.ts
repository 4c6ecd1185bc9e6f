import { schemaCatalog, type JsonSchema, type SchemaCatalog } from './rest-schemas.js';
import { enumerationIn, INLINE_DEPTH, inlineIn, type InlinedSchema } from './inline.js';

export { INLINE_DEPTH, type InlinedSchema } from './inline.js';

/**
 * The eBay enumeration a string schema takes its values from (`x-enum`) and the values known for it in `api`.
 */
export function enumerationOf(
  api: string,
  schema: JsonSchema | undefined,
  catalog: SchemaCatalog = schemaCatalog,
): { enumeration: string; knownValues?: string[] } | undefined {
  return enumerationIn(catalog[api], schema);
}

/**
 * `schema` (of `api`) with its `$ref`s inlined. A schema that refers to itself, or nesting past `maxDepth` levels,
 * stops at an object with only its name.
 */
export function inlineSchema(
  api: string,
  schema: JsonSchema,
  maxDepth = INLINE_DEPTH,
  catalog: SchemaCatalog = schemaCatalog,
): InlinedSchema {
  return inlineIn(catalog[api], schema, maxDepth);
}

/** The JSON request body of an operation (`api` as `sell.inventory`), inlined; undefined when it takes none. */
export function requestBodySchema(
  api: string,
  operationId: string,
  maxDepth = INLINE_DEPTH,
): InlinedSchema | undefined {
  const doc = Object.hasOwn(schemaCatalog, api) ? schemaCatalog[api] : undefined;
  const body = doc && Object.hasOwn(doc.operations, operationId) ? doc.operations[operationId]?.body : undefined;
  return body ? inlineSchema(api, body, maxDepth) : undefined;
}
