import { checkMarketplace, checkSiteId, type EbayClientOptions } from './config.js';
import { ConfigError } from './errors/config-error.js';

/** The environment variables `fromEnv` reads. */
export const ENV_VARIABLES = [
  'EBAY_APP_ID',
  'EBAY_CERT_ID',
  'EBAY_DEV_ID',
  'EBAY_AUTH_TOKEN',
  'EBAY_SITE_ID',
  'EBAY_MARKETPLACE_ID',
  'EBAY_RU_NAME',
  'EBAY_SANDBOX',
  'EBAY_JWE',
  'EBAY_PRIVATE_KEY',
] as const;

/** Reads the ten `EBAY_*` variables into options; missing app/cert id and bad values raise `ConfigError`. */
export function optionsFromEnv(env: Readonly<Record<string, string | undefined>>): EbayClientOptions {
  const read = (name: (typeof ENV_VARIABLES)[number]): string | undefined => {
    // Own variables only: a name inherited from a polluted Object.prototype is not configuration.
    const value = Object.hasOwn(env, name) ? env[name]?.trim() : undefined;
    return value === '' ? undefined : value;
  };
  const required = (name: 'EBAY_APP_ID' | 'EBAY_CERT_ID'): string => {
    const value = read(name);
    if (value === undefined) throw new ConfigError(`Could not find ${name} in process.env.`);
    return value;
  };
  const options: EbayClientOptions = { appId: required('EBAY_APP_ID'), certId: required('EBAY_CERT_ID') };
  const devId = read('EBAY_DEV_ID');
  const authToken = read('EBAY_AUTH_TOKEN');
  const ruName = read('EBAY_RU_NAME');
  if (devId) options.devId = devId;
  if (authToken) options.authToken = authToken;
  if (ruName) options.ruName = ruName;
  const siteId = read('EBAY_SITE_ID');
  if (siteId !== undefined) {
    options.siteId = checkSiteId(/^\d+$/.test(siteId) ? Number(siteId) : siteId, 'EBAY_SITE_ID');
  }
  const marketplaceId = read('EBAY_MARKETPLACE_ID');
  if (marketplaceId !== undefined) options.marketplaceId = checkMarketplace(marketplaceId, 'EBAY_MARKETPLACE_ID');
  const sandbox = read('EBAY_SANDBOX');
  if (sandbox !== undefined) {
    if (sandbox !== 'true' && sandbox !== 'false') {
      throw new ConfigError(`EBAY_SANDBOX must be "true" or "false". Got ${JSON.stringify(sandbox)}.`);
    }
    options.sandbox = sandbox === 'true';
  }
  const jwe = read('EBAY_JWE');
  const privateKey = read('EBAY_PRIVATE_KEY');
  if ((jwe === undefined) !== (privateKey === undefined)) {
    throw new ConfigError('Set both EBAY_JWE and EBAY_PRIVATE_KEY to sign requests, or neither.');
  }
  // Keys in env files often carry literal "\n" sequences instead of line breaks.
  if (jwe && privateKey) options.signature = { jwe, privateKey: privateKey.replace(/\\n/g, '\n') };
  return options;
}
