import { defineConfig } from 'tsup';

// Data and pure functions: the generated JSON is bundled into the build. CJS is the implementation (one copy of
// every object for import and require); Node's `import` loads the ESM wrapper written by
// scripts/node-esm-wrapper.mjs; bundlers get the ESM build. `xml-services` and `facts` are small entries of their
// own, so a program that needs only the XML services table or the facts (the baykit client, which bundles both) does
// not load the schemas; `load` reads one API's schema file when asked (each API's JSON is a chunk of its own), not
// all of them; `notifications` holds the push schemas, which only validators need; `categories` (eBay's category
// trees, about 440 KB) is loaded only by programs that import it; `operations` is the operation index over the
// generated name table (no schemas); `samples` the request samples, which no client bundle loads.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'xml-services': 'src/generated/xml-services.gen.ts',
    facts: 'src/facts/index.ts',
    effects: 'src/effects/index.ts',
    categories: 'src/categories/index.ts',
    load: 'src/load-entry.ts',
    notifications: 'src/notifications.ts',
    operations: 'src/find-operation.ts',
    samples: 'src/samples/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  platform: 'neutral',
  external: [/^node:/],
});
