import { describe, expect, it } from 'vitest';
import {
  buildSignatureBase,
  COMPONENTS_WITH_BODY,
  COMPONENTS_WITHOUT_BODY,
  parseSignature,
  parseSignatureInput,
  serializeSignatureParams,
  type SignatureMessage,
} from '../../src/signing/index.js';
import { VECTOR_A, VECTOR_F } from './vectors.js';

function message(method: string, url: string, headers: Record<string, string> = {}): SignatureMessage {
  return { method, url: new URL(url), header: (name) => headers[name] };
}

describe('signature base (RFC 9421, docs/ebay-facts.md#signature-headers-and-base)', () => {
  it('builds the exact base of vector A: five lines plus @signature-params, no trailing newline', () => {
    const params = serializeSignatureParams(COMPONENTS_WITH_BODY, VECTOR_A.created);
    const result = buildSignatureBase(
      message('post', VECTOR_A.url, {
        'content-digest': 'sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:',
        'x-ebay-signature-key': VECTOR_A.jwe,
      }),
      COMPONENTS_WITH_BODY,
      params,
    );
    expect(result).toEqual({
      ok: true,
      base: [
        '"content-digest": sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:',
        `"x-ebay-signature-key": ${VECTOR_A.jwe}`,
        '"@method": POST',
        '"@path": /test',
        '"@authority": localhost:8080',
        '"@signature-params": ("content-digest" "x-ebay-signature-key" "@method" "@path" "@authority");created=1663459378',
      ].join('\n'),
    });
  });

  it('serializes the Signature-Input parameters of vector F (no body, no content-digest)', () => {
    expect(`sig1=${serializeSignatureParams(COMPONENTS_WITHOUT_BODY, VECTOR_F.created)}`).toBe(VECTOR_F.signatureInput);
  });

  it('signs the path without the query string', () => {
    const result = buildSignatureBase(
      message(
        'GET',
        'https://apiz.ebay.com/sell/finances/v1/payout?filter=payoutDate:%5B2024-01-01T00:00:00.000Z..%5D&limit=10',
      ),
      ['@path'],
      '("@path");created=1',
    );
    expect(result).toEqual({
      ok: true,
      base: '"@path": /sell/finances/v1/payout\n"@signature-params": ("@path");created=1',
    });
  });

  it('lower-cases @authority, keeps a non-default port and drops the default one', () => {
    const base = (url: string) => buildSignatureBase(message('GET', url), ['@authority'], 'p');
    expect(base('http://LocalHost:8080/x')).toEqual({
      ok: true,
      base: '"@authority": localhost:8080\n"@signature-params": p',
    });
    expect(base('https://API.eBay.com:443/x')).toEqual({
      ok: true,
      base: '"@authority": api.ebay.com\n"@signature-params": p',
    });
  });

  it("reports a missing header and an unknown pseudo header in eBay's words", () => {
    const msg = message('GET', 'https://api.ebay.com/x');
    expect(buildSignatureBase(msg, ['content-digest'], 'p')).toEqual({
      ok: false,
      reason: 'Header content-digest not included in message',
    });
    expect(buildSignatureBase(msg, ['@status'], 'p')).toEqual({ ok: false, reason: 'Unknown pseudo header @status' });
  });
});

describe('Signature-Input and Signature parsing', () => {
  it("parses eBay's Signature-Input and keeps the raw parameters for @signature-params", () => {
    expect(parseSignatureInput(VECTOR_A.signatureInput)).toEqual([
      {
        label: 'sig1',
        components: ['content-digest', 'x-ebay-signature-key', '@method', '@path', '@authority'],
        created: 1663459378,
        keyid: undefined,
        signatureParams: '("content-digest" "x-ebay-signature-key" "@method" "@path" "@authority");created=1663459378',
      },
    ]);
  });

  it('accepts a keyid parameter and several labels', () => {
    const parsed = parseSignatureInput('sig1=("@method");created=5;keyid="k, 1", sig2=("@path");created=6');
    expect(parsed?.map((p) => [p.label, p.components, p.created, p.keyid])).toEqual([
      ['sig1', ['@method'], 5, 'k, 1'],
      ['sig2', ['@path'], 6, undefined],
    ]);
  });

  it('rejects malformed Signature-Input values', () => {
    expect(parseSignatureInput('sig1="@method";created=5')).toBeUndefined();
    expect(parseSignatureInput('("@method");created=5')).toBeUndefined();
    expect(parseSignatureInput('sig1=("@method";created=5')).toBeUndefined();
    expect(parseSignatureInput('sig1=(@method);created=5')).toBeUndefined();
  });

  it('parses the Signature byte sequence and rejects anything else', () => {
    expect(parseSignature(VECTOR_A.signature)?.get('sig1')?.length).toBe(64);
    expect(parseSignature('sig1=gkk7dqudw21DFHDVBoRUWe')).toBeUndefined();
    expect(parseSignature('sig1=:not base64!:')).toBeUndefined();
  });
});
