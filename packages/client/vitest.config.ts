import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition): tests need no build.
  resolve: { conditions: ['source'] },
  test: {
    name: 'client',
    include: ['test/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
