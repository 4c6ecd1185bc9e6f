import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'codegen',
    include: ['test/**/*.test.ts'],
  },
});
