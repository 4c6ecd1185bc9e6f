import { join } from 'node:path';
import { nodeHttpTransport } from 'baykit/node-http';
import {
  APPLICATION_SCOPES,
  DEFAULT_APPLICATION_SCOPE,
  EbayClient,
  type ExchangeObserver,
  FileTokenStore,
  USER_SCOPES,
  type SignatureKey,
  type Transport,
} from 'baykit';
import { ensureEmulator } from './emulator-process.js';
import { UsageError, type CliIo } from './io.js';
import { stateDir } from './paths.js';
import { profileOf, type Profile } from './profiles.js';
import { loginCommand } from './sign-in.js';

/** Where calls go: the local emulator (the default without keys), eBay's sandbox or production. */
export type EnvName = 'emulator' | 'sandbox' | 'production';

/**
 * The environment of a command: `--env`, else the profile's (`--profile`, `BAYKIT_PROFILE`), else production or
 * sandbox when `EBAY_APP_ID` is set, else the emulator.
 */
export function envOf(io: CliIo, flag: string | undefined, profile?: Profile): EnvName {
  if (flag !== undefined) {
    if (flag === 'emulator' || flag === 'sandbox' || flag === 'production') return flag;
    throw new UsageError(`--env must be emulator, sandbox or production, not "${flag}".`);
  }
  if (profile) return profile.env;
  if (!io.env.EBAY_APP_ID) return 'emulator';
  return io.env.EBAY_SANDBOX === 'true' ? 'sandbox' : 'production';
}

/** The target options every command takes: `--env`, `--profile`, `--account`. */
export const TARGET_OPTIONS = {
  env: { type: 'string' },
  profile: { type: 'string' },
  account: { type: 'string' },
} as const;

/** The client of a command's `--env`, `--profile` and `--account`. */
export async function targetOf(
  io: CliIo,
  values: { env?: string | undefined; profile?: string | undefined; account?: string | undefined },
  extras: ClientExtras = {},
): Promise<CliClient> {
  const profile = profileOf(io, values.profile);
  const env = envOf(io, values.env, profile);
  const target = await clientFor(io, env, {
    ...extras,
    ...(profile ? { profile } : {}),
    ...(values.account ? { account: values.account } : {}),
  });
  return { ...target, signIn: loginCommand(io, values, env) };
}

/** A client for `env`, with its tokens in `$XDG_STATE_HOME/baykit/tokens.json` (0600), and how to sign in there. */
export interface CliClient {
  env: EnvName;
  client: EbayClient;
  /** The token file (0600). */
  store: FileTokenStore;
  /** The emulator's URL, for the emulator environment. */
  emulator?: string;
  /** Whether the client holds a signing key (`signature`), so it can sign calls. */
  signed: boolean;
  /** The command that signs in again for this target (`baykit login --profile sb`), when `targetOf` made it. */
  signIn?: string;
}

/** Extra client options a command passes (the --verbose observer, allowRetired). */
export interface ClientExtras {
  onExchange?: ExchangeObserver;
  allowRetired?: boolean;
  /** Application token scopes beyond the base one, for eBay (the emulator's client asks for every one). */
  scope?: readonly string[];
  /** Keys from the config file instead of the EBAY_* variables. */
  profile?: Profile;
  /** The eBay account the user token is kept for (several sellers side by side). */
  account?: string;
  /** A signing key (the emulator's, signing.ts); for eBay it comes from EBAY_JWE and EBAY_PRIVATE_KEY. */
  signature?: SignatureKey;
}

export async function clientFor(io: CliIo, env: EnvName, extras: ClientExtras = {}): Promise<CliClient> {
  const tokenStore = new FileTokenStore(join(stateDir(io), 'tokens.json'), {
    warn: (message) => io.stderr(`baykit: ${message}\n`),
  });
  const common = {
    tokenStore,
    ...(extras.onExchange ? { onExchange: extras.onExchange } : {}),
    ...(extras.allowRetired ? { allowRetired: true } : {}),
    ...(extras.account ? { account: extras.account } : {}),
    ...(extras.signature ? { signature: extras.signature } : {}),
  };
  if (env === 'emulator') {
    const { url, app } = await ensureEmulator(io);
    const client = new EbayClient({
      appId: app.appId,
      certId: app.certId,
      devId: app.devId,
      ruName: app.ruName,
      origin: url,
      // The emulator grants the test app every application scope: one application token serves every command.
      scope: [...APPLICATION_SCOPES],
      // Node's own http module: it loads nothing more, where undici's package or the platform's fetch takes longer
      // to load than a call to the emulator takes (bench/cli-start.ts). Calls to eBay keep the client's undici
      // transport, and so does --verbose: it shows every header that went over the wire, and undici's are the ones
      // its tests compare with what the emulator received.
      ...(extras.onExchange ? {} : { transport: nodeHttpTransport() }),
      ...common,
    });
    return { env, client, store: tokenStore, emulator: url, signed: extras.signature !== undefined };
  }
  const scope = extras.scope ? { scope: [DEFAULT_APPLICATION_SCOPE, ...extras.scope] } : {};
  // Made when the client is, so no transport is left open by a command that stops on missing keys.
  const transport = (): { transport?: Transport } => (io.ebayTransport ? { transport: io.ebayTransport() } : {});
  if (extras.profile) {
    const { appId, certId, devId, ruName } = extras.profile;
    const client = new EbayClient({
      appId,
      certId,
      ...(devId ? { devId } : {}),
      ...(ruName ? { ruName } : {}),
      sandbox: env === 'sandbox',
      ...scope,
      ...transport(),
      ...common,
    });
    return { env, client, store: tokenStore, signed: extras.signature !== undefined };
  }
  if (!io.env.EBAY_APP_ID || !io.env.EBAY_CERT_ID)
    throw new UsageError(
      `--env ${env} needs your keys: set EBAY_APP_ID and EBAY_CERT_ID (and EBAY_RU_NAME to sign in), or use a profile (baykit configure).`,
    );
  const client = EbayClient.fromEnv({ sandbox: env === 'sandbox', ...scope, ...transport(), ...common }, io.env);
  return { env, client, store: tokenStore, signed: Boolean(io.env.EBAY_JWE && io.env.EBAY_PRIVATE_KEY) };
}

/**
 * Signs in on the emulator by itself: its consent page is approved through its admin API (no browser), the
 * code exchanged for a user token with every scope the emulator grants, kept in the token file.
 */
export async function signInOnEmulator(target: Pick<CliClient, 'client' | 'emulator'>): Promise<void> {
  if (!target.emulator) throw new Error('signInOnEmulator is for the emulator environment.');
  const consent = target.client.oauth2.generateAuthUrl({ scope: [...USER_SCOPES] });
  // Loaded here, not at start-up: most commands find a user token already kept.
  const { createEmulatorAdmin } = await import('@baykit/emulator/admin');
  const { redirect } = await createEmulatorAdmin({ baseUrl: target.emulator }).approveConsent(consent);
  await target.client.oauth2.getToken(redirect, { scope: [...USER_SCOPES] });
}

/** Makes sure a user token is there when a call needs one: on the emulator it signs in by itself. */
export async function ensureUser(target: CliClient): Promise<void> {
  if (await target.client.oauth2.getCredentials('user')) return;
  if (target.emulator) {
    await signInOnEmulator(target);
    return;
  }
  throw new UsageError(
    `This call needs a user token: run ${target.signIn ?? `baykit login --env ${target.env}`} first.`,
  );
}
