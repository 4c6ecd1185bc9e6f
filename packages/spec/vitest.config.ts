import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  test: {
    name: 'spec',
    include: ['test/**/*.test.ts'],
  },
});
