import { schemaCatalog } from './rest-schemas.js';
import { requestShapeIn, type RequestShape } from './request-shape-in.js';

export type { ParameterShape, RequestShape } from './request-shape-in.js';

/** The request side of an operation (`api` as `buy.browse`), or undefined for an operation the catalog lacks. */
export function requestShape(api: string, operationId: string): RequestShape | undefined {
  const schemas = Object.hasOwn(schemaCatalog, api) ? schemaCatalog[api] : undefined;
  return schemas ? requestShapeIn(schemas, operationId) : undefined;
}
