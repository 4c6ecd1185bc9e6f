import { REDACTED } from 'baykit';
import { describe, expect, it } from 'vitest';
import { SecretMask } from 'baykit';
import { maskExchange, secretsIn } from '../../server/capture/mask.js';
import type { Exchange } from '../../shared/api.js';

const CERT = 'PRD-cert-0123456789';
const ACCESS = 'v^1.1#i^1#access&token';
const REFRESH = 'v^1.1#i^1#refresh+token';
const CODE = 'v^1.1#code/with=odd chars';
const AUTH_TOKEN = 'AgAAAA**AQAAAA**aAAAAA**classic';

function tokenExchange(): Exchange {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: CODE,
    redirect_uri: 'RuName-1',
  }).toString();
  return {
    purpose: 'token',
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 5,
    request: {
      method: 'POST',
      url: 'http://127.0.0.1:1/identity/v1/oauth2/token',
      headers: {
        authorization: `Basic ${Buffer.from(`app-id:${CERT}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
    },
    response: {
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        access_token: ACCESS,
        expires_in: 7200,
        refresh_token: REFRESH,
        token_type: 'User Access Token',
      }),
      bodyEncoding: 'text',
    },
  };
}

describe('secretsIn', () => {
  it('finds the cert id inside Basic credentials, the code, and the tokens of a token answer', () => {
    const found = secretsIn(tokenExchange());
    for (const secret of [CERT, CODE, ACCESS, REFRESH]) expect(found).toContain(secret);
    expect(found).not.toContain('app-id');
  });

  it("finds bearer, IAF and cert headers and Auth'n'Auth tokens in XML", () => {
    const found = secretsIn({
      purpose: 'call',
      startedAt: '',
      durationMs: 0,
      request: {
        method: 'POST',
        url: 'http://x/ws/api.dll',
        headers: { Authorization: `Bearer ${ACCESS}`, 'x-ebay-api-iaf-token': REFRESH, 'X-EBAY-API-CERT-NAME': CERT },
        body: `<GetItemRequest><RequesterCredentials><eBayAuthToken>${AUTH_TOKEN}</eBayAuthToken></RequesterCredentials></GetItemRequest>`,
      },
    });
    for (const secret of [ACCESS, REFRESH, CERT, AUTH_TOKEN]) expect(found).toContain(secret);
  });
});

describe('maskExchange', () => {
  it('leaves no secret in any spelling, keeps the rest of the exchange as sent', () => {
    const exchange = tokenExchange();
    const masked = maskExchange(exchange, new SecretMask(secretsIn(exchange)));
    const json = JSON.stringify(masked);
    for (const secret of [CERT, CODE, ACCESS, REFRESH]) {
      expect(json).not.toContain(secret);
      expect(json).not.toContain(encodeURIComponent(secret));
    }
    expect(json).not.toContain(Buffer.from(`app-id:${CERT}`).toString('base64'));
    expect(masked.request.headers.authorization).toBe(`Basic ${REDACTED}`);
    expect(masked.request.body).toBe(`grant_type=authorization_code&code=${REDACTED}&redirect_uri=RuName-1`);
    expect(JSON.parse(masked.response?.body ?? '{}')).toEqual({
      access_token: REDACTED,
      expires_in: 7200,
      refresh_token: REDACTED,
      token_type: 'User Access Token',
    });
  });

  it('masks a known secret wherever a server echoes it, and the signature base except the signature key', () => {
    const mask = new SecretMask([CERT, 'short']);
    const masked = maskExchange(
      {
        purpose: 'call',
        startedAt: '',
        durationMs: 0,
        request: {
          method: 'GET',
          url: `http://x/a?echo=${encodeURIComponent(CERT)}`,
          headers: { 'x-note': `has ${CERT}` },
          signatureBase: `"x-ebay-signature-key": jwe-value\n"@method": GET`,
        },
        response: {
          status: 400,
          statusText: 'Bad',
          headers: {},
          body: `<Errors><LongMessage>cert ${CERT} and short</LongMessage></Errors>`,
          bodyEncoding: 'text',
        },
      },
      mask,
    );
    expect(JSON.stringify(masked)).not.toContain(CERT);
    expect(masked.request.headers['x-note']).toBe(`has ${REDACTED}`);
    expect(masked.response?.body).toContain('and short');
    expect(masked.request.signatureBase).toContain('jwe-value');
  });
});

describe('SecretMask (baykit) bodies and values', () => {
  it("masks Auth'n'Auth tokens in requests and FetchToken answers, also with a namespace prefix", () => {
    const mask = new SecretMask();
    expect(mask.body(`<r><eBayAuthToken>${AUTH_TOKEN}</eBayAuthToken></r>`)).toBe(
      `<r><eBayAuthToken>${REDACTED}</eBayAuthToken></r>`,
    );
    expect(mask.body(`<e:eBayAuthToken xmlns:e="u">${AUTH_TOKEN}</e:eBayAuthToken>`)).not.toContain(AUTH_TOKEN);
    expect(mask.body(`grant_type=refresh_token&refresh_token=${encodeURIComponent(REFRESH)}&scope=a`)).toBe(
      `grant_type=refresh_token&refresh_token=${REDACTED}&scope=a`,
    );
  });

  it('masks a secret that contains another one whole', () => {
    const mask = new SecretMask(['abcdefgh', 'abcdefgh-ijklmnop']);
    expect(mask.text('x abcdefgh-ijklmnop y')).toBe(`x ${REDACTED} y`);
  });

  it('masks parsed data: known secrets in strings and credential fields whole', () => {
    const mask = new SecretMask([CERT]);
    expect(mask.value({ eBayAuthToken: 'AgAAAA**x', nested: [{ note: `cert ${CERT}` }], n: 1 })).toEqual({
      eBayAuthToken: REDACTED,
      nested: [{ note: `cert ${REDACTED}` }],
      n: 1,
    });
  });
});
