import { EbayClient } from 'baykit';
import { afterAll, expect, it } from 'vitest';
import { createEmulator, DEFAULT_APP } from '../../src/index.js';

const emulator = createEmulator();
const ebay = new EbayClient({ appId: DEFAULT_APP.appId, certId: DEFAULT_APP.certId, fetch: emulator.fetch });

afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

it('answers a client whose fetch is emulator.fetch, in process (token request and calls alike)', async () => {
  const found = (await ebay.buy.browse.search({ q: 'shoes', limit: 2 })) as { itemSummaries: { itemId: string }[] };
  expect(found.itemSummaries).toHaveLength(2);
  const itemId = found.itemSummaries[0]?.itemId ?? '';
  await expect(ebay.buy.browse.getItem(itemId)).resolves.toMatchObject({ itemId });
});

it('takes a Request, or a URL with init, as the global fetch does', async () => {
  const byUrl = await emulator.fetch(`http://127.0.0.1/__emulator/app`);
  expect(byUrl.status).toBe(200);
  const byRequest = await emulator.fetch(new Request('http://127.0.0.1/__emulator/app'));
  expect(await byRequest.json()).toEqual(await byUrl.json());
});

it('never issues a token equal to one it issued before a reset, so a client renews after clock.advance', async () => {
  const local = createEmulator();
  const { url } = await local.listen(0);
  const client = new EbayClient({ appId: DEFAULT_APP.appId, certId: DEFAULT_APP.certId, origin: url });
  try {
    await client.buy.browse.search({ q: 'phone' });
    const before = await client.oauth2.getCredentials('application');
    local.reset();
    await client.buy.browse.search({ q: 'phone' }); // the old token is unknown now: renewed once
    const after = await client.oauth2.getCredentials('application');
    expect(after?.accessToken).not.toBe(before?.accessToken);
    local.clock.advance(3 * 3600); // the emulator's time passes the token's lifetime; the client's does not
    await client.buy.browse.search({ q: 'phone' });
    const third = await client.oauth2.getCredentials('application');
    expect(third?.accessToken).not.toBe(after?.accessToken);
  } finally {
    await client.close();
    await local.close();
  }
});
