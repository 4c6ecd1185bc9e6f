import { createEmulator, type Emulator } from '@baykit/emulator';
import { createEmulatorAdmin, type EmulatorAdmin, type LoggedRequest } from '@baykit/emulator/admin';
import { EbayClient, Scope, type EbayClientOptions } from '../../../src/index.js';

/** An emulator on 127.0.0.1, its admin API, and clients of its test app signed in as its seller. */
export interface EmulatorRig {
  emulator: Emulator;
  url: string;
  /** A client of the emulator's test app (app id, cert id, dev id, RuName), closed by `close()`. */
  client(options?: EbayClientOptions): EbayClient;
  /** Consent flow approved through the admin API: the client then holds a user token with a refresh token. */
  signIn(client: EbayClient): Promise<void>;
  /** The emulator's admin API. */
  admin: EmulatorAdmin;
  /** The emulator's request log (its last 1000 requests). */
  requests(): Promise<LoggedRequest[]>;
  close(): Promise<void>;
}

/** Starts an emulator on a free loopback port. */
export async function startEmulator(options: Parameters<typeof createEmulator>[0] = {}): Promise<EmulatorRig> {
  const emulator = createEmulator(options);
  const { url } = await emulator.listen(0);
  const clients: EbayClient[] = [];
  const admin = createEmulatorAdmin({ baseUrl: url });
  return {
    emulator,
    url,
    client(extra = {}) {
      const { appId, certId, devId, ruName } = emulator.app;
      const client = new EbayClient({ appId, certId, devId, ruName, origin: url, ...extra });
      clients.push(client);
      return client;
    },
    async signIn(client) {
      const consentUrl = client.oauth2.generateAuthUrl({
        scope: [Scope.SELL_INVENTORY, Scope.SELL_FULFILLMENT, Scope.SELL_ACCOUNT],
      });
      const { redirect } = await admin.approveConsent(consentUrl);
      await client.oauth2.getToken(redirect);
    },
    admin,
    async requests() {
      return (await admin.requests()).requests;
    },
    async close() {
      await Promise.all(clients.map((c) => c.close()));
      await emulator.close();
    },
  };
}
