import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition): tests need no build.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'emulator',
    // baykit is a workspace link: run it through Vite (its TypeScript source), never a stale or missing dist/.
    server: { deps: { inline: ['baykit'] } },
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
