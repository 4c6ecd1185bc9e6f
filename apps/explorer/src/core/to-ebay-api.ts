import type { CallInput, RestCallInput } from '../../shared/api.js';
import { tsLiteral, tsString } from './ts-literal.js';

/**
 * Copy as `ebay-api` (hendt/ebay-api, v10), for code that is moving to baykit. Its REST methods are written by
 * hand with their own arguments, so only the operations below are translated (the compile test checks each
 * against its types); its XML calls take the same fields as baykit's. It has no Finding API and cannot be
 * pointed at the emulator, so snippets are for eBay's sandbox or production.
 */
type RestArgs = (input: RestCallInput) => unknown[];

const num = (value: string | undefined): number | undefined =>
  value === undefined || value === '' || Number.isNaN(Number(value)) ? undefined : Number(value);

/** The object with its undefined and empty members left out (`{}` when none are left). */
function defined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== ''));
}

/** Trailing `{}` arguments are left out: every options object of ebay-api's methods is optional. */
function trim(args: unknown[]): unknown[] {
  const out = [...args];
  while (out.length > 0) {
    const last = out[out.length - 1];
    if (typeof last === 'object' && last !== null && Object.keys(last).length === 0) out.pop();
    else if (last === undefined) out.pop();
    else break;
  }
  return out;
}

const REST: Readonly<Record<string, RestArgs>> = {
  'buy.browse.getItem': (i) => trim([i.path.item_id ?? '', i.query.fieldgroups || undefined]),
  'buy.browse.search': (i) => [defined({ ...i.query })],
  'sell.fulfillment.getOrder': (i) => trim([i.path.orderId ?? '', defined({ fieldGroups: i.query.fieldGroups })]),
  'sell.fulfillment.getOrders': (i) =>
    trim([
      defined({
        filter: i.query.filter,
        limit: num(i.query.limit),
        offset: num(i.query.offset),
        orderIds: i.query.orderIds,
        fieldGroups: i.query.fieldGroups,
      }),
    ]),
  'sell.inventory.getInventoryItem': (i) => [i.path.sku ?? ''],
  'sell.inventory.getInventoryItems': (i) =>
    trim([defined({ limit: num(i.query.limit), offset: num(i.query.offset) })]),
  'sell.inventory.createOrReplaceInventoryItem': (i) => [i.path.sku ?? '', i.body ?? {}],
  'sell.inventory.createOffer': (i) => [i.body ?? {}],
  'sell.inventory.getOffers': (i) =>
    trim([
      defined({
        sku: i.query.sku,
        marketplaceId: i.query.marketplace_id,
        format: i.query.format,
        limit: num(i.query.limit),
        offset: num(i.query.offset),
      }),
    ]),
  'sell.inventory.publishOffer': (i) => [i.path.offerId ?? ''],
  'sell.marketing.getCampaigns': (i) =>
    trim([
      defined({
        campaignName: i.query.campaign_name,
        campaignStatus: i.query.campaign_status,
        limit: num(i.query.limit),
        offset: num(i.query.offset),
      }),
    ]),
  'sell.marketing.createCampaign': (i) => [i.body ?? {}],
};

const XML_SERVICES = new Set(['trading', 'shopping', 'merchandising', 'clientAlerts']);

const argText = (arg: unknown): string => (typeof arg === 'string' ? tsString(arg) : tsLiteral(arg));

/** The call as ebay-api code, or why the explorer does not write one. */
export function toEbayApi(input: CallInput, needsUserToken: boolean): { code: string } | { unsupported: string } {
  let call: string;
  if (input.kind === 'xml') {
    if (!XML_SERVICES.has(input.service)) return { unsupported: `ebay-api has no ${input.service} service.` };
    const fields = Object.keys(input.fields).length > 0 ? tsLiteral(input.fields) : '';
    call = `eBay.${input.service}.${input.callName}(${fields})`;
  } else {
    const args = REST[`${input.api}.${input.operationId}`];
    if (!args)
      return {
        unsupported: `ebay-api writes its REST methods by hand, with their own arguments; the explorer translates only the most used operations, not ${input.api}.${input.operationId}.`,
      };
    call = `eBay.${input.api}.${input.operationId}(${args(input).map(argText).join(', ')})`;
  }
  const lines = [
    "import eBayApi from 'ebay-api';",
    '',
    '// ebay-api reads EBAY_APP_ID, EBAY_CERT_ID, EBAY_DEV_ID, EBAY_SANDBOX, … from the environment. It calls',
    "// eBay's sandbox or production only: the same call in baykit also runs against the emulator.",
    'const eBay = eBayApi.fromEnv();',
  ];
  if (needsUserToken) lines.push('// needs a user token: eBay.OAuth2.setCredentials(<token from the consent flow>)');
  lines.push('', `const result = await ${call};`, 'console.log(result);', '');
  return { code: lines.join('\n') };
}
