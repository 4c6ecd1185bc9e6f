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

/** The admin path of each control, and the body fields it passes on. */
const ADMIN: Record<EmulatorAction, { path: string; fields: readonly string[] }> = {
  reset: { path: '/__emulator/reset', fields: [] },
  clock: { path: '/__emulator/clock', fields: ['advanceSeconds'] },
  'expire-tokens': { path: '/__emulator/tokens/expire', fields: [] },
  fault: { path: '/__emulator/faults', fields: ['match', 'fault', 'count'] },
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
    const { path, fields } = ADMIN[action];
    const passed = Object.fromEntries(fields.filter((name) => name in body).map((name) => [name, body[name]]));
    const origin = deps.emulator.url;
    const response = await deps.emulator.fetch(
      new Request(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(passed),
      }),
    );
    const answer = (await response.json()) as { error?: string; now?: string };
    if (!response.ok) throw new HttpError(400, `The emulator refused: ${answer.error ?? response.status}.`);
    if (action === 'reset') await deps.local.useSignature(await deps.signingKey());
    const result: EmulatorAnswer = { action, now: answer.now ?? new Date().toISOString() };
    sendJson(ctx.res, 200, result);
  });
}
