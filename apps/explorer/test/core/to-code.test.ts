import { describe, expect, it } from 'vitest';
import { toTypeScript } from '../../src/core/to-code.js';
import { snippetCase } from './snippet-cases.js';

const code = (name: string): string => {
  const c = snippetCase(name);
  return toTypeScript(c.input, c.detail, c.env);
};

describe('toTypeScript', () => {
  it('writes a local snippet with the emulator test app, the call and a log line', () => {
    expect(code('getItem with a query')).toBe(
      [
        "import { EbayClient } from 'baykit';",
        '',
        "// The local emulator and its test app (not secrets). BAYKIT_EMULATOR_URL: another emulator's URL",
        "// (npx @baykit/emulator prints it); without it, the explorer's embedded one.",
        'const ebay = new EbayClient({',
        "  appId: 'baykit-test-app',",
        "  certId: 'baykit-test-cert',",
        "  devId: 'baykit-test-dev',",
        "  ruName: 'baykit-test-RuName',",
        "  origin: process.env.BAYKIT_EMULATOR_URL ?? 'http://127.0.0.1:4010',",
        '});',
        '',
        "const result = await ebay.buy.browse.getItem('v1|110000000000|0', { fieldgroups: 'PRODUCT' });",
        'console.log(result);',
        '',
      ].join('\n'),
    );
  });

  it('uses fromEnv for the sandbox, notes the user token, and passes body then options', () => {
    const text = code('a POST with a body, headers and signing');
    expect(text).toContain('const ebay = EbayClient.fromEnv();');
    expect(text).toContain('EBAY_SANDBOX=true');
    expect(text).toContain(
      '// needs a user token: run the consent flow first (ebay.oauth2.generateAuthUrl / ebay.oauth2.getToken)',
    );
    expect(text).toContain(
      [
        'const result = await ebay.sell.inventory.createOffer({',
        "  sku: 'O\\'Neill-42',",
        "  marketplaceId: 'EBAY_US',",
        "  format: 'FIXED_PRICE',",
        '  availableQuantity: 3,',
        "  pricingSummary: { price: { value: '9.99', currency: 'USD' } },",
        "}, { headers: { 'Content-Language': 'en-US' }, sign: true });",
      ].join('\n'),
    );
    expect(text).not.toContain('baykit-test-cert');
  });

  it('says production means EBAY_SANDBOX unset', () => {
    const text = code('headers but no query values');
    expect(text).toContain('const ebay = EbayClient.fromEnv();');
    expect(text).toContain('leave EBAY_SANDBOX unset');
    expect(text).not.toContain('needs a user token');
  });

  it('passes {} for an empty query when options follow', () => {
    expect(code('headers but no query values')).toContain(
      "const result = await ebay.buy.browse.search({}, { headers: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_GB' } });",
    );
  });

  it('passes undefined for an empty optional body when a query follows', () => {
    expect(code('an empty optional body before a query')).toContain(
      "const result = await ebay.buy.browse.searchByImage(undefined, { limit: '3' });",
    );
  });

  it('leaves out trailing empty arguments', () => {
    const c = snippetCase('an empty optional body before a query');
    const text = toTypeScript({ ...c.input, query: {} } as typeof c.input, c.detail, c.env);
    expect(text).toContain('const result = await ebay.buy.browse.searchByImage();');
  });

  it('puts path values in path order, whatever order the parameters are listed in', () => {
    expect(code('two path values and a body')).toContain(
      [
        "const result = await ebay.sell.account.createOrReplaceSalesTax('US', 'CA', {",
        "  salesTaxPercentage: '7.25',",
        '  shippingAndHandlingTaxed: false,',
        '}, { sign: false });',
      ].join('\n'),
    );
  });

  it('writes XML calls as service methods with their fields', () => {
    const text = code('an XML call with fields');
    expect(text).toContain('// needs a user token');
    expect(text).toContain(
      [
        'const result = await ebay.trading.GetItem({',
        "  ItemID: '110000000000',",
        "  DetailLevel: 'ReturnAll',",
        '  IncludeItemSpecifics: true,',
        '});',
      ].join('\n'),
    );
    expect(code('an XML call without fields')).toContain('const result = await ebay.trading.GeteBayOfficialTime();');
  });

  it('quotes keys that are not identifiers and escapes strings', () => {
    const c = snippetCase('getItem with a query');
    const input = { ...c.input, path: { item_id: 'a\\b\n"c"' }, query: { 'weird-key': 'x' } } as typeof c.input;
    expect(toTypeScript(input, c.detail, c.env)).toContain(`getItem('a\\\\b\\n"c"', { 'weird-key': 'x' })`);
  });
});
