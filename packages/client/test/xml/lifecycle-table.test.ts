// XML_LIFECYCLE is generated as whole service entries plus groups of retired calls; xmlLifecycleTable writes each
// call's entry and sentence when the module loads, keyed and ordered like the object literal it replaced.
import { describe, expect, it } from 'vitest';
import { XML_LIFECYCLE } from '../../src/generated/xml-lifecycle.gen.js';
import { xmlLifecycleTable } from '../../src/xml/lifecycle.js';

describe('XML_LIFECYCLE', () => {
  it('gives a retired call its status, date, replacement and sentence', () => {
    expect(XML_LIFECYCLE['trading.UploadSiteHostedPictures']).toStrictEqual({
      status: 'decommissioned',
      date: '2026-09-30',
      replacement: 'commerce.media.createImageFromFile / createImageFromUrl',
      message:
        'eBay decommissioned the Trading API call UploadSiteHostedPictures on 2026-09-30; it fails at eBay. Use commerce.media.createImageFromFile / createImageFromUrl instead.',
    });
    expect(XML_LIFECYCLE['trading.AddDispute']).toStrictEqual({
      status: 'removed',
      message: 'eBay removed the Trading API call AddDispute; it fails at eBay.',
    });
  });

  it('keeps whole services and orders every key as the generated literal did', () => {
    expect(XML_LIFECYCLE.finding?.message).toMatch(
      /^eBay decommissioned the Finding API on 2025-02-05; its calls fail/,
    );
    const keys = Object.keys(XML_LIFECYCLE);
    expect(keys).toStrictEqual([...keys].sort());
  });

  it('puts services and call groups together, sorted by key', () => {
    const table = xmlLifecycleTable({ zeta: { status: 'removed', message: 'gone' } }, [
      ['trading', 'Trading API', { status: 'deprecated', date: '2027-01' }, 'B A'],
    ]);
    expect(Object.keys(table)).toStrictEqual(['trading.A', 'trading.B', 'zeta']);
    expect(table['trading.A']?.message).toBe('eBay deprecated the Trading API call A on 2027-01; it fails at eBay.');
  });
});
