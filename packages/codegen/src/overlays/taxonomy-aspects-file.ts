import type { Overlay } from './overlay.js';
import { operationOf, specOf } from './overlay.js';

/**
 * Taxonomy `fetchItemAspects` declares a JSON answer, but eBay sends the aspects as a gzipped JSON file with content
 * type application/octet-stream (the operation's own description says so). The answer becomes an octet stream, so
 * the client gives its bytes instead of failing to parse them as JSON.
 */
export const taxonomyAspectsFile: Overlay = {
  name: 'taxonomy-aspects-file',
  reason: 'fetchItemAspects answers a gzipped file, declared as JSON',
  apply(specs) {
    const op = operationOf(specOf(specs, 'commerce_taxonomy_v1_oas3'), 'fetchItemAspects').op;
    const ok = op.responses?.['200'] as { content?: Record<string, unknown> } | undefined;
    if (!ok?.content?.['application/json'])
      throw new Error('taxonomy-aspects-file: fetchItemAspects no longer declares JSON; review this overlay');
    ok.content = { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
  },
};
