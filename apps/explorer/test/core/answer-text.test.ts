import { describe, expect, it } from 'vitest';
import type { CallOutcome, Exchange } from '../../shared/api.js';
import { answerText, indentJson, MAX_INDENT_DEPTH } from '../../src/core/answer-text.js';

function outcomeWith(body: string, bodyEncoding: 'text' | 'base64' = 'text'): CallOutcome {
  const exchange = (purpose: Exchange['purpose'], text: string): Exchange => ({
    purpose,
    startedAt: '2026-01-01T00:00:00Z',
    durationMs: 1,
    request: { method: 'GET', url: 'https://api.ebay.com/x', headers: {} },
    response: { status: 200, statusText: 'OK', headers: {}, body: text, bodyEncoding },
  });
  return {
    ok: true,
    status: 200,
    durationMs: 2,
    exchanges: [exchange('token', '{"access_token":"[redacted]"}'), exchange('call', body)],
  };
}

describe('indentJson', () => {
  it('indents without touching numbers, escapes, key order or strings that look like JSON', () => {
    const text = '{"b":1.50,"a":[12345678901234567890,{"s":"x, {y}: \\"z\\""}],"e":{},"f":[]}';
    expect(indentJson(text)).toBe(
      [
        '{',
        '  "b": 1.50,',
        '  "a": [',
        '    12345678901234567890,',
        '    {',
        '      "s": "x, {y}: \\"z\\""',
        '    }',
        '  ],',
        '  "e": {},',
        '  "f": []',
        '}',
      ].join('\n'),
    );
    expect(JSON.parse(indentJson(text))).toEqual(JSON.parse(text));
  });

  it('re-indents text that was already indented another way', () => {
    expect(indentJson('{\n\t"a" :\t[ 1 , 2 ]\n}')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
  });
});

describe('answerText', () => {
  it("copies the operation's answer, not its token request's, JSON indented", () => {
    expect(answerText(outcomeWith('{"title":"Lamp","token":"[redacted]"}'))).toEqual({
      text: '{\n  "title": "Lamp",\n  "token": "[redacted]"\n}',
      format: 'json',
    });
  });

  it('copies XML and cut bodies exactly as received', () => {
    const xml = '<?xml version="1.0"?>\n<GetItemResponse><Ack>Success</Ack></GetItemResponse>';
    expect(answerText(outcomeWith(xml))).toEqual({ text: xml, format: 'text' });
    const cut = '{"items":[1,2\n… [cut: 2000000 bytes, the first 1048576 shown]';
    expect(answerText(outcomeWith(cut))).toEqual({ text: cut, format: 'text' });
  });

  it('has nothing to copy for an empty or binary answer, or none', () => {
    expect(answerText(outcomeWith(''))).toBeUndefined();
    expect(answerText(outcomeWith('AAEC', 'base64'))).toBeUndefined();
    expect(answerText({ ok: false, durationMs: 1, exchanges: [] })).toBeUndefined();
  });
});

describe('indentJson on large and deep answers', () => {
  it('indents a 500 KB answer whole, its output a few times its size', () => {
    const order = (i: number) => ({ orderId: `${i}-000`, lineItems: [{ sku: `S${i}`, total: { value: '1.50' } }] });
    const text = JSON.stringify({ orders: Array.from({ length: 7_000 }, (_, i) => order(i)) });
    expect(text.length).toBeGreaterThan(500_000);
    const out = indentJson(text);
    expect(JSON.parse(out)).toEqual(JSON.parse(text));
    expect(out.length).toBeLessThan(4 * text.length);
  });

  it('copies what is nested past MAX_INDENT_DEPTH as received, so `[[[…]]]` does not grow quadratically', () => {
    const levels = 2_000;
    const text = `${'['.repeat(levels)}1${']'.repeat(levels)}`;
    const out = indentJson(text);
    expect(JSON.parse(out)).toEqual(JSON.parse(text));
    // Was 8 MB for this 4 KB text: every level indented every line below it.
    expect(out.length).toBeLessThan(text.length + 4 * MAX_INDENT_DEPTH * MAX_INDENT_DEPTH);
    expect(out).toContain(`${'['.repeat(levels - MAX_INDENT_DEPTH)}1${']'.repeat(levels - MAX_INDENT_DEPTH)}`);
  });
});
