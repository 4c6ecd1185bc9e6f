// How the replay transport tells a recorded request from another (packages/client/src/cassette/match.ts): redacted
// and masked values match anything, JSON compares as data, and a hostile recording cannot make matching slow.
import { describe, expect, it } from 'vitest';
import { requestMatches, type LiveRequest } from '../../src/cassette/match.js';
import type { CassetteRequest } from '../../src/cassette/index.js';

const recorded = (body?: string, url = 'https://api.ebay.com/ws/api.dll?a=1&token=[redacted]'): CassetteRequest => ({
  method: 'POST',
  url,
  headers: {},
  ...(body === undefined ? {} : { body: { text: body } }),
});
const live = (body?: string, url = 'https://127.0.0.1:4010/ws/api.dll?token=abc&a=1'): LiveRequest => ({
  method: 'POST',
  url: new URL(url),
  body: body === undefined ? undefined : { text: body },
});

describe('requestMatches', () => {
  it('matches redacted and masked stretches of XML against any text, the rest exactly', () => {
    const xml = '<R><eBayAuthToken>[redacted]</eBayAuthToken><Name>masked-1</Name><ItemID>1</ItemID></R>';
    expect(
      requestMatches(
        recorded(xml),
        live('<R><eBayAuthToken>t0k</eBayAuthToken><Name>Jane</Name><ItemID>1</ItemID></R>'),
      ),
    ).toBe(true);
    expect(
      requestMatches(
        recorded(xml),
        live('<R><eBayAuthToken>t0k</eBayAuthToken><Name>Jane</Name><ItemID>2</ItemID></R>'),
      ),
    ).toBe(false);
  });

  it('compares JSON as data (key order and spacing aside), query parameters in any order, and the method', () => {
    expect(requestMatches(recorded('{"a":1,"b":"masked-2"}'), live('{ "b": "x", "a": 1 }'))).toBe(true);
    expect(requestMatches(recorded('{"a":1}'), live('{"a":1,"c":2}'))).toBe(false);
    expect(requestMatches(recorded(), live(undefined, 'http://h/ws/api.dll?a=1'))).toBe(false);
    expect(requestMatches({ ...recorded(), method: 'GET' }, live())).toBe(false);
  });

  it('matches a recording full of redacted stretches against a long body without backtracking', () => {
    // A regular expression built from this recording backtracks for minutes (past the test's time limit).
    const many = `${'[redacted]x'.repeat(2000)}y`;
    expect(requestMatches(recorded(many), live('ab'.repeat(200_000)))).toBe(false);
    expect(requestMatches(recorded(many), live(`${'x'.repeat(2000)}y`))).toBe(true);
  });
});
