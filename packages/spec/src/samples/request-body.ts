import { schemaCatalog, type SchemaCatalog } from '../rest-schemas.js';
import { SeededRandom } from './random.js';
import { sampleResponse, type SampleOperation } from './sampler.js';

/** Samples are the same on every call: the explorer pre-fills its editor with them. */
const REQUEST_SAMPLE_SEED = 1;

/**
 * A deterministic, schema-valid sample request body for an operation (undefined when it takes no JSON body): the
 * answer sampler run over the body schema, so required fields, enumerations and field-name-shaped strings come out
 * as in the emulator's answers. `operation` (the client's catalog entry fits) points its links at the operation's
 * URL, as the emulator's samples do.
 */
export function sampleRequestBody(
  api: string,
  operationId: string,
  catalog: SchemaCatalog = schemaCatalog,
  operation?: SampleOperation,
): unknown {
  const doc = Object.hasOwn(catalog, api) ? catalog[api] : undefined;
  const body = doc && Object.hasOwn(doc.operations, operationId) ? doc.operations[operationId]?.body : undefined;
  if (!doc || !body) return undefined;
  // The sampler answers an operation's first response schema; a one-operation view puts the body schema there.
  const view: SchemaCatalog = {
    [api]: {
      schemas: doc.schemas,
      operations: { [operationId]: { bodyRequired: true, responses: [body] } },
      ...(doc.enums ? { enums: doc.enums } : {}),
    },
  };
  const ctx = { random: new SeededRandom(REQUEST_SAMPLE_SEED), echo: {} };
  return sampleResponse(api, operationId, ctx, view, operation);
}
