// What every simulated event shares (admin/simulate.ts dispatches them): the refusal it answers, the check that it
// takes no field it does not know, and the ids of the world events it produced.
import type { EmulatorContext } from '../context.js';
import { MAX_EVENTS } from '../world/events.js';

/** Why a simulation was refused: the admin API's `{ error }` with its status (400 input, 404 unknown, 409 state). */
export interface SimulateRefusal {
  status: 400 | 404 | 409;
  error: string;
}

/** A refusal with `status` and a message that says what to change. */
export const refuse = (status: SimulateRefusal['status'], error: string): SimulateRefusal => ({ status, error });

/** The 400 for fields `event` does not take (any field not in `known` is refused rather than ignored), or undefined. */
export function unknownFields(
  event: string,
  fields: Record<string, unknown>,
  known: readonly string[],
): SimulateRefusal | undefined {
  const unknown = Object.keys(fields).filter((name) => !known.includes(name));
  return unknown.length > 0
    ? refuse(400, `${event} takes no field ${unknown.join(', ')} (it takes ${known.join(', ') || 'no fields'})`)
    : undefined;
}

/** The ids of the events emitted after event `since` (undefined: from the first), oldest first. */
export function eventsSince(ctx: EmulatorContext, since: string | undefined): string[] {
  return ctx.state.events
    .list({ ...(since === undefined ? {} : { since }), limit: MAX_EVENTS })
    .events.map((e) => e.id);
}
