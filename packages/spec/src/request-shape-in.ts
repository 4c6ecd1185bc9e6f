import type { ApiSchemas, JsonSchema } from './rest-schemas.js';

/** One path, query or header parameter of an operation, as the schema catalog keeps it (prose stripped). */
export interface ParameterShape {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly schema?: JsonSchema;
}

/** What a caller sends to an operation: its tag, parameters in spec order, and its JSON body's schema. */
export interface RequestShape {
  /** The spec's tag (resource), e.g. `item`. */
  readonly tag: string;
  /** Path, query and header parameters in spec order; the client's default headers are not among them. */
  readonly parameters: readonly ParameterShape[];
  /** The JSON body's schema, `$ref`s as the spec writes them (into the API's `schemas`). */
  readonly body?: JsonSchema;
  readonly bodyRequired: boolean;
}

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
