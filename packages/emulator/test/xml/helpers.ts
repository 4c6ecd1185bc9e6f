import { EbayClient } from 'baykit';

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

/** Signs in on the Auth'n'Auth sign-in page at `url` as a browser does (load it, post its form), as `user`. */
export async function signInAt(url: string, user?: string): Promise<void> {
  const page = await fetch(url);
  const form = await page.text();
  const action = /<form[^>]*action="([^"]*)"/.exec(form)?.[1] ?? new URL(url).pathname + new URL(url).search;
  const fields = new URLSearchParams();
  for (const [, name, value] of form.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    fields.append(name!, value!.replace(/&amp;/g, '&'));
  if (user) fields.set('username', user);
  const signedIn = await fetch(new URL(action.replace(/&amp;/g, '&'), url), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
  if (signedIn.status !== 302) throw new Error(`sign-in answered ${signedIn.status}`);
}

/** Auth'n'Auth as a browser does it: GetSessionID, sign in on the page (as `user`), FetchToken. */
export async function signInClassic(ebay: EbayClient, user?: string): Promise<string> {
  const { sessionId, url } = await ebay.authNAuth.getSessionIdAndAuthUrl();
  await signInAt(url, user);
  const { eBayAuthToken } = await ebay.authNAuth.fetchToken(sessionId);
  if (!eBayAuthToken) throw new Error('FetchToken gave no token');
  return eBayAuthToken;
}
