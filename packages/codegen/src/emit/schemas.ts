import type { ApiModel } from '../model.js';
import type { SchemaObject } from '../openapi.js';

/**
 * A copy of a schema without `description` prose: what the emulator and the explorer validate and sample from.
 * Keys of a `properties` (or `schemas`) map are field names, not keywords: a field named `description` stays.
 */
export function stripProse(schema: unknown, isMap = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => stripProse(item));
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema).sort()) {
    if (key === 'description' && !isMap) continue;
    const value = (schema as Record<string, unknown>)[key];
    out[key] = isMap ? stripProse(value) : stripProse(value, key === 'properties');
  }
  return out;
}

/**
 * The full-weight catalog (docs/architecture.md#code-generation): per API, its schemas and per operation the body schema, the path, query
 * and header parameters (spec order, with their schemas), the success response schemas and the tag, prose
 * stripped. The emulator validates requests and builds responses from it; the explorer builds its forms from it.
 */
export function emitSchemas(apis: ApiModel[]): string {
  const out: Record<string, unknown> = {};
  for (const api of apis) {
    const operations: Record<string, unknown> = {};
    for (const op of api.operations) {
      // Aliases are served (and described) under the operation they call.
      if (op.aliasOf) continue;
      operations[op.id] = stripProse({
        body: op.body?.schema,
        bodyRequired: op.body?.required ?? false,
        parameters: op.parameters,
        responses: op.responseSchemas as SchemaObject[],
        statuses: op.successCodes.map(Number),
        tag: op.tag,
      });
    }
    out[`${api.info.area}.${api.info.key}`] = { schemas: stripProse(api.schemas, true), operations };
  }
  return `${JSON.stringify(out)}\n`;
}
