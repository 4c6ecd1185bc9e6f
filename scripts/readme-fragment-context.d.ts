// What the READMEs' fragments (`<!-- typecheck: file.ts -->`, scripts/readme-examples.mjs) take as given: the values a
// reader's own program already has where the fragment would go. `npm run smoke:pack` type-checks every fragment with
// this file beside it, against the packages installed from the tarballs, so a fragment that misuses baykit's API
// fails there; a name a fragment uses that is neither imported by it nor declared here fails too.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorAdmin } from '@baykit/emulator/admin';
import type { AccessToken, EbayClient, EbayTokenResponse } from 'baykit';
import type { EbayNotification } from 'baykit/notifications';
import type { Redis } from 'ioredis';

declare global {
  /** A client made as the client README's "Use" shows (`new EbayClient({ … })` or `EbayClient.fromEnv()`). */
  const ebay: EbayClient;
  /** Your keyset (the app's client id and secret, dev id, RuName) and an Auth'n'Auth token. */
  const appId: string;
  const certId: string;
  const devId: string;
  const ruName: string;
  const authToken: string;
  /** A signing key from the Key Management API: its JWE and private key. */
  const jwe: string;
  const privateKey: string;
  /** The consent flow's `state` value, and the code or redirect address eBay sent the user back with. */
  const state: string;
  const codeOrRedirectUrl: string;
  /** A token your program kept from an earlier run. */
  const savedTokenOrEbayJsonOrString: AccessToken | EbayTokenResponse | string;
  /** Your own code: keeps a new token, forgets a user who deleted their eBay account. */
  function save(token: AccessToken): void;
  function forgetUser(userId: string): Promise<void>;
  /** A token you hold for one seller of many (the Redis README's `seller-42`). */
  const tokenOfSeller42: AccessToken;
  /** Your notification endpoint as registered with eBay, its verification token, and your code for each push. */
  const endpoint: string;
  const verificationToken: string;
  function onNotification(push: EbayNotification): Promise<void>;
  /** Your ioredis client (the Redis README makes one). */
  const redis: Redis;
  /** A client of the emulator's admin routes (`createEmulatorAdmin`, the emulator README). */
  const admin: EmulatorAdmin;
  /** The headers of a request you build yourself (an `Authorization` with a token). */
  const headers: HeadersInit;
  /** An Express application (only what the fragments call of it). */
  const app: { post(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): unknown };
}
