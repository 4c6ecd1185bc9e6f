// The full-weight schema catalog lives in @baykit/spec (docs/architecture.md#code-generation); the emulator's
// validator and sampler read it through this module.
export {
  refName,
  resolveRef,
  schemaCatalog,
  type ApiSchemas,
  type JsonSchema,
  type OperationSchemas,
  type SchemaCatalog,
} from '@baykit/spec';
