import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../src/index.js';
import { conditionFlags, INLINE_XML_CHARS } from '../../src/xml/xml-body-parser.js';

let emulator: Emulator;
let url: string;

beforeAll(async () => {
  emulator = createEmulator({ seed: 8 });
  url = (await emulator.listen(0)).url;
});
afterAll(() => emulator.close());

const TRADING = { 'x-ebay-api-compatibility-level': '1349', 'x-ebay-api-siteid': '0', 'content-type': 'text/xml' };

it('parses a large XML body off the event loop: a small request made after it is answered first', async () => {
  // In process, so both bodies are complete before the calls: the order of the answers shows whether the large
  // parse held the event loop. About 3.5 MiB, just under the 4 MiB default cap.
  const values = '<Value a="1" b="2" c="3"/>'.repeat(140_000);
  const big = `<?xml version="1.0" encoding="utf-8"?><GetItemRequest xmlns="urn:ebay:apis:eBLBaseComponents"><ItemID>1</ItemID><Extra>${values}</Extra></GetItemRequest>`;
  const small = '<GeteBayOfficialTimeRequest xmlns="urn:ebay:apis:eBLBaseComponents"/>';
  const call = (name: string, body: string): Request =>
    new Request('http://127.0.0.1/ws/api.dll', {
      method: 'POST',
      headers: { ...TRADING, 'x-ebay-api-call-name': name },
      body,
    });
  const order: string[] = [];
  const answers = await Promise.all([
    emulator.fetch(call('GetItem', big)).then(async (r) => (order.push('large'), r.text())),
    emulator.fetch(call('GeteBayOfficialTime', small)).then(async (r) => (order.push('small'), r.text())),
  ]);
  expect(order).toEqual(['small', 'large']);
  // Both were parsed and answered: without a token, Trading says so (930), which it does after reading the body.
  for (const xml of answers) expect(xml).toContain('<ErrorCode>930</ErrorCode>');
});

it('reads large and small XML bodies the same way', async () => {
  const xml = (padding: number): string =>
    `<?xml version="1.0" encoding="utf-8"?><GetItemRequest xmlns="urn:ebay:apis:eBLBaseComponents"><RequesterCredentials><eBayAuthToken>not-a-token</eBayAuthToken></RequesterCredentials><!--${'x'.repeat(padding)}--></GetItemRequest>`;
  const call = async (body: string): Promise<string> =>
    (
      await fetch(`${url}/ws/api.dll`, {
        method: 'POST',
        headers: { ...TRADING, 'x-ebay-api-call-name': 'GetItem' },
        body,
      })
    ).text();
  const small = await call(xml(0));
  const large = await call(xml(INLINE_XML_CHARS * 2));
  // The token inside was read from both: an unknown classic token is 931.
  expect(small).toContain('<ErrorCode>931</ErrorCode>');
  expect(large).toContain('<ErrorCode>931</ErrorCode>');
  // Malformed XML is error 5 however large.
  expect(await call(`${xml(INLINE_XML_CHARS * 2)}<unclosed>`)).toContain('<ErrorCode>5</ErrorCode>');
});

it('starts the XML worker with the module conditions of this process', () => {
  expect(
    conditionFlags(['--require', 'x.cjs', '--conditions', 'source', '-C', 'node', '--conditions=module', '--inspect']),
  ).toEqual(['--conditions=source', '--conditions=node', '--conditions=module']);
  expect(conditionFlags([])).toEqual([]);
});
