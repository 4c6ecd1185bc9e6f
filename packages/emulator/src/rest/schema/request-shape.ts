import { schemaCatalog, type SchemaCatalog } from '@baykit/spec';
import { SeededRandom } from '../../random.js';
import { sampleResponse } from './samples.js';

/** Samples are the same on every call: the explorer pre-fills its editor with them. */
const REQUEST_SAMPLE_SEED = 1;

/**
 * A deterministic, schema-valid sample request body for an operation (undefined when it takes no JSON body):
 * the response sampler run over the body schema, so required fields, enums and field-name-shaped strings come out
 * as in the emulator's answers. It stays in the emulator because it is the emulator's sampler; the schemas it runs
 * over are `@baykit/spec`'s.
 */
export function sampleRequestBody(api: string, operationId: string, catalog: SchemaCatalog = schemaCatalog): unknown {
  const doc = catalog[api];
  const body = doc?.operations[operationId]?.body;
  if (!doc || !body) return undefined;
  // The sampler answers an operation's first response schema; a one-operation view puts the body schema there.
  const view: SchemaCatalog = {
    [api]: {
      schemas: doc.schemas,
      operations: { [operationId]: { bodyRequired: true, responses: [body] } },
      ...(doc.enums ? { enums: doc.enums } : {}),
    },
  };
  return sampleResponse(api, operationId, { random: new SeededRandom(REQUEST_SAMPLE_SEED), echo: {} }, view);
}
