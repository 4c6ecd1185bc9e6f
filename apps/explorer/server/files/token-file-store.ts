import { join } from 'node:path';
import { FileTokenStore as BaykitFileTokenStore } from 'baykit';
import type { Warn } from './private-file.js';

/**
 * baykit's `FileTokenStore` in `${dataDir}/tokens.json` (mode 0600, in the data directory the explorer keeps
 * private), so sandbox and production sign-ins survive a restart.
 */
export class FileTokenStore extends BaykitFileTokenStore {
  constructor(dataDir: string, warn: Warn) {
    super(join(dataDir, 'tokens.json'), { warn });
  }
}
