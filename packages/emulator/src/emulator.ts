import { randomBytes } from 'node:crypto';
import { handleAdmin } from './admin/admin.js';
import { ownerShutdown } from './admin/shutdown.js';
import { foreignHost, isEbayApiHost, type AdminAccess } from './admin/guard.js';
import { bodyLimits, BodyTooLargeError } from './body/limits.js';
import { payloadTooLarge } from './body/too-large.js';
import { EmulatorClock } from './clock.js';
import { DEFAULT_SEED, randomFor, type EmulatorContext, type EmulatorState } from './context.js';
import { apiError, internalError } from './errors.js';
import { applyFault, FaultQueue, isFaultKind } from './faults/faults.js';
import { FLOWS } from './flows/index.js';
import { FAMILY_PROBES } from './flows/probes.js';
import { resourceFlows } from './resources/index.js';
import { cancelRetries } from './flows/notification/index.js';
import { LargeFeed } from './flows/feed/large-file.js';
import { handleAuthorize, handleSignIn, handleToken, MemoryAuthStore } from './oauth/index.js';
import { EmulatorRequest } from './request.js';
import { RequestLog } from './request-log.js';
import { withRequestId } from './request-id.js';
import { handleRest } from './rest/handle.js';
import { compileRoute } from './rest/route.js';
import { RestRouter } from './rest/router.js';
import { SchemaValidator } from './rest/schema/index.js';
import { listen, type Listening } from './server.js';
import type { AppRegistration, EmulatorOptions } from './types.js';
import { handleXml, XML_PATHS } from './xml/handle.js';
import { XmlBodyParser } from './xml/xml-body-parser.js';
import { emulatorSeed, type EmulatorSeed } from './seed.js';
import { registerApp, type AppRequest } from './apps.js';
import { worldEvents } from './world/subscribers.js';
import { runDuePayouts } from './world/payouts.js';
import { World } from './world/world.js';

/** The hand-written flows, and the generic resource store's handlers for the families they leave (src/resources). */
const ALL_FLOWS = { ...resourceFlows(FLOWS, FAMILY_PROBES), ...FLOWS };

/** A running emulator (docs/architecture.md#emulator): a fetch-shaped handler, plus a Node HTTP server when asked to listen. */
export interface Emulator {
  /** Answers one request (in process, no network), taking what the global `fetch` takes. */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>;
  /** Serves over HTTP on 127.0.0.1 (port 0: a free one); resolves to the base URL. */
  listen(port?: number, host?: string): Promise<Listening>;
  /** Restores the state the seed gives (tokens, flows, rate windows) and real time. */
  reset(): void;
  /** Stops the HTTP server, if any, the XML worker, and deletes the generated feed file (`feedFileBytes`). */
  close(): Promise<void>;
  readonly clock: EmulatorClock;
  /** The registered test application (app id, cert id, dev id, RuName, redirect URL). */
  readonly app: AppRegistration;
  /** The base URL once listening. */
  readonly url: string | undefined;
  /** Your own data on top of the seed's: `seed.items([...])`, `seed.orders([...])` (gone again after `reset()`). */
  readonly seed: EmulatorSeed;
  /**
   * Registers another app whose RuName sends the browser to `redirectUrl` (the same URL again gives the same app),
   * as `POST /__emulator/apps` does over HTTP. Registered apps outlive `reset()`. Throws `AppRegistrationError`.
   */
  registerApp(request: AppRequest): AppRegistration;
}

/** The default test app: what the CLI prints when no app flags are given. */
export const DEFAULT_APP: AppRegistration = {
  appId: 'baykit-test-app',
  certId: 'baykit-test-cert',
  devId: 'baykit-test-dev',
  ruName: 'baykit-test-RuName',
  redirectUrl: 'http://127.0.0.1:4020/callback',
};

/**
 * The state a fresh or reset emulator starts from. `generation` counts resets: credentials (tokens, codes, session
 * ids) are drawn from a source that differs per generation, so a token issued after a reset never equals one issued
 * before it — eBay never issues the same token twice, and clients rightly treat equal strings as the same token.
 */
function freshState(ctx: Omit<EmulatorContext, 'state'>, generation: number): EmulatorState {
  return {
    auth: new MemoryAuthStore({
      clock: ctx.clock,
      random: randomFor(ctx as EmulatorContext, generation === 0 ? 'auth' : `auth#${generation}`),
      tokenTtlSeconds: ctx.tokenTtlSeconds,
    }),
    world: new World(ctx.seed),
    rates: new Map(),
    events: worldEvents(),
  };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates an emulator. Nothing is shared between two emulators in one process. */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const app: AppRegistration = { ...DEFAULT_APP, ...options.app };
  const seed = options.seed ?? DEFAULT_SEED;
  const clock = new EmulatorClock(options.now);
  const { feedFileBytes } = options;
  if (feedFileBytes !== undefined && (!Number.isSafeInteger(feedFileBytes) || feedFileBytes < 1)) {
    throw new RangeError('feedFileBytes must be a positive whole number of bytes.');
  }
  const limits = bodyLimits(options);
  const allowedHosts = (options.allowedHosts ?? []).map((host) => host.toLowerCase());
  const ownerSecret = options.ownerSecret === undefined ? undefined : new Uint8Array(options.ownerSecret);
  if (ownerSecret !== undefined && ownerSecret.byteLength < 16)
    throw new RangeError('ownerSecret must be at least 16 bytes (sharedEmulatorSecret gives 32 random ones).');
  const shutdown = ownerShutdown(ownerSecret, options.onShutdownRequest);
  const base: Omit<EmulatorContext, 'state'> = {
    seed,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 7200,
    rateLimitPerMinute: options.rateLimitPerMinute,
    clock,
    origin: options.origin ?? 'http://127.0.0.1',
    defaultApp: app,
    apps: new Map([[app.appId, app]]),
    // Random per emulator on purpose: keys this emulator issues open only here (the seed is not a secret).
    masterKey: new Uint8Array(randomBytes(32)),
    largeFeed: feedFileBytes === undefined ? undefined : new LargeFeed(feedFileBytes, seed, () => clock.now()),
    xmlParser: new XmlBodyParser(),
    serveRetired: options.serveRetired ?? false,
  };

  const ctx = base as EmulatorContext;
  let generation = 0;
  ctx.state = freshState(base, generation);
  const validator = new SchemaValidator();
  const router = new RestRouter((spec) => compileRoute(spec, { flows: ALL_FLOWS, validator }));
  const faults = new FaultQueue();
  const log = new RequestLog();
  let server: Listening | undefined;

  const reset = (): void => {
    cancelRetries(ctx.state);
    ctx.state = freshState(base, ++generation);
    ctx.clock.reset();
    faults.clear();
  };

  const access: AdminAccess = { allowedHosts, port: () => server?.port };

  async function route(req: EmulatorRequest, fromNetwork: boolean): Promise<Response> {
    // The admin API runs what fell due on the clock itself, once its guard has let the request in.
    if (req.path.startsWith('/__emulator/'))
      return handleAdmin(req, ctx, { reset, faults, log, access, ownerSecret, shutdown });
    // Over HTTP every route answers only its own names, and eBay's (the admin API checks in process too, in its
    // guard, and takes only its own).
    const foreign = fromNetwork && !isEbayApiHost(req.url) ? foreignHost(req.url, access) : undefined;
    if (foreign) return apiError('ACCESS', 403, 1100, foreign);
    // What fell due on the emulator's clock since the last request happens first (the daily payouts), for a request
    // the emulator answers: a refused one makes no payout and sends no notification.
    runDuePayouts(ctx);
    const headerFault = req.headers.get('x-baykit-fault');
    const fault = faults.take(req.path) ?? (isFaultKind(headerFault) ? headerFault : undefined);
    if (fault) {
      const answered = await applyFault(fault, sleep, {
        service: XML_PATHS[req.path],
        callName: req.headers.get('x-ebay-api-call-name'),
        now: ctx.clock.now(),
      });
      if (answered) return answered;
    }
    if (req.path === '/identity/v1/oauth2/token') return handleToken(req, ctx);
    if (req.path === '/oauth2/authorize') return handleAuthorize(req, ctx);
    if (req.path === '/ws/eBayISAPI.dll') return handleSignIn(req, ctx);
    const service = XML_PATHS[req.path];
    if (service) return handleXml(service, req, ctx);
    return handleRest(req, ctx, { router });
  }

  /** One request, in process (`fetch`) or from the Node adapter (`fromNetwork`, where Host is checked on every route). */
  async function answer(
    input: Request | string | URL,
    init: RequestInit | undefined,
    fromNetwork: boolean,
  ): Promise<Response> {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    log.record(request, ctx.clock.now());
    const req = new EmulatorRequest(request, limits);
    try {
      const response = await route(req, fromNetwork);
      try {
        await req.drain();
      } catch (error) {
        void response.body?.cancel().catch(() => undefined);
        throw error;
      }
      return withRequestId(response);
    } catch (error) {
      if (error instanceof Error && error.name === 'ConnectionResetFault') throw error;
      if (error instanceof BodyTooLargeError) {
        const callName = req.headers.get('x-ebay-api-call-name') ?? req.headers.get('x-ebay-soa-operation-name');
        return withRequestId(
          payloadTooLarge(error, {
            service: XML_PATHS[req.path],
            callName,
            admin: req.path.startsWith('/__emulator/'),
            now: ctx.clock.now(),
          }),
        );
      }
      // The detail stays here (it may quote request data); the client gets eBay's generic internal error.
      console.error('baykit emulator: unexpected failure', error);
      return withRequestId(internalError());
    }
  }

  return {
    // Shaped like the global fetch, so `new EbayClient({ fetch: emulator.fetch })` answers every call in process.
    fetch: (input: Request | string | URL, init?: RequestInit): Promise<Response> => answer(input, init, false),
    async listen(port = 0, host = '127.0.0.1'): Promise<Listening> {
      server = await listen({ fetch: (request) => answer(request, undefined, true) }, port, host);
      if (!options.origin) ctx.origin = server.url;
      return server;
    },
    reset,
    async close(): Promise<void> {
      cancelRetries(ctx.state);
      await server?.close();
      server = undefined;
      await ctx.xmlParser.close();
      await ctx.largeFeed?.dispose();
    },
    clock: ctx.clock,
    app,
    seed: emulatorSeed(ctx),
    registerApp: (request: AppRequest): AppRegistration => registerApp(ctx, request).app,
    get url(): string | undefined {
      return server?.url;
    },
  };
}
