/**
 * What `../shared/specs/xml/services.json` does not say about each XML service, as facts from eBay's call references
 * (docs/ebay-facts.md#xml-services): the version baykit sends where the file
 * has none, and the headers of a call as data: the names of those that carry the call name, the version, the site
 * and the App ID, those with a fixed value, the keyset's, and which OAuth token goes as the IAF token. Codegen joins them
 * with services.json into `@baykit/spec`'s `XML_SERVICE_TABLE`.
 */
export interface XmlServiceExtra {
  /** The version sent by default when services.json gives none (Finding, Merchandising). */
  readonly version?: string;
  /** Header names; Client Alerts is a GET and sends these as URL parameters instead. */
  readonly headers: {
    readonly callName: string;
    readonly version: string;
    readonly siteId?: string;
    readonly globalId?: string;
    readonly serviceName?: string;
    /** The header (parameter) that carries the App ID where the App ID names the caller (Finding, Merchandising, Client Alerts). */
    readonly appId?: string;
  };
  /** `x-ebay-soa-service-name`'s value for the SOA services. */
  readonly serviceName?: string;
  /** Headers every call of the service carries with the same value (encodings and data formats). */
  readonly fixedHeaders?: Readonly<Record<string, string>>;
  /** The headers that carry the keyset on the calls listed in `calls.keysAndToken` (Trading). */
  readonly keyHeaders?: { readonly appId: string; readonly devId: string; readonly certId: string };
  /**
   * The OAuth token a call sends as `X-EBAY-API-IAF-TOKEN`: Trading the user's (unless an Auth'n'Auth token goes in the
   * envelope), Shopping an application token; absent where the App ID alone names the caller.
   */
  readonly iafToken?: 'user' | 'application';
  /**
   * How calls are authenticated where it is not by a user's token (Trading): `keys` — by the App/Dev/Cert key
   * headers and no token (the Auth'n'Auth sign-in calls); `keysAndToken` — the key headers besides the token the call
   * acts on; `signed` — calls eBay requires signed for EU/UK sellers (docs/ebay-facts.md#which-calls-are-signed).
   */
  readonly calls?: {
    readonly keys: readonly string[];
    readonly keysAndToken: readonly string[];
    readonly signed: readonly string[];
  };
}

export const XML_SERVICE_EXTRAS: Readonly<Record<string, XmlServiceExtra>> = {
  trading: {
    // GetSessionID, FetchToken and ConfirmIdentity: eBay's call references (Authentication: the key headers);
    // GetTokenStatus and RevokeToken act on the token sent and carry the keys too.
    calls: {
      keys: ['GetSessionID', 'FetchToken', 'ConfirmIdentity'],
      keysAndToken: ['GetSessionID', 'FetchToken', 'ConfirmIdentity', 'GetTokenStatus', 'RevokeToken'],
      signed: ['GetAccount'],
    },
    headers: {
      callName: 'x-ebay-api-call-name',
      version: 'x-ebay-api-compatibility-level',
      siteId: 'x-ebay-api-siteid',
    },
    keyHeaders: { appId: 'x-ebay-api-app-name', devId: 'x-ebay-api-dev-name', certId: 'x-ebay-api-cert-name' },
    iafToken: 'user',
  },
  shopping: {
    headers: { callName: 'x-ebay-api-call-name', version: 'x-ebay-api-version', siteId: 'x-ebay-api-site-id' },
    fixedHeaders: { 'x-ebay-api-request-encoding': 'xml' },
    iafToken: 'application',
  },
  finding: {
    version: '1.13.0',
    serviceName: 'FindingService',
    headers: {
      callName: 'x-ebay-soa-operation-name',
      version: 'x-ebay-soa-service-version',
      globalId: 'x-ebay-soa-global-id',
      serviceName: 'x-ebay-soa-service-name',
      appId: 'x-ebay-soa-security-appname',
    },
    fixedHeaders: { 'x-ebay-soa-request-data-format': 'XML', 'x-ebay-soa-response-data-format': 'XML' },
  },
  merchandising: {
    version: '1.1.0',
    serviceName: 'MerchandisingService',
    headers: {
      callName: 'x-ebay-soa-operation-name',
      version: 'x-ebay-soa-service-version',
      globalId: 'x-ebay-soa-global-id',
      serviceName: 'x-ebay-soa-service-name',
      // Merchandising names the consumer id header without the X- prefix (docs/ebay-facts.md#merchandising).
      appId: 'ebay-soa-consumer-id',
    },
    fixedHeaders: { 'x-ebay-soa-request-data-format': 'XML' },
  },
  clientAlerts: { headers: { callName: 'callname', version: 'version', siteId: 'siteid', appId: 'appid' } },
};
