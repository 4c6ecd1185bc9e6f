import { describe, expect, it } from 'vitest';
import { computeContentDigest, digestBody, parseContentDigest } from '../../src/signing/index.js';
import { BODY_WORLD, BODY_WORLD1 } from './vectors.js';

describe('Content-Digest (RFC 9530, docs/ebay-facts.md#test-keys-and-vectors digests)', () => {
  it('digests {"hello": "world"} with sha-256 by default', async () => {
    expect(await computeContentDigest(BODY_WORLD)).toBe('sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:');
  });

  it('digests {"hello": "world"} with sha-512 on request', async () => {
    expect(await computeContentDigest(BODY_WORLD, 'sha-512')).toBe(
      'sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:',
    );
  });

  it('digests {"hello": "world1"} with sha-256', async () => {
    expect(await computeContentDigest(BODY_WORLD1)).toBe('sha-256=:R5Y7wFpTlnya0Tlfejy6BoU8XpHQv3VZyt/IQyVr+J4=:');
  });

  it("digests the empty body to the value in eBay's Java SDK error message", async () => {
    expect(await digestBody('')).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  it('gives the same digest for a string and its UTF-8 bytes, including non-ASCII text', async () => {
    const text = '{"title": "Größe – 日本"}';
    expect(await computeContentDigest(new TextEncoder().encode(text))).toBe(await computeContentDigest(text));
  });

  it('parses single and multiple digest members and rejects malformed values', () => {
    expect(parseContentDigest('sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:')).toEqual([
      { algorithm: 'sha-256', digest: 'X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=' },
    ]);
    expect(parseContentDigest('SHA-512=:AAAA:, sha-256=:BBBB:')).toEqual([
      { algorithm: 'sha-512', digest: 'AAAA' },
      { algorithm: 'sha-256', digest: 'BBBB' },
    ]);
    expect(parseContentDigest('sha-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=')).toBeUndefined();
    expect(parseContentDigest('')).toBeUndefined();
  });
});
