// A minimal valid value of a schema of the catalog: required properties only, simple leaves. The catalog-wide tests
// (every operation, the resource store) send it as a body where nothing more is needed.
import { resolveRef, type ApiSchemas, type JsonSchema } from '../src/rest/schema/index.js';

export function minimal(api: ApiSchemas, schema: JsonSchema | undefined, depth = 0): unknown {
  const resolved = schema?.$ref ? resolveRef(api, schema.$ref) : schema;
  if (!resolved || depth > 6) return undefined;
  if (resolved.enum?.length) return resolved.enum[0];
  switch (resolved.type) {
    case 'string':
      return resolved.format === 'byte' ? 'aGVsbG8=' : 'sample';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [minimal(api, resolved.items, depth + 1)];
    default: {
      const out: Record<string, unknown> = {};
      for (const name of resolved.required ?? []) out[name] = minimal(api, resolved.properties?.[name], depth + 1);
      return out;
    }
  }
}
