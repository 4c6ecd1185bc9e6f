import { EbayClient, USER_SCOPES } from 'baykit';
import { createEmulatorAdmin, type EmulatorAdmin } from '../admin-client/admin-client.js';
import type { AppRegistration } from '../types.js';

/**
 * The emulator's own credentials, standing in for the recorded ones (a cassette's are redacted): an application
 * token, a user token with every user scope and its refresh token, the app's keys, and fresh consent codes.
 */
export interface ReplayCredentials {
  app: AppRegistration;
  applicationToken: string;
  userToken: string;
  refreshToken: string;
  /** A new authorization code, for a recorded code grant. */
  code(): Promise<string>;
  close(): Promise<void>;
}

/** Signs the test app in on the emulator at `url` (its consent approved through the admin API, no browser). */
export async function replayCredentials(url: string, app: AppRegistration): Promise<ReplayCredentials> {
  const { appId, certId, devId, ruName } = app;
  const client = new EbayClient({ appId, certId, devId, ruName, origin: url });
  const admin = createEmulatorAdmin({ baseUrl: url });
  try {
    const consent = (): Promise<string> => approvedCode(client, admin);
    const application = await client.oauth2.mintApplicationAccessToken();
    const user = await client.oauth2.getToken(await consent(), { scope: [...USER_SCOPES] });
    return {
      app,
      applicationToken: application.accessToken,
      userToken: user.accessToken,
      refreshToken: user.refreshToken ?? '',
      code: consent,
      close: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function approvedCode(client: EbayClient, admin: EmulatorAdmin): Promise<string> {
  const consent = client.oauth2.generateAuthUrl({ scope: [...USER_SCOPES] });
  const { redirect } = await admin.approveConsent(consent);
  return new URL(redirect).searchParams.get('code') ?? '';
}
