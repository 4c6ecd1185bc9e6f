import { describe, expect, it } from 'vitest';
import type { CallOutcome, Exchange } from '../../shared/api.js';
import { adviceFor } from '../../src/core/call-advice.js';
import { callRequestLine, callSummary } from '../../src/core/call-summary.js';
import { bodyText, diffBodies, diffSummary } from '../../src/core/response-diff.js';

const exchange = (purpose: Exchange['purpose'], url: string, body = '', status = 200): Exchange => ({
  purpose,
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 5,
  request: { method: 'GET', url, headers: {} },
  response: { status, statusText: 'OK', headers: {}, body, bodyEncoding: 'text' },
});

const outcome = (extra: Partial<CallOutcome>): CallOutcome => ({ ok: true, durationMs: 5, exchanges: [], ...extra });

describe('callSummary', () => {
  it('shows path and non-empty query values of a REST call', () => {
    expect(
      callSummary({
        kind: 'rest',
        env: 'local',
        api: 'buy.browse',
        operationId: 'search',
        path: {},
        query: { q: 'phone', limit: '3', filter: '' },
        headers: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_US' },
      }),
    ).toBe('q=phone · limit=3');
  });

  it('shows top-level plain fields of an XML call, cut when long, and says when there are more', () => {
    const summary = callSummary({
      kind: 'xml',
      env: 'local',
      service: 'trading',
      callName: 'GetItem',
      fields: { ItemID: '110000000000', Item: { Title: 'x' }, A: 'a', B: true, C: 3, D: 'x'.repeat(60) },
    });
    expect(summary).toBe('ItemID=110000000000 · A=a · B=true · C=3 · …');
    expect(
      callSummary({ kind: 'xml', env: 'local', service: 'trading', callName: 'X', fields: { D: 'x'.repeat(60) } }),
    ).toBe(`D=${'x'.repeat(40)}…`);
  });

  it("gives the operation's request line without the origin, skipping token requests", () => {
    const line = callRequestLine(
      outcome({
        exchanges: [
          exchange('token', 'http://127.0.0.1:1/identity/v1/oauth2/token'),
          exchange('call', 'http://127.0.0.1:1/buy/browse/v1/item_summary/search?q=phone'),
        ],
      }),
    );
    expect(line).toBe('GET /buy/browse/v1/item_summary/search?q=phone');
    expect(callRequestLine(outcome({}))).toBeUndefined();
  });
});

describe('diffBodies', () => {
  it('compares the HTTP bodies only: not the parsed result or the typed error', () => {
    const a = outcome({ data: { parsed: 1 }, exchanges: [exchange('call', 'http://h/x', '{"b":1,"a":2}')] });
    const b = outcome({
      ok: false,
      error: { name: 'NotFoundError', message: 'gone', errors: [] },
      exchanges: [exchange('call', 'http://h/x', '{"a":2,"b":1}', 404)],
    });
    expect(diffSummary(diffBodies(a, b))).toEqual({ added: 0, removed: 0 });
  });

  it('diffs XML and other text line by line and shows no body as empty', () => {
    const xml = (value: string) =>
      outcome({ exchanges: [exchange('call', 'http://h/x', `<A>\n<B>${value}</B>\n</A>`)] });
    expect(diffSummary(diffBodies(xml('1'), xml('2')))).toEqual({ added: 1, removed: 1 });
    expect(bodyText(outcome({}))).toBe('');
  });
});

describe('adviceFor', () => {
  const tokenFailure = outcome({ ok: false, error: { name: 'TokenError', message: 'not set', errors: [] } });

  it('leads a 409 refusal (no credentials) to Environments and another refusal nowhere', () => {
    expect(adviceFor({ status: 409, message: 'no credentials' }, undefined, false)).toEqual({
      kind: 'environment',
      message: 'no credentials',
    });
    expect(adviceFor({ status: 400, message: 'bad' }, undefined, false)?.kind).toBe('refused');
  });

  it('asks to sign in when a user-token call could not get its token', () => {
    expect(adviceFor(undefined, tokenFailure, true)?.kind).toBe('sign-in');
    expect(adviceFor(undefined, tokenFailure, false)).toBeUndefined();
    expect(adviceFor(undefined, outcome({}), true)).toBeUndefined();
  });
});
