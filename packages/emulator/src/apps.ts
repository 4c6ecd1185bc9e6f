import { randomBytes } from 'node:crypto';
import type { EmulatorContext } from './context.js';
import type { AppRegistration } from './types.js';

/** Most apps one emulator registers besides its own (each explorer or test that asks adds at most one). */
export const MAX_REGISTERED_APPS = 32;

const MAX_URL_LENGTH = 2048;

/** What to register: where the new app's RuName sends the browser after consent and sign-in. */
export interface AppRequest {
  redirectUrl: string;
}

/** A registration the emulator refused, with what to fix. */
export class AppRegistrationError extends Error {
  override readonly name = 'AppRegistrationError';
}

function checkedRedirectUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH)
    throw new AppRegistrationError(`redirectUrl must be an http(s) URL of at most ${MAX_URL_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppRegistrationError(
      'redirectUrl must be an absolute http(s) URL, such as http://127.0.0.1:4020/callback.',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AppRegistrationError(`redirectUrl must use http or https, not ${url.protocol}`);
  if (url.username !== '' || url.password !== '')
    throw new AppRegistrationError('redirectUrl must not carry a user name or password.');
  return url.toString();
}

/**
 * Registers one more application (keyset) on the emulator, as eBay's developer portal adds a keyset: its own app
 * id, a random cert id, the emulator's dev id and a RuName that sends the browser to `redirectUrl`. Asking again
 * for the same redirect URL gives the app registered for it, so a program that registers at every start does not
 * pile up apps. Registered apps outlive `reset()` (they are configuration, not state) and share the emulator's
 * data with every other app, as keysets of one eBay account do.
 */
export function registerApp(ctx: EmulatorContext, request: AppRequest): { app: AppRegistration; created: boolean } {
  const redirectUrl = checkedRedirectUrl(request.redirectUrl);
  for (const app of ctx.apps.values())
    if (app !== ctx.defaultApp && app.redirectUrl === redirectUrl) return { app, created: false };
  const registered = ctx.apps.size - 1;
  if (registered >= MAX_REGISTERED_APPS)
    throw new AppRegistrationError(
      `this emulator already registered ${MAX_REGISTERED_APPS} apps: restart it (or use one of them) to register more.`,
    );
  // The next free id: the emulator's own app may have been given one of these names (--app-id).
  let number = registered + 1;
  while (ctx.apps.has(`baykit-app-${number}`)) number++;
  const appId = `baykit-app-${number}`;
  const app: AppRegistration = {
    appId,
    certId: `baykit-cert-${randomBytes(12).toString('hex')}`,
    devId: ctx.defaultApp.devId,
    ruName: `${appId}-RuName`,
    redirectUrl,
  };
  ctx.apps.set(appId, app);
  return { app, created: true };
}
