import { EmulatorClock } from '../../src/clock.js';
import { randomFor, type EmulatorContext } from '../../src/context.js';
import { MemoryAuthStore } from '../../src/oauth/index.js';
import { SeededRandom } from '../../src/random.js';
import { EmulatorRequest } from '../../src/request.js';
import type { AppRegistration } from '../../src/types.js';
import { XmlBodyParser } from '../../src/xml/xml-body-parser.js';
import { worldEvents } from '../../src/world/subscribers.js';
import { World } from '../../src/world/world.js';

/** The default test app of the emulator. */
export const APP: AppRegistration = {
  appId: 'baykit-test-app',
  certId: 'baykit-test-cert',
  devId: 'baykit-test-dev',
  ruName: 'baykit-test-RuName',
  redirectUrl: 'http://127.0.0.1:5173/callback',
};

/** A second app, to check that codes and tokens stay with the app they were issued to. */
export const OTHER_APP: AppRegistration = {
  appId: 'other-app',
  certId: 'other-cert',
  devId: 'other-dev',
  ruName: 'other-RuName',
  redirectUrl: 'http://127.0.0.1:5174/other',
};

export const ORIGIN = 'http://127.0.0.1:4010';

/** A context like `createEmulator` builds, with a frozen clock tests move by hand. */
export function testContext(options: { seed?: number; tokenTtlSeconds?: number } = {}): {
  ctx: EmulatorContext;
  clock: EmulatorClock;
  store: MemoryAuthStore;
} {
  const clock = new EmulatorClock(() => Date.UTC(2026, 0, 15, 12, 0, 0));
  const base = {
    seed: options.seed ?? 1,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 7200,
    rateLimitPerMinute: undefined,
    serveRetired: false,
    clock,
    origin: ORIGIN,
    // The OAuth flows never use the signing master key; a fixed one keeps the context complete.
    masterKey: new Uint8Array(32),
    xmlParser: new XmlBodyParser(),
    defaultApp: APP,
    apps: new Map([
      [APP.appId, APP],
      [OTHER_APP.appId, OTHER_APP],
    ]),
  };
  const storeWith = (random: SeededRandom): MemoryAuthStore =>
    new MemoryAuthStore({ clock, random, tokenTtlSeconds: base.tokenTtlSeconds });
  // The store's random source derives from the context's seed, as createEmulator does; the first store only
  // fills the slot until the context exists.
  const ctx: EmulatorContext = {
    ...base,
    state: {
      auth: storeWith(new SeededRandom(0)),
      world: new World(base.seed),
      rates: new Map(),
      events: worldEvents(),
    },
  };
  const store = storeWith(randomFor(ctx, 'auth'));
  ctx.state.auth = store;
  return { ctx, clock, store };
}

/** A request to the emulator's origin. */
export function request(path: string, init?: RequestInit): EmulatorRequest {
  return new EmulatorRequest(new Request(`${ORIGIN}${path}`, init));
}

/** `Basic base64(appId:certId)`. */
export function basic(appId = APP.appId, certId = APP.certId): string {
  return `Basic ${Buffer.from(`${appId}:${certId}`).toString('base64')}`;
}

/** A token endpoint request with a raw form body (raw, so tests control every byte of the encoding). */
export function tokenRequest(body: string, authorization: string | undefined = basic()): EmulatorRequest {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (authorization !== undefined) headers.authorization = authorization;
  return request('/identity/v1/oauth2/token', { method: 'POST', headers, body });
}

/** A form POST. */
export function formPost(path: string, fields: Record<string, string>): EmulatorRequest {
  return request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}
