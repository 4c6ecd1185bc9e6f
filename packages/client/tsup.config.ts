import { defineConfig } from 'tsup';

/** Package entry points: the root, one subpath per API area (`baykit/buy`, …) and the operation tables alone. */
export const ENTRIES = {
  index: 'src/index.ts',
  buy: 'src/generated/buy.gen.ts',
  commerce: 'src/generated/commerce.gen.ts',
  developer: 'src/generated/developer.gen.ts',
  'post-order': 'src/generated/post-order.gen.ts',
  sell: 'src/generated/sell.gen.ts',
  notifications: 'src/notifications/index.ts',
  catalog: 'src/catalog-entry.ts',
  'private-file': 'src/files/index.ts',
  'node-http': 'src/pipeline/transport-node-http.ts',
  cassette: 'src/cassette/index.ts',
};

// ESM for browsers and bundlers, CJS for require(); both split shared code into chunks so every entry uses
// the same classes. Node's `import` is routed to thin ESM wrappers over the CJS build
// (the repository's scripts/node-esm-wrapper.mjs), so import and require share one copy of every class too.
export default defineConfig({
  // The undici transport and its browser stand-in are entries of their own, loaded through the package import
  // `#node-transport` (package.json `imports`), so browser bundles never see undici.
  entry: {
    ...ENTRIES,
    'node-transport': 'src/pipeline/transport-undici.ts',
    'no-node-transport': 'src/pipeline/transport-none.ts',
  },
  format: ['esm', 'cjs'],
  // @baykit/spec is bundled, not a dependency (baykit's build carries its facts and XML services table, like its
  // code): its declarations are bundled too, read from its build (`npm run build -w @baykit/spec` first), so baykit's
  // .d.ts files name no package a user does not have (scripts/check-declarations.mjs checks it).
  dts: { compilerOptions: { paths: { '@baykit/spec/*': ['../spec/dist/*.d.ts'] } } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['undici', /^node:/, '#node-transport'],
  treeshake: true,
  splitting: true,
  removeNodeProtocol: false,
  // BAYKIT_CJS is true in the CommonJS build only: there the Node transport is loaded with require (Jest's
  // CommonJS runtime refuses import() without a flag), and the ESM build keeps import() with no require left in it.
  esbuildOptions(options, context) {
    options.define = { ...options.define, BAYKIT_CJS: context.format === 'cjs' ? 'true' : 'false' };
  },
});
