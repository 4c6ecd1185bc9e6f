// Where a tool's calls go, by the command line's rules: `--env`, else the profile's, else production or sandbox when
// `EBAY_APP_ID` is set, else the shared local emulator; tokens in the state folder's `tokens.json`. The command line
// and the MCP server both resolve targets here, so a user signs in once for both.
import { join } from 'node:path';
import { nodeHttpTransport } from 'baykit/node-http';
import {
  APPLICATION_SCOPES,
  DEFAULT_APPLICATION_SCOPE,
  EbayClient,
  type ExchangeObserver,
  FileTokenStore,
  type SignatureKey,
  type Transport,
} from 'baykit';
import type { AppRegistration } from './app-registration.js';
import { profileOf, type Profile } from './profiles.js';
import { findSharedEmulator, sharedEmulatorUrl } from './shared-emulator.js';
import { stateDir, type LocalIo } from './state-dir.js';
import { loginCommand, type TargetFlags } from './login-command.js';
import { UsageError } from './errors.js';

/** Where calls go: the local emulator (the default without keys), eBay's sandbox or production. */
export type EnvName = 'emulator' | 'sandbox' | 'production';

/** What resolving a target reads of a program: its environment, where warnings go, and eBay's transport. */
export interface TargetIo extends LocalIo {
  stderr(text: string): void;
  /** A new transport for each client that calls eBay (absent: the client's own). Never used for the emulator. */
  ebayTransport?(): Transport;
}

/**
 * The shared emulator's URL and app, started when none runs: the command line passes one that starts it in the
 * background. Without one, a target on the emulator needs one already running (`findShared`).
 */
export type EmulatorStarter = () => Promise<{ url: string; app: AppRegistration }>;

/**
 * The environment of a command: `flag` (`--env`), else the profile's, else production or sandbox when
 * `EBAY_APP_ID` is set, else the emulator.
 */
export function envOf(io: LocalIo, flag: string | undefined, profile?: Profile): EnvName {
  if (flag !== undefined) {
    if (flag === 'emulator' || flag === 'sandbox' || flag === 'production') return flag;
    throw new UsageError(`--env must be emulator, sandbox or production, not "${flag}".`);
  }
  if (profile) return profile.env;
  if (!io.env.EBAY_APP_ID) return 'emulator';
  return io.env.EBAY_SANDBOX === 'true' ? 'sandbox' : 'production';
}

/** The target options every command takes: `--env`, `--profile`, `--account` (a `node:util` parseArgs table). */
export const TARGET_OPTIONS = {
  env: { type: 'string' },
  profile: { type: 'string' },
  account: { type: 'string' },
} as const;

/** A client for an environment, with its tokens in the state folder's `tokens.json` (0600). */
export interface TargetClient {
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

/** Extra client options a tool passes (an exchange observer, allowRetired, keys, a signing key). */
export interface ClientExtras {
  onExchange?: ExchangeObserver;
  allowRetired?: boolean;
  /** Application token scopes beyond the base one, for eBay (the emulator's client asks for every one). */
  scope?: readonly string[];
  /** Keys from the config file instead of the EBAY_* variables. */
  profile?: Profile;
  /** The eBay account the user token is kept for (several sellers side by side). */
  account?: string;
  /** A signing key (the emulator's); for eBay it comes from EBAY_JWE and EBAY_PRIVATE_KEY. */
  signature?: SignatureKey;
}

/** The client of a command's `--env`, `--profile` and `--account`, and the command that signs in again for it. */
export async function targetOf(
  io: TargetIo,
  flags: TargetFlags,
  extras: ClientExtras = {},
  startEmulator: EmulatorStarter = () => runningEmulator(io),
): Promise<TargetClient> {
  const profile = profileOf(io, flags.profile);
  const env = envOf(io, flags.env, profile);
  const target = await clientFor(
    io,
    env,
    { ...extras, ...(profile ? { profile } : {}), ...(flags.account ? { account: flags.account } : {}) },
    startEmulator,
  );
  return { ...target, signIn: loginCommand(io, flags, env) };
}

/** A client for `env`, with its tokens in `$XDG_STATE_HOME/baykit/tokens.json` (0600). */
export async function clientFor(
  io: TargetIo,
  env: EnvName,
  extras: ClientExtras = {},
  startEmulator: EmulatorStarter = () => runningEmulator(io),
): Promise<TargetClient> {
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
  const signed = extras.signature !== undefined;
  if (env === 'emulator') {
    const { url, app } = await startEmulator();
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
      // transport, and so does an exchange observer: it shows every header that went over the wire, and undici's
      // are the ones its tests compare with what the emulator received.
      ...(extras.onExchange ? {} : { transport: nodeHttpTransport() }),
      ...common,
    });
    return { env, client, store: tokenStore, emulator: url, signed };
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
    return { env, client, store: tokenStore, signed };
  }
  if (!io.env.EBAY_APP_ID || !io.env.EBAY_CERT_ID)
    throw new UsageError(
      `--env ${env} needs your keys: set EBAY_APP_ID and EBAY_CERT_ID (and EBAY_RU_NAME to sign in), or use a profile (baykit configure).`,
    );
  const client = EbayClient.fromEnv({ sandbox: env === 'sandbox', ...scope, ...transport(), ...common }, io.env);
  return { env, client, store: tokenStore, signed: Boolean(io.env.EBAY_JWE && io.env.EBAY_PRIVATE_KEY) };
}

/**
 * Makes sure a user token is there when a call needs one: on the emulator `signInOnEmulator` signs in by itself
 * (`@baykit/emulator/admin` has one); elsewhere it needs `baykit login`, and the `UsageError` says so.
 */
export async function ensureUser(
  target: TargetClient,
  signInOnEmulator?: (target: TargetClient) => Promise<void>,
): Promise<void> {
  if (await target.client.oauth2.getCredentials('user')) return;
  if (target.emulator && signInOnEmulator) {
    await signInOnEmulator(target);
    return;
  }
  throw new UsageError(
    `This call needs a user token: run ${target.signIn ?? `baykit login --env ${target.env}`} first.`,
  );
}

/** The default `EmulatorStarter`: the shared emulator when it runs and proves it is this user's; else a UsageError. */
async function runningEmulator(io: LocalIo): Promise<{ url: string; app: AppRegistration }> {
  const running = await findSharedEmulator(io.env, { create: true });
  if (!running)
    throw new UsageError(
      `No emulator of yours runs at ${sharedEmulatorUrl(io.env)}: start one with baykit emulator --foreground (any baykit command on the emulator starts one too), or choose another --env.`,
    );
  return { url: running.url, app: running.app };
}
