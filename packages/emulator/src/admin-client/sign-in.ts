import { USER_SCOPES, type EbayClient } from 'baykit';
import { createEmulatorAdmin } from './admin-client.js';

/**
 * Signs `target.client` in on the emulator at `target.emulator` with no browser: the consent page is approved
 * through the admin API and the code exchanged for a user token with every scope the emulator grants (kept in the
 * client's token store). The command line and the MCP server sign in on an emulator so.
 */
export async function signInOnEmulator(target: { client: EbayClient; emulator?: string | undefined }): Promise<void> {
  if (!target.emulator) throw new Error('signInOnEmulator is for a client of the emulator (target.emulator unset).');
  const consent = target.client.oauth2.generateAuthUrl({ scope: [...USER_SCOPES] });
  const { redirect } = await createEmulatorAdmin({ baseUrl: target.emulator }).approveConsent(consent);
  await target.client.oauth2.getToken(redirect, { scope: [...USER_SCOPES] });
}
