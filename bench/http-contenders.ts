// The three ways the HTTP benchmarks call the loopback server: baykit, ebay-api and a raw undici floor.
//
// ebay-api has no base-URL option: every REST URL is built as https://api.ebay.com + base path, and the token
// URL is a constant. It does let a caller pass its own request object, and all its calls go through one axios
// instance (`api.req.instance`), so one axios request interceptor rewrites the origin to the loopback server.
// Everything else (auth header, token minting, retry on "Invalid access token", axios' Node adapter with the
// global keep-alive agent) runs as shipped.
import { Agent, request } from 'undici';
import type { EbayClient } from 'baykit';
import { baykit } from './baykit-dist.js';
import eBayApi from 'ebay-api';
import { AxiosRequest } from 'ebay-api/request.js';
import { ITEM_PATH } from './loopback-server.js';

const APP = { appId: 'bench-app-id', certId: 'bench-cert-id' };
const ITEM_ID = 'v1|110000000001|0';

/** A client under test: one Browse getItem call, and a way to let go of its connections. */
export interface HttpContender {
  readonly name: string;
  getItem(): Promise<unknown>;
  close(): Promise<void>;
}

/** baykit's EbayClient (as published) pointed at `origin` with its `origin` option. */
export function baykitContender(origin: string): HttpContender & { client: EbayClient } {
  const client = new baykit.EbayClient({ ...APP, origin, maxRetries: 0 });
  return { name: 'baykit', client, getItem: () => client.buy.browse.getItem(ITEM_ID), close: () => client.close() };
}

/** ebay-api (hendt) with its axios instance rewritten to `origin`. */
export function ebayApiContender(origin: string): HttpContender & { api: eBayApi } {
  // The same request object ebay-api creates when given none, kept so the interceptor can be added.
  const req = new AxiosRequest();
  const api = new eBayApi({ ...APP, sandbox: false }, req);
  req.instance.interceptors.request.use((config) => {
    if (config.url?.startsWith('https://api.ebay.com'))
      config.url = origin + config.url.slice('https://api.ebay.com'.length);
    return config;
  });
  return { name: 'ebay-api', api, getItem: () => api.buy.browse.getItem(ITEM_ID), close: async () => undefined };
}

/**
 * The floor: undici's request() on a keep-alive agent (the API baykit's Node transport uses), the same headers
 * a client sends, JSON parsed. Mints its token once like the clients do.
 */
export async function rawContender(origin: string): Promise<HttpContender> {
  const agent = new Agent({ keepAliveTimeout: 10_000 });
  const minted = await request(`${origin}/identity/v1/oauth2/token`, {
    method: 'POST',
    dispatcher: agent,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${APP.appId}:${APP.certId}`).toString('base64')}`,
    },
    body: 'grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope',
  });
  const { access_token: token } = (await minted.body.json()) as { access_token: string };
  const headers = {
    authorization: `Bearer ${token}`,
    'x-ebay-c-marketplace-id': 'EBAY_US',
    accept: 'application/json',
  };
  const url = origin + ITEM_PATH;
  return {
    name: 'raw undici',
    getItem: async () => {
      const { statusCode, body } = await request(url, { method: 'GET', headers, dispatcher: agent });
      const parsed: unknown = await body.json();
      if (statusCode !== 200) throw new Error(`raw floor: HTTP ${statusCode}`);
      return parsed;
    },
    close: () => agent.close(),
  };
}
