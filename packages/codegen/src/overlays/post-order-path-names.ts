import type { Overlay } from './overlay.js';
import { operationOf, specOf } from './overlay.js';
import { postOrderPathFixes } from './post-order/path-fixes.js';

/**
 * Post-order path parameters declared under another name than their path uses (e.g. `uploadReturnDraftFile`,
 * `POST /return/draft/{draftId}/file/upload`, declares `returnId`).
 */
export const postOrderPathNames: Overlay = {
  name: 'post-order-path-names',
  reason: 'path parameters declared under another name than the path uses',
  apply(specs) {
    for (const fix of postOrderPathFixes) {
      const { op } = operationOf(specOf(specs, `${fix.file}_oas3`), fix.operationId);
      const parameter = op.parameters?.find((p) => p.in === 'path' && p.name === fix.from);
      if (!parameter)
        throw new Error(`post-order-path-names: ${fix.operationId} no longer declares ${fix.from}; drop the fix`);
      parameter.name = fix.to;
    }
  },
};
