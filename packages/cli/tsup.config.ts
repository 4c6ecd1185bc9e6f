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
    '@baykit/local',
    /^@baykit\/local\//,
    /^node:/,
  ],
};

export default defineConfig([
  // `run(argv, io)` for programs and tests (index) and `targets` (deprecated: @baykit/local has them), as ESM: it
  // imports baykit, @baykit/spec, @baykit/local and @baykit/emulator as packages, so a program's errors and clients are the package's classes.
  {
    ...shared,
    entry: { index: 'src/index.ts', targets: 'src/targets.ts' },
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts', targets: 'src/targets.ts' } },
    clean: true,
    shims: true,
  },
  // The CJS implementation of `run` and of `targets`, with their Node ESM wrappers, as the other
  // packages; types for both formats.
  {
    ...shared,
    entry: { index: 'src/index.ts', targets: 'src/targets.ts' },
    format: ['cjs'],
    dts: { entry: { index: 'src/index.ts', targets: 'src/targets.ts' } },
    shims: true,
  },
  // The `baykit` command (cli, which bin/baykit.js runs): one ESM build with the sources of baykit, @baykit/spec and
  // @baykit/local bundled in (their `source` export condition), split so that each command is a chunk
  // of its own loaded when it runs, holding only the modules that command reaches: `--help` loads no client code,
  // `ops` the operation tables (baykit/catalog) and one API's schema file (@baykit/spec/load), `call` the client
  // without the emulator. No package resolution, CommonJS wrappers or export scanning at start-up (bench/cli-start.ts).
  // The emulator itself (`baykit emulator --foreground`) and undici (calls to eBay) stay packages.
  {
    ...shared,
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    splitting: true,
    shims: true,
    external: [/^@baykit\/emulator$/, 'undici', /^node:/],
    noExternal: ['baykit', /^baykit\//, '@baykit/spec', /^@baykit\/spec\//, '@baykit/local', /^@baykit\/local\//],
    esbuildOptions(options) {
      options.conditions = ['source'];
      // The client's ESM form (its CommonJS build alone requires undici: packages/client/tsup.config.ts).
      options.define = { ...options.define, BAYKIT_CJS: 'false' };
    },
  },
]);
