// The emulator's sample answers: @baykit/spec/samples' sampler with each operation's host, path and paging from the
// client's catalog, so links point at the operation's URL and offset pages end.
import {
  operationSampler as specSampler,
  sampleResponse as specResponse,
  type SampleContext,
} from '@baykit/spec/samples';
import { restCatalog } from 'baykit';
import { schemaCatalog, type SchemaCatalog } from './catalog.js';

export { SAMPLE_MAX_DEPTH, type SampleContext } from '@baykit/spec/samples';

/**
 * A deterministic sample answer for an operation: a value of its first success response schema (undefined when it
 * has none, e.g. 204 answers); see `sampleResponse` of @baykit/spec/samples.
 */
export function sampleResponse(
  api: string,
  operationId: string,
  ctx: SampleContext,
  catalog: SchemaCatalog = schemaCatalog,
): unknown {
  return specResponse(api, operationId, ctx, catalog, restCatalog[api]?.[operationId]);
}

/** `sampleResponse` of one operation, looked up once (a compiled route keeps it); undefined without a schema. */
export function operationSampler(
  api: string,
  operationId: string,
  catalog: SchemaCatalog = schemaCatalog,
): ((ctx: SampleContext) => unknown) | undefined {
  return specSampler(api, operationId, catalog, restCatalog[api]?.[operationId]);
}
