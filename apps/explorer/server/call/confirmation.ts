import { callEffects } from '@baykit/spec/effects';
import type { CallInput, ConfirmationProblem } from '../../shared/api.js';
import { asksBeforeSending, CONFIRMED_FIELD, effectArguments, operationName } from '../../shared/call-effects.js';
import { effectFacts } from '../catalog/catalog-effects.js';
import { CallInputError } from './call-input.js';

/**
 * Reads the `confirmed` field of a `POST /api/call` body: `true`, or not confirmed. Anything but a boolean is
 * refused, so `"false"` or `1` cannot read as a yes.
 */
export function readConfirmed(body: unknown): boolean {
  const value =
    typeof body === 'object' && body !== null && Object.hasOwn(body, CONFIRMED_FIELD)
      ? (body as Record<string, unknown>)[CONFIRMED_FIELD]
      : undefined;
  if (value !== undefined && typeof value !== 'boolean')
    throw new CallInputError(`${CONFIRMED_FIELD} must be true, false or absent.`);
  return value === true;
}

/**
 * The refusal of a guarded call to eBay production that does not carry `confirmed: true`, naming what the call
 * would do (the operation's effects, the reviewed note, what these arguments commit); undefined when the call may
 * run. The browser app asks first and then confirms; this check is for a script or a stale app that did not ask.
 */
export function confirmationRefusal(input: CallInput, confirmed: boolean): ConfirmationProblem | undefined {
  if (confirmed) return undefined;
  const operation = operationName(input);
  const effects = callEffects(operation, effectArguments(input));
  if (!asksBeforeSending(input.env, effects.effects)) return undefined;
  const { effectNote } = effectFacts(operation);
  return {
    error:
      `${operation} has effects beyond read and write (${effects.effects.join(', ')}), and this call goes to eBay ` +
      `production: the explorer sends it only with ${CONFIRMED_FIELD}: true, once the person saw what it does. ` +
      'Nothing was sent.',
    confirmation: {
      operation,
      env: input.env,
      effects: [...effects.effects],
      ...(effectNote ? { note: effectNote } : {}),
      lines: [...effects.lines],
    },
  };
}
