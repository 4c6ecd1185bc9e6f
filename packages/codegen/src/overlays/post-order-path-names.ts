import type { Overlay } from './overlay.js';
import { operationOf, specOf } from './overlay.js';

/**
 * Post-order `uploadReturnDraftFile` (`POST /return/draft/{draftId}/file/upload`) declares its path
 * parameter as `returnId`; the path says `draftId`.
 */
export const postOrderPathNames: Overlay = {
  name: 'post-order-path-names',
  reason: 'a path parameter declared under another name than the path uses',
  apply(specs) {
    const { op } = operationOf(specOf(specs, 'return_oas3'), 'uploadReturnDraftFile');
    const parameter = op.parameters?.find((p) => p.in === 'path' && p.name === 'returnId');
    if (!parameter) throw new Error('post-order-path-names: the returnId parameter is gone; drop this overlay');
    parameter.name = 'draftId';
  },
};
