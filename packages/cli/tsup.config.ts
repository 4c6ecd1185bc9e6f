import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  dts: false,
  sourcemap: true,
  target: 'es2022',
  platform: 'node',
  external: [
    'baykit',
    /^baykit\//,
    '@baykit/emulator',
    /^@baykit\/emulator\//,
    '@baykit/spec',
    /^@baykit\/spec\//,
    /^node:/,
  ],
};

export default defineConfig([
  // `run(argv, io)` for programs and tests (index) and the `baykit` command (cli, which bin/baykit.js runs), as ESM
  // in one build: each command is a chunk of its own that `run` imports when the command runs, shared by both
  // entries, so `baykit --help` loads none of the client, the emulator or @baykit/spec.
  {
    ...shared,
    entry: { index: 'src/index.ts', cli: 'src/cli.ts', targets: 'src/targets.ts' },
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts', targets: 'src/targets.ts' } },
    clean: true,
    shims: true,
  },
  // The CJS implementation of `run` and of `targets` (for @baykit/mcp), with their Node ESM wrappers, as the other packages; types for both formats.
  {
    ...shared,
    entry: { index: 'src/index.ts', targets: 'src/targets.ts' },
    format: ['cjs'],
    dts: { entry: { index: 'src/index.ts', targets: 'src/targets.ts' } },
    shims: true,
  },
]);
