// What a security review found the cassette redaction let through: bodies sent with no content type (kept as base64,
// never read), eBay secrets under names the lists lacked, JSON nested past the walk's depth (copied out unread), and
// a cassette file written through an existing file or link.
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cassetteBody,
  CassetteError,
  cassetteRedactor,
  recordCassette,
  redactExchange,
  type CassetteExchange,
} from '../../src/cassette/index.js';

const SECRET = 'S3cret-value-0123456789';
const TRADING = `<?xml version="1.0" encoding="utf-8"?><GetUserRequest xmlns="urn:ebay:apis:eBLBaseComponents"><RequesterCredentials><eBayAuthToken>${SECRET}</eBayAuthToken></RequesterCredentials></GetUserRequest>`;
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode64 = (base64: string): string => Buffer.from(base64, 'base64').toString('utf8');

function exchange(
  request: Partial<CassetteExchange['request']> = {},
  response: Partial<CassetteExchange['response']> = {},
): CassetteExchange {
  return {
    seq: 1,
    request: { method: 'POST', url: 'https://api.ebay.com/ws/api.dll', headers: {}, ...request },
    response: { status: 200, headers: {}, ...response },
  };
}

describe('bodies without a text content type', () => {
  it('keeps an untyped body that is XML or JSON as text, and binary or typed bytes as base64', () => {
    expect(cassetteBody(bytes(`\n  ${TRADING}`))).toEqual({ text: `\n  ${TRADING}` });
    expect(cassetteBody(bytes('[1]'), '')).toEqual({ text: '[1]' });
    expect(cassetteBody(bytes('plain words'))).toEqual({ base64: Buffer.from('plain words').toString('base64') });
    expect(cassetteBody(Uint8Array.of(0x3c, 0xff, 0xfe))).toHaveProperty('base64');
    expect(cassetteBody(bytes(TRADING), 'image/png')).toHaveProperty('base64');
    expect(cassetteBody(new Uint8Array())).toBeUndefined();
  });

  it('redacts an untyped Trading request (Python requests.post(url, data=xml)) by place', () => {
    const body = cassetteBody(bytes(TRADING));
    const out = redactExchange(exchange(body ? { body } : {}));
    expect(JSON.stringify(out)).not.toContain(SECRET);
    expect(out.request.body).toEqual({ text: expect.stringContaining('<eBayAuthToken>[redacted]</eBayAuthToken>') });
  });

  it('redacts base64 bodies that are UTF-8 text, by place and by value, and keeps them base64', () => {
    const redact = cassetteRedactor();
    const first = redact(
      exchange(
        { headers: { 'content-type': 'application/octet-stream' }, body: { base64: btoa(TRADING) } },
        { body: { base64: btoa(`{"access_token":"${SECRET}-issued"}`) } },
      ),
    );
    const request = first.request.body as { base64: string };
    expect(decode64(request.base64)).toContain('<eBayAuthToken>[redacted]</eBayAuthToken>');
    expect(decode64((first.response.body as { base64: string }).base64)).toBe('{"access_token":"[redacted]"}');
    // The token issued in a base64 answer is hidden by value in a later request too.
    const later = redact(exchange({ url: `https://api.ebay.com/x?q=${SECRET}-issued` }));
    expect(later.request.url).not.toContain(`${SECRET}-issued`);
    const png = { base64: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff]).toString('base64') };
    expect(redactExchange(exchange({ body: png })).request.body).toEqual(png);
  });
});

describe('secret names eBay uses', () => {
  it.each(['verificationToken', 'ClientAlertsAuthToken', 'SessionID', 'sessionId', 'SessionData'])(
    'redacts the JSON field %s',
    (field) => {
      const out = redactExchange(
        exchange({}, { body: { text: JSON.stringify({ deliveryConfig: { [field]: SECRET } }) } }),
      );
      expect(JSON.stringify(out)).not.toContain(SECRET);
    },
  );

  it.each(['ClientAlertsAuthToken', 'SecretID', 'SessionData', 'NotificationSignature'])(
    'redacts the XML element %s',
    (element) => {
      const xml = `<FetchTokenRequest xmlns="urn:ebay:apis:eBLBaseComponents"><${element}>${SECRET}</${element}></FetchTokenRequest>`;
      const out = redactExchange(exchange({ headers: { 'content-type': 'text/xml' }, body: { text: xml } }));
      expect(JSON.stringify(out)).not.toContain(SECRET);
    },
  );
});

describe('JSON nested past 64 levels', () => {
  it('is replaced by a marker, never copied out unredacted', () => {
    let deep: unknown = { access_token: SECRET, note: 'x' };
    for (let level = 0; level < 70; level++) deep = { level: deep };
    const out = redactExchange(exchange({}, { body: { text: JSON.stringify(deep) } }));
    const body = (out.response.body as { text: string }).text;
    expect(body).not.toContain(SECRET);
    expect(body).toContain('"[too deep, removed]"');
  });

  it('survives nesting too deep to write out again', () => {
    const text = `{"a":${'['.repeat(100_000)}"${SECRET}"${']'.repeat(100_000)}}`;
    const out = redactExchange(exchange({}, { body: { text } }));
    const kept = `{"a":${'['.repeat(63)}"[too deep, removed]"${']'.repeat(63)}}`;
    expect((out.response.body as { text: string }).text).toBe(kept);
  });
});

describe('recordCassette and the file it writes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'baykit-record-file-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses an existing file, and a link planted at the path, leaving both as they were', () => {
    const existing = join(dir, 'existing.jsonl');
    writeFileSync(existing, 'keep me');
    expect(() => recordCassette(existing)).toThrow(CassetteError);
    expect(() => recordCassette(existing)).toThrow(/exists: give a new file name, or pass \{ overwrite: true \}/);
    const target = join(dir, 'target.txt');
    writeFileSync(target, 'not a cassette');
    const link = join(dir, 'link.jsonl');
    symlinkSync(target, link);
    expect(() => recordCassette(link)).toThrow(CassetteError);
    expect(readFileSync(existing, 'utf8')).toBe('keep me');
    expect(readFileSync(target, 'utf8')).toBe('not a cassette');
  });

  it('replaces a file with overwrite: true, as a new file readable by its owner only', () => {
    const path = join(dir, 'open.jsonl');
    writeFileSync(path, 'old');
    chmodSync(path, 0o644);
    const recorder = recordCassette(path, { overwrite: true });
    expect(readFileSync(path, 'utf8')).toBe(recorder.text());
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});
