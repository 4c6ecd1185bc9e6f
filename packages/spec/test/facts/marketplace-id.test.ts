import { describe, expect, it } from 'vitest';
import { MARKETPLACE_IDS, MarketplaceId, isMarketplaceId } from '../../src/facts/index.js';

describe('MarketplaceId', () => {
  it('lists all 41 marketplace ids without duplicates', () => {
    expect(MARKETPLACE_IDS).toHaveLength(41);
    expect(new Set(MARKETPLACE_IDS).size).toBe(41);
  });

  it('spells Motors as EBAY_MOTORS_US and keeps EBAY_HALF_US', () => {
    expect(MarketplaceId.EBAY_MOTORS_US).toBe('EBAY_MOTORS_US');
    expect(MARKETPLACE_IDS).toContain('EBAY_HALF_US');
    expect(MARKETPLACE_IDS).not.toContain('EBAY_MOTORS');
  });

  it('is a frozen array', () => {
    expect(Object.isFrozen(MARKETPLACE_IDS)).toBe(true);
  });

  it('guard accepts known ids and rejects look-alikes', () => {
    expect(isMarketplaceId('EBAY_US')).toBe(true);
    expect(isMarketplaceId('EBAY_DE')).toBe(true);
    expect(isMarketplaceId('ebay_us')).toBe(false);
    expect(isMarketplaceId('EBAY-US')).toBe(false);
    expect(isMarketplaceId('EBAY_XX')).toBe(false);
    expect(isMarketplaceId(0)).toBe(false);
    expect(isMarketplaceId(undefined)).toBe(false);
  });
});
