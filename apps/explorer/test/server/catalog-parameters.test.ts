import { requestShape } from '@baykit/spec';
import { restCatalog } from 'baykit';
import { describe, expect, it } from 'vitest';
import { MOST_USED_PARAMETERS, parameterDetails } from '../../server/catalog/catalog-parameters.js';

describe('parameterDetails', () => {
  it('carries the limits and default a contract states as schema keywords into the form', () => {
    const spec = restCatalog['buy.browse']?.search;
    if (!spec) throw new Error('no Browse search');
    const [limit] = parameterDetails(
      spec,
      [
        {
          name: 'limit',
          in: 'query',
          required: false,
          schema: { type: 'integer', format: 'int32', default: 50, minimum: 1, maximum: 200 },
        },
      ],
      {},
    );
    expect(limit).toEqual({
      name: 'limit',
      in: 'query',
      required: false,
      type: 'integer',
      format: 'int32',
      default: '50',
      minimum: 1,
      maximum: 200,
    });
  });

  it('lists required parameters first, then the most used ones, then the rest in contract order', () => {
    const names = (api: string, operationId: string): string[] => {
      const spec = restCatalog[api]?.[operationId];
      if (!spec) throw new Error(`no ${api}.${operationId}`);
      return parameterDetails(spec, requestShape(api, operationId)?.parameters ?? [], {}).map((p) => p.name);
    };
    // Browse search: every parameter is optional, and the contract lists q 12th of 13.
    const search = names('buy.browse', 'search');
    expect(search.slice(0, 6)).toEqual(['q', 'category_ids', 'filter', 'sort', 'limit', 'offset']);
    const contract = (requestShape('buy.browse', 'search')?.parameters ?? []).map((p) => p.name);
    expect(search.slice(6)).toEqual(contract.filter((name) => !MOST_USED_PARAMETERS.includes(name)));
    // Required ones stay ahead of the most used: the path's tree id, then the required q.
    expect(names('commerce.taxonomy', 'getCategorySuggestions')).toEqual(['category_tree_id', 'q']);
    expect(names('sell.fulfillment', 'getOrders')).toEqual(['filter', 'limit', 'offset', 'fieldGroups', 'orderIds']);
  });
});
