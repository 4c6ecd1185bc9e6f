import { APPLICATION_SCOPES, EbayClient, MemoryTokenStore } from 'baykit';
import { ensureUser, envOf, profileOf, targetOf } from '@baykit/local';
import type { McpIo } from './io.js';

/** Where the server's calls go, from the command line's flags (`--env`, `--profile`, `--account`). */
export interface TargetOptions {
  env?: string | undefined;
  profile?: string | undefined;
  account?: string | undefined;
}

/** A client and how to get the signed-in user's token for it. */
export interface Target {
  readonly env: 'emulator' | 'sandbox' | 'production';
  readonly client: EbayClient;
  /** The embedded emulator's URL, for the emulator environment. */
  readonly emulator?: string;
  /** The command that signs in again for this target (`baykit login --profile sb`); none for the embedded emulator. */
  readonly signIn?: string | undefined;
  /** Makes sure a user token is there: on the emulator it signs in by itself, elsewhere it needs `baykit login`. */
  ensureUser(): Promise<void>;
  /** The credentials the client holds now (cert id, access and refresh tokens, signing key): masked in the log. */
  secrets(): Promise<string[]>;
  /** Closes the client (and stops the embedded emulator). */
  close(): Promise<void>;
}

/** The tokens `client` holds now. */
async function tokensOf(client: EbayClient): Promise<string[]> {
  const out: string[] = [];
  for (const kind of ['user', 'application'] as const) {
    const token = await client.oauth2.getCredentials(kind);
    if (token) out.push(token.accessToken, ...(token.refreshToken ? [token.refreshToken] : []));
  }
  return out;
}

/**
 * The target of the flags, by the command line's rules (@baykit/local's targets: `--env`, else the profile's, else
 * production or sandbox when `EBAY_APP_ID` is set, else the emulator): profiles and the token file are the ones
 * `baykit configure` and `baykit login` wrote, so a user signs in once. The emulator is embedded (its own, in this
 * process, fresh state, on a free loopback port): an agent rehearses against it with no keys and no account.
 */
export async function openTarget(io: McpIo, options: TargetOptions): Promise<Target> {
  const profile = profileOf(io, options.profile);
  const env = envOf(io, options.env, profile);
  if (env === 'emulator') return embeddedEmulator();
  const target = await targetOf(io, options);
  const keys = [profile?.certId ?? io.env.EBAY_CERT_ID, io.env.EBAY_PRIVATE_KEY, io.env.EBAY_JWE];
  return {
    env,
    client: target.client,
    signIn: target.signIn,
    ensureUser: () => ensureUser(target),
    secrets: async () => [...keys.filter((k): k is string => k !== undefined), ...(await tokensOf(target.client))],
    close: () => target.client.close(),
  };
}

async function embeddedEmulator(): Promise<Target> {
  const { createEmulator } = await import('@baykit/emulator');
  const { signInOnEmulator } = await import('@baykit/emulator/admin');
  const emulator = createEmulator();
  const { url } = await emulator.listen(0, '127.0.0.1');
  const { appId, certId, devId, ruName } = emulator.app;
  const store = new MemoryTokenStore();
  const options = { appId, certId, devId, ruName, origin: url, scope: [...APPLICATION_SCOPES], tokenStore: store };
  // A signing key from the emulator's Key Management API, so the calls eBay wants signed (Finances, Fulfillment's
  // refunds, …) work as they do at eBay; kept in memory only, as the emulator is.
  const keyClient = new EbayClient(options);
  const key = await keyClient.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  await keyClient.close();
  if (!key.jwe || !key.privateKey)
    throw new Error('The embedded emulator answered a signing key without jwe or privateKey.');
  const { jwe, privateKey } = key;
  const client = new EbayClient({ ...options, signature: { jwe, privateKey } });
  let signingIn: Promise<void> | undefined;
  return {
    env: 'emulator',
    client,
    emulator: url,
    ensureUser: async () => {
      if (await client.oauth2.getCredentials('user')) return;
      // One sign-in for calls that arrive together.
      signingIn ??= signInOnEmulator({ client, emulator: url }).finally(() => {
        signingIn = undefined;
      });
      await signingIn;
    },
    secrets: async () => [certId, privateKey, ...(await tokensOf(client))],
    close: async () => {
      await client.close();
      await emulator.close();
    },
  };
}
