import { restCatalog } from 'baykit';
import { describe, expect, it } from 'vitest';
import { parameterDetails } from '../../server/catalog-parameters.js';

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
});
