import { schemaCatalog, type JsonSchema } from './rest-schemas.js';
import { requestShapeIn } from './request-shape-in.js';

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

/** The request side of an operation (`api` as `buy.browse`), or undefined for an operation the catalog lacks. */
export function requestShape(api: string, operationId: string): RequestShape | undefined {
  const schemas = Object.hasOwn(schemaCatalog, api) ? schemaCatalog[api] : undefined;
  return schemas ? requestShapeIn(schemas, operationId) : undefined;
}
