import { ENUM_KEYWORD, enumerationValues, sharedEnumerationValues, stringEnumeration } from '../enums.js';
import type { ApiModel, OperationModel } from '../model.js';
import type { SchemaObject } from '../openapi.js';

type Found = ReturnType<typeof stringEnumeration>;

/**
 * A copy of a schema without `description` prose: what the emulator and the explorer validate and sample from.
 * Keys of a `properties` (or `schemas`) map are field names, not keywords: a field named `description` stays.
 * The one fact kept from a description is the enumeration a string takes its values from (`…/types/slr:
 * WeightUnitOfMeasureEnum`), as `"x-enum": "WeightUnitOfMeasureEnum"` on the string: the schema itself, an array's
 * items, or a parameter's schema (`given` carries it there).
 */
export function stripProse(schema: unknown, isMap = false, given?: Found): unknown {
  if (Array.isArray(schema)) return schema.map((item) => stripProse(item));
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as Record<string, unknown>;
  const found = isMap ? undefined : (stringEnumeration(node as SchemaObject) ?? given);
  const parameter =
    !isMap && typeof node.in === 'string' && typeof node.schema === 'object' && node.schema !== null
      ? stringEnumeration({ ...(node.schema as SchemaObject), description: node.description as string | undefined })
      : undefined;
  const out: Record<string, unknown> = {};
  if (found?.on === 'self') out[ENUM_KEYWORD] = found.enumeration;
  for (const key of Object.keys(schema)) {
    if (key === 'description' && !isMap) continue;
    const value = node[key];
    if (isMap) {
      out[key] = stripProse(value);
      continue;
    }
    const pass: Found =
      key === 'items' && found?.on === 'items'
        ? { enumeration: found.enumeration, on: 'self' }
        : key === 'schema'
          ? parameter
          : undefined;
    out[key] = stripProse(value, key === 'properties', pass);
  }
  return Object.fromEntries(
    Object.keys(out)
      .sort()
      .map((key) => [key, out[key]]),
  );
}

/**
 * An operation's 4xx statuses and their error ids as `{ errors: { "400": [ids], "404": [] } }` (none: `{}`), each id's domain, category and message
 * entered once per API in `table` (the first operation listing an id gives its message).
 */
function requestErrors(
  op: Pick<OperationModel, 'errorCodes' | 'failureStatuses'>,
  table: Record<string, [domain: string, category: string, message: string]>,
): { errors?: Record<string, number[]> } {
  const errors: Record<string, number[]> = {};
  for (const status of op.failureStatuses) errors[String(status)] = [];
  for (const code of op.errorCodes) {
    if (code.status < 400 || code.status > 499) continue;
    (errors[String(code.status)] ??= []).push(code.id);
    table[String(code.id)] ??= [code.domain, code.category, code.message];
  }
  return Object.keys(errors).length > 0 ? { errors } : {};
}

/**
 * The full-weight catalog (docs/architecture.md#code-generation): per API, its schemas, per operation the body schema, the path, query
 * and header parameters (spec order, with their schemas), the success response schemas and the tag, prose
 * stripped, the contract's error list (ids, domains and messages: eBay's wire facts) and whether a create answers
 * with a `Location` header, and the known values of the enumerations its strings are marked with (`enums`, see `enumerationValues`).
 * The emulator validates requests and builds responses from it; the explorer builds its forms from it.
 */
export function emitSchemas(apis: ApiModel[]): Record<string, ApiSchemasOut> {
  const out: Record<string, ApiSchemasOut> = {};
  const shared = sharedEnumerationValues(apis);
  for (const api of apis) {
    const operations: Record<string, unknown> = {};
    const errorCodes: Record<string, [domain: string, category: string, message: string]> = {};
    for (const op of api.operations) {
      // Aliases are served (and described) under the operation they call.
      if (op.aliasOf) continue;
      operations[op.id] = {
        ...(stripProse({
          body: op.body?.schema,
          bodyRequired: op.body?.required ?? false,
          parameters: op.parameters,
          responses: op.responseSchemas as SchemaObject[],
          statuses: op.successCodes.map(Number),
          tag: op.tag,
        }) as Record<string, unknown>),
        // The contract's request errors by status (ids; the API's `errorCodes` has their domain and message).
        ...requestErrors(op, errorCodes),
        ...(op.location ? { location: true } : {}),
      };
    }
    const enums = enumerationValues(api, shared);
    const aliases = Object.fromEntries(
      api.operations
        .filter((op) => op.aliasOf)
        .map((op) => [op.id, `${op.aliasOf?.api.info.area}.${op.aliasOf?.api.info.key}.${op.aliasOf?.op.id}`]),
    );
    out[`${api.info.area}.${api.info.key}`] = {
      schemas: stripProse(api.schemas, true) as Record<string, unknown>,
      operations,
      ...(Object.keys(aliases).length > 0 ? { aliases } : {}),
      ...(Object.keys(errorCodes).length > 0 ? { errorCodes } : {}),
      ...(Object.keys(enums).length > 0 ? { enums } : {}),
    };
  }
  return out;
}

/** One API of the full-weight catalog, as `emitSchemas` builds it (`@baykit/spec`'s `ApiSchemas`). */
export interface ApiSchemasOut {
  schemas: Record<string, unknown>;
  operations: Record<string, unknown>;
  /** Renamed or moved operations of this API: old id → the `area.api.operationId` it now is. */
  aliases?: Record<string, string>;
  errorCodes?: Record<string, unknown>;
  enums?: Record<string, unknown>;
}
