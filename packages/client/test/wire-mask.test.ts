// SecretMask and secretsInMessages: showing HTTP messages (the explorer, `baykit call --verbose`) without a secret.
import { describe, expect, it } from 'vitest';
import { REDACTED, SecretMask, secretsInMessages } from '../src/index.js';

const CERT = 'PRD-cert-0123456789abcdef';
const ACCESS = 'v^1.1#i^1#p^3#r^1#f^0#t^Ul4xMF8x+/==';
const REFRESH = 'v^1.1#i^1#r^1#f^0#p^3#t^Ul40XzEx';

describe('SecretMask with secretsInMessages', () => {
  it('finds credentials by their place in a token exchange and masks them wherever they show up again', () => {
    const request = {
      headers: {
        Authorization: `Basic ${btoa(`my-app-id:${CERT}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(REFRESH)}`,
    };
    const response = {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: ACCESS, expires_in: 7200, token_type: 'User Access Token' }),
    };
    const mask = new SecretMask(secretsInMessages(request, response));
    expect(mask.headers(request.headers)).toEqual({
      authorization: `Basic ${REDACTED}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(mask.body(request.body)).toBe(`grant_type=refresh_token&refresh_token=${REDACTED}`);
    expect(mask.body(response.body)).not.toContain(ACCESS);
    // The cert id inside Basic, and the access token as a later request carries it, in any spelling.
    expect(mask.text(`echo ${CERT} ${encodeURIComponent(ACCESS)}`)).toBe(`echo ${REDACTED} ${REDACTED}`);
    expect(mask.headers({ Authorization: `Bearer ${ACCESS}` })).toEqual({ authorization: `Bearer ${REDACTED}` });
    expect(mask.value({ nested: [{ refresh_token: 'anything-at-all' }], note: `token ${ACCESS}` })).toEqual({
      nested: [{ refresh_token: REDACTED }],
      note: `token ${REDACTED}`,
    });
  });

  it('masks the private key and JWE of a signing-key answer, and a RESTToken', () => {
    const key = JSON.stringify({
      signingKeyId: 'k-1',
      jwe: 'eyJhbGciOiJBMjU2R0NNS1ci.secret-jwe',
      privateKey: 'MC4CAQAwBQYDK2VwBCIEI-secret',
    });
    const mask = new SecretMask(secretsInMessages({ headers: {}, body: key }));
    expect(mask.body(key)).toBe(`{"signingKeyId":"k-1","jwe":"${REDACTED}","privateKey":"${REDACTED}"}`);
    expect(mask.text('again MC4CAQAwBQYDK2VwBCIEI-secret')).toBe(`again ${REDACTED}`);
    const rest = '<FetchTokenResponse><RESTToken>v^1.1#rest-token-secret</RESTToken></FetchTokenResponse>';
    expect(new SecretMask().body(rest)).toBe(
      `<FetchTokenResponse><RESTToken>${REDACTED}</RESTToken></FetchTokenResponse>`,
    );
  });

  it("masks Auth'n'Auth tokens in XML and leaves short or unknown values alone", () => {
    const xml =
      '<r><RequesterCredentials><eBayAuthToken>AgAAAA**secret-token**</eBayAuthToken></RequesterCredentials></r>';
    const mask = new SecretMask(secretsInMessages({ headers: {}, body: xml }));
    expect(mask.body(xml)).toBe(
      `<r><RequesterCredentials><eBayAuthToken>${REDACTED}</eBayAuthToken></RequesterCredentials></r>`,
    );
    expect(mask.text('AgAAAA**secret-token** again')).toBe(`${REDACTED} again`);
    const short = new SecretMask(['abc']);
    expect(short.text('abc abc')).toBe('abc abc');
  });
});
