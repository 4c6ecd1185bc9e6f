// Checks the built package: `import` and `require` of baykit give the same classes in Node, so an
// `instanceof` check works whichever way a program (or its dependencies) loaded the library.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cjs = require('baykit');
const esm = await import('baykit');

for (const name of ['EbayClient', 'BaykitError', 'EbayApiError', 'InvalidGrantError', 'ConfigError', 'MarketplaceId']) {
  assert.equal(esm[name], cjs[name], `${name} differs between import and require`);
}
const error = new cjs.InvalidGrantError({ message: 'invalid_grant' });
assert.ok(error instanceof esm.EbayApiError && error instanceof esm.BaykitError, 'instanceof across loaders');
assert.ok(esm.isBaykitError(error));
assert.deepEqual(Object.keys(esm).sort(), Object.keys(cjs).filter((k) => k !== '__esModule').sort());
console.log(`dual package: import and require share ${Object.keys(esm).length} exports`);
