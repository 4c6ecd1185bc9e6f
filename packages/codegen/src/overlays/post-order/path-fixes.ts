import type { PostOrderPathFix } from './types.js';

// Found by comparing, for every operation of the four post-order specs, the `{names}` of its path template with
// the names of its `in: path` parameters (both directions). This is the only mismatch.

/** Path parameters declared under another name than the path template uses: rename `from` to `to`. */
export const postOrderPathFixes: PostOrderPathFix[] = [
  // POST /return/draft/{draftId}/file/upload
  { file: 'return', operationId: 'uploadReturnDraftFile', from: 'returnId', to: 'draftId' },
];
