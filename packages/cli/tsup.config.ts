import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  dts: false,
  sourcemap: true,
  target: 'es2022',
  platform: 'node',
  external: ['baykit', /^baykit\//, '@baykit/emulator', '@baykit/spec', /^node:/],
};

export default defineConfig([
  // `run(argv, io)` for programs and tests: CJS implementation plus the Node ESM wrapper, as the other packages.
  { ...shared, entry: { index: 'src/index.ts' }, format: ['esm', 'cjs'], dts: true, clean: true, shims: true },
  // The `baykit` command (bin/baykit.js runs it).
  { ...shared, entry: { cli: 'src/cli.ts' }, format: ['esm'] },
]);
