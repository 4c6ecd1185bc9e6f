import { APPLICATION_SCOPES, EbayClient, MemoryTokenStore } from 'baykit';
import type { CliIo } from '@baykit/cli/targets';

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
  /** Makes sure a user token is there: on the emulator it signs in by itself, elsewhere it needs `baykit login`. */
  ensureUser(): Promise<void>;
  /** Closes the client (and stops the embedded emulator). */
  close(): Promise<void>;
}

/**
 * The target of the flags, by the command line's rules (@baykit/cli/targets: `--env`, else the profile's, else
 * production or sandbox when `EBAY_APP_ID` is set, else the emulator): profiles and the token file are the ones
 * `baykit configure` and `baykit login` wrote, so a user signs in once. The emulator is embedded (its own, in this
 * process, fresh state, on a free loopback port): an agent rehearses against it with no keys and no account.
 */
export async function openTarget(io: CliIo, options: TargetOptions): Promise<Target> {
  const cli = await import('@baykit/cli/targets');
  const profile = cli.profileOf(io, options.profile);
  const env = cli.envOf(io, options.env, profile);
  if (env === 'emulator') return embeddedEmulator();
  const target = await cli.targetOf(io, options);
  return {
    env,
    client: target.client,
    ensureUser: () => cli.ensureUser(target),
    close: () => target.client.close(),
  };
}

async function embeddedEmulator(): Promise<Target> {
  const { createEmulator } = await import('@baykit/emulator');
  const { signInOnEmulator } = await import('@baykit/cli/targets');
  const emulator = createEmulator();
  const { url } = await emulator.listen(0, '127.0.0.1');
  const { appId, certId, devId, ruName } = emulator.app;
  const store = new MemoryTokenStore();
  const client = new EbayClient({
    appId,
    certId,
    devId,
    ruName,
    origin: url,
    scope: [...APPLICATION_SCOPES],
    tokenStore: store,
  });
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
    close: async () => {
      await client.close();
      await emulator.close();
    },
  };
}
