import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmulator, exampleValues, type AppRegistration } from '@baykit/emulator';
import { createEmulatorAdmin, isEmulatorAdminError, type EmulatorAdmin } from '@baykit/emulator/admin';
import { EbayClient, USER_SCOPES, type SignatureKey } from 'baykit';
import type { EnvId, SessionInfo } from '../shared/api.js';
import { AccessKey } from './http/access-key.js';
import { Capture } from './capture/capture.js';
import { CredentialsFile, type RemoteEnvId } from './files/credentials-file.js';
import { ENV_IDS, ExplorerEnv } from './environments/environments.js';
import { createRequestHandler, type RequestHandler } from './handler.js';
import { sendProblem } from './http/http.js';
import { securePrivateDataDir, warnOnStderr, type Warn } from './files/private-file.js';
import { addAuthRoutes } from './sign-in/routes-auth.js';
import { addCatalogRoutes } from './call/routes-catalog.js';
import type { LocalEmulator } from './emulator/local-emulator.js';
import { cliReach } from './emulator/cli-reach.js';
import { addEmulatorRoutes } from './emulator/routes-emulator.js';
import { addSimulateRoutes } from './emulator/routes-simulate.js';
import { addNotificationRoutes, NotificationInbox } from './notifications/notifications.js';
import { Router } from './http/router.js';
import { randomToken, RequestGuard } from './http/security.js';
import { SignInCookie } from './sign-in/sign-in-cookie.js';
import { DEFAULT_CONSENT_SCOPES, SignInFlows } from './sign-in/sign-in.js';
import { SignInStates } from './sign-in/sign-in-state.js';
import { staticFiles } from './http/static.js';
import { FileTokenStore } from './files/token-file-store.js';

/** Options of `startExplorer`. */
export interface ExplorerOptions {
  /** Port on 127.0.0.1 (0: a free one). Default `DEFAULT_PORT` (4020). */
  port?: number;
  /** Where credentials.json and tokens.json live (mode 0700, its files 0600: tightened at start, or refused). */
  dataDir: string;
  /** Port of the embedded emulator (0, the default: a free one). */
  emulatorPort?: number;
  /**
   * Join the emulator already answering at this URL (the `baykit` command line's shared one, see
   * sharedEmulatorUrl in @baykit/local) instead of embedding one: both then see the same records. The explorer
   * registers its own app there (`POST /__emulator/apps`, with its `/callback`), and closing it leaves that
   * emulator running.
   */
  emulatorUrl?: string;
  /**
   * The owner secret of the `baykit` command line's shared emulator (sharedEmulatorSecret in @baykit/local),
   * given to the embedded emulator so it can prove to the command line that this user started it: a `baykit`
   * command copied from the explorer then calls it (with `BAYKIT_EMULATOR_PORT` set to its port) and sees the same
   * data. Without it the command line refuses the embedded emulator, and copied commands say so.
   */
  ownerSecret?: Uint8Array;
  /**
   * For tests only: send sandbox's or production's calls, token requests included, to this origin instead of
   * eBay's hosts (a fake eBay on 127.0.0.1), so a test can watch what would reach eBay. `npm start` has no flag for
   * it: the explorer a person runs calls eBay itself.
   */
  remoteOrigins?: Partial<Record<RemoteEnvId, string>>;
  /** The built SPA. Default: apps/explorer/dist. */
  distDir?: string;
  /** Receives one line per request (method, path without query, status, time). Default: no request log. */
  log?: (line: string) => void;
  /** Receives warnings (an unreadable data file, an unexpected failure). Default: stderr. */
  warn?: Warn;
}

/** A running explorer. */
export interface RunningExplorer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /**
   * The address to print and open: `url` with this start's key in its fragment (`/#key=…`). The app opened there
   * sends the key with every API request (access-key.ts); nothing else reveals it.
   */
  openUrl: string;
  /** The local emulator's URL. */
  emulatorUrl: string;
  /** Whether that emulator is a shared one the explorer joined (`emulatorUrl` option) rather than its own. */
  emulatorShared: boolean;
  /** Stops the server, the emulator and every client. */
  close(): Promise<void>;
}

/**
 * The explorer's port when none is given: next to the emulator's 4010, and not a port other tools take by default
 * (Vite's 5173 often is taken).
 */
export const DEFAULT_PORT = 4020;

const DEFAULT_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/**
 * Starts the explorer's back end on 127.0.0.1 with its embedded emulator: the API of shared/api.ts, the
 * `/callback` redirect target of the sign-in flows, and the built SPA. The server listens first, so the
 * emulator's test app can be registered with this explorer's own `/callback` whatever port it got.
 */
export async function startExplorer(options: ExplorerOptions): Promise<RunningExplorer> {
  const warn = options.warn ?? warnOnStderr;
  securePrivateDataDir(options.dataDir);
  let handle: RequestHandler = async (_req, res) => {
    sendProblem(res, 503, 'The explorer is still starting.');
  };
  const server = createServer((req, res) => void handle(req, res));
  const port = await listen(server, options.port ?? DEFAULT_PORT);
  const url = `http://127.0.0.1:${port}`;
  const access = new AccessKey(url);

  let emulator: LocalEmulator;
  try {
    emulator =
      options.emulatorUrl === undefined
        ? await embedEmulator(`${url}/callback`, options.emulatorPort ?? 0, options.ownerSecret)
        : await joinEmulator(options.emulatorUrl, `${url}/callback`);
  } catch (error) {
    await closeServer(server);
    throw error;
  }
  const emulatorUrl = emulator.url;

  const envs = new Map<EnvId, ExplorerEnv>();
  try {
    const credentials = new CredentialsFile(options.dataDir, warn);
    const fileStore = new FileTokenStore(options.dataDir, warn);
    // One capture for every client: each call runs in its own capture run. Every cert id is masked in all
    // of them, whichever environment a secret might leak into.
    const capture = new Capture({ secrets: () => [...envs.values()].map((env) => env.credentials?.certId) });
    const signingKey = () => emulatorSigningKey(emulator, emulatorUrl);
    const signature = await signingKey();
    for (const id of ENV_IDS) {
      const env = new ExplorerEnv(id, {
        onExchange: capture.onExchange,
        fileStore,
        ...(id === 'local' ? { origin: emulatorUrl, signature } : {}),
        ...(id !== 'local' && options.remoteOrigins?.[id] ? { origin: options.remoteOrigins[id] } : {}),
      });
      await env.configure(id === 'local' ? emulator.app : credentials.get(id));
      envs.set(id, env);
    }
    const csrfToken = randomToken();
    const guard = new RequestGuard(port, csrfToken);
    const flows = new SignInFlows(envs, new SignInStates());
    const signInCookie = new SignInCookie(port);
    const router = new Router();
    const session = (): SessionInfo => ({
      csrfToken,
      environments: ENV_IDS.map((id) => (envs.get(id) as ExplorerEnv).summary()),
      emulator: {
        url: emulatorUrl,
        appId: emulator.app.appId,
        ruName: emulator.app.ruName,
        redirectUrl: emulator.app.redirectUrl,
        shared: emulator.shared,
        cli: cliReach(emulatorUrl, emulator.shared || options.ownerSecret !== undefined),
      },
      origin: url,
      scopes: { user: [...USER_SCOPES], defaultConsent: [...DEFAULT_CONSENT_SCOPES] },
    });
    addAuthRoutes(router, { envs, flows, credentials, session, signInCookie });
    addCatalogRoutes(router, { envs, capture, examples: exampleValues(emulator) });
    addEmulatorRoutes(router, { emulator, local: envs.get('local') as ExplorerEnv, signingKey });
    addSimulateRoutes(router, { emulator });
    const inbox = new NotificationInbox(url, envs.get('local') as ExplorerEnv);
    addNotificationRoutes(router, { inbox, emulator, envs });

    handle = createRequestHandler({
      url,
      guard,
      access,
      router,
      flows,
      signInCookie,
      serveStatic: staticFiles(options.distDir ?? DEFAULT_DIST),
      inbox,
      log: options.log,
      warn,
    });
  } catch (error) {
    await Promise.allSettled([...envs.values()].map((env) => env.close()));
    await Promise.allSettled([emulator.close(), closeServer(server)]);
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url,
    openUrl: access.openUrl,
    emulatorUrl,
    emulatorShared: emulator.shared,
    close(): Promise<void> {
      closing ??= (async () => {
        await closeServer(server);
        await Promise.allSettled([...envs.values()].map((env) => env.close()));
        await emulator.close();
      })();
      return closing;
    },
  };
}

async function embedEmulator(redirectUrl: string, port: number, ownerSecret?: Uint8Array): Promise<LocalEmulator> {
  // With the owner secret it answers the command line's proof; without onShutdownRequest, `baykit emulator stop`
  // cannot stop it: it lives as long as the explorer.
  const emulator = createEmulator({ app: { redirectUrl }, ...(ownerSecret ? { ownerSecret } : {}) });
  const { url } = await emulator.listen(port);
  const admin = createEmulatorAdmin({ baseUrl: url, fetch: (request) => emulator.fetch(request) });
  return { url, app: emulator.app, shared: false, fetch: emulator.fetch, admin, close: () => emulator.close() };
}

/** Joins the emulator at `url`: registers the explorer's app there, or says why it cannot. */
async function joinEmulator(url: string, redirectUrl: string): Promise<LocalEmulator> {
  const base = url.replace(/\/+$/, '');
  let app: AppRegistration;
  let admin: EmulatorAdmin;
  try {
    admin = createEmulatorAdmin({ baseUrl: base, timeoutMs: 5000 });
    ({ app } = await admin.registerApp(redirectUrl));
  } catch (error) {
    if (error instanceof TypeError)
      throw new EmulatorJoinError(`${base} is not an emulator's address (${error.message}).`);
    if (!isEmulatorAdminError(error)) throw error;
    throw new EmulatorJoinError(
      error.status === 0
        ? `No emulator answers at ${base} (${error.cause instanceof Error ? error.cause.message : error.message}).`
        : `The emulator at ${base} did not register the explorer's app: ${error.detail ?? `HTTP ${error.status}`}.`,
    );
  }
  if (typeof app.appId !== 'string' || typeof app.certId !== 'string')
    throw new EmulatorJoinError(`The emulator at ${base} did not register the explorer's app: its answer has no app.`);
  return {
    url: base,
    app,
    shared: true,
    fetch: (input, init) => fetch(input, init),
    admin,
    close: async () => undefined,
  };
}

/** The shared emulator named by the `emulatorUrl` option cannot be used. */
export class EmulatorJoinError extends Error {
  override readonly name = 'EmulatorJoinError';
}

/** A signing key of the emulator's test app (Key Management, in process): it stays in this back end. */
async function emulatorSigningKey(emulator: LocalEmulator, url: string): Promise<SignatureKey> {
  const keys = new EbayClient({ appId: emulator.app.appId, certId: emulator.app.certId, origin: url });
  try {
    const key = await keys.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
    if (!key.jwe || !key.privateKey) throw new Error('The emulator returned a signing key without jwe or private key.');
    return { jwe: key.jwe, privateKey: key.privateKey };
  } finally {
    await keys.close();
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
