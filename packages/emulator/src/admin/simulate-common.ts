// What every simulated event shares (admin/simulate.ts, simulate-post-order.ts): the refusal it answers instead of a
// result, the user names it takes, and the ids of the world events a simulation produced.
import type { EmulatorContext } from '../context.js';
import { MAX_EVENTS } from '../world/events.js';

/** Why a simulation was refused: the admin API's `{ error }` with its status (400 input, 404 unknown, 409 state). */
export interface SimulateRefusal {
  status: 400 | 404 | 409;
  error: string;
}

/** A refusal with `status` saying `error` (what to change). */
export const refuse = (status: SimulateRefusal['status'], error: string): SimulateRefusal => ({ status, error });

/** A user name eBay could have issued: 1 to 64 letters, digits, `.`, `_`, `-`. */
export const USER_NAME = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Runs `simulation` and adds the ids of the world events it produced (oldest first) to what it answers; a refusal,
 * which changes nothing, is answered as it is.
 */
export function withEvents<R extends object>(
  ctx: EmulatorContext,
  simulation: () => R | SimulateRefusal,
): (R & { events: string[] }) | SimulateRefusal {
  const since = ctx.state.events.lastId();
  const made = simulation();
  if ('error' in made) return made;
  const page = ctx.state.events.list({ ...(since === undefined ? {} : { since }), limit: MAX_EVENTS });
  return { ...made, events: page.events.map((event) => event.id) };
}
