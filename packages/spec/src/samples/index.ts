// @baykit/spec/samples: sample values of an operation as metadata, built from its schemas (docs/architecture.md):
// request bodies that pass the operation's own schema, and the answer sampler the emulator serves. An entry of its
// own, so the client bundle never loads it.
export type { OperationExamples } from './example-values.js';
export { SeededRandom } from './random.js';
export { sampleRequestBody } from './request-body.js';
export { resourceNeed, type ResourceNeed } from './resource-need.js';
export {
  operationSampler,
  SAMPLE_MAX_DEPTH,
  sampleResponse,
  type SampleContext,
  type SampleOperation,
} from './sampler.js';
export { sampleAmount, sampleDate, sampleString, type SampleLinks, type ScalarSite } from './sample-strings.js';
