import { AUTH_SCHEME_EXTENSION, GRANT_EXTENSION } from '../catalog.js';
import type { Overlay } from './overlay.js';
import { operationsOf, specOf } from './overlay.js';

/** The post-order specs. */
export const POST_ORDER_SPECS = ['cancellation_oas3', 'case_oas3', 'inquiry_oas3', 'return_oas3'] as const;

/**
 * The post-order specs declare no security at all. Post-Order v2 takes the OAuth user token sent as
 * `IAF <token>` (docs/ebay-facts.md#post-order-auth-and-headers), so every operation needs the user grant and the `IAF` scheme. The catalog
 * carries both (`grant: 'user'`, `auth: 'IAF'`), and the client and the emulator read them from there.
 */
export const postOrderAuth: Overlay = {
  name: 'post-order-auth',
  reason: 'post-order specs have no security schemes; every call needs a user token, sent as IAF <token>',
  apply(specs) {
    for (const file of POST_ORDER_SPECS) {
      for (const op of operationsOf(specOf(specs, file))) {
        const extended = op as typeof op & { [GRANT_EXTENSION]?: string; [AUTH_SCHEME_EXTENSION]?: string };
        extended[GRANT_EXTENSION] = 'user';
        extended[AUTH_SCHEME_EXTENSION] = 'IAF';
      }
    }
  },
};
