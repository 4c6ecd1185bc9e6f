// The cassette format (docs/cassettes.md): parsing with errors that name the line, one-line formatting, limits.
import { describe, expect, it } from 'vitest';
import {
  CassetteError,
  formatCassette,
  formatCassetteLine,
  parseCassette,
  type CassetteExchange,
  type CassetteHeader,
} from '../../src/cassette/index.js';

const header: CassetteHeader = {
  cassette: 1,
  recordedAt: '2026-12-02T03:00:00.000Z',
  recorder: 'hand-written',
  redacted: true,
  personalDataMasked: true,
};
const exchange: CassetteExchange = {
  seq: 1,
  operation: 'sell.inventory.getOffer',
  request: {
    method: 'GET',
    url: 'https://api.ebay.com/sell/inventory/v1/offer/1',
    headers: { accept: 'application/json' },
  },
  response: { status: 200, headers: { 'content-type': 'application/json' }, body: { text: '{"offerId":"1"}' } },
  durationMs: 12,
  note: 'line\nbreak and \u2028 separator',
};

/** The error parseCassette throws for `text`. */
function failure(text: string): CassetteError {
  try {
    parseCassette(text);
  } catch (error) {
    if (error instanceof CassetteError) return error;
    throw error;
  }
  throw new Error('parseCassette accepted it');
}

describe('cassette format', () => {
  it('round-trips a header and exchanges, one line each, whatever the strings hold', () => {
    const text = formatCassette({
      header,
      exchanges: [exchange, { ...exchange, seq: 2, request: { ...exchange.request, body: { base64: 'AAE=' } } }],
    });
    expect(text.split('\n')).toHaveLength(4); // three lines and the final newline
    expect(formatCassetteLine(exchange)).not.toMatch(/[\n\u2028\u2029]/);
    const parsed = parseCassette(text);
    expect(parsed.header).toEqual(header);
    expect(parsed.exchanges[0]).toEqual(exchange);
    expect(parsed.exchanges[1]?.request.body).toEqual({ base64: 'AAE=' });
  });

  it('reads CRLF line ends and blank lines', () => {
    const text = `${formatCassetteLine(header)}\r\n\r\n${formatCassetteLine(exchange)}\r\n`;
    expect(parseCassette(text).exchanges).toHaveLength(1);
  });

  it.each([
    ['not JSON', `${formatCassetteLine(header)}\n{"seq":`, 2, /line 2: not JSON/],
    ['no header', formatCassetteLine(exchange), 1, /line 1: line 1 must be the header with "cassette": 1/],
    ['another version', JSON.stringify({ ...header, cassette: 2 }), 1, /says 2/],
    ['a header field missing', JSON.stringify({ ...header, recorder: undefined }), 1, /"recorder" is missing/],
    ['a mistyped field', JSON.stringify({ ...header, redacted: 'yes' }), 1, /"redacted" must be a boolean/],
    ['seq out of order', [header, exchange, exchange].map(formatCassetteLine).join('\n'), 3, /"seq" is 1 after 1/],
    ['a status out of range', line({ response: { status: 42, headers: {} } }), 2, /HTTP status/],
    ['a relative URL', line({ request: { method: 'GET', url: '/x', headers: {} } }), 2, /absolute URL/],
    [
      'an upper-case header',
      line({ request: { method: 'GET', url: 'https://a.b/', headers: { Accept: 'x' } } }),
      2,
      /lower-case/,
    ],
    ['a header that is not text', line({ response: { status: 200, headers: { a: 1 } } }), 2, /must be a string/],
    [
      'a body of another shape',
      line({ response: { status: 200, headers: {}, body: 'x' } }),
      2,
      /"response.body" must be/,
    ],
    ['a line that is an array', `${formatCassetteLine(header)}\n[1]`, 2, /JSON object/],
    ['an empty text', '\n\n', 1, /empty/],
  ])('refuses %s, naming the line', (_what, text, at, message) => {
    const error = failure(text);
    expect(error.line).toBe(at);
    expect(error.message).toMatch(message);
  });

  it('refuses a line nested too deep without walking it recursively', () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const error = failure(`${formatCassetteLine(header)}\n{"seq":1,"x":${deep}}`);
    expect(error.message).toMatch(/line 2: nests deeper than 16 levels/);
  });

  function line(patch: Partial<Record<keyof CassetteExchange, unknown>>): string {
    return `${formatCassetteLine(header)}\n${JSON.stringify({ ...exchange, ...patch })}`;
  }
});
