import { REST_SCHEMAS } from './generated/rest.gen.js';
import type { ApiSchemas, JsonSchema, SchemaCatalog } from './schema-types.js';

export type { ApiSchemas, JsonSchema, OperationSchemas, SchemaCatalog } from './schema-types.js';

/** The generated schema catalog (`src/generated/rest/<area>.<api>.json`). Read-only data, shared safely. */
export const schemaCatalog: SchemaCatalog = REST_SCHEMAS;

const REF_PREFIX = '#/components/schemas/';

/** The named schema a `$ref` points at within `api`, or undefined for a ref this catalog cannot resolve. */
export function resolveRef(api: ApiSchemas, ref: string): JsonSchema | undefined {
  if (!ref.startsWith(REF_PREFIX)) return undefined;
  return api.schemas[ref.slice(REF_PREFIX.length)];
}

/** The schema name of a `#/components/schemas/Name` reference (for cycle detection). */
export function refName(ref: string): string {
  return ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : ref;
}
