// Request validation and sample answers from the full-weight schema catalog (docs/architecture.md#code-generation, #emulator).
export {
  refName,
  resolveRef,
  schemaCatalog,
  type ApiSchemas,
  type JsonSchema,
  type OperationSchemas,
  type SchemaCatalog,
} from './catalog.js';
export { errorDomain, inputErrors, type InputErrors, type InputErrorTemplate } from './domains.js';
export { fieldPath, type SchemaIssue } from './issues.js';
export { operationSampler, SAMPLE_MAX_DEPTH, sampleResponse, type SampleContext } from './samples.js';
export { SchemaValidator, type OperationValidator, type QuerySpec } from './validator.js';
