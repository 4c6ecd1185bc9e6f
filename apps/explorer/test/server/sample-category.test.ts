// The explorer's sample category (the forms' `category_id`, the sample offer and Add calls) is a leaf of eBay's US
// tree as @baykit/spec/categories holds it, the data the emulator serves: a sample sent as it opens lists where eBay
// takes listings.
import { describe, expect, it } from 'vitest';
import { categoryRows, EBAY_US_CATEGORY_TREE } from '@baykit/spec/categories';
import { sampleParameterValue } from '../../server/catalog/catalog-sample-values.js';
import { ownSampleBody } from '../../server/catalog/catalog-sample-bodies.js';

const rows = new Map(categoryRows(EBAY_US_CATEGORY_TREE).map((row) => [row.categoryId, row]));

describe('the sample category', () => {
  it('pre-fills category ids with Athletic Shoes (15709), a leaf of the US tree', () => {
    for (const name of ['category_id', 'primary_category_id']) {
      const id = sampleParameterValue({ name, in: 'query', required: true }) ?? '';
      expect(rows.get(id)).toMatchObject({ categoryName: 'Athletic Shoes', leaf: true });
    }
  });

  it('lists the sample offer in that leaf', () => {
    const offer = ownSampleBody('sell.inventory', 'createOffer', {}) as { categoryId?: string };
    expect(rows.get(offer.categoryId ?? '')?.leaf).toBe(true);
  });
});
