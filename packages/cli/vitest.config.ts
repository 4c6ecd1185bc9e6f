import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'cli',
    include: ['test/**/*.test.ts'],
    // Commands run in process; a few tests spawn the real bin (Node plus tsx from source) and its background emulator.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
