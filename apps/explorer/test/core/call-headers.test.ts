import { describe, expect, it } from 'vitest';
import { headerLines, parseHeaderLines, setHeaderLine } from '../../shared/call-headers.js';
import { buildRestCall, initialRestForm } from '../../src/core/call-form.js';
import { detailOf } from './fixtures.js';

describe('headers added by hand', () => {
  it('reads Name: value lines, skipping blank ones', () => {
    expect(parseHeaderLines('X-EBAY-C-MARKETPLACE-ID: EBAY_DE\n\nAccept-Language:  de-DE ')).toEqual({
      headers: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_DE', 'Accept-Language': 'de-DE' },
    });
  });

  it('refuses lines that are not headers and headers baykit sets, naming the line', () => {
    const parsed = parseHeaderLines('no colon here\nAuthorization: Bearer x\nSignature: y');
    expect(parsed).toEqual({
      problems: [
        'Line 1: write a header as Name: value',
        'Line 2: Authorization is set by baykit (credentials and framing), not by hand',
        'Line 3: Signature is set by baykit (credentials and framing), not by hand',
      ],
    });
  });

  it('sets one header line, replacing the same header whatever its case, and writes records back as lines', () => {
    expect(setHeaderLine('accept-language: en-US', 'Accept-Language', 'de-DE')).toBe('Accept-Language: de-DE');
    expect(setHeaderLine('', 'X-A', '1')).toBe('X-A: 1');
    expect(headerLines({ 'X-A': '1', 'X-B': '2' })).toBe('X-A: 1\nX-B: 2');
  });

  it('adds the lines to the call input, and reports bad lines as a form problem', () => {
    const detail = detailOf('buy.browse', 'getItem');
    const values = { ...initialRestForm(detail), path: { item_id: 'v1|1|0' } };
    const built = buildRestCall('local', detail, {
      ...values,
      extraHeaders: 'X-EBAY-C-ENDUSERCTX: affiliateCampaignId=1',
    });
    expect(built.ok && built.input.headers).toEqual({ 'X-EBAY-C-ENDUSERCTX': 'affiliateCampaignId=1' });
    const bad = buildRestCall('local', detail, { ...values, extraHeaders: 'Authorization: Bearer x' });
    expect(bad.ok ? [] : bad.problems.map((p) => p.field)).toEqual(['extraHeaders']);
  });
});
