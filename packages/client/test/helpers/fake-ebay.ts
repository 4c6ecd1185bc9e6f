import type { Handler, RecordedRequest, Reply } from './test-server.js';

/** A small stand-in for eBay's token endpoint and one protected REST resource, for token tests. */
export interface FakeEbay {
  handler: Handler;
  /** Token requests received, in order, with their decoded form. */
  tokenRequests: URLSearchParams[];
  /** Access tokens the REST resource accepts. */
  valid: Set<string>;
  /** Answer the next refresh/mint with this instead of a token. */
  tokenFailure: Reply | undefined;
  /** Delay of the token endpoint, so concurrent callers overlap. */
  tokenDelayMs: number;
  /** Issue tokens with this lifetime (seconds). */
  expiresIn: number;
}

export const APP_ID = 'baykit-test-app-id';
export const CERT_ID = 'SBX-secret-cert-id-0123456789';
export const RU_NAME = 'baykit-test-RuName';

const INVALID_TOKEN = {
  errors: [
    {
      errorId: 1001,
      domain: 'OAuth',
      category: 'REQUEST',
      message: 'Invalid access token',
      longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.',
    },
  ],
};

/** Builds the fake; `handler` serves `/identity/v1/oauth2/token` and `GET /protected` (any other path 404). */
export function fakeEbay(): FakeEbay {
  let counter = 0;
  const fake: FakeEbay = {
    tokenRequests: [],
    valid: new Set(),
    tokenFailure: undefined,
    tokenDelayMs: 30,
    expiresIn: 7200,
    handler: (req: RecordedRequest): Reply => {
      if (req.path === '/identity/v1/oauth2/token') {
        const form = new URLSearchParams(req.text);
        fake.tokenRequests.push(form);
        const expectedAuth = `Basic ${Buffer.from(`${APP_ID}:${CERT_ID}`).toString('base64')}`;
        if (req.headers.authorization !== expectedAuth) {
          return { status: 401, body: { error: 'invalid_client', error_description: 'client authentication failed' } };
        }
        if (fake.tokenFailure) return { ...fake.tokenFailure, delayMs: fake.tokenDelayMs };
        counter++;
        const accessToken = `v^1.1#i^1#p^3#r^1#I^3#f^0#t^access-${counter}-${'x'.repeat(40)}`;
        fake.valid.add(accessToken);
        const grant = form.get('grant_type');
        const body: Record<string, unknown> = {
          access_token: accessToken,
          expires_in: fake.expiresIn,
          token_type: grant === 'client_credentials' ? 'Application Access Token' : 'User Access Token',
        };
        if (grant === 'authorization_code') {
          body.refresh_token = `v^1.1#i^1#p^3#r^1#I^3#f^0#t^refresh-${counter}-${'y'.repeat(40)}`;
          body.refresh_token_expires_in = 47304000;
        }
        return { status: 200, body, delayMs: fake.tokenDelayMs };
      }
      if (req.path === '/protected' || req.path.startsWith('/sell/') || req.path.startsWith('/post-order/')) {
        const auth = req.headers.authorization ?? '';
        const token = auth.replace(/^(Bearer|IAF) /, '');
        if (!fake.valid.has(token)) {
          if (req.path.startsWith('/post-order/'))
            return { status: 401, body: { error: [{ errorId: 1001, message: 'Invalid access token' }] } };
          if (req.path.startsWith('/sell/inventory/'))
            return { status: 403, body: { errors: [{ errorId: 1100, domain: 'ACCESS', message: 'Access denied' }] } };
          return { status: 401, body: INVALID_TOKEN };
        }
        return { status: 200, body: { ok: true, token } };
      }
      return { status: 404, body: { errors: [{ errorId: 404, message: 'no such route' }] } };
    },
  };
  return fake;
}
