import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each workspace's vitest.config.ts builds on vitest.shared.ts (conditions, includes, scaled time limits).
    projects: ['packages/*', 'apps/*', 'scripts'],
  },
});
