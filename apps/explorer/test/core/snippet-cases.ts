import type { CallInput, OperationDetail, XmlCallDetail } from '../../shared/api.js';
import type { CodeEnv } from '../../src/core/to-code.js';
import { detailOf } from './fixtures.js';

/** A call to turn into code, with the detail of its operation. */
export interface SnippetCase {
  name: string;
  input: CallInput;
  detail: OperationDetail | XmlCallDetail;
  env: CodeEnv;
}

const local: CodeEnv = { id: 'local', baseUrl: 'http://127.0.0.1:4010' };
const sandbox: CodeEnv = { id: 'sandbox', baseUrl: 'https://api.sandbox.ebay.com' };
const production: CodeEnv = { id: 'production', baseUrl: 'https://api.ebay.com' };

const rest = (api: string, operationId: string, parts: Partial<Extract<CallInput, { kind: 'rest' }>>): CallInput => ({
  kind: 'rest',
  env: 'local',
  api,
  operationId,
  path: {},
  query: {},
  headers: {},
  ...parts,
});

/** Calls covering every argument shape baykit's generated methods have (checked by compiling them). */
export const SNIPPET_CASES: SnippetCase[] = [
  {
    name: 'getItem with a query',
    input: rest('buy.browse', 'getItem', { path: { item_id: 'v1|110000000000|0' }, query: { fieldgroups: 'PRODUCT' } }),
    detail: detailOf('buy.browse', 'getItem'),
    env: local,
  },
  {
    name: 'a POST with a body, headers and signing',
    input: rest('sell.inventory', 'createOffer', {
      env: 'sandbox',
      headers: { 'Content-Language': 'en-US' },
      body: {
        sku: "O'Neill-42",
        marketplaceId: 'EBAY_US',
        format: 'FIXED_PRICE',
        availableQuantity: 3,
        pricingSummary: { price: { value: '9.99', currency: 'USD' } },
      },
      sign: true,
    }),
    detail: detailOf('sell.inventory', 'createOffer'),
    env: sandbox,
  },
  {
    name: 'headers but no query values',
    input: rest('buy.browse', 'search', { headers: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_GB' } }),
    detail: detailOf('buy.browse', 'search'),
    env: production,
  },
  {
    name: 'an empty optional body before a query',
    input: rest('buy.browse', 'searchByImage', { query: { limit: '3' } }),
    detail: detailOf('buy.browse', 'searchByImage'),
    env: local,
  },
  {
    name: 'two path values and a body',
    input: rest('sell.account', 'createOrReplaceSalesTax', {
      path: { jurisdictionId: 'CA', countryCode: 'US' },
      body: { salesTaxPercentage: '7.25', shippingAndHandlingTaxed: false },
      sign: false,
    }),
    // Parameters listed out of path order on purpose: the snippet must follow the path.
    detail: {
      ...detailOf('sell.account', 'createOrReplaceSalesTax'),
      parameters: [...detailOf('sell.account', 'createOrReplaceSalesTax').parameters].reverse(),
    },
    env: local,
  },
  {
    name: 'a namespace that is a reserved word',
    input: rest('postOrder.return', 'getReturn', { path: { returnId: '5000123456' } }),
    detail: detailOf('postOrder.return', 'getReturn'),
    env: local,
  },
  {
    name: 'an XML call with fields',
    input: {
      kind: 'xml',
      env: 'local',
      service: 'trading',
      callName: 'GetItem',
      fields: { ItemID: '110000000000', DetailLevel: 'ReturnAll', IncludeItemSpecifics: true },
    },
    detail: {
      service: 'trading',
      callName: 'GetItem',
      status: 'live',
      effects: ['read'],
      sample: { ItemID: '110000000000' },
      needsUserToken: true,
    },
    env: local,
  },
  {
    name: 'an XML call without fields',
    input: { kind: 'xml', env: 'production', service: 'trading', callName: 'GeteBayOfficialTime', fields: {} },
    detail: {
      service: 'trading',
      callName: 'GeteBayOfficialTime',
      status: 'live',
      effects: ['read'],
      sample: {},
      needsUserToken: false,
    },
    env: production,
  },
];

/** The case named `name`. */
export function snippetCase(name: string): SnippetCase {
  const found = SNIPPET_CASES.find((c) => c.name === name);
  if (!found) throw new Error(`No snippet case "${name}"`);
  return found;
}
