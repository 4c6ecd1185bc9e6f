import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  dts: false,
  sourcemap: true,
  target: 'es2022',
  platform: 'node',
  // The workspace packages and the MCP SDK (with zod) are dependencies, never bundled.
  external: ['baykit', /^baykit\//, /^@baykit\//, /^@modelcontextprotocol\/sdk/, 'zod', /^zod\//, /^node:/],
};

export default defineConfig([
  // The library: CJS is the implementation (one copy of every class for import and require); Node's `import`
  // loads the ESM wrapper written by scripts/node-esm-wrapper.mjs; bundlers get the ESM build.
  { ...shared, entry: { index: 'src/index.ts' }, format: ['esm', 'cjs'], dts: true, clean: true, shims: true },
  // The `baykit-mcp` command (run by bin/baykit-mcp.js): an ESM program of its own.
  { ...shared, entry: { cli: 'src/cli.ts' }, format: ['esm'] },
]);
