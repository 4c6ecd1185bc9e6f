import { describe, expect, it } from 'vitest';
import {
  GLOBAL_IDS,
  GlobalId,
  SITES,
  SITE_IDS,
  SiteCode,
  SiteId,
  isGlobalId,
  isSiteId,
  siteByGlobalId,
  siteById,
} from '../../src/enums/index.js';

describe('sites', () => {
  it('has 22 sites with unique ids and unique global ids', () => {
    expect(SITES).toHaveLength(22);
    expect(new Set(SITES.map((s) => s.id)).size).toBe(22);
    expect(new Set(SITES.map((s) => s.globalId)).size).toBe(22);
    expect(new Set(SITES.map((s) => s.code)).size).toBe(22);
    expect(SITE_IDS).toHaveLength(22);
    expect(GLOBAL_IDS).toHaveLength(22);
  });

  it('keeps SiteId, GlobalId and SiteCode in step with SITES', () => {
    expect(Object.keys(SiteId)).toHaveLength(22);
    expect(Object.keys(GlobalId)).toHaveLength(22);
    expect(Object.keys(SiteCode)).toHaveLength(22);
    for (const site of SITES) {
      const key = site.globalId.replace('-', '_') as keyof typeof SiteId;
      expect(SiteId[key]).toBe(site.id);
      expect(GlobalId[key]).toBe(site.globalId);
      expect(SiteCode[site.code]).toBe(site.code);
    }
  });

  it('orders sites by ascending id', () => {
    const ids = SITES.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it.each([
    [0, 'EBAY-US', 'US', 'eBay United States', 'en-US'],
    [3, 'EBAY-GB', 'UK', 'eBay UK', 'en-GB'],
    [77, 'EBAY-DE', 'Germany', 'eBay Germany', 'de-DE'],
    [100, 'EBAY-MOTOR', 'eBayMotors', 'eBay Motors', 'en-US'],
    [201, 'EBAY-HK', 'HongKong', 'eBay Hong Kong', 'zh-HK'],
    [216, 'EBAY-SG', 'Singapore', 'eBay Singapore', 'en-SG'],
  ])('site %i is %s (%s)', (id, globalId, code, name, language) => {
    expect(siteById(id)).toEqual({ id, code, globalId, name, language });
    expect(siteByGlobalId(globalId)?.id).toBe(id);
  });

  it('names readable keys after the global id', () => {
    expect(SiteId.EBAY_US).toBe(0);
    expect(SiteId.EBAY_ENCA).toBe(2);
    expect(SiteId.EBAY_GB).toBe(3);
    expect(SiteId.EBAY_MOTOR).toBe(100);
    expect(SiteId.EBAY_SG).toBe(216);
  });

  it('returns undefined for unknown sites', () => {
    expect(siteById(1)).toBeUndefined();
    expect(siteById(-1)).toBeUndefined();
    expect(siteByGlobalId('EBAY_US')).toBeUndefined();
  });

  it('freezes the table and its rows', () => {
    expect(Object.isFrozen(SITES)).toBe(true);
    expect(SITES.every((s) => Object.isFrozen(s))).toBe(true);
  });

  it('guards accept known values and reject others', () => {
    expect(isSiteId(0)).toBe(true);
    expect(isSiteId(216)).toBe(true);
    expect(isSiteId(1)).toBe(false);
    expect(isSiteId('0')).toBe(false);
    expect(isSiteId(null)).toBe(false);
    expect(isGlobalId('EBAY-MOTOR')).toBe(true);
    expect(isGlobalId('EBAY_US')).toBe(false);
    expect(isGlobalId('ebay-us')).toBe(false);
    expect(isGlobalId(0)).toBe(false);
  });
});
