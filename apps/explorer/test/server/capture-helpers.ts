// An emulator on 127.0.0.1 and baykit clients wired to a Capture (their onExchange), for the catalog, capture and call tests.
import { createEmulator, exampleValues, type EmulatorExamples, type Emulator } from '@baykit/emulator';
import { createEmulatorAdmin, type EmulatorAdmin } from '@baykit/emulator/admin';
import { EbayClient, Scope, type EbayClientOptions } from 'baykit';
import { Capture } from '../../server/capture/capture.js';

/** A running emulator, its example values and a way to make clients that go through one capture. */
export interface CaptureRig {
  emulator: Emulator;
  url: string;
  examples: EmulatorExamples;
  capture: Capture;
  /** A client of the emulator's test app whose every attempt `capture` records (`onExchange`). */
  client(options?: EbayClientOptions): EbayClient;
  /** Signs `client` in with the consent flow (approved through the emulator's admin API); returns the redirect URL. */
  consent(client: EbayClient, scopes?: string[]): Promise<string>;
  /** Auth'n'Auth: session, sign-in form post, FetchToken; the client then holds the classic token. */
  authNAuth(client: EbayClient): Promise<void>;
  /** The emulator's admin API. */
  admin: EmulatorAdmin;
  close(): Promise<void>;
}

/** Starts an emulator on a free port. */
export async function startRig(): Promise<CaptureRig> {
  const emulator = createEmulator();
  const { url } = await emulator.listen(0);
  const capture = new Capture();
  const clients: EbayClient[] = [];
  const admin = createEmulatorAdmin({ baseUrl: url });
  return {
    emulator,
    url,
    examples: exampleValues(emulator),
    capture,
    client(options = {}) {
      const app = emulator.app;
      const client = new EbayClient({
        appId: app.appId,
        certId: app.certId,
        devId: app.devId,
        ruName: app.ruName,
        origin: url,
        onExchange: capture.onExchange,
        ...options,
      });
      clients.push(client);
      return client;
    },
    async consent(client, scopes = [Scope.SELL_INVENTORY, Scope.SELL_ACCOUNT]) {
      const { redirect } = await admin.approveConsent(client.oauth2.generateAuthUrl({ scope: scopes }));
      await client.oauth2.getToken(redirect);
      return redirect;
    },
    async authNAuth(client) {
      const { sessionId } = await client.authNAuth.getSessionIdAndAuthUrl();
      const form = new URLSearchParams({ runame: emulator.app.ruName, SessID: sessionId, username: 'testuser_baykit' });
      const signedIn = await fetch(`${url}/ws/eBayISAPI.dll?SignIn`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
      });
      if (signedIn.status !== 302) throw new Error(`sign-in answered ${signedIn.status}`);
      await client.authNAuth.fetchToken(sessionId);
    },
    admin,
    async close() {
      await Promise.all(clients.map((c) => c.close()));
      await emulator.close();
    },
  };
}
