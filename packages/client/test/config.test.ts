import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULTS,
  EbayClient,
  ValidationError,
  baseUrl,
  ebayHost,
  type EbayClientOptions,
  type HostKind,
} from '../src/index.js';
import { startTestServer } from './helpers/test-server.js';

const BASE_ENV = { EBAY_APP_ID: 'app-id-1', EBAY_CERT_ID: 'cert-secret-123456' };

describe('defaults', () => {
  it('fills every default of docs/architecture.md#client-api-contract', () => {
    const { config } = new EbayClient({ appId: 'a', certId: 'c' });
    expect(config).toMatchObject({
      sandbox: false,
      autoRefreshToken: true,
      siteId: 0,
      marketplaceId: 'EBAY_US',
      acceptLanguage: 'en-US',
      contentLanguage: 'en-US',
      scope: ['https://api.ebay.com/oauth/api_scope'],
      timeoutMs: 30_000,
      maxRetries: 2,
      origin: undefined,
    });
    expect(DEFAULTS.scope).toEqual(['https://api.ebay.com/oauth/api_scope']);
  });

  it('rejects bad option values with a ConfigError naming the option and what it accepts', () => {
    expect(() => new EbayClient({ siteId: 1 })).toThrow(/siteId.*0 \(EBAY-US\).*216 \(EBAY-SG\)/);
    expect(() => new EbayClient({ marketplaceId: 'EBAY_XX' as never })).toThrow(/marketplaceId.*EBAY_US/);
    expect(() => new EbayClient({ origin: 'localhost:4010' })).toThrow(ConfigError);
    expect(() => new EbayClient({ origin: 'ftp://127.0.0.1:4010' })).toThrow(/"origin" must be an http\(s\) URL/);
    expect(() => new EbayClient({ maxRetries: -1 })).toThrow(/maxRetries/);
    expect(() => new EbayClient({ scope: [] })).toThrow(/scope/);
    expect(() => new EbayClient({ signature: { jwe: 'x' } as never })).toThrow(/privateKey/);
    expect(() => new EbayClient({ appId: '' })).toThrow(/appId/);
  });
});

describe('options are own properties only', () => {
  /** `own` on top of a prototype that holds `inherited`, as `Object.create` makes it. */
  const withPrototype = (inherited: object, own: EbayClientOptions): EbayClientOptions =>
    Object.assign(Object.create(inherited) as EbayClientOptions, own);

  it("ignores an origin (or any option) inherited from a prototype: calls keep eBay's hosts", () => {
    const ebay = new EbayClient(
      withPrototype(
        { origin: 'http://evil.invalid', sandbox: true, certId: 'x' },
        { appId: 'a', certId: 'c', ruName: 'r' },
      ),
    );
    expect(ebay.config.origin).toBeUndefined();
    expect(ebay.config.sandbox).toBe(false);
    expect(ebay.config.certId).toBe('c');
    expect(ebay.oauth2.generateAuthUrl()).toMatch(/^https:\/\/auth\.ebay\.com\/oauth2\/authorize\?/);
  });

  it('ignores an origin that a polluted Object.prototype gives every object', () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.origin = 'http://evil.invalid';
    try {
      const ebay = new EbayClient({ appId: 'a', certId: 'c', ruName: 'r' });
      expect(ebay.config.origin).toBeUndefined();
      expect(ebay.oauth2.generateAuthUrl()).toMatch(/^https:\/\/auth\.ebay\.com\//);
    } finally {
      delete prototype.origin;
    }
  });

  it('sends through its own transport, never an inherited fetch, and takes no inherited authToken', async () => {
    const server = await startTestServer(() => ({
      body: { access_token: 'v^1.1#app-token', expires_in: 7200, token_type: 'Application Access Token' },
    }));
    const inheritedFetch: string[] = [];
    const ebay = new EbayClient(
      withPrototype(
        {
          fetch: (input: string | URL | Request) => {
            inheritedFetch.push(String(input));
            return Promise.reject(new Error('the inherited fetch was used'));
          },
          authToken: 'inherited-auth-n-auth-token',
        },
        { appId: 'a', certId: 'c', origin: server.origin },
      ),
    );
    try {
      await ebay.oauth2.mintApplicationAccessToken();
      expect(server.requests.map((r) => r.path)).toEqual(['/identity/v1/oauth2/token']);
      expect(inheritedFetch).toEqual([]);
      expect(ebay.authNAuth.authToken).toBeUndefined();
    } finally {
      await ebay.close();
      await server.close();
    }
  });
});

describe('fromEnv', () => {
  it('reads all ten EBAY_* variables', () => {
    const ebay = EbayClient.fromEnv(
      {},
      {
        ...BASE_ENV,
        EBAY_DEV_ID: 'dev-id',
        EBAY_AUTH_TOKEN: 'AgAAAA**classic-token',
        EBAY_SITE_ID: '77',
        EBAY_MARKETPLACE_ID: 'EBAY_DE',
        EBAY_RU_NAME: 'My-RuName',
        EBAY_SANDBOX: 'true',
        EBAY_JWE: 'eyJ.a.b.c.d',
        EBAY_PRIVATE_KEY:
          '-----BEGIN PRIVATE KEY-----\\nMC4CAQAwBQYDK2VwBCIEIJ+DYvh6SEqVTm50DFtMDoQikTmiCqirVv9mWG9qfSnF\\n-----END PRIVATE KEY-----',
      },
    );
    expect(ebay.config).toMatchObject({
      appId: 'app-id-1',
      certId: 'cert-secret-123456',
      devId: 'dev-id',
      ruName: 'My-RuName',
      siteId: 77,
      marketplaceId: 'EBAY_DE',
      sandbox: true,
    });
    expect(ebay.config.signature?.privateKey).toContain('\nMC4CAQAw');
    expect(ebay.authNAuth.authToken).toBe('AgAAAA**classic-token');
  });

  it('reads own variables only: one inherited from a prototype (as from a polluted Object.prototype) is ignored', () => {
    const inherited = Object.assign(
      Object.create({ EBAY_AUTH_TOKEN: 'AgAAAA**planted', EBAY_SANDBOX: 'true', EBAY_RU_NAME: 'planted' }) as object,
      BASE_ENV,
    ) as Record<string, string>;
    const ebay = EbayClient.fromEnv({}, inherited);
    expect(ebay.config.sandbox).toBe(false);
    expect(ebay.config.ruName).toBeUndefined();
    expect(ebay.authNAuth.authToken).toBeUndefined();
  });

  it('options passed to fromEnv override the environment', () => {
    const ebay = EbayClient.fromEnv({ marketplaceId: 'EBAY_GB' }, { ...BASE_ENV, EBAY_MARKETPLACE_ID: 'EBAY_DE' });
    expect(ebay.config.marketplaceId).toBe('EBAY_GB');
  });

  it('a missing app id or cert id raises the exact message', () => {
    expect(() => EbayClient.fromEnv({}, { EBAY_CERT_ID: 'x' })).toThrow(
      new ConfigError('Could not find EBAY_APP_ID in process.env.'),
    );
    expect(() => EbayClient.fromEnv({}, { EBAY_APP_ID: 'x', EBAY_CERT_ID: '  ' })).toThrow(
      new ConfigError('Could not find EBAY_CERT_ID in process.env.'),
    );
  });

  it('bad values name the variable and the allowed values, never falling back silently', () => {
    expect(() => EbayClient.fromEnv({}, { ...BASE_ENV, EBAY_SITE_ID: 'US' })).toThrow(
      /EBAY_SITE_ID must be a numeric eBay site id, one of: 0 \(EBAY-US\)/,
    );
    expect(() => EbayClient.fromEnv({}, { ...BASE_ENV, EBAY_SITE_ID: '999' })).toThrow(/EBAY_SITE_ID/);
    expect(() => EbayClient.fromEnv({}, { ...BASE_ENV, EBAY_MARKETPLACE_ID: 'EBAY-US' })).toThrow(
      /EBAY_MARKETPLACE_ID must be one of .*EBAY_US/,
    );
    expect(() => EbayClient.fromEnv({}, { ...BASE_ENV, EBAY_SANDBOX: 'yes' })).toThrow(
      /EBAY_SANDBOX must be "true" or "false"/,
    );
    expect(() => EbayClient.fromEnv({}, { ...BASE_ENV, EBAY_JWE: 'eyJ.a.b.c.d' })).toThrow(
      /EBAY_JWE and EBAY_PRIVATE_KEY/,
    );
  });

  it('reads process.env by default', () => {
    const saved = { ...process.env };
    try {
      process.env.EBAY_APP_ID = 'from-process';
      process.env.EBAY_CERT_ID = 'cert-from-process';
      delete process.env.EBAY_SITE_ID;
      expect(EbayClient.fromEnv().config.appId).toBe('from-process');
    } finally {
      process.env = saved;
    }
  });
});

describe('hosts', () => {
  it.each([
    ['api', 'api.ebay.com', 'api.sandbox.ebay.com'],
    ['apiz', 'apiz.ebay.com', 'apiz.sandbox.ebay.com'],
    ['apix', 'apix.ebay.com', 'apix.sandbox.ebay.com'],
    ['apim', 'apim.ebay.com', 'apim.sandbox.ebay.com'],
    ['auth', 'auth.ebay.com', 'auth.sandbox.ebay.com'],
    ['signin', 'signin.ebay.com', 'signin.sandbox.ebay.com'],
    ['trading', 'api.ebay.com', 'api.sandbox.ebay.com'],
    ['shopping', 'open.api.ebay.com', 'open.api.sandbox.ebay.com'],
    ['finding', 'svcs.ebay.com', 'svcs.sandbox.ebay.com'],
    ['merchandising', 'svcs.ebay.com', 'svcs.sandbox.ebay.com'],
    ['clientAlerts', 'clientalerts.ebay.com', 'clientalerts.sandbox.ebay.com'],
  ] as const)('%s: %s / %s', (kind, production, sandbox) => {
    expect(ebayHost(kind, false)).toBe(production);
    expect(ebayHost(kind, true)).toBe(sandbox);
    expect(baseUrl(kind, { sandbox: true, origin: 'http://127.0.0.1:4010' })).toBe('http://127.0.0.1:4010');
  });

  it.each(['attacker.example/?', 'constructor', 'toString', '__proto__', 'API', ''])(
    "refuses the host %j, with an origin or without: no host name is made from a caller's text",
    (kind) => {
      const asKind = kind as HostKind;
      expect(() => ebayHost(asKind, false)).toThrow(ValidationError);
      expect(() => baseUrl(asKind, { sandbox: false })).toThrow(/Unknown eBay host/);
      expect(() => baseUrl(asKind, { sandbox: true, origin: 'http://127.0.0.1:4010' })).toThrow(ValidationError);
    },
  );

  it('refuses a host outside the REST hosts in ebay.request before anything is sent', async () => {
    const server = await startTestServer(() => ({ status: 200, body: {} }));
    const ebay = new EbayClient({ appId: 'a', certId: 'c', origin: server.origin });
    try {
      await ebay.oauth2.setCredentials('v^1.1#user-token');
      const call = { method: 'GET', path: '/sell/account/v1/privilege', host: 'attacker.example/?' };
      await expect(ebay.request(call as Parameters<EbayClient['request']>[0])).rejects.toThrow(ValidationError);
      expect(server.requests).toEqual([]);
    } finally {
      await ebay.close();
      await server.close();
    }
  });
});
