// baykit/catalog: the operation tables alone, the very objects of the root (a tool that lists operations and a
// client that calls them read one table).
import { describe, expect, it } from 'vitest';
import * as root from '../src/index.js';
import * as catalog from '../src/catalog-entry.js';

describe('baykit/catalog', () => {
  it('exports the root’s operation tables, not copies', () => {
    expect(Object.keys(catalog).sort()).toEqual([
      'REST_OPERATION_COUNT',
      'XML_LIFECYCLE',
      'hasMoreTradingPages',
      'restCatalog',
      'tradingPageFields',
    ]);
    expect(catalog.restCatalog).toBe(root.restCatalog);
    expect(catalog.XML_LIFECYCLE).toBe(root.XML_LIFECYCLE);
    expect(catalog.REST_OPERATION_COUNT).toBe(root.REST_OPERATION_COUNT);
    expect(catalog.hasMoreTradingPages).toBe(root.hasMoreTradingPages);
    expect(catalog.tradingPageFields).toBe(root.tradingPageFields);
  });
});
