import { defineConfig } from 'tsup';

// As the other packages: CJS is the implementation (one copy of every class for import and require, so
// `instanceof PrivateStateError` holds across them); Node's `import` loads the ESM wrapper written by
// scripts/node-esm-wrapper.mjs; bundlers get the ESM build. `proof` is an entry of its own for the emulator, which
// needs only that, and `errors` for programs that only tell the errors apart (the command line at start-up); split into chunks, so both entries share one copy.
export default defineConfig({
  entry: { index: 'src/index.ts', errors: 'src/errors.ts', proof: 'src/proof-entry.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  shims: true,
  splitting: true,
  target: 'es2022',
  platform: 'node',
  external: ['baykit', /^baykit\//, /^node:/],
});
