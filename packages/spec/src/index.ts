// @baykit/spec: what every eBay operation is, written once by packages/codegen (docs/architecture.md#code-generation).
export {
  refName,
  resolveRef,
  schemaCatalog,
  type ApiSchemas,
  type JsonSchema,
  type OperationSchemas,
  type SchemaCatalog,
} from './rest-schemas.js';
export { requestShape, type ParameterShape, type RequestShape } from './request-shape.js';
export { enumerationOf, INLINE_DEPTH, inlineSchema, requestBodySchema, type InlinedSchema } from './body-schema.js';
export {
  XML_CALLS,
  XML_NAMESPACES,
  XML_PATHS,
  XML_PRODUCTION_HOSTS,
  XML_SERVICE_TABLE,
  type XmlServiceName,
} from './generated/xml-services.gen.js';
export {
  loadTradingSchema,
  tradingCallFields,
  tradingCalls,
  type TradingField,
  type TradingSchemaData,
} from './trading.js';
export { findOperation, operationNames, type FoundOperation, type OperationRef } from './find-operation.js';
export { bodyProblems, MAX_PROBLEMS, tradingProblems } from './argument-problems.js';
