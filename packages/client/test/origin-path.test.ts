// `origin` with a path (a relay that takes a key there, as `baykit proxy` prints `http://127.0.0.1:4030/<key>`):
// every URL baykit makes keeps the path in front of eBay's, for REST, Trading and the OAuth token endpoint, and the
// path is no part of the token store's keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient, MemoryTokenStore } from '../src/index.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;

/** A memory store that notes the keys tokens are stored under. */
class KeyNotingStore extends MemoryTokenStore {
  readonly keys: string[] = [];
  override set(key: string, token: Parameters<MemoryTokenStore['set']>[1]): void {
    this.keys.push(key);
    super.set(key, token);
  }
}

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path.endsWith('/identity/v1/oauth2/token'))
      return {
        body: { access_token: 'app-token-0123456789', expires_in: 7200, token_type: 'Application Access Token' },
      };
    if (request.path.endsWith('/ws/api.dll'))
      return {
        headers: { 'content-type': 'text/xml' },
        body: '<?xml version="1.0"?><GeteBayOfficialTimeResponse xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Success</Ack></GeteBayOfficialTimeResponse>',
      };
    return { body: { categoryTreeId: '0' } };
  });
});

afterAll(async () => {
  await server?.close();
});

describe('an origin with a path', () => {
  it('keeps the path in front of REST, Trading and token URLs', async () => {
    const store = new KeyNotingStore();
    const ebay = new EbayClient({
      appId: 'app',
      certId: 'cert',
      devId: 'dev',
      ruName: 'ru-name',
      origin: `${server.origin}/k3y-path/`,
      tokenStore: store,
    });
    try {
      expect(ebay.config.origin).toBe(`${server.origin}/k3y-path`);
      await ebay.commerce.taxonomy.getDefaultCategoryTreeId({ marketplace_id: 'EBAY_US' });
      await ebay.oauth2.setCredentials('user-token-0123456789');
      await ebay.trading.call('GeteBayOfficialTime', {});
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /k3y-path/identity/v1/oauth2/token',
        'GET /k3y-path/commerce/taxonomy/v1/get_default_category_tree_id',
        'POST /k3y-path/ws/api.dll',
      ]);
      expect(ebay.oauth2.generateAuthUrl({ state: 's' })).toMatch(
        new RegExp(`^${server.origin}/k3y-path/oauth2/authorize\\?`),
      );
      expect(store.keys).toEqual(Array(2).fill(expect.stringContaining(`baykit:${server.origin}:app:`)));
      expect(store.keys.join()).not.toContain('k3y-path');
    } finally {
      await ebay.close();
    }
  });
});
