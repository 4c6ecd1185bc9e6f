import type { ApiSchemas, JsonSchema } from './rest-schemas.js';
import type { ParameterShape, RequestShape } from './request-shape.js';

interface GeneratedOperation {
  readonly tag?: string;
  readonly parameters?: readonly ParameterShape[];
  readonly body?: JsonSchema;
  readonly bodyRequired?: boolean;
}

/**
 * The request side of operation `operationId` of one API's schemas (`loadApiSchemas`, or an entry of
 * `schemaCatalog`), or undefined for an operation the API lacks.
 */
export function requestShapeIn(api: ApiSchemas, operationId: string): RequestShape | undefined {
  // The JSON import types `in` as string; the generator only writes the three locations.
  if (!Object.hasOwn(api.operations, operationId)) return undefined;
  const op = (api.operations as Readonly<Record<string, GeneratedOperation>>)[operationId];
  if (!op) return undefined;
  return {
    tag: op.tag ?? '',
    parameters: op.parameters ?? [],
    ...(op.body ? { body: op.body } : {}),
    bodyRequired: op.bodyRequired ?? false,
  };
}
