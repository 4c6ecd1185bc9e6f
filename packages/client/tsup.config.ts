import { defineConfig } from 'tsup';

// ESM for browsers and bundlers, CJS for require(); Node's `import` is routed to a thin ESM wrapper
// over the CJS build (scripts/node-esm-wrapper.mjs) so both loaders share one copy of every class.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['undici', 'fast-xml-parser', /^node:/],
  treeshake: true,
  splitting: false,
  removeNodeProtocol: false,
});
