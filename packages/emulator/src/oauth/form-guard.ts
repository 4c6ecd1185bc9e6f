import { fromAnotherOrigin } from '../admin/guard.js';
import type { EmulatorRequest } from '../request.js';
import { htmlErrorPage } from './html.js';

/**
 * Refuses a sign-in or consent form (`POST /oauth2/authorize`, `POST /ws/eBayISAPI.dll?SignIn`) posted by a web
 * page of another origin, with a 403 page saying why; undefined when the emulator's own page posted it, or a
 * program that is no browser (a test, curl). Without this any page the person opens could post the form itself:
 * approve a sign-in as a test user of its choosing and send the browser on to the app with that user's code
 * (login CSRF against an app that skips its `state` check). The rule is the admin API's (`fromAnotherOrigin`).
 */
export function refuseFormFromAnotherOrigin(req: EmulatorRequest): Response | undefined {
  const elsewhere = fromAnotherOrigin(req);
  if (elsewhere === undefined) return undefined;
  return htmlErrorPage(
    403,
    'Sign-in form refused',
    `This sign-in form was posted from another site (${elsewhere}), not from the emulator's own page, so nothing was done: no one was signed in and no authorization code was issued. Open the sign-in link of your app again and submit the form on the emulator's page.`,
  );
}
