import { EbayClient, parseXmlResponse, type TradingTypes } from 'baykit';
import { expect } from 'vitest';
import { tradingSchema, validateTradingResponse } from '../../src/xml/trading-validate.js';
import { DEFAULT_APP } from '../../src/index.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';

/** The item specifics Lamps (112581) requires, as Trading's `ItemSpecifics` carries them. */
export const LAMP_ITEM_SPECIFICS = {
  NameValueList: [
    { Name: 'Brand', Value: 'IKEA' },
    { Name: 'Type', Value: 'Table Lamp' },
  ],
};

/** A fixed-price lamp (Lamps, 112581, with its required item specifics) at 20.00 USD, GTC: Trading's `Item`. */
export function lampListing(title: string, more: Partial<TradingTypes.ItemInput> = {}): TradingTypes.ItemInput {
  return {
    Title: title,
    PrimaryCategory: { CategoryID: '112581' },
    ItemSpecifics: LAMP_ITEM_SPECIFICS,
    StartPrice: { '#value': '20.00', '@_currencyID': 'USD' },
    Quantity: 1,
    ConditionID: 1000,
    ListingDuration: 'GTC',
    ListingType: 'FixedPriceItem',
    Country: 'US',
    Currency: 'USD',
    ...more,
  };
}

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

/**
 * Signs `ebay` in with an OAuth user token for `scope`, as `user` (the default test user when absent), through the
 * emulator's consent approval at `origin` (`POST /__emulator/consent/approve`), as a person approving the consent
 * page would.
 */
export async function approveConsent(
  ebay: EbayClient,
  origin: string,
  scope: readonly string[],
  user?: string,
): Promise<void> {
  const consent = ebay.oauth2.generateAuthUrl({ scope: [...scope] });
  await ebay.oauth2.getToken((await createEmulatorAdmin({ baseUrl: origin }).approveConsent(consent, user)).redirect);
}

/** Where the guest buyers of the tests ship to (a Buy Order guest checkout's contact and address). */
export const GUEST_BUYER = {
  contactEmail: 'ada@example.com',
  shippingAddress: {
    addressLine1: '1 Main St',
    city: 'San Jose',
    stateOrProvince: 'CA',
    postalCode: '95125',
    country: 'US',
    recipient: { firstName: 'Ada', lastName: 'Lovelace' },
  },
};

/**
 * Buys one of the listing `itemId` (its legacy id) through guest checkout at `origin`, as a buyer's app does (the
 * session, then the emulator's payment); returns the order id of the one order store.
 */
export async function buyAsGuest(origin: string, itemId: string): Promise<string> {
  const app = new EbayClient({
    appId: DEFAULT_APP.appId,
    certId: DEFAULT_APP.certId,
    origin,
    scope: ['https://api.ebay.com/oauth/api_scope', 'https://api.ebay.com/oauth/api_scope/buy.guest.order'],
  });
  try {
    const session = await app.buy.orderV2.initiateGuestCheckoutSession({
      ...GUEST_BUYER,
      lineItemInputs: [{ itemId: `v1|${itemId}|0`, quantity: 1 }],
    });
    const { purchaseOrderId } = await createEmulatorAdmin({ baseUrl: origin }).payGuestCheckout(
      session.checkoutSessionId ?? '',
    );
    const purchase = await app.buy.orderV2.getGuestPurchaseOrder(purchaseOrderId);
    return purchase.lineItems?.[0]?.orderId ?? '';
  } finally {
    await app.close();
  }
}
