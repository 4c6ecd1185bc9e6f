// Copy as ebay-api: the text, and every translated operation compiled against ebay-api's own types (the root
// dev dependency the xml-parse bench compares with).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../shared/api.js';
import { toEbayApi } from '../../src/core/to-ebay-api.js';
import { scaled } from '../../../../scripts/test-time.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const snippetDir = join(here, '.snippets', 'ebay-api');

const rest = (
  api: string,
  operationId: string,
  parts: Partial<Extract<CallInput, { kind: 'rest' }>> = {},
): CallInput => ({
  kind: 'rest',
  env: 'sandbox',
  api,
  operationId,
  path: {},
  query: {},
  headers: {},
  ...parts,
});

const CASES: CallInput[] = [
  rest('buy.browse', 'getItem', { path: { item_id: 'v1|1|0' }, query: { fieldgroups: 'PRODUCT' } }),
  rest('buy.browse', 'search', { query: { q: 'shoes', limit: '3', filter: 'price:[1..9],priceCurrency:USD' } }),
  rest('sell.fulfillment', 'getOrder', { path: { orderId: '01-1' } }),
  rest('sell.fulfillment', 'getOrders', { query: { filter: 'orderfulfillmentstatus:{NOT_STARTED}', limit: '5' } }),
  rest('sell.inventory', 'getInventoryItem', { path: { sku: 'A-1' } }),
  rest('sell.inventory', 'getInventoryItems', { query: { limit: '10', offset: '0' } }),
  rest('sell.inventory', 'createOrReplaceInventoryItem', {
    path: { sku: 'A-1' },
    body: {
      condition: 'NEW',
      availability: { shipToLocationAvailability: { quantity: 5 } },
      product: { title: 'Mug' },
    },
  }),
  rest('sell.inventory', 'createOffer', {
    body: {
      sku: 'A-1',
      marketplaceId: 'EBAY_US',
      format: 'FIXED_PRICE',
      pricingSummary: { price: { value: '9.99', currency: 'USD' } },
    },
  }),
  rest('sell.inventory', 'getOffers', { query: { sku: 'A-1', marketplace_id: 'EBAY_US' } }),
  rest('sell.inventory', 'publishOffer', { path: { offerId: '5' } }),
  rest('sell.marketing', 'getCampaigns', { query: { campaign_status: 'RUNNING', limit: '2' } }),
  rest('sell.marketing', 'createCampaign', { body: { campaignName: 'Spring', marketplaceId: 'EBAY_US' } }),
  { kind: 'xml', env: 'sandbox', service: 'trading', callName: 'GetItem', fields: { ItemID: '110000000000' } },
  { kind: 'xml', env: 'sandbox', service: 'shopping', callName: 'GetSingleItem', fields: { ItemID: '110000000000' } },
  { kind: 'xml', env: 'sandbox', service: 'trading', callName: 'GeteBayOfficialTime', fields: {} },
];

describe('copy as ebay-api', () => {
  afterAll(() => rmSync(snippetDir, { recursive: true, force: true }));

  it('writes the client from the environment, the call and a log line', () => {
    const result = toEbayApi(CASES[0]!, false);
    expect('code' in result && result.code).toBe(
      [
        "import eBayApi from 'ebay-api';",
        '',
        '// ebay-api reads EBAY_APP_ID, EBAY_CERT_ID, EBAY_DEV_ID, EBAY_SANDBOX, … from the environment. It calls',
        "// eBay's sandbox or production only: the same call in baykit also runs against the emulator.",
        'const eBay = eBayApi.fromEnv();',
        '',
        "const result = await eBay.buy.browse.getItem('v1|1|0', 'PRODUCT');",
        'console.log(result);',
        '',
      ].join('\n'),
    );
    const orders = toEbayApi(CASES[3]!, true);
    expect('code' in orders && orders.code).toContain(
      "eBay.sell.fulfillment.getOrders({ filter: 'orderfulfillmentstatus:{NOT_STARTED}', limit: 5 })",
    );
    expect('code' in orders && orders.code).toContain('// needs a user token');
  });

  it('says why for operations it does not translate and services ebay-api lacks', () => {
    expect(toEbayApi(rest('sell.account', 'getPrivileges'), true)).toMatchObject({
      unsupported: expect.stringContaining('sell.account.getPrivileges'),
    });
    expect(
      toEbayApi(
        { kind: 'xml', env: 'sandbox', service: 'finding', callName: 'findItemsByKeywords', fields: {} },
        false,
      ),
    ).toEqual({ unsupported: 'ebay-api has no finding service.' });
  });

  it(
    "compiles every translated call against ebay-api's types",
    () => {
      mkdirSync(snippetDir, { recursive: true });
      const files = CASES.map((input, index) => {
        const result = toEbayApi(input, false);
        if (!('code' in result)) throw new Error(`case ${index} was not translated`);
        const file = join(snippetDir, `snippet-${index}.ts`);
        writeFileSync(file, result.code);
        return file;
      });
      const control = join(snippetDir, 'control.ts');
      writeFileSync(control, "import eBayApi from 'ebay-api';\nawait eBayApi.fromEnv().buy.browse.getItem(5);\n");
      const config = ts.getParsedCommandLineOfConfigFile(
        resolve(here, '../../tsconfig.json'),
        {},
        {
          ...ts.sys,
          onUnRecoverableConfigFileDiagnostic: () => undefined,
        },
      );
      const program = ts.createProgram({
        rootNames: [...files, control],
        options: { ...config!.options, noEmit: true },
      });
      const wanted = new Set([...files, control].map((file) => resolve(file)));
      const errors = ts
        .getPreEmitDiagnostics(program)
        .filter((d) => d.file !== undefined && wanted.has(resolve(d.file.fileName)))
        .map(
          (d) =>
            `${d.file!.fileName.slice(snippetDir.length + 1)} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
        );
      expect(errors.filter((line) => !line.startsWith('control'))).toEqual([]);
      expect(errors.filter((line) => line.startsWith('control')).length).toBeGreaterThan(0);
    },
    scaled(120_000),
  );
});
