import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition): tests need no build.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'client',
    include: ['test/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
