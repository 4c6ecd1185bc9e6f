// Trading's and Finding's `ConditionDisplayName`: eBay's name of each condition id (the Trading sample cassette's
// GetItem of a book in 4000 said "Very Good" where the emulator had said "Used").
import { describe, expect, it } from 'vitest';
import { conditionName } from '../../src/xml/item-render.js';

describe('conditionName', () => {
  it("answers eBay's name of the condition id", () => {
    expect(['1000', '1500', '2750', '3000', '4000', '5000', '6000', '7000'].map(conditionName)).toEqual([
      'New',
      'New other (see details)',
      'Like New',
      'Used',
      'Very Good',
      'Good',
      'Acceptable',
      'For parts or not working',
    ]);
  });

  it("answers New or Used for an id eBay's table lacks", () => {
    expect([conditionName('1001'), conditionName('9999')]).toEqual(['New', 'Used']);
  });
});
