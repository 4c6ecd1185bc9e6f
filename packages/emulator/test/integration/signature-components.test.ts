import { EbayClient, Scope } from 'baykit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import { signedInClient } from './signed-in.js';

// A signed call whose covered components changed on the way is refused with eBay's 215120 and names the component:
// here a client signs for eBay's hosts and a fetch sends the call to the emulator under its own host (what a
// proxy that rewrites Host does), over real HTTP.

const emulator = createEmulator({ seed: 9 });
let origin = '';
let userToken = '';
let signature: { jwe: string; privateKey: string };
const clients: EbayClient[] = [];

beforeAll(async () => {
  origin = (await emulator.listen(0)).url;
  const signedIn = await signedInClient(origin, [Scope.API, Scope.SELL_FINANCES, Scope.SELL_ACCOUNT]);
  clients.push(signedIn);
  userToken = (await signedIn.oauth2.getCredentials('user'))!.accessToken;
  const key = await signedIn.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  signature = { jwe: key.jwe!, privateKey: key.privateKey! };
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await emulator.close();
});

/** A client of eBay's production hosts whose requests a fetch sends to the emulator: the Host is rewritten. */
async function rewritingClient(): Promise<EbayClient> {
  const client = new EbayClient({
    signature,
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return fetch(`${origin}${url.pathname}${url.search}`, init);
    },
  });
  clients.push(client);
  await client.oauth2.setCredentials(userToken);
  return client;
}

describe('signature errors name the component', () => {
  it('a REST call signed for apiz.ebay.com and received under another host: 215120 naming @authority', async () => {
    const ebay = await rewritingClient();
    const error = await ebay.sell.finances.getPayouts().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 215120 });
    const parameters = (error as { errors: { parameters: { name: string; value: string }[] }[] }).errors[0]!.parameters;
    expect(parameters).toContainEqual({ name: 'component', value: '@authority' });
    expect(parameters.find((p) => p.name === 'reason')?.value).toContain(
      `The signature covers "apiz.ebay.com"; the request has "${new URL(origin).host}".`,
    );
  });

  it('Trading GetAccount signed for api.ebay.com and received under another host: 215120 naming @authority', async () => {
    const ebay = await rewritingClient();
    const error = await ebay.trading.GetAccount({ AccountHistorySelection: 'LastInvoice' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 215120 });
    const detail = (error as { errors: { longMessage: string; parameters: { value: string }[] }[] }).errors[0]!;
    expect(detail.longMessage).toMatch(
      /^Signature invalid: @authority differs\. The signature covers "api\.ebay\.com"/,
    );
    expect(detail.parameters.map((p) => p.value)).toEqual(['@authority']);
  });
});
