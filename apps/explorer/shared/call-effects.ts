/**
 * When the explorer asks before sending a call, one rule for the browser app (which shows the confirmation) and the
 * back end (which refuses a call that skipped it): docs/security.md, "The explorer asks before a guarded call to
 * production". What an operation does comes from @baykit/spec/effects; nothing here names an operation.
 */
import { isGuarded, type CallArguments, type Effect } from '@baykit/spec/effects';
import type { CallInput, EnvId } from './api.js';

/** The field of a `POST /api/call` body that says the person confirmed a guarded call to production. */
export const CONFIRMED_FIELD = 'confirmed';

/**
 * The operation's name as @baykit/spec/effects keys it (and as lists show it): `buy.browse.getItem`,
 * `trading.AddItem`.
 */
export function operationName(input: CallInput): string {
  return input.kind === 'rest' ? `${input.api}.${input.operationId}` : `${input.service}.${input.callName}`;
}

/**
 * A call's arguments as @baykit/spec/effects reads them: REST `{ path, query, body, headers }`, an XML call its
 * request fields.
 */
export function effectArguments(input: CallInput): CallArguments {
  return input.kind === 'rest'
    ? { path: input.path, query: input.query, body: input.body, headers: input.headers }
    : input.fields;
}

/**
 * Whether a call with these effects to `env` waits for the person's say-so: a guarded one (an effect beyond read
 * and write) to eBay production. The emulator and the sandbox never ask: nothing there is a real listing, a real
 * buyer or real money, and trying a call there is what they are for.
 */
export function asksBeforeSending(env: EnvId, effects: readonly Effect[]): boolean {
  return env === 'production' && isGuarded(effects);
}
