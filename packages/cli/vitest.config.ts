import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'cli',
    include: ['test/**/*.test.ts'],
    // Each test runs the real bin (Node plus tsx from source) as a subprocess, some several times.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
