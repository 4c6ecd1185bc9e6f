// Bundles the built ESM entry for browsers with esbuild: it must not pull in undici or Node built-ins.
import { build } from 'esbuild';

const result = await build({
  stdin: { contents: "export { EbayClient, EbayApiError } from 'baykit';", resolveDir: process.cwd() },
  bundle: true,
  platform: 'browser',
  format: 'esm',
  minify: true,
  write: false,
  metafile: true,
  logLevel: 'silent',
});
const inputs = Object.keys(result.metafile.inputs);
const offending = inputs.filter((p) => !p.startsWith('(disabled):') && (/node_modules\/undici\//.test(p) || p.startsWith('node:')));
if (offending.length > 0) {
  console.error(`browser bundle pulls in Node-only code:\n${offending.join('\n')}`);
  process.exit(1);
}
const bytes = result.outputFiles[0].contents.length;
console.log(`browser bundle: ${inputs.length} inputs, ${(bytes / 1024).toFixed(1)} KiB minified, no undici or node: modules`);
