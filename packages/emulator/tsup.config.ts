import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  dts: false,
  sourcemap: true,
  target: 'es2022',
  platform: 'node',
  // baykit, @baykit/spec (the generated schema catalog), @baykit/local (the shared emulator's proof) and ajv are
  // dependencies.
  external: ['baykit', /^baykit\//, '@baykit/spec', '@baykit/local', /^@baykit\/local\//, 'ajv', /^ajv\//, /^node:/],
};

export default defineConfig([
  // The library: CJS is the implementation (one copy of every class for import and require); Node's `import`
  // loads the ESM wrapper written by scripts/node-esm-wrapper.mjs; bundlers get the ESM build. `shared` (deprecated:
  // re-exports of @baykit/local) is an entry of its own; split into chunks, so the entries share one copy of each class.
  {
    ...shared,
    entry: {
      index: 'src/index.ts',
      shared: 'src/shared-entry.ts',
      admin: 'src/admin-entry.ts',
      contract: 'src/contract/index.ts',
      verify: 'src/verify-entry.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    shims: true,
    splitting: true,
  },
  // The command line (run by bin/baykit-emulator.js) and the XML worker thread: ESM programs of their own.
  {
    ...shared,
    entry: { cli: 'src/cli.ts', 'parse-worker': 'src/xml/parse-worker-thread.ts' },
    format: ['esm'],
  },
]);
