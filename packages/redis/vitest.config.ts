import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../vitest.shared';

export default defineConfig(
  // Fleet tests start worker processes (tsx from source) and a real redis-server.
  projectConfig({
    name: 'redis',
    inline: ['baykit', '@baykit/emulator'],
    testTimeoutMs: 60_000,
    hookTimeoutMs: 60_000,
  }),
);
