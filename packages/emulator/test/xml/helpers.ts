import { EbayClient, parseXmlResponse } from 'baykit';
import { expect } from 'vitest';
import { tradingSchema, validateTradingResponse } from '../../src/xml/trading-validate.js';

/** The item specifics Lamps (112581) requires, as Trading's `ItemSpecifics` carries them. */
export const LAMP_ITEM_SPECIFICS = {
  NameValueList: [
    { Name: 'Brand', Value: 'IKEA' },
    { Name: 'Type', Value: 'Table Lamp' },
  ],
};

/** A client of the test app against the emulator at `origin`. */
export function testClient(origin: string): EbayClient {
  return new EbayClient({
    appId: 'baykit-test-app',
    certId: 'baykit-test-cert',
    devId: 'baykit-test-dev',
    ruName: 'baykit-test-RuName',
    origin,
    // The XML tests cover the decommissioned services and calls too, on an emulator started with serveRetired.
    allowRetired: true,
  });
}

/**
 * Auth'n'Auth as a browser does it: GetSessionID, load the sign-in page, post its form (as `username`, the default
 * test user when absent), FetchToken.
 */
export async function signInClassic(ebay: EbayClient, username?: string): Promise<string> {
  const { sessionId, url } = await ebay.authNAuth.getSessionIdAndAuthUrl();
  await signInByPage(url, username);
  const { eBayAuthToken } = await ebay.authNAuth.fetchToken(sessionId);
  if (!eBayAuthToken) throw new Error('FetchToken gave no token');
  return eBayAuthToken;
}

/** What the user's browser does on the Auth'n'Auth sign-in page at `url`: load it and post its form. */
export async function signInByPage(url: string, username?: string): Promise<void> {
  const page = await fetch(url);
  const form = await page.text();
  const action = /<form[^>]*action="([^"]*)"/.exec(form)?.[1] ?? new URL(url).pathname + new URL(url).search;
  const fields = new URLSearchParams();
  for (const [, name, value] of form.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    fields.append(name!, value!.replace(/&amp;/g, '&'));
  if (username) fields.set('username', username);
  const signedIn = await fetch(new URL(action.replace(/&amp;/g, '&'), url), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
  if (signedIn.status !== 302) throw new Error(`sign-in answered ${signedIn.status}`);
}

/**
 * Expects a Trading answer to be valid against the call's `<Call>ResponseType` in eBay's schema
 * (`validateTradingResponse`, src/xml/trading-validate.ts): `answer` is the XML text of the answer or its parsed
 * content (`parseXmlResponse(xml, call).body`, or the fields a handler returns). Fails listing every problem found.
 */
export async function expectValidTradingAnswer(call: string, answer: string | Record<string, unknown>): Promise<void> {
  const fields = typeof answer === 'string' ? parseXmlResponse(answer, call).body : answer;
  const problems = validateTradingResponse(await tradingSchema(), call, fields);
  expect(problems, `${call}Response against eBay's schema`).toEqual([]);
}
