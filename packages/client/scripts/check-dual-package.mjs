// Checks the built package: `import` and `require` of baykit and of its area subpaths give the same classes
// in Node, so an `instanceof` check works whichever way a program (or its dependencies) loaded the library.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cjs = require('baykit');
const esm = await import('baykit');

for (const name of [
  'EbayClient',
  'BaseEbayClient',
  'BaykitError',
  'EbayApiError',
  'InvalidGrantError',
  'ConfigError',
  'MarketplaceId',
]) {
  assert.equal(esm[name], cjs[name], `${name} differs between import and require`);
}
const error = new cjs.InvalidGrantError({ message: 'invalid_grant' });
assert.ok(error instanceof esm.EbayApiError && error instanceof esm.BaykitError, 'instanceof across loaders');
assert.ok(esm.isBaykitError(error));
assert.deepEqual(
  Object.keys(esm).sort(),
  Object.keys(cjs)
    .filter((k) => k !== '__esModule')
    .sort(),
);

for (const area of ['buy', 'commerce', 'developer', 'post-order', 'sell']) {
  const areaCjs = require(`baykit/${area}`);
  const areaEsm = await import(`baykit/${area}`);
  for (const name of Object.keys(areaCjs)) assert.equal(areaEsm[name], areaCjs[name], `baykit/${area} ${name} differs`);
}
// The subpaths share the root's runtime: the root catalog holds the very objects the area modules export.
assert.equal(esm.restCatalog['buy.browse'], (await import('baykit/buy')).buyBrowseOperations);
// baykit/catalog is the root's tables, not a copy: import, require and the root give the same objects.
assert.equal((await import('baykit/catalog')).restCatalog, esm.restCatalog, 'baykit/catalog restCatalog differs');
assert.equal(require('baykit/catalog').XML_LIFECYCLE, esm.XML_LIFECYCLE, 'baykit/catalog XML_LIFECYCLE differs');
const ebay = new esm.BaseEbayClient({});
assert.ok(new (require('baykit/buy').BuyBrowseApi)(ebay).getItem, 'area classes run on a root client');
console.log(`dual package: import and require share ${Object.keys(esm).length} root exports and every area subpath`);
