import type { CallInput } from '../../shared/api.js';

/** A short name of a call for lists: `buy.browse.getItem` or `trading.GetItem`. */
export function callTitle(input: CallInput): string {
  return input.kind === 'rest' ? `${input.api}.${input.operationId}` : `${input.service}.${input.callName}`;
}

/** The catalog key of the operation a call input is for (`rest:buy.browse.getItem`, `xml:trading.GetItem`). */
export function callKey(input: CallInput): string {
  return `${input.kind}:${callTitle(input)}`;
}
