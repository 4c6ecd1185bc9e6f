import { isEmulatorAdminError, type EmulatorAdmin, type EmulatorNow, type FaultRequest } from '@baykit/emulator/admin';
import type { LocalEmulator } from './local-emulator.js';
import type { SignatureKey } from 'baykit';
import type { EmulatorAction, EmulatorAnswer } from '../../shared/api.js';
import type { ExplorerEnv } from '../environments/environments.js';
import { HttpError, objectBody, readJsonBody, sendJson } from '../http/http.js';
import type { Router } from '../http/router.js';

/** What the emulator controls work on: the embedded emulator and the local environment that calls it. */
export interface EmulatorRoutesDeps {
  emulator: LocalEmulator;
  local: ExplorerEnv;
  /** A new signing key for the local environment (a reset forgets the old one with the rest of the state). */
  signingKey: () => Promise<SignatureKey>;
}

/**
 * The admin call of each control, with the body fields it passes on (unchecked here: the emulator checks them and
 * says what is wrong).
 */
const ADMIN: Record<EmulatorAction, (admin: EmulatorAdmin, body: Record<string, unknown>) => Promise<EmulatorNow>> = {
  reset: (admin) => admin.reset(),
  clock: (admin, body) => admin.advanceClock(body.advanceSeconds as number),
  'expire-tokens': (admin) => admin.expireTokens(),
  fault: (admin, body) => admin.addFault(body as unknown as FaultRequest),
};

function isAction(value: string): value is EmulatorAction {
  return Object.hasOwn(ADMIN, value);
}

/**
 * `POST /api/emulator/:action`: the embedded emulator's admin API (reset, clock, expire tokens, faults), called in
 * process, so the browser never talks to the emulator's admin API itself. The emulator checks the values and its
 * refusals come back as 400 with its message. A reset also gives the local environment a fresh client with a new
 * signing key (the emulator forgot the old key and every token).
 */
export function addEmulatorRoutes(router: Router, deps: EmulatorRoutesDeps): void {
  router.add('POST', '/api/emulator/:action', async (ctx) => {
    const action = ctx.params.action ?? '';
    if (!isAction(action))
      throw new HttpError(404, `Unknown emulator control "${action}": use reset, clock, expire-tokens or fault.`);
    const body = objectBody(await readJsonBody(ctx.req), 'the control’s fields');
    let answer: EmulatorNow;
    try {
      answer = await ADMIN[action](deps.emulator.admin, body);
    } catch (error) {
      if (isEmulatorAdminError(error))
        throw new HttpError(400, `The emulator refused: ${error.detail ?? error.status}.`);
      throw error;
    }
    if (action === 'reset') await deps.local.useSignature(await deps.signingKey());
    const result: EmulatorAnswer = { action, now: answer.now };
    sendJson(ctx.res, 200, result);
  });
}
