import { sampleRequestBody as specRequestBody } from '@baykit/spec/samples';
import { restCatalog } from 'baykit';
import { schemaCatalog, type SchemaCatalog } from './catalog.js';

/**
 * A deterministic, schema-valid sample request body for an operation (undefined when it takes no JSON body).
 * @deprecated Operation metadata lives in @baykit/spec: use `sampleRequestBody` of `@baykit/spec/samples` (pass the
 * client's catalog entry as `operation` for the same links); this one stays for 0.1's callers.
 */
export function sampleRequestBody(api: string, operationId: string, catalog: SchemaCatalog = schemaCatalog): unknown {
  return specRequestBody(api, operationId, catalog, restCatalog[api]?.[operationId]);
}
