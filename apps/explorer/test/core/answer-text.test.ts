import { describe, expect, it } from 'vitest';
import type { CallOutcome, Exchange } from '../../shared/api.js';
import { answerText, indentJson } from '../../src/core/answer-text.js';

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
