import { defineConfig } from 'tsup';

// CJS is the implementation (one copy of every class for import and require); Node's `import` loads the ESM
// wrapper written by scripts/node-esm-wrapper.mjs, and bundlers get the ESM build.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
  external: ['baykit', 'ioredis'],
});
